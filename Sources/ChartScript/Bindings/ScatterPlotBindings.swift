import ChartCore

/// ScatterPlot: points at (x, y), optionally connected.
enum ScatterPlotBindings {
    private static let color = Bridge<Color>.native()
    private static let symbol = Bridge<PlotSymbol>.native()

    static func register(in table: BindingTable) {
        let type = table.type(ScatterPlot.self, doc("struct ScatterPlot",
            "Points placed by their x and y values, with a symbol per series, optional connecting lines and several series.",
            "ScatterPlot(x: [1.0, 2.5, 4.0], y: [3, 1, 2])"))
        type.addInitializer([param("x", Bridge.doubles), param("y", Bridge.doubles)], doc("init(x: [Double], y: [Double])",
            "A scatter plot of points (x[i], y[i]); both arrays must have the same length, and either may be [Int] (init(x: [Int], y: [Double]) and the like).", "ScatterPlot(x: [1.0, 2.5, 4.0], y: [3, 1, 2])")) { arguments, _ in
            .bound(ScatterPlot(x: try arguments.doubles(0), y: try arguments.doubles(1)))
        }
        ChartBindings.registerCommon(on: type, ScatterPlot.self, receiver: "plot")
        XYChartBindings.registerAxisOptions(on: type, ScatterPlot.self, receiver: "plot")
        type.bind("symbol", \ScatterPlot.symbol, symbol, "The marker: .circle, .square, .triangle, .diamond or .cross.", example: "plot.symbol = .diamond")
        type.bind("symbolSize", \ScatterPlot.symbolSize, .double, "The markers' size in pixels.", example: "plot.symbolSize = 10")
        type.bind("symbolAlpha", \ScatterPlot.symbolAlpha, .double, "The markers' opacity, 0…1.", example: "plot.symbolAlpha = 0.5")
        type.bind("connectsPoints", \ScatterPlot.connectsPoints, .bool, "Whether lines join the points in order.", example: "plot.connectsPoints = true")
        type.bind("lineWidth", \ScatterPlot.lineWidth, .double, "The width of connecting lines.", example: "plot.lineWidth = 2")
        type.bind("xRange", \ScatterPlot.xRange, Bridge.closedRange.optional, "The x range; nil computes one from the data.", example: "plot.xRange = 0...10")
        type.bind("xLabelFormat", \ScatterPlot.xLabelFormat, .string, "The printf-style format of x labels.", example: "plot.xLabelFormat = \"%.0f\"")
        type.bind("downsamplingThreshold", \ScatterPlot.downsamplingThreshold, Bridge.int.optional, "Above this many points the plot is thinned; nil never.",
                  example: "plot.downsamplingThreshold = nil")
        type.bindReadOnly("seriesNames", \ScatterPlot.seriesNames, .strings, "The names of every series.", example: "plot.seriesNames")
        type.addMethod("addSeries", [param("x", Bridge.doubles), param("y", Bridge.doubles), param("name", Bridge.string), param("color", color.optional, default: true),
                                     param("symbol", symbol.optional, default: true)], isMutating: true,
                       doc("mutating func addSeries(x: [Double], y: [Double], name: String, color: Color? = nil, symbol: PlotSymbol? = nil)",
                           "Adds another set of points.", "plot.addSeries(x: [1, 2], y: [2, 3], name: \"B\", symbol: .square)")) { receiver, arguments, _ in
            try ChartBindings.update(&receiver, of: type, as: ScatterPlot.self) { chart in
                chart.addSeries(x: try arguments.doubles(0), y: try arguments.doubles(1), name: try arguments.string(2),
                                color: try ChartBindings.optional(arguments, 3, color),
                                symbol: try ChartBindings.optional(arguments, 4, symbol))
            }
        }
        type.renamedMembers = XYChartBindings.renamedMembers.merging([
            "plotSymbol": "symbol", "symbolType": "symbol", "dataLineStyle": "connectsPoints", "xAxisRange": "xRange",
            "plotRangeX": "xRange", "plotRangeY": "yRange",
        ]) { _, own in own }
    }
}
