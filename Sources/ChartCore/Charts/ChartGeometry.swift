/// A chart's prepared geometry: the plot layout, scales and the place of every mark,
/// computed once by `Chart.makeGeometry()`. The chart's renderer draws it and hit testing
/// reads it; keep it to answer many pointer positions without laying the chart out again.
public protocol ChartGeometry: Sendable {
    /// True when there is nothing to draw (the chart shows its "No Data" text).
    var isEmpty: Bool { get }
    /// The data point a pixel position (in the SVG's coordinates) falls on or is closest to,
    /// by the chart kind's rule; nil when nothing is hit.
    func hitTest(_ point: Point) -> ChartHit?
    /// The pixel position of point `index` of series `series` (where a popup points), nil
    /// when there is no such point or it is not drawn (a gap, a zero slice).
    func position(index: Int, series: Int) -> Point?
    /// What a reader should know about the drawing, in words: settings the chart could not
    /// follow exactly (a fixed range that cuts bars, a legend held back on the canvas).
    var warnings: [String] { get }
}

extension ChartGeometry {
    /// No warnings.
    public var warnings: [String] { [] }
}
