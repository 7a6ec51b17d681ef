import ChartCore
import ChartData

/// LineGraph: BEMSimpleLineGraph's line graph, with ChartCore's names.
enum LineGraphBindings {
    private static let color = Bridge<Color>.native()

    static func register(in table: BindingTable) {
        let type = table.type(LineGraph.self, doc("struct LineGraph",
            "A line graph of values in order, with optional x labels, smooth curves, fills above and below, points, an average line, reference lines and several series (BEMSimpleLineGraph's graph).",
            "var graph = LineGraph(enrollment, labels: [\"Jan\", \"Feb\", \"Mar\", \"Apr\", \"May\", \"Jun\", \"Jul\"])"))
        type.addInitializer([param(nil, Bridge.doubles), param("labels", Bridge.strings.optional, default: true)],
                            doc("init<Values: Sequence>(_ values: Values, labels: [String]? = nil) where Values.Element: ChartNumber",
                                "A line graph of the values (Ints or Doubles, such as [12, 19, 25] or 1...10), one point per value, with optional x-axis labels.",
                                "LineGraph([12, 19, 25], labels: [\"Jan\", \"Feb\", \"Mar\"])")) { arguments, _ in
            let labels = arguments.has(1) ? try Bridge.strings.optional.fromValue(try arguments.value(1)) : nil
            return .bound(LineGraph(try arguments.doubles(0), labels: labels))
        }
        FrameChartBindings.addInitializer(to: type, { try LineGraph($0) },
            "A line graph of a two-column DataFrame: the first column labels the x axis, the second gives the values (enrollment per month).",
            example: "LineGraph(students.grouped(by: \"enrolled\", timeUnit: .month).counts())")
        ChartBindings.registerCommon(on: type, LineGraph.self, receiver: "graph")
        XYChartBindings.registerAxisOptions(on: type, LineGraph.self, receiver: "graph")
        type.bind("labels", \LineGraph.labels, Bridge.strings.optional, "The x-axis labels, one per value; nil numbers the points.", example: "graph.labels = [\"Q1\", \"Q2\"]")
        type.bind("lineColor", \LineGraph.lineColor, color.optional, "The line's colour; nil takes the theme's first palette colour (BEM colorLine).", example: "graph.lineColor = .blue")
        type.bind("lineWidth", \LineGraph.lineWidth, .double, "The line's width in pixels (BEM widthLine).", example: "graph.lineWidth = 3")
        type.bind("lineAlpha", \LineGraph.lineAlpha, .double, "The line's opacity, 0…1 (BEM alphaLine).", example: "graph.lineAlpha = 0.8")
        type.bind("isSmooth", \LineGraph.isSmooth, .bool, "Whether the line is a smooth curve instead of straight segments (BEM enableBezierCurve).", example: "graph.isSmooth = true")
        type.bind("fillBelowColor", \LineGraph.fillBelowColor, color.optional, "The colour of the area under the line; nil for none (BEM colorBottom).", example: "graph.fillBelowColor = .blue")
        type.bind("fillBelowAlpha", \LineGraph.fillBelowAlpha, .double, "The opacity of the area under the line (BEM alphaBottom).", example: "graph.fillBelowAlpha = 0.3")
        type.bind("fillAboveColor", \LineGraph.fillAboveColor, color.optional, "The colour of the area above the line; nil for none (BEM colorTop).", example: "graph.fillAboveColor = .gray")
        type.bind("fillAboveAlpha", \LineGraph.fillAboveAlpha, .double, "The opacity of the area above the line (BEM alphaTop).", example: "graph.fillAboveAlpha = 0.1")
        type.bind("usesGradientFill", \LineGraph.usesGradientFill, .bool, "Whether the fills fade out away from the line.", example: "graph.usesGradientFill = true")
        type.bind("showsPoints", \LineGraph.showsPoints, .bool, "Whether each value is marked with a dot.", example: "graph.showsPoints = true")
        type.bind("pointSize", \LineGraph.pointSize, .double, "The dots' diameter in pixels (BEM sizePoint).", example: "graph.pointSize = 9")
        type.bind("pointColor", \LineGraph.pointColor, color.optional, "The dots' colour; nil uses the line's (BEM colorPoint).", example: "graph.pointColor = .red")
        type.bind("labelGap", \LineGraph.labelGap, Bridge.int.optional,
                  "How many x labels are left out between two shown (BEM numberOfGapsBetweenLabels): 0 shows all, 1 every other, the number of labels only the first and last; nil chooses as many as fit.",
                  example: "graph.labelGap = 1")
        type.bind("values", \LineGraph.values, .doubles, "The first line's values (BEM graphValuesForDataPoints); assigning replaces them.",
                  example: "graph.values = [12, 19, 25, 31]")
        type.bind("segmentColors", \LineGraph.segmentColors, color.array,
                  "The colour of each segment of the first line, segment i joining point i and i + 1 (BEM lineColorForIndex); segments beyond take lineColor.",
                  example: "graph.segmentColors = [.blue, .blue, .red]")
        type.bind("segmentAlphas", \LineGraph.segmentAlphas, Bridge<Double>.double.array,
                  "The opacity, 0…1, of each segment of the first line (BEM lineAlphaForIndex); segments beyond take lineAlpha.",
                  example: "graph.segmentAlphas = [1, 1, 0.3]")
        type.bind("showsXAxisLabels", \LineGraph.showsXAxisLabels, .bool, "Whether x-axis labels are drawn.", example: "graph.showsXAxisLabels = false")
        type.bind("showsYAxisLabels", \LineGraph.showsYAxisLabels, .bool, "Whether y-axis labels are drawn (BEM enableYAxisLabel).", example: "graph.showsYAxisLabels = true")
        type.bind("showsAverageLine", \LineGraph.showsAverageLine, .bool, "Whether a dashed line marks the mean (BEM averageLine).", example: "graph.showsAverageLine = true")
        type.bind("noDataText", \LineGraph.noDataText, .string, "What an empty graph says (BEM noDataLabelText).", example: "graph.noDataText = \"Nothing yet\"")
        type.bind("animationSpeed", \LineGraph.animationSpeed, .int, "Entrance animation speed: 0 none, 1 very slow … 10 fast (BEM animationGraphEntranceSpeed).", example: "graph.animationSpeed = 5")
        type.bind("downsamplingThreshold", \LineGraph.downsamplingThreshold, Bridge.int.optional,
                  "Above this many points the line is downsampled (largest triangle three buckets); nil never.", example: "graph.downsamplingThreshold = nil")
        type.bindReadOnly("seriesNames", \LineGraph.seriesNames, .strings, "The names of every series, first included.", example: "graph.seriesNames")
        type.bind("referenceLines", \LineGraph.referenceLines, Bridge<ReferenceLine>.native().array,
                  "Horizontal lines at given values, each with an optional label.", example: "graph.referenceLines = [ReferenceLine(y: 30, label: \"goal\")]")
        type.addMethod("addSeries", [param(nil, Bridge.doubles), param("name", Bridge.string), param("color", color.optional, default: true)], isMutating: true,
                       doc("mutating func addSeries<Values: Sequence>(_ values: Values, name: String, color: Color? = nil) where Values.Element: ChartNumber",
                           "Adds another line of Ints or Doubles over the same x positions (BEM's stacked graphs).", "graph.addSeries([10, 15, 20], name: \"2023\", color: .gray)")) { receiver, arguments, _ in
            try ChartBindings.update(&receiver, of: type, as: LineGraph.self) { chart in
                chart.addSeries(try arguments.doubles(0), name: try arguments.string(1),
                                color: try ChartBindings.optional(arguments, 2, color))
            }
        }
        type.renamedMembers = XYChartBindings.renamedMembers.merging([
            "colorLine": "lineColor", "widthLine": "lineWidth", "alphaLine": "lineAlpha", "enableBezierCurve": "isSmooth",
            "colorTop": "fillAboveColor", "colorBottom": "fillBelowColor", "alphaTop": "fillAboveAlpha", "alphaBottom": "fillBelowAlpha",
            "sizePoint": "pointSize", "colorPoint": "pointColor", "numberOfGapsBetweenLabels": "labelGap",
            "enableYAxisLabel": "showsYAxisLabels", "enableXAxisLabel": "showsXAxisLabels", "averageLine": "showsAverageLine",
            "animationGraphEntranceTime": "animationSpeed", "animationGraphEntranceSpeed": "animationSpeed",
            "noDataLabelText": "noDataText", "gradientBottom": "usesGradientFill",
            "alwaysDisplayDots": "showsPoints", "enableReferenceAxisFrame": "showsGridLines", "yAxisPrefix": "yLabelPrefix",
            "yAxisSuffix": "yLabelSuffix", "formatStringForValues": "yLabelFormat",
            "colorXaxisLabel": "xLabelStyle.color", "colorYaxisLabel": "yLabelStyle.color",
            "graphValuesForDataPoints": "values", "graphValuesForXAxis": "labels",
            "lineColorForIndex": "segmentColors", "lineAlphaForIndex": "segmentAlphas",
            "calculatePointValueAverage": "values.mean", "calculatePointValueSum": "values.sum",
            "calculatePointValueMedian": "values.median", "calculateLineGraphStandardDeviation": "values.standardDeviation",
            "calculateStandardDeviation": "values.standardDeviation",
            "calculateMinimumPointValue": "values.minimum", "calculateMaximumPointValue": "values.maximum",
        ]) { _, own in own }
        LineGraphOldNames.register(on: type)
        let reference = table.type(ReferenceLine.self, doc("struct ReferenceLine", "A horizontal line across a line graph at a value, with an optional label.",
                                                        "ReferenceLine(y: 30, label: \"goal\")"))
        reference.addInitializer([param("y", Bridge.double), param("label", Bridge.string.optional, default: true)], doc("init(y: Double, label: String? = nil)",
            "A dashed horizontal line at y.", "ReferenceLine(y: 30, label: \"goal\")")) { arguments, _ in
            let label = arguments.has(1) ? try Bridge.string.optional.fromValue(try arguments.value(1)) : nil
            return .bound(ReferenceLine(y: try arguments.double(0), label: label))
        }
        reference.bind("y", \ReferenceLine.y, .double, "The value the line marks.", example: "line.y")
        reference.bind("label", \ReferenceLine.label, Bridge.string.optional, "The label at the line's end.", example: "line.label")
    }
}
