/// The axis settings every two-axis chart (line graph, scatter plot, bar chart) shares:
/// titles, the value axis's range, labels, labelling policy and tick count, grid lines, the
/// text styles of labels and titles, the x labels' turn, and the plot area's padding.
///
/// Each chart holds one value (`axisOptions`) and reads its fields under their own names,
/// `graph.yLabelPrefix = "$"`, through `XYChart`'s forwarding. The value axis is y for line
/// graphs, scatter plots and vertical bars, and x for horizontal bars; the "x" settings
/// (`xAxisTitle`, `xLabelStyle`, `xLabelRotation`) belong to a bar chart's category axis.
public struct AxisOptions: Hashable, Sendable {
    /// The title of the x axis (the category axis of a bar chart); nil for none.
    public var xAxisTitle: String?
    /// The title of the y axis (the value axis of a bar chart); nil for none.
    public var yAxisTitle: String?
    /// A fixed value-axis range; nil computes a nice range from the data. Both bounds must
    /// be finite and their span finite to draw.
    public var yRange: ClosedRange<Double>?
    /// Grid lines across the plot at the ticks.
    public var showsGridLines = true
    /// Text before each value-axis label and tooltip value, such as "$".
    public var yLabelPrefix = ""
    /// Text after each value-axis label and tooltip value, such as " kg".
    public var yLabelSuffix = ""
    /// A printf-like format for value-axis labels ("%.0f", "%.2f"); empty writes numbers as
    /// people do (12, 2.5, 27.1 k).
    public var yLabelFormat = ""
    /// About how many value-axis ticks (they fall on nice 1-2-5 steps); kept within 1 … 50.
    /// With `.equalDivisions`, the number of equal parts.
    public var yLabelCount = 5
    /// The step between value-axis labels (CorePlot's `majorIntervalLength`), such as 5;
    /// nil lets the labelling policy choose.
    public var yMajorInterval: Double?
    /// How the value axis chooses its labels (CorePlot's `labelingPolicy`).
    public var yLabelingPolicy = AxisLabelingPolicy.automatic
    /// The x axis's labels: size, colour, weight (BEMSimpleLineGraph's `colorXaxisLabel`,
    /// CorePlot's `labelTextStyle`). A bar chart's category names.
    public var xLabelStyle = TextStyle(fontSize: 12)
    /// The y axis's labels: size, colour, weight. A bar chart's value labels on its axis.
    public var yLabelStyle = TextStyle(fontSize: 12)
    /// The axis titles' style.
    public var axisTitleStyle = TextStyle(fontSize: 13, weight: .bold)
    /// How far the x labels are turned, counter-clockwise as CorePlot's `labelRotation`
    /// (`Angle(degrees: 45)` rises to the right); nil draws them flat, or turned by 45° on a
    /// bar chart whose names do not fit side by side.
    public var xLabelRotation: Angle?
    /// The plot area's distance from each canvas edge (CorePlot's `plotAreaFrame` padding);
    /// labels, titles and the legend are drawn in it. nil fits the plot area around them.
    public var plotAreaPadding: EdgeInsets?

    /// The default options: no titles, a range from the data, grid lines, about 5 ticks.
    public init() {}
}
