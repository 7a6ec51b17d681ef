/// A text font (SwiftUI's `Font`): the text styles (`.caption`, `.headline` …) at the sizes
/// SwiftUI gives them at the default type size, or a system font of a size and weight.
public struct Font: Hashable, Sendable {
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic.
    public var isItalic: Bool

    /// A font's weight (SwiftUI's `Font.Weight`).
    public typealias Weight = FontWeight

    /// A font of a size and weight.
    public init(size: Double, weight: Weight = .regular, isItalic: Bool = false) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The system font at a size (`.system(size: 12, weight: .bold)`).
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// 34 points.
    public static let largeTitle = Font(size: 34)
    /// 28 points.
    public static let title = Font(size: 28)
    /// 22 points.
    public static let title2 = Font(size: 22)
    /// 20 points.
    public static let title3 = Font(size: 20)
    /// 17 points, semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// 15 points.
    public static let subheadline = Font(size: 15)
    /// 17 points: running text.
    public static let body = Font(size: 17)
    /// 16 points.
    public static let callout = Font(size: 16)
    /// 13 points.
    public static let footnote = Font(size: 13)
    /// 12 points.
    public static let caption = Font(size: 12)
    /// 11 points.
    public static let caption2 = Font(size: 11)

    /// The same font, bold.
    public func bold() -> Font { Font(size: size, weight: .bold, isItalic: isItalic) }
    /// The same font, italic.
    public func italic() -> Font { Font(size: size, weight: weight, isItalic: true) }
    /// The same font at another weight.
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight, isItalic: isItalic) }
}
