import ChartCore
import ChartData

/// BarChart: one bar per category, several series grouped or stacked (CorePlot's bar plot).
enum BarChartBindings {
    private static let color = Bridge<Color>.native()

    static func register(in table: BindingTable) {
        let type = table.type(BarChart.self, doc("struct BarChart",
            "A bar chart: one bar per category, with per-bar colours, value labels, several series grouped or stacked, vertical or horizontal.",
            "BarChart(categories: [\"Math\", \"Art\"], values: [31, 12])"))
        type.addInitializer([param("categories", Bridge.strings), param("values", Bridge.doubles)],
                            doc("init<Values: Sequence>(categories: [String], values: Values) where Values.Element: ChartNumber", "A bar chart with one bar per category; the values may be Ints or Doubles.",
                                "BarChart(categories: [\"Math\", \"Art\"], values: [31, 12])")) { arguments, _ in
            .bound(BarChart(categories: try arguments.strings(0), values: try arguments.doubles(1)))
        }
        FrameChartBindings.addInitializer(to: type, { try BarChart($0) },
            "A bar chart of a two-column DataFrame: the first column names the bars, the second gives their heights; the axis titles are the column names.",
            example: "BarChart(students.grouped(by: \"subject\").counts(order: .descending))")
        ChartBindings.registerCommon(on: type, BarChart.self, receiver: "bars")
        XYChartBindings.registerAxisOptions(on: type, BarChart.self, receiver: "bars")
        type.bind("categories", \BarChart.categories, .strings, "The category names under the bars.", example: "bars.categories")
        type.bind("values", \BarChart.values, .doubles, "The first series' values, one per category.", example: "bars.values = [30, 14]")
        type.bind("barColors", \BarChart.barColors, color.array,
                  "One colour per bar (CorePlot's barFillForBarRecordIndex); empty uses the theme's palette.", example: "bars.barColors = [.red, .blue]")
        type.bind("isHorizontal", \BarChart.isHorizontal, .bool, "Whether bars grow to the right instead of up.", example: "bars.isHorizontal = true")
        type.bind("isStacked", \BarChart.isStacked, .bool, "Whether several series stack instead of standing side by side.", example: "bars.isStacked = true")
        type.bind("showsValueLabels", \BarChart.showsValueLabels, .bool, "Whether each bar shows its value.", example: "bars.showsValueLabels = true")
        type.bind("valueFormat", \BarChart.valueFormat, .string, "The printf-style format of value labels, such as \"%.1f\"; empty chooses.", example: "bars.valueFormat = \"%.0f\"")
        type.bind("barWidthRatio", \BarChart.barWidthRatio, .double,
                  "The share of each category's slot the bars fill (0.05…1; CorePlot's barWidth, with categories 1 apart).", example: "bars.barWidthRatio = 0.5")
        type.bind("cornerRadius", \BarChart.cornerRadius, .double, "The rounding of bar corners, in pixels.", example: "bars.cornerRadius = 4")
        type.bind("usesGradientFill", \BarChart.usesGradientFill, .bool,
                  "Whether each bar fades from its colour at its end to a light tint at its base (CorePlot's gradient barFill).",
                  example: "bars.usesGradientFill = true")
        type.bind("xRange", \BarChart.xRange, Bridge.closedRange.optional,
                  "The stretch of the category axis shown, in positions counted from 1 (the first bar at 1, as the tutorial's x = index + 1; CorePlot's xRange); nil shows every bar.",
                  example: "bars.xRange = 0...Double(bars.categories.count + 1)")
        type.bind("valueLabelStyle", \BarChart.valueLabelStyle, .native("TextStyle"), "The size, colour and weight of the values written on the bars.",
                  example: "bars.valueLabelStyle.fontSize = 10")
        type.bind("noDataText", \BarChart.noDataText, .string, "What an empty chart says.", example: "bars.noDataText = \"Nothing yet\"")
        type.addMethod("addSeries", [param(nil, Bridge.doubles), param("name", Bridge.string), param("color", color.optional, default: true)], isMutating: true,
                       doc("mutating func addSeries<Values: Sequence>(_ values: Values, name: String, color: Color? = nil) where Values.Element: ChartNumber",
                           "Adds another series of values (one per category, Ints or Doubles), drawn beside or on top of the first.",
                           "bars.addSeries([20, 9], name: \"2023\", color: .gray)")) { receiver, arguments, _ in
            try ChartBindings.update(&receiver, of: type, as: BarChart.self) { chart in
                chart.addSeries(try arguments.doubles(0), name: try arguments.string(1),
                                color: try ChartBindings.optional(arguments, 2, color))
            }
        }
        type.renamedMembers = XYChartBindings.renamedMembers.merging([
            "barFill": "barColors", "barFills": "barColors", "barWidth": "barWidthRatio", "barCornerRadius": "cornerRadius",
            "barsAreHorizontal": "isHorizontal", "barLabelFormatter": "valueFormat", "labelFormatter": "valueFormat",
            "identifier": "seriesName", "axisLabels": "categories", "barLabelTextStyle": "valueLabelStyle",
        ]) { _, own in own }
        OldNames.retire("barOffset", on: type, origin: .corePlot,
                        message: "series stand side by side by themselves, so no plot needs shifting: bars.addSeries(values, name: \"2023\") adds one beside the first (isStacked = true stacks them), and barWidthRatio sets how much of each slot the bars fill",
                        instead: "bars.addSeries([20, 9], name: \"2023\")")
    }
}
