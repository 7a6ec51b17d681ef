/// One tick of an axis before layout: where it falls and what it says.
public struct AxisLabelTick: Hashable, Sendable {
    /// The tick's place along the axis: 0 at the start (left, or bottom for a vertical axis),
    /// 1 at the end.
    public var fraction: Double
    /// The label text (escaped when written); empty for an unlabelled tick.
    public var label: String

    /// A tick.
    public init(fraction: Double, label: String) {
        self.fraction = fraction
        self.label = label
    }
}

/// An axis as the chart describes it to the layout: ticks, title and looks.
public struct AxisDescription: Hashable, Sendable {
    /// The ticks, in order along the axis.
    public var ticks: [AxisLabelTick]
    /// The axis title; nil for none.
    public var title: String?
    /// False leaves the tick labels out (and their space).
    public var showsLabels: Bool
    /// True draws grid lines across the plot at the ticks.
    public var showsGridLines: Bool
    /// The tick labels' style.
    public var labelStyle: TextStyle
    /// The title's style.
    public var titleStyle: TextStyle
    /// How far the labels of a horizontal axis are turned, counter-clockwise (kept within
    /// -90° … 90°); nil draws them flat, or turned 45° when `turnsLabelsToFit` and they would
    /// not fit side by side.
    public var labelRotation: Angle?
    /// True turns labels that do not fit side by side by 45° instead of thinning them
    /// (category names, which all matter); false thins them (numbers and dates).
    public var turnsLabelsToFit: Bool

    /// An axis description.
    public init(ticks: [AxisLabelTick] = [], title: String? = nil, showsLabels: Bool = true, showsGridLines: Bool = true,
                labelStyle: TextStyle = TextStyle(fontSize: 12), titleStyle: TextStyle = TextStyle(fontSize: 13, isBold: true),
                labelRotation: Angle? = nil, turnsLabelsToFit: Bool = false) {
        self.ticks = ticks
        self.title = title
        self.showsLabels = showsLabels
        self.showsGridLines = showsGridLines
        self.labelStyle = labelStyle
        self.titleStyle = titleStyle
        self.labelRotation = labelRotation
        self.turnsLabelsToFit = turnsLabelsToFit
    }

    /// Ticks at values of a linear scale's domain, labelled by `label`.
    public static func ticks(_ values: [Double], on domain: ClosedRange<Double>, label: (Double) -> String) -> [AxisLabelTick] {
        let scale = LinearScale(domain: domain, rangeStart: 0, rangeEnd: 1)
        return values.map { AxisLabelTick(fraction: scale.fraction(for: $0), label: label($0)) }
    }
}

/// Everything the layout needs to place a two-axis chart: canvas, title, axes and legend.
public struct PlotLayoutRequest: Hashable, Sendable {
    /// The canvas width.
    public var width: Double
    /// The canvas height.
    public var height: Double
    /// Space kept free at the canvas edges.
    public var padding: EdgeInsets
    /// The chart title; nil for none.
    public var title: String?
    /// The title's style.
    public var titleStyle: TextStyle
    /// The horizontal axis, drawn below the plot area.
    public var xAxis: AxisDescription
    /// The vertical axis, drawn left of the plot area.
    public var yAxis: AxisDescription
    /// The legend settings.
    public var legend: Legend
    /// The legend entries; none means no legend.
    public var legendEntries: [LegendEntry]
    /// Fixed distances from the canvas edges to the plot area (CorePlot's plot area frame
    /// padding); nil fits the plot area around labels, titles and legend.
    public var plotAreaPadding: EdgeInsets?

    /// A layout request.
    public init(width: Double, height: Double, padding: EdgeInsets = EdgeInsets(top: 16, left: 16, bottom: 14, right: 20),
                title: String? = nil, titleStyle: TextStyle = TextStyle(fontSize: 16, isBold: true),
                xAxis: AxisDescription = AxisDescription(), yAxis: AxisDescription = AxisDescription(),
                legend: Legend = Legend(), legendEntries: [LegendEntry] = [], plotAreaPadding: EdgeInsets? = nil) {
        self.width = width
        self.height = height
        self.padding = padding
        self.title = title
        self.titleStyle = titleStyle
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.legend = legend
        self.legendEntries = legendEntries
        self.plotAreaPadding = plotAreaPadding
    }
}
