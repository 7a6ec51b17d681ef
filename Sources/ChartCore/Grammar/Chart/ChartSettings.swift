/// Everything a chart's modifiers set, apart from its marks: scales, axes, legend, the plot
/// area's style, the frame and padding.
public struct ChartSettings: Sendable {
    /// The x scale.
    public var xScale = ScaleSettings()
    /// The y scale.
    public var yScale = ScaleSettings()
    /// Colours for `foregroundStyle(by:)`.
    public var foregroundStyleScale = ForegroundStyleScale()
    /// Symbols for `symbol(by:)`, in order; nil for circle, square, triangle, diamond, ….
    public var symbolScale: [BasicChartSymbolShape]?
    /// The x axis.
    public var xAxis = AxisSettings()
    /// The y axis.
    public var yAxis = AxisSettings()
    /// The legend.
    public var legend = LegendSettings()
    /// The plot area's background and border.
    public var plotStyle = ChartPlotContent()
    /// The frame's width in points; nil for 640 (a chart fills its frame in SwiftUI).
    public var frameWidth: Double?
    /// The frame's height in points; nil for 400.
    public var frameHeight: Double?
    /// Padding around the frame, in points, added to the picture's size.
    public var padding = EdgeInsets(all: 0)
    /// Facets: one small chart per value of this encoding's field, side by side; nil for one chart.
    public var facetColumns: Int?
    /// A theme's look (`chartTheme(_:)`): the grid, tick marks, axis lines, axis and legend text and
    /// the plot area take its colours; nil for Swift Charts' look.
    public var themeStyle: ThemeStyle?
    /// A vectorized point plot with more symbols than this draws one symbol per 2×2-point cell
    /// (hover still finds every point); nil draws them all.
    public var pointThinningThreshold: Int? = 5000
    /// The plot area's fixed distance from each edge of what the frame leaves after the title and
    /// legend (the seeds' `plotAreaPadding`); axis labels and titles are drawn in it. nil fits the
    /// plot area around them.
    public var plotAreaInsets: EdgeInsets?
    /// The text drawn when no mark is; nil for "No chart data" (the seeds' `noDataText`).
    public var noDataText: String?
    /// How sectors are laid out beyond Swift Charts' settings (the seeds' pie).
    var polar = PolarSettings()

    /// Nothing set.
    public init() {}
}

/// One axis's settings: shown or hidden, its marks, its title.
public struct AxisSettings: Sendable {
    /// `.hidden` draws no axis (`chartXAxis(.hidden)`).
    public var visibility: Visibility = .automatic
    /// The axis's marks; nil for the automatic grid lines, ticks and labels.
    public var parts: [AxisPart]?
    /// The axis title (`chartXAxisLabel("Month")`).
    public var label: Text?
    /// Where the title goes.
    public var labelPosition: AnnotationPosition = .automatic
    /// How the title lines up.
    public var labelAlignment: Alignment?
    /// The x labels' turn in degrees, counter-clockwise (a positive turn ends each label at its
    /// tick, running down to the left), within -90 … 90; nil or 0 draws them flat (beyond Swift
    /// Charts: the seeds' `xLabelRotation`).
    public var labelTurn: Double?
    /// True turns the x labels 45° when, flat, they would not fit side by side (beyond Swift
    /// Charts: the seeds' bar chart); an `AxisValueLabel`'s orientation other than `.automatic`,
    /// or `labelTurn`, decides instead.
    public var turnsLabelsToFit = false

    /// Automatic.
    public init() {}
}

/// The legend's settings (`chartLegend(position:alignment:)`, `chartLegend(.hidden)`).
public struct LegendSettings: Sendable {
    /// `.hidden` draws none; `.visible` draws one even for a single series.
    public var visibility: Visibility = .automatic
    /// Which side: `.automatic` and `.bottom` below the plot, `.top`, `.leading`, `.trailing`, `.overlay`.
    public var position: AnnotationPosition = .automatic
    /// How the legend lines up along that side; nil for leading.
    public var alignment: Alignment?
    /// The gap between the plot and the legend; nil for 12.
    public var spacing: Double?

    /// Automatic.
    public init() {}
}

/// The plot area inside the axes, as `chartPlotStyle { plotArea in … }` styles it (Swift
/// Charts' `ChartPlotContent`): a background, a border, a fixed size.
public struct ChartPlotContent: View, Sendable {
    /// The plot area's fill; nil for none.
    public var backgroundPaint: Paint?
    /// The border's colour; nil for none.
    public var borderColor: Color?
    /// The border's width.
    public var borderWidth: Double = 1
    /// A fixed plot width; nil to fill.
    public var width: Double?
    /// A fixed plot height; nil to fill.
    public var height: Double?
    /// Whether marks are cut at the plot area's edges (SwiftUI's `clipped()`): bars beyond a
    /// fixed domain end there instead of running over the axes.
    public var isClipped = false

    /// The plot area, unstyled.
    public init() {}

    /// The plot area with a background.
    public func background<S: ShapeStyle>(_ style: S) -> ChartPlotContent {
        var copy = self; copy.backgroundPaint = style.paint; return copy
    }

    /// The plot area with a border.
    public func border<S: ShapeStyle>(_ style: S, width: Double = 1) -> ChartPlotContent {
        var copy = self; copy.borderColor = style.paint.representativeColor; copy.borderWidth = width; return copy
    }

    /// The plot area at a fixed size.
    public func frame(width: Double? = nil, height: Double? = nil) -> ChartPlotContent {
        var copy = self; copy.width = width ?? copy.width; copy.height = height ?? copy.height; return copy
    }

    /// The plot area cutting its marks at its edges.
    public func clipped(antialiased: Bool = false) -> ChartPlotContent {
        var copy = self; copy.isClipped = true; return copy
    }

    /// The plot area draws no text of its own.
    public var annotationLines: AnnotationLines { AnnotationLines(texts: []) }
}
