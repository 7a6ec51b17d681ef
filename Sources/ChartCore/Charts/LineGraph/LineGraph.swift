/// A line graph of values by index, after BEMSimpleLineGraph: one or several series, optional
/// x labels, straight or smooth lines, fills, points, average and reference lines.
///
/// ```swift
/// var graph = LineGraph([3, 8, 5, 12], labels: ["Jan", "Feb", "Mar", "Apr"])
/// graph.title = "Enrollment"
/// graph.isSmooth = true
/// let svg = try graph.svg
/// ```
/// Series longer than `downsamplingThreshold` are drawn from a Largest-Triangle-Three-Buckets
/// copy; hit testing and the summary always use the full data.
///
/// Missing values: a NaN value is a gap (the line breaks there, no point is drawn, hit testing
/// skips it); infinite values are an error.
public struct LineGraph: XYChart {
    /// One line of the graph.
    public struct Series: NamedSeries, Hashable, Sendable {
        /// The values, drawn at x = 0, 1, 2, …
        public var values: [Double]
        /// The name shown in the legend.
        public var name: String
        /// The line colour; nil takes the theme's palette.
        public var color: Color?
    }

    /// The series, the first one from `init`.
    public private(set) var series: [Series]
    /// Labels for the x positions (index i gets labels[i]); nil numbers them from 1.
    public var labels: [String]?

    /// The title above the graph.
    public var title: String?
    /// Canvas width in pixels.
    public var width: Double = 640
    /// Canvas height in pixels.
    public var height: Double = 400
    /// Space kept free at the canvas edges.
    public var padding = EdgeInsets(top: 16, left: 16, bottom: 14, right: 20)
    /// Colours of background, axes and series.
    public var theme: Theme = .plainWhite { didSet { isThemeChosen = true } }
    /// Whether `theme` was set (even to `.plainWhite`): a chart in a look nobody chose follows
    /// a dark page in a notebook (`followsPageTheme`); a chosen look is kept everywhere.
    public internal(set) var isThemeChosen = false
    /// The legend (drawn when there are several series).
    public var legend = Legend()

    /// The first series' line colour; nil takes the palette's first colour.
    public var lineColor: Color?
    /// Line width in pixels.
    public var lineWidth: Double = 2
    /// Line opacity, 0…1.
    public var lineAlpha: Double = 1
    /// The colours of the first line's segments (BEMSimpleLineGraph's `lineColorForIndex`):
    /// segment i joins point i to point i + 1; segments beyond the array take `lineColor`.
    public var segmentColors: [Color] = []
    /// The opacities of the first line's segments, 0…1 (BEMSimpleLineGraph's
    /// `lineAlphaForIndex`); segments beyond the array take `lineAlpha`.
    public var segmentAlphas: [Double] = []
    /// True draws a smooth curve that never overshoots the data (BEM's enableBezierCurve).
    public var isSmooth = false
    /// Fill colour below the line; nil for no fill. Series after the first fill in their own colour.
    public var fillBelowColor: Color?
    /// Opacity of the fill below, 0…1.
    public var fillBelowAlpha: Double = 0.15
    /// Fill colour above the line; nil for no fill.
    public var fillAboveColor: Color?
    /// Opacity of the fill above, 0…1.
    public var fillAboveAlpha: Double = 0.15
    /// True fades the fills towards the far edge with a gradient.
    public var usesGradientFill = false
    /// True draws a dot at each point; by default on only for 40 points or fewer.
    public var showsPoints: Bool
    /// Dot diameter in pixels.
    public var pointSize: Double = 7
    /// Dot colour; nil takes the line colour.
    public var pointColor: Color?
    /// How many x labels are left out between two shown ones (BEMSimpleLineGraph's
    /// `numberOfGapsBetweenLabels`): 0 shows every label, 1 every other one, and the number
    /// of labels or more only the first and the last. nil chooses as many as fit. Labels that
    /// would still overlap are thinned further.
    public var labelGap: Int?
    /// Labels on the x axis.
    public var showsXAxisLabels = true
    /// Labels on the y axis.
    public var showsYAxisLabels = true
    /// The axis titles, the y range, labels and tick count, and grid lines (each also readable
    /// under its own name: `graph.yLabelPrefix`, `graph.yRange`, …).
    public var axisOptions = AxisOptions()
    /// Draws the first series' mean as a dashed line.
    public var showsAverageLine = false
    /// The average line's style; a nil colour takes the first series' colour.
    public var averageLineStyle = LineStyle.dashed(width: 1.25)
    /// Horizontal reference lines.
    public var referenceLines: [ReferenceLine] = []
    /// The text shown when there is no data.
    public var noDataText = "No Data"
    /// Entrance animation speed, 0 (none) … 10 (fastest).
    public var animationSpeed: Int = 0
    /// Series longer than this are drawn downsampled (LTTB); nil never downsamples.
    public var downsamplingThreshold: Int? = 2000
    /// The title's text style.
    public var titleStyle = TextStyle(fontSize: 16, isBold: true)

    /// A line graph of `values` by index, with optional x labels.
    public init(_ values: [Double], labels: [String]? = nil) {
        series = [Series(values: values, name: "Series 1", color: nil)]
        self.labels = labels
        showsPoints = values.count <= 40
    }

    /// Adds another line; its colour defaults to the next palette colour, its dash pattern
    /// differs from the other series so lines are told apart without colour.
    public mutating func addSeries(_ values: [Double], name: String, color: Color? = nil) {
        series.append(Series(values: values, name: name, color: color))
    }

    /// The first series' name, shown in the legend when there are several series.
    public var seriesName: String {
        get { series.firstName }
        set { series.firstName = newValue }
    }

    /// The names of the series, in order.
    public var seriesNames: [String] { series.map(\.name) }

    /// The first series' values (BEMSimpleLineGraph's `graphValuesForDataPoints`); setting
    /// them replaces the data, as a data source reloaded.
    public var values: [Double] {
        get { series[0].values }
        set { series[0].values = newValue }
    }

    /// Whether the first line's segments differ in colour or opacity from the line's own.
    var hasSegmentStyles: Bool { !segmentColors.isEmpty || !segmentAlphas.isEmpty }

    /// The colour (with its opacity) of segment `index` of the first line.
    func segmentColor(_ index: Int) -> Color {
        let color = index < segmentColors.count ? segmentColors[index] : color(ofSeries: 0)
        let alpha = index < segmentAlphas.count && segmentAlphas[index].isFinite ? segmentAlphas[index] : lineAlpha
        return color.withAlpha(color.alpha * min(max(alpha, 0), 1))
    }

    /// The colour of series `index`.
    func color(ofSeries index: Int) -> Color {
        let base = index == 0 ? (lineColor ?? series[0].color) : series[index].color
        return base ?? theme.style.seriesColor(index)
    }

    /// The dash pattern of series `index` (solid for the first).
    func dashPattern(ofSeries index: Int) -> [Double] {
        let pattern = LineStyle.seriesDashPatterns[index % LineStyle.seriesDashPatterns.count]
        return pattern.map { $0 * max(1, lineWidth / 1.5) }
    }

    /// The label of x position `index`: the given label, else its number from 1.
    func label(at index: Int) -> String {
        if let labels, index >= 0, index < labels.count { return labels[index] }
        return String(index + 1)
    }
}
