/// The axis settings every two-axis chart (line graph, scatter plot, bar chart) shares:
/// titles, the value axis's range, labels and tick count, and grid lines.
///
/// Each chart holds one value (`axisOptions`) and reads its fields under their own names,
/// `graph.yLabelPrefix = "$"`, through `XYChart`'s forwarding. The value axis is y for line
/// graphs, scatter plots and vertical bars, and x for horizontal bars.
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
    /// A printf-like format for value-axis labels ("%.0f", "%.2f"); empty chooses from the ticks.
    public var yLabelFormat = ""
    /// About how many value-axis ticks (they fall on nice 1-2-5 steps); kept within 1 … 50.
    public var yLabelCount = 5

    /// The default options: no titles, a range from the data, grid lines, about 5 ticks.
    public init() {}
}
