import ChartCore

/// Text styles (size, colour, weight) and font weights, for chart titles, axis labels and
/// titles, legends and value labels (CorePlot's CPTTextStyle, BEMSimpleLineGraph's label colours).
enum TextStyleBindings {
    static func register(in table: BindingTable) {
        table.enumeration("FontWeight", FontWeight.self, "How heavy text is drawn: .ultraLight … .regular, .medium, .semibold, .bold … .black.",
                          example: "graph.titleStyle.weight = .semibold")
        let type = table.type("TextStyle", doc("struct TextStyle",
            "How a piece of text looks: its size in pixels, its colour (nil takes the theme's) and its weight (CorePlot's CPTTextStyle).",
            "graph.xLabelStyle = TextStyle(fontSize: 10, color: .gray)"))
        type.addInitializer([param("fontSize", "Double", default: true), param("color", "Color?", default: true),
                             param("weight", "FontWeight", default: true)],
                            doc("init(fontSize: Double = 12, color: Color? = nil, weight: FontWeight = .regular)",
                                "A text style; the size is kept within 1…200 pixels, a nil colour takes the theme's.",
                                "TextStyle(fontSize: 14, color: .blue, weight: .bold)")) { arguments, _ in
            let style = TextStyle(fontSize: arguments.has(0) ? try arguments.double(0) : 12,
                                  color: try ChartBindings.optional(arguments, 1, Bridge<Color>.native("Color")),
                                  weight: arguments.has(2) ? try arguments.native(2, as: FontWeight.self, named: "FontWeight") : .regular)
            return .native(NativeBox(typeName: "TextStyle", payload: style))
        }
        type.bind("fontSize", \TextStyle.fontSize, .double, "The size in pixels (kept within 1…200; CorePlot's fontSize).", example: "graph.titleStyle.fontSize = 20")
        type.bind("color", \TextStyle.color, Bridge<Color>.native("Color").optional, "The colour; nil takes the theme's text colour.",
                  example: "graph.xLabelStyle.color = .gray")
        type.bind("weight", \TextStyle.weight, .native("FontWeight"), "How heavy the text is.", example: "graph.titleStyle.weight = .regular")
        type.bind("isBold", \TextStyle.isBold, .bool, "Whether the text is bold (semibold or heavier); setting it picks .bold or .regular.",
                  example: "graph.axisTitleStyle.isBold = false")
        type.describe = { payload in
            guard let style = payload as? TextStyle else { return "TextStyle" }
            let color = style.color.map { ", color: \($0)" } ?? ""
            return "TextStyle(fontSize: \(CheckedBridges.literal(style.fontSize))\(color), weight: .\(style.weight.rawValue))"
        }
    }
}
