/// A scatter plot of numeric x and y, one or several series, each with its own symbol,
/// optionally connected by lines.
///
/// ```swift
/// var plot = ScatterPlot(x: heights, y: weights)
/// plot.addSeries(x: heights2, y: weights2, name: "Group B")
/// let svg = try plot.svg
/// ```
/// Series longer than `downsamplingThreshold` are drawn thinned (LTTB when x is sorted,
/// one point per pixel cell otherwise); hit testing always uses the full data.
public struct ScatterPlot: XYChart {
    /// One series of points.
    public struct Series: NamedSeries, Hashable, Sendable {
        /// The x values.
        public var x: [Double]
        /// The y values (same count as x).
        public var y: [Double]
        /// The name shown in the legend (the series' identifier).
        public var name: String
        /// The colour; nil takes the theme's palette.
        public var color: Color?
        /// The symbol; nil takes the plot's `symbol` for the first series, and the next
        /// symbol in `PlotSymbol.allCases` for the others.
        public var symbol: PlotSymbol?
    }

    /// The series, the first from `init`.
    public private(set) var series: [Series]
    /// The title above the plot.
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
    /// The first series' symbol.
    public var symbol: PlotSymbol = .circle
    /// The symbols' size in pixels.
    public var symbolSize: Double = 8
    /// Symbol opacity, 0…1 (lower it for dense clouds).
    public var symbolAlpha: Double = 0.9
    /// True joins each series' points in order with a line.
    public var connectsPoints = false
    /// Width of the connecting lines.
    public var lineWidth: Double = 1.5
    /// A fixed x range; nil computes a nice range from the data.
    public var xRange: ClosedRange<Double>?
    /// The axis titles, the y range, y labels and tick count, and grid lines (each also
    /// readable under its own name: `plot.yLabelPrefix`, `plot.yRange`, …).
    public var axisOptions = AxisOptions()
    /// A printf-like format for x labels; empty chooses from the ticks.
    public var xLabelFormat = ""
    /// Series longer than this are drawn thinned; nil never thins.
    public var downsamplingThreshold: Int? = 5000
    /// The title's style.
    public var titleStyle = TextStyle(fontSize: 16, isBold: true)

    /// A scatter plot of one series; `x` and `y` must have the same length (checked when drawn).
    public init(x: [Double], y: [Double]) {
        series = [Series(x: x, y: y, name: "Series 1", color: nil, symbol: nil)]
    }

    /// Adds a series with its own name (identifier), colour and symbol.
    public mutating func addSeries(x: [Double], y: [Double], name: String, color: Color? = nil, symbol: PlotSymbol? = nil) {
        series.append(Series(x: x, y: y, name: name, color: color, symbol: symbol))
    }

    /// The first series' name, shown in the legend when there are several series.
    public var seriesName: String {
        get { series.firstName }
        set { series.firstName = newValue }
    }

    /// The names of the series, in order.
    public var seriesNames: [String] { series.map(\.name) }

    /// The colour of series `index`.
    func color(ofSeries index: Int) -> Color {
        series[index].color ?? theme.style.seriesColor(index)
    }

    /// The symbol of series `index`.
    func symbol(ofSeries index: Int) -> PlotSymbol {
        if let symbol = series[index].symbol { return symbol }
        if index == 0 { return symbol }
        let all = PlotSymbol.allCases
        let start = all.firstIndex(of: symbol) ?? 0
        return all[(start + index) % all.count]
    }
}
