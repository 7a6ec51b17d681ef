/// A bar chart: one bar per category, vertical or horizontal, with several series side by
/// side (grouped) or on top of one another (stacked) (CorePlot's CPTBarPlot).
///
/// ```swift
/// var chart = BarChart(categories: ["Math", "Physics", "Art"], values: [31, 24, 12])
/// chart.title = "Enrollment by subject"
/// chart.barColors = [.red, .blue, .orange]
/// let svg = try chart.svg
/// ```
///
/// Values may be negative (bars grow down from zero). A NaN value leaves its bar out;
/// an infinite value is an error when rendering. Every bar in the SVG carries
/// `data-index` and `data-series` attributes and a `<title>` tooltip such as "Math: 31".
public struct BarChart: XYChart, Hashable, Sendable {
    /// The category names, one per bar (or per group of bars), in drawing order.
    public var categories: [String]
    /// The first series' values, one per category.
    public var values: [Double]
    /// The first series' name (legend and tooltips when there are several series).
    public var seriesName: String
    /// The series added with `addSeries`, after the first.
    public var additionalSeries: [BarSeries]

    /// The title drawn above the chart; nil for none.
    public var title: String?
    /// The canvas width in pixels.
    public var width: Double = 640
    /// The canvas height in pixels.
    public var height: Double = 400
    /// The colours of background, axes, text and series.
    public var theme: Theme = .plainWhite { didSet { isThemeChosen = true } }
    /// Whether `theme` was set (even to `.plainWhite`): a chart in a look nobody chose follows
    /// a dark page in a notebook (`followsPageTheme`); a chosen look is kept everywhere.
    public internal(set) var isThemeChosen = false
    /// The legend, drawn when there are several series.
    public var legend = Legend()

    /// Fills for the bars of a single-series chart, by category (CorePlot's
    /// `barFillForBarPlot:recordIndex:`), repeated when shorter than the categories.
    /// Empty: every bar takes the series colour.
    public var barColors: [Color] = []
    /// True lays the categories down the left side, with bars growing to the right.
    public var isHorizontal = false
    /// True stacks several series on top of one another; false puts them side by side.
    public var isStacked = false
    /// True writes each bar's value at its end (stacked: inside each segment that fits, and
    /// the stack's total beyond it).
    public var showsValueLabels = false
    /// A printf-like format for values in labels and tooltips, such as "%.1f"; empty shows
    /// as many decimals as the data needs (at most two).
    public var valueFormat = ""
    /// The share of each category's band that its bars fill, 0.05 … 1 (default 0.7).
    public var barWidthRatio = 0.7
    /// The radius of the bars' outer corners in pixels (0 for square bars).
    public var cornerRadius = 0.0
    /// True fills each bar with a gradient, its colour at the value end fading to a light
    /// tint at the base (CorePlot's gradient `barFill`).
    public var usesGradientFill = false
    /// The visible stretch of the category axis, in category positions counted from 1 (the
    /// first category's bar is centred at 1, as the seed's `x = index + 1`); CorePlot's
    /// `xRange`. nil shows every category, from 0.5 to count + 0.5.
    public var xRange: ClosedRange<Double>?
    /// The axis settings: `xAxisTitle`, `xLabelStyle` and `xLabelRotation` belong to the
    /// category axis, `yAxisTitle` and the rest to the value axis: `yRange` (nil: from the
    /// data, always including 0), labels, labelling policy and tick count, and grid lines at
    /// the value ticks. Each is also readable under its own name.
    public var axisOptions = AxisOptions()
    /// The title's text style.
    public var titleStyle = TextStyle(fontSize: 16, weight: .bold)
    /// The style of the value labels on the bars.
    public var valueLabelStyle = TextStyle(fontSize: 11)
    /// The text shown when there is nothing to draw.
    public var noDataText = "No Data"

    /// A single-series bar chart; `values` pairs with `categories` by position.
    public init(categories: [String], values: [Double]) {
        self.categories = categories
        self.values = values
        self.seriesName = "Series 1"
        self.additionalSeries = []
    }

    /// Adds a series drawn beside (or, when stacked, on top of) the existing ones.
    ///
    /// - Parameters:
    ///   - values: one value per category.
    ///   - name: the name shown in the legend and tooltips.
    ///   - color: the series' fill; nil takes the theme's next colour.
    public mutating func addSeries(_ values: [Double], name: String, color: Color? = nil) {
        additionalSeries.append(BarSeries(name: name, values: values, color: color))
    }

    /// Every series, the first one included, in drawing order.
    public var allSeries: [BarSeries] {
        [BarSeries(name: seriesName, values: values)] + additionalSeries
    }
}
