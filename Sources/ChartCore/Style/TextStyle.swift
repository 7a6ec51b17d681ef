/// How a piece of text looks: size, colour, weight and font family (CorePlot's CPTTextStyle,
/// BEMSimpleLineGraph's label colours).
public struct TextStyle: Hashable, Sendable {
    /// The font size in pixels, kept within 1 … 200 (a size that is not a number reads as 12).
    public var fontSize: Double {
        didSet { fontSize = TextStyle.keptInRange(fontSize) }
    }
    /// The text colour; nil takes the theme's text colour.
    public var color: Color?
    /// How heavy the text is.
    public var weight: FontWeight
    /// A CSS font-family list; nil takes the chart's default system sans-serif stack.
    /// Written through the SVG writer's escaping, so any text is safe.
    public var fontFamily: String?

    /// A text style; colour and family nil mean "from the theme".
    public init(fontSize: Double = 12, color: Color? = nil, weight: FontWeight = .regular, fontFamily: String? = nil) {
        self.fontSize = TextStyle.keptInRange(fontSize)
        self.color = color
        self.weight = weight
        self.fontFamily = fontFamily
    }

    /// A text style, regular or bold.
    public init(fontSize: Double = 12, color: Color? = nil, isBold: Bool, fontFamily: String? = nil) {
        self.init(fontSize: fontSize, color: color, weight: isBold ? .bold : .regular, fontFamily: fontFamily)
    }

    /// True when drawn bold (semibold or heavier); setting it chooses `.bold` or `.regular`.
    public var isBold: Bool {
        get { weight.isBoldLike }
        set { weight = newValue ? .bold : .regular }
    }

    private static func keptInRange(_ size: Double) -> Double {
        size.isNaN ? 12 : min(max(size, 1), 200)
    }

    /// The font stack used when no family is given: system sans-serif fonts only,
    /// nothing downloaded.
    public static let systemFontStack =
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif"
}
