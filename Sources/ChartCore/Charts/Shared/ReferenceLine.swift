/// A horizontal line across the plot at a fixed value, with an optional label
/// (a target, a threshold, a limit). Drawn dashed by default.
public struct ReferenceLine: Hashable, Sendable {
    /// The value where the line is drawn.
    public var y: Double
    /// The label drawn at the line's right end; nil for none.
    public var label: String?
    /// The line's style; a nil colour takes the theme's text colour.
    public var style: LineStyle

    /// A reference line at `y`.
    public init(y: Double, label: String? = nil, style: LineStyle = .dashed(width: 1.25)) {
        self.y = y
        self.label = label
        self.style = style
    }
}
