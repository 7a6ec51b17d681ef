/// How a piece of text looks: size, colour, weight and font family (CorePlot's CPTTextStyle).
public struct TextStyle: Hashable, Sendable {
    /// The font size in pixels.
    public var fontSize: Double
    /// The text colour; nil takes the theme's text colour.
    public var color: Color?
    /// Bold when true.
    public var isBold: Bool
    /// A CSS font-family list; nil takes the chart's default system sans-serif stack.
    /// Written through the SVG writer's escaping, so any text is safe.
    public var fontFamily: String?

    /// A text style; colour and family nil mean "from the theme".
    public init(fontSize: Double = 12, color: Color? = nil, isBold: Bool = false, fontFamily: String? = nil) {
        self.fontSize = fontSize
        self.color = color
        self.isBold = isBold
        self.fontFamily = fontFamily
    }

    /// The font stack used when no family is given: system sans-serif fonts only,
    /// nothing downloaded.
    public static let systemFontStack =
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif"
}
