import ChartCore

/// What the two-axis charts (LineGraph, ScatterPlot, BarChart) share, bound once: the fields
/// of their `AxisOptions` under their own names, the first series' name, and the CorePlot
/// axis names they know under new ones.
enum XYChartBindings {
    /// CorePlot's axis names that every two-axis chart knows under a new one, with the same
    /// meaning (besides the graph-level ones of `ChartBindings.renamedMembers`).
    static let renamedMembers: [String: String] = ChartBindings.renamedMembers.merging([
        "majorIntervalLength": "yMajorInterval", "labelingPolicy": "yLabelingPolicy", "labelRotation": "xLabelRotation",
        "plotRange": "yRange", "yAxisRange": "yRange", "labelTextStyle": "xLabelStyle",
        "plotAreaFrame": "plotAreaPadding", "paddingLeft": "plotAreaPadding", "paddingTop": "plotAreaPadding",
        "paddingBottom": "plotAreaPadding", "paddingRight": "plotAreaPadding",
    ]) { _, new in new }

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
                  "The printf-style format of value-axis labels, such as \"%.1f\"; empty writes numbers as people do (25, 2.5, 20 k).",
                  example: "\(receiver).yLabelFormat = \"%.0f\"")
        type.bind("yLabelCount", \C.axisOptions.yLabelCount, .int, "About how many value-axis labels to show (1…50).",
                  example: "\(receiver).yLabelCount = 4")
        type.bind("seriesName", \C.seriesName, .string, "The first series' name, shown in the legend when there are several.",
                  example: "\(receiver).seriesName = \"2024\"")
        type.bind("yMajorInterval", \C.axisOptions.yMajorInterval, Bridge.double.optional,
                  "The step between value-axis labels, such as 5 (CorePlot's majorIntervalLength); nil lets the labelling policy choose.",
                  example: "\(receiver).yMajorInterval = 5")
        type.bind("yLabelingPolicy", \C.axisOptions.yLabelingPolicy, .native("AxisLabelingPolicy"),
                  "How the value axis chooses its labels (CorePlot's labelingPolicy): .automatic, .fixedInterval (every yMajorInterval), .equalDivisions (yLabelCount parts) or .none.",
                  example: "\(receiver).yLabelingPolicy = .fixedInterval")
        type.bind("xLabelStyle", \C.axisOptions.xLabelStyle, .native("TextStyle"),
                  "The x-axis labels' size, colour and weight (a bar chart's category names; BEM colorXaxisLabel, CorePlot labelTextStyle).",
                  example: "\(receiver).xLabelStyle = TextStyle(fontSize: 10, color: .gray)")
        type.bind("yLabelStyle", \C.axisOptions.yLabelStyle, .native("TextStyle"), "The y-axis labels' size, colour and weight.",
                  example: "\(receiver).yLabelStyle.color = .gray")
        type.bind("axisTitleStyle", \C.axisOptions.axisTitleStyle, .native("TextStyle"), "The axis titles' size, colour and weight.",
                  example: "\(receiver).axisTitleStyle.fontSize = 14")
        type.bindChecked("xLabelRotation", \C.axisOptions.xLabelRotation, CheckedBridges.angle(setting: "xLabelRotation",
                                                                                       measuredFrom: "counter-clockwise as CorePlot's labelRotation").optional,
                  "How far the x labels are turned, counter-clockwise (CorePlot's labelRotation); nil draws them flat, or turned 45° when a bar chart's names do not fit.",
                  example: "\(receiver).xLabelRotation = Angle(degrees: 45)")
        type.bind("plotAreaPadding", \C.axisOptions.plotAreaPadding, Bridge<EdgeInsets>.native("EdgeInsets").optional,
                  "The plot area's distance from each edge of the picture (CorePlot's plotAreaFrame padding); labels and titles are drawn in it. nil fits it around them.",
                  example: "\(receiver).plotAreaPadding = EdgeInsets(top: 10, left: 40, bottom: 120, right: 0)")
    }
}
