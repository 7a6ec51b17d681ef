/// How a line is stroked: width, colour and dash pattern (CorePlot's CPTLineStyle).
public struct LineStyle: Hashable, Sendable {
    /// The stroke width in pixels.
    public var width: Double
    /// The stroke colour; nil takes the colour the chart gives that line (theme or series).
    public var color: Color?
    /// Alternating dash and gap lengths in pixels; empty for a solid line.
    public var dashPattern: [Double]

    /// A line style; an empty dash pattern is solid.
    public init(width: Double = 1, color: Color? = nil, dashPattern: [Double] = []) {
        self.width = width
        self.color = color
        self.dashPattern = dashPattern
    }

    /// A solid line.
    public static func solid(width: Double = 1, color: Color? = nil) -> LineStyle {
        LineStyle(width: width, color: color)
    }

    /// A dashed line (dashes of 6, gaps of 4 unless given).
    public static func dashed(width: Double = 1, color: Color? = nil, dash: Double = 6, gap: Double = 4) -> LineStyle {
        LineStyle(width: width, color: color, dashPattern: [dash, gap])
    }

    /// A dotted line.
    public static func dotted(width: Double = 1, color: Color? = nil) -> LineStyle {
        LineStyle(width: width, color: color, dashPattern: [1, 3])
    }

    /// Dash patterns that tell series apart without colour, in the order series use them.
    public static let seriesDashPatterns: [[Double]] = [[], [6, 3], [2, 3], [8, 3, 2, 3], [12, 4], [2, 6]]
}
