import FoundationEssentials

/// A line of text in a chart: an annotation, an axis label, a legend (SwiftUI's `Text`), with
/// a font, a weight and a colour.
public struct Text: Hashable, Sendable {
    /// The characters shown.
    public var content: String
    /// The font; nil takes the place's own (12 points in annotations, 11 on axes).
    public var font: Font?
    /// The colour; nil takes the place's own.
    public var color: Color?
    /// A weight set with `bold()` or `fontWeight(_:)`, over the font's.
    public var weight: FontWeight?
    /// Whether `italic()` was applied.
    public var isItalic: Bool = false

    /// Text showing `content` as written.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text showing a string.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing a string with interpolated values (`Text("\(value, specifier: "%.1f") h")`).
    public init(_ key: LocalizedStringKey) {
        self.content = key.text
    }

    /// Text showing a value through a format style (`Text(date, format: .dateTime.month())`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.content = format.format(input)
    }

    /// The text in another font.
    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text { var copy = self; copy.weight = isActive ? .bold : nil; return copy }
    /// The text in italics.
    public func italic(_ isActive: Bool = true) -> Text { var copy = self; copy.isItalic = isActive; return copy }
    /// The text at a weight.
    public func fontWeight(_ weight: FontWeight?) -> Text { var copy = self; copy.weight = weight; return copy }
    /// The text in a colour (or a style's main colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self; copy.color = style.paint.representativeColor; return copy
    }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.color = color; return copy }

    /// The style the SVG writer draws the text in, over `base` (the place's own style).
    func textStyle(over base: TextStyle) -> TextStyle {
        var style = base
        if let font { style.fontSize = font.size; style.weight = font.weight }
        if let weight { style.weight = weight }
        if let color { style.color = color }
        return style
    }
}

/// Text with interpolated values, as `Text("…")` takes it (SwiftUI's `LocalizedStringKey`,
/// without localisation): `"\(value, specifier: "%.1f")"` formats printf-style,
/// `"\(date, format: .dateTime.year())"` through a format style.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The text.
    public var text: String

    /// The text of a literal.
    public init(stringLiteral value: String) {
        text = value
    }

    /// The text built by an interpolation.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// A number formatted by a printf-style specifier, as `"\(value, specifier: "%.1f")"` does.
    public static func text(of value: Double, specifier: String) -> String {
        Specifier.format(specifier, value)
    }

    /// Builds the text of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 4)
        }
        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A value as `String(describing:)` prints it.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// A number formatted printf-style (`specifier: "%.1f"`, `"%d"`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            text += Specifier.format(specifier, Double(value))
        }
        /// An integer formatted printf-style (`specifier: "%d"`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            text += Specifier.format(specifier, Double(value))
        }
        /// A value through a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(value)
        }
        /// Text.
        public mutating func appendInterpolation(_ value: Text) { text += value.content }
    }
}

/// printf-style specifiers of numbers in text (`%.1f`, `%d`, `%5.2f%%`).
enum Specifier {
    /// `value` formatted by `specifier`; integer conversions (`%d`, `%i`, `%ld`) print the value
    /// rounded, with the same flags and width.
    static func format(_ specifier: String, _ value: Double) -> String {
        let characters = Array(specifier)
        guard let percent = characters.firstIndex(of: "%") else { return specifier }
        var index = percent + 1
        while index < characters.count, "-+ #0123456789.*".contains(characters[index]) { index += 1 }
        var conversionEnd = index
        while conversionEnd < characters.count, characters[conversionEnd] == "l" || characters[conversionEnd] == "h" { conversionEnd += 1 }
        guard conversionEnd < characters.count, "diu".contains(characters[conversionEnd]) else {
            return PrintfFormatting.string(format: specifier, value)
        }
        let flags = String(characters[(percent + 1)..<index])
        let precision = flags.contains(".") ? "" : ".0"
        let format = String(characters[..<percent]) + "%" + flags + precision + "f" + String(characters[(conversionEnd + 1)...])
        return PrintfFormatting.string(format: format, value.rounded())
    }
}
