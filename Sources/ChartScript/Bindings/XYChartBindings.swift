import ChartCore

/// What the two-axis charts (LineGraph, ScatterPlot, BarChart) share, bound once: the fields
/// of their `AxisOptions` under their own names, and the first series' name.
enum XYChartBindings {
    /// Binds the axis options and `seriesName` on `type`, whose payloads are `C`.
    static func registerAxisOptions<C: XYChart>(on type: TypeBinding, _ chartType: C.Type, receiver: String) {
        type.bind("xAxisTitle", \C.axisOptions.xAxisTitle, Bridge.string.optional,
                  "The x axis's title (a bar chart's category axis); nil for none.", example: "\(receiver).xAxisTitle = \"Month\"")
        type.bind("yAxisTitle", \C.axisOptions.yAxisTitle, Bridge.string.optional,
                  "The y axis's title (a bar chart's value axis); nil for none.", example: "\(receiver).yAxisTitle = \"Students\"")
        type.bind("yRange", \C.axisOptions.yRange, Bridge.closedRange.optional,
                  "The value axis's range; nil computes a rounded one from the data (bars always include 0).",
                  example: "\(receiver).yRange = 0...40")
        type.bind("showsGridLines", \C.axisOptions.showsGridLines, .bool, "Whether grid lines are drawn at the ticks.",
                  example: "\(receiver).showsGridLines = false")
        type.bind("yLabelPrefix", \C.axisOptions.yLabelPrefix, .string, "Text before each value-axis label and popup value.",
                  example: "\(receiver).yLabelPrefix = \"$\"")
        type.bind("yLabelSuffix", \C.axisOptions.yLabelSuffix, .string, "Text after each value-axis label and popup value.",
                  example: "\(receiver).yLabelSuffix = \" students\"")
        type.bind("yLabelFormat", \C.axisOptions.yLabelFormat, .string,
                  "The printf-style format of value-axis labels, such as \"%.1f\"; empty chooses from the ticks.",
                  example: "\(receiver).yLabelFormat = \"%.0f\"")
        type.bind("yLabelCount", \C.axisOptions.yLabelCount, .int, "About how many value-axis labels to show (1…50).",
                  example: "\(receiver).yLabelCount = 4")
        type.bind("seriesName", \C.seriesName, .string, "The first series' name, shown in the legend when there are several.",
                  example: "\(receiver).seriesName = \"2024\"")
    }
}
