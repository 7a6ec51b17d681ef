import ChartCore

/// A chart prepared for repeated hovering: its picture, its summary, the popup's affixes,
/// and a hit test that reuses the chart's geometry (built once) for line graphs and
/// scatter plots, so each pointer move costs a lookup, not a layout.
struct HoverTarget {
    /// The chart drawn as an SVG document.
    let svg: String
    /// The chart's one-line description (the widget's text/plain fallback).
    let summary: String
    /// The canvas size in pixels; pointers outside it hit nothing.
    let width: Double
    /// The canvas height in pixels.
    let height: Double
    /// Text placed before a value in the popup (the chart's `yLabelPrefix`).
    let valuePrefix: String
    /// Text placed after a value in the popup (the chart's `yLabelSuffix`).
    let valueSuffix: String
    /// The nearest data point to a pixel, in the SVG's coordinates.
    private let lookup: (Point) -> ChartHit?

    /// Prepares `chart`; fails with the chart's own error when it cannot be drawn.
    init(chart: any Chart) throws(ChartError) {
        svg = try chart.svg
        summary = chart.textSummary
        width = chart.width
        height = chart.height
        switch chart {
        case let graph as LineGraph:
            let geometry = try graph.makeGeometry()
            lookup = { geometry.hitTest($0) }
            (valuePrefix, valueSuffix) = (graph.yLabelPrefix, graph.yLabelSuffix)
        case let plot as ScatterPlot:
            let geometry = try plot.makeGeometry()
            lookup = { geometry.hitTest($0) }
            (valuePrefix, valueSuffix) = (plot.yLabelPrefix, plot.yLabelSuffix)
        case let bars as BarChart:
            lookup = { bars.hitTest($0) }
            (valuePrefix, valueSuffix) = (bars.yLabelPrefix, bars.yLabelSuffix)
        default:
            lookup = { chart.hitTest($0) }
            (valuePrefix, valueSuffix) = ("", "")
        }
    }

    /// The data point closest to `point`; nil outside the canvas, for a non-finite point,
    /// or where the chart has nothing (an empty chart, outside a pie's slices).
    func hitTest(_ point: Point) -> ChartHit? {
        guard point.x.isFinite, point.y.isFinite,
              (0...width).contains(point.x), (0...height).contains(point.y) else { return nil }
        return lookup(point)
    }
}
