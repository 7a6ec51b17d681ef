import ChartCore

/// A chart prepared for repeated hovering: its picture, its summary, the popup's affixes,
/// and a hit test that reads the chart's geometry, laid out once and shared with the picture,
/// so each pointer move costs a lookup, not a layout.
struct HoverTarget {
    /// The chart drawn as an SVG document (the widget's picture and its static fallback).
    let svg: String
    /// The chart's one-line description (the widget's text/plain fallback).
    let summary: String
    /// The canvas size in pixels; pointers outside it hit nothing.
    let width: Double
    /// The canvas height in pixels.
    let height: Double
    /// Whether the view follows the page's theme (`DrawableChart.followsPageTheme`).
    let followsPageTheme: Bool
    /// The chart's data as a table (beside the static fallback, for assistive technology).
    let dataTable: ChartDataTable
    /// The chart's series as the audio graph plays them.
    let audioSeries: [AudioSeries]
    /// Text placed before a value in the popup (the chart's `valuePrefix`).
    let valuePrefix: String
    /// Text placed after a value in the popup (the chart's `valueSuffix`).
    let valueSuffix: String
    /// The chart's prepared geometry, which hit testing reads.
    private let geometry: any ChartGeometry

    /// Prepares `chart`; fails with the chart's own error when it cannot be drawn.
    init(chart: any DrawableChart) throws(ChartError) {
        (svg, geometry) = try Self.drawn(chart)
        summary = chart.textSummary
        width = chart.width
        height = chart.height
        followsPageTheme = chart.followsPageTheme
        dataTable = chart.dataTable
        audioSeries = chart.audioSeries
        valuePrefix = chart.valuePrefix
        valueSuffix = chart.valueSuffix
    }

    /// The chart's SVG and the geometry it was drawn from (one layout for both).
    private static func drawn<C: DrawableChart>(_ chart: C) throws(ChartError) -> (String, any ChartGeometry) {
        let geometry = try chart.makeGeometry()
        return (chart.render(geometry), geometry)
    }

    /// The data point closest to `point`; nil outside the canvas, for a non-finite point,
    /// or where the chart has nothing (an empty chart, outside a pie's slices).
    func hitTest(_ point: Point) -> ChartHit? {
        guard point.x.isFinite, point.y.isFinite,
              (0...width).contains(point.x), (0...height).contains(point.y) else { return nil }
        return geometry.hitTest(point)
    }

    /// The value a selection on `axis` takes with the pointer at `point` (`PlotGeometry.selectedValue`);
    /// nil for a chart that is not a grammar chart.
    func selectedValue(_ axis: SelectionAxis, at point: Point, angleTotal: Double) -> PlottedValue? {
        (geometry as? PlotGeometry)?.selectedValue(axis, at: point, angleTotal: angleTotal)
    }
}
