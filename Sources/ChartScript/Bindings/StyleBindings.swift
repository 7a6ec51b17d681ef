import ChartCore

/// Colours, themes, legends, and the small values charts are styled with.
enum StyleBindings {
    static func register(in table: BindingTable) {
        registerColor(table.type(Color.self, doc("struct Color",
            "An RGBA colour with components from 0 to 1. Named colours follow Apple's system colours (.red, .blue …); Color(red:green:blue:) and Color(hex:) make others.",
            "graph.lineColor = .blue")))
        table.enumeration(Theme.self, "A whole look for a chart (background, axes, grid, text, palette), after CorePlot's themes.",
                          example: "graph.theme = .dark")
        table.enumeration(LegendAnchor.self, "Where a legend sits around or inside the plot.",
                          example: "chart.legend.anchor = .bottom")
        table.enumeration(PlotSymbol.self, "The marker drawn at each point of a scatter plot.",
                          example: "plot.symbol = .diamond")
        registerLegend(table.type(Legend.self, doc("struct Legend",
            "A chart's legend: whether it shows, how many columns, where it is anchored and how far it is moved from there.",
            "chart.legend.columns = 2")))
        table.enumeration("AxisLabelingPolicy", AxisLabelingPolicy.self,
                          "How a value axis chooses its labels (CorePlot's labeling policies): .automatic, .fixedInterval, .equalDivisions or .none.",
                          example: "bars.yLabelingPolicy = .fixedInterval")
        GeometryBindings.register(in: table)
        TextStyleBindings.register(in: table)
    }

    private static let color = Bridge<Color>.native()

    private static func registerColor(_ type: TypeBinding) {
        type.addInitializer([param("red", Bridge.double), param("green", Bridge.double), param("blue", Bridge.double), param("alpha", Bridge.double, default: true)],
                            doc("init(red: Double, green: Double, blue: Double, alpha: Double = 1)",
                                "A colour from red, green and blue components (0…1) and an opacity.",
                                "Color(red: 0.5, green: 0.5, blue: 0.5)")) { arguments, _ in
            let alpha = arguments.has(3) ? try arguments.double(3) : 1
            return color.toValue(Color(red: try arguments.double(0), green: try arguments.double(1), blue: try arguments.double(2), alpha: alpha))
        }
        type.addInitializer([param("white", Bridge.double), param("alpha", Bridge.double, default: true)],
                            doc("init(white: Double, alpha: Double = 1)", "A grey from black (0) to white (1).", "Color(white: 0.9)")) { arguments, _ in
            color.toValue(Color(white: try arguments.double(0), alpha: arguments.has(1) ? try arguments.double(1) : 1))
        }
        type.addInitializer([param("hex", Bridge.string)], doc("init(hex: String) throws",
            "A colour from \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\".", "Color(hex: \"#1f77b4\")")) { arguments, _ in
            do { return color.toValue(try Color(hex: try arguments.string(0))) } catch let error as ColorError { throw ScriptError.library(error.description) }
        }
        let named: [(String, Color)] = [("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
                                        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
                                        ("pink", .pink), ("brown", .brown), ("gray", .gray), ("black", .black), ("white", .white), ("clear", .clear)]
        for (name, value) in named {
            type.addStatic(name, color.toValue(value), doc("static let \(name): Color", "The system colour \(name) (\(value)).", "graph.lineColor = .\(name)"))
        }
        type.bind("red", \Color.red, .double, "The red component, 0…1.", example: "Color.orange.red")
        type.bind("green", \Color.green, .double, "The green component, 0…1.", example: "Color.orange.green")
        type.bind("blue", \Color.blue, .double, "The blue component, 0…1.", example: "Color.orange.blue")
        type.bind("alpha", \Color.alpha, .double, "The opacity, 0 (transparent) … 1 (opaque).", example: "Color.orange.alpha")
        type.bindReadOnly("hexString", \Color.hexString, .string, "\"#RRGGBB\", without the opacity.", example: "Color.blue.hexString")
        type.addMethod("withAlpha", [param(nil, Bridge.double)], doc("func withAlpha(_ alpha: Double) -> Color",
            "The same colour with another opacity.", "Color.blue.withAlpha(0.3)")) { receiver, arguments, _ in
            color.toValue(try type.payload(receiver, as: Color.self).withAlpha(try arguments.double(0)))
        }
        type.addMethod("mixed", [param("with", color), param("amount", Bridge.double)], doc("func mixed(with other: Color, amount: Double) -> Color",
            "A blend of two colours: amount 0 gives this one, 1 the other.", "Color.blue.mixed(with: .white, amount: 0.5)")) { receiver, arguments, _ in
            color.toValue(try type.payload(receiver, as: Color.self).mixed(with: try arguments.bound(0, as: Color.self), amount: try arguments.double(1)))
        }
    }

    private static func registerLegend(_ type: TypeBinding) {
        type.addInitializer([param("isVisible", "Bool", default: true), param("columns", "Int", default: true),
                             param("anchor", "LegendAnchor", default: true), param("displacement", "Point", default: true),
                             param("isInsidePlotArea", "Bool", default: true), param("title", "String?", default: true)],
                            doc("init(isVisible: Bool = true, columns: Int = 0, anchor: LegendAnchor = .top, displacement: Point = .zero, isInsidePlotArea: Bool = false, title: String? = nil)",
                                "A legend: visible, as many columns as fit, above the plot, unless told otherwise (CorePlot's numberOfColumns, legendAnchor, legendDisplacement).",
                                "Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30))")) { arguments, _ in
            var legend = Legend()
            if arguments.has(0) { legend.isVisible = try arguments.bool(0) }
            if arguments.has(1) { legend.columns = try arguments.int(1) }
            if arguments.has(2) { legend.anchor = try arguments.native(2, as: LegendAnchor.self, named: "LegendAnchor") }
            if arguments.has(3) { legend.displacement = try arguments.native(3, as: Point.self, named: "Point") }
            if arguments.has(4) { legend.isInsidePlotArea = try arguments.bool(4) }
            legend.title = try ChartBindings.optional(arguments, 5, Bridge.string)
            return .bound(legend)
        }
        type.bind("isVisible", \Legend.isVisible, .bool, "Whether the legend is drawn.", example: "chart.legend.isVisible = false")
        type.bind("columns", \Legend.columns, .int, "How many columns of entries (0 = as many as fit); entries read down each column (CorePlot's numberOfColumns, which fills rows first).", example: "chart.legend.columns = 2")
        type.bind("anchor", \Legend.anchor, .native(), "Where the legend is placed.", example: "chart.legend.anchor = .bottom")
        type.bind("displacement", \Legend.displacement, .native(),
                  "How far the legend is moved from its anchor, in pixels: x to the right, y up (CorePlot's legendDisplacement); it stays on the picture.",
                  example: "chart.legend.displacement = Point(x: 0, y: 30)")
        type.bind("isInsidePlotArea", \Legend.isInsidePlotArea, .bool, "Whether the legend sits over the plot instead of beside it.",
                  example: "chart.legend.isInsidePlotArea = true")
        type.bind("title", \Legend.title, Bridge.string.optional, "A heading above the entries; nil for none.",
                  example: "pie.legend.title = \"Subjects\"")
        type.bind("titleStyle", \Legend.titleStyle, .native("TextStyle"), "The heading's size, colour and weight.",
                  example: "pie.legend.titleStyle.fontSize = 14")
        type.bind("textStyle", \Legend.textStyle, .native("TextStyle"), "The entries' size, colour and weight (CorePlot's legend textStyle).",
                  example: "pie.legend.textStyle = TextStyle(fontSize: 11)")
        type.renamedMembers = ["numberOfColumns": "columns", "legendAnchor": "anchor", "legendDisplacement": "displacement"]
        OldNames.retire("hidden", on: type, origin: .corePlot, message: "legend.isVisible = false hides the legend (the opposite sense of hidden)",
                        instead: "chart.legend.isVisible = false")
    }
}
