/// How heavy text is drawn, from the thinnest to the heaviest (SwiftUI's `Font.Weight`),
/// written to SVG as the CSS weights 100 … 900.
public enum FontWeight: String, CaseIterable, Sendable {
    /// CSS weight 100.
    case ultraLight
    /// CSS weight 200.
    case thin
    /// CSS weight 300.
    case light
    /// CSS weight 400, the usual weight of text.
    case regular
    /// CSS weight 500.
    case medium
    /// CSS weight 600.
    case semibold
    /// CSS weight 700.
    case bold
    /// CSS weight 800.
    case heavy
    /// CSS weight 900.
    case black

    /// The CSS `font-weight` number.
    public var cssWeight: Int {
        (FontWeight.allCases.firstIndex(of: self) ?? 3) * 100 + 100
    }

    /// True from semibold up, where text is measured as bold.
    var isBoldLike: Bool { cssWeight >= 600 }
}
