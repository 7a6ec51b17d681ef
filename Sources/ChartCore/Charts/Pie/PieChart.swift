/// A pie or donut chart: one slice per category, sized by its share of the total
/// (CorePlot's CPTPieChart), with slice labels and a legend.
///
/// ```swift
/// var chart = PieChart(categories: ["Math", "Physics", "Art"], values: [31, 24, 12])
/// chart.startAngle = Angle(radians: .pi / 4)
/// chart.direction = .counterClockwise
/// chart.legend = Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30))
/// let svg = try chart.svg
/// ```
///
/// Values must be zero or positive and finite (anything else is a `ChartError` when
/// rendering); zero values get no slice. With no data, or only zeros, the chart shows
/// `noDataText`. The pie is drawn by the one chart engine (its slices are `SectorMark`s):
/// every slice in the SVG carries `data-mark="sector"`, `data-index` and a `<title>` tooltip
/// such as "Math: 31 (25.4%)".
public struct PieChart: DrawableChart, Hashable, Sendable {
    /// The category names, one per slice.
    public var categories: [String]
    /// The values, one per category.
    public var values: [Double]

    /// The title drawn above the chart; nil for none.
    public var title: String?
    /// The title's text style.
    public var titleStyle = TextStyle(fontSize: 16, weight: .bold)
    /// A name for the pie's data (CorePlot's plot `identifier`, such as "Subject"), used in
    /// its text summary and accessible description; nil for none.
    public var identifier: String?
    /// The canvas width in pixels.
    public var width: Double = 640
    /// The canvas height in pixels.
    public var height: Double = 400
    /// The colours of background, text and slices.
    public var theme: Theme = .plainWhite { didSet { isThemeChosen = true } }
    /// Whether `theme` was set (even to `.plainWhite`): a chart in a look nobody chose follows
    /// a dark page in a notebook (`followsPageTheme`); a chosen look is kept everywhere.
    public internal(set) var isThemeChosen = false
    /// The legend of categories: columns, one of nine anchors, a displacement in pixels
    /// (x to the right, y up, as CorePlot's). It is placed beside the pie, never over it.
    public var legend = Legend(anchor: .right)

    /// The pie's radius in pixels; nil fits the pie (and its labels) into the space left
    /// by the title and legend.
    public var radius: Double?
    /// Where the first slice begins, measured as CorePlot measures it: counter-clockwise from
    /// 3 o'clock, so `Angle(degrees: 90)` (the default) is 12 o'clock and
    /// `Angle(radians: .pi / 4)` (the seed's `M_PI_4`) is half past one.
    public var startAngle = Angle(degrees: 90)
    /// Which way the slices follow one another.
    public var direction = SliceDirection.clockwise
    /// The donut hole's radius as a share of the pie's, 0 (a full pie) … 0.95.
    public var holeRatio = 0.0
    /// Text written in the donut hole, such as a total ("122 students"); shortened with "…"
    /// to the hole's width, and not drawn without a hole.
    public var centerText: String?
    /// The slice pulled out of the pie, if any (an index outside the data is ignored).
    public var explodedIndex: Int?
    /// How far the exploded slice is pulled out, in pixels.
    public var explodeDistance = 12.0
    /// What the slice labels say.
    public var sliceLabelStyle = SliceLabelStyle.percent
    /// Whether slice labels sit beside the pie with leader lines, or on the slices.
    public var sliceLabelPosition = SliceLabelPosition.outside
    /// The style of the slice labels.
    public var sliceLabelTextStyle = TextStyle(fontSize: 12)
    /// Slice fills by category, repeated when shorter; empty takes the theme's palette.
    public var sliceColors: [Color] = []
    /// A printf-like format for values in labels and tooltips; empty shows as many
    /// decimals as the data needs (at most two).
    public var valueFormat = ""
    /// The text shown when there is nothing to draw.
    public var noDataText = "No Data"

    /// A pie of `values`, paired with `categories` by position.
    public init(categories: [String], values: [Double]) {
        self.categories = categories
        self.values = values
    }

    /// A pie has no value axis: popup values have no prefix.
    public var valuePrefix: String { "" }
    /// A pie has no value axis: popup values have no suffix.
    public var valueSuffix: String { "" }

    /// The fill of slice `index`.
    public func sliceColor(at index: Int) -> Color {
        sliceColors.isEmpty ? theme.style.seriesColor(index) : Palette.color(at: index, in: sliceColors)
    }
}
