import ChartCore
import ChartData

/// PieChart: CorePlot's pie, with ChartCore's names.
enum PieChartBindings {
    static func register(in table: BindingTable) {
        table.enumeration(SliceDirection.self, "The way slices follow each other around a pie.", example: "pie.direction = .counterClockwise")
        table.enumeration(SliceLabelStyle.self, "What each slice's label shows.", example: "pie.sliceLabelStyle = .percent")
        table.enumeration(SliceLabelPosition.self, "Where slice labels sit.", example: "pie.sliceLabelPosition = .inside")
        let type = table.type(PieChart.self, doc("struct PieChart",
            "A pie (or donut) of values by category, with a start angle, direction, exploded slice, slice labels, colours and a legend (CorePlot's pie chart).",
            "PieChart(categories: [\"Math\", \"Art\"], values: [31, 12])"))
        type.addInitializer([param("categories", Bridge.strings), param("values", Bridge.doubles)], doc("init<Values: Sequence>(categories: [String], values: Values) where Values.Element: ChartNumber",
            "A pie with one slice per category; the values (Ints or Doubles) must not be negative.", "PieChart(categories: [\"Math\", \"Art\"], values: [31, 12])")) { arguments, _ in
            .bound(PieChart(categories: try arguments.strings(0), values: try arguments.doubles(1)))
        }
        FrameChartBindings.addInitializer(to: type, { try PieChart($0) },
            "A pie chart of a two-column DataFrame: the first column names the slices, the second gives their sizes.",
            example: "PieChart(students.grouped(by: \"subject\").counts(order: .descending))")
        ChartBindings.registerCommon(on: type, PieChart.self, receiver: "pie")
        type.bind("categories", \PieChart.categories, .strings, "The slice names (legend and labels).", example: "pie.categories")
        type.bind("values", \PieChart.values, .doubles, "The slice values.", example: "pie.values = [30, 14]")
        type.bind("radius", \PieChart.radius, Bridge.double.optional, "The radius in pixels; nil fits the picture (CorePlot pieRadius).", example: "pie.radius = 120")
        type.bindChecked("startAngle", \PieChart.startAngle,
                         CheckedBridges.angle(setting: "startAngle", measuredFrom: "measured as CorePlot measures it, counter-clockwise from 3 o'clock"),
                         "Where the first slice starts, measured as CorePlot's startAngle: counter-clockwise from 3 o'clock, so Angle(degrees: 90) (the default) is 12 o'clock.",
                         example: "pie.startAngle = Angle(radians: Double.pi / 4)")
        type.bind("identifier", \PieChart.identifier, Bridge.string.optional,
                  "A name for the pie's data (CorePlot's identifier), used in its summary and accessible description.",
                  example: "pie.identifier = \"Subject\"")
        type.bind("sliceLabelTextStyle", \PieChart.sliceLabelTextStyle, .native("TextStyle"), "The size, colour and weight of the slice labels.",
                  example: "pie.sliceLabelTextStyle.fontSize = 11")
        type.bind("direction", \PieChart.direction, .native(), ".clockwise or .counterClockwise (CorePlot sliceDirection).", example: "pie.direction = .counterClockwise")
        type.bind("holeRatio", \PieChart.holeRatio, .double, "The hole's share of the radius: 0 for a pie, 0.5 for a donut (CorePlot pieInnerRadius).", example: "pie.holeRatio = 0.5")
        type.bind("explodedIndex", \PieChart.explodedIndex, Bridge.int.optional, "The slice pulled out from the centre; nil for none.", example: "pie.explodedIndex = 0")
        type.bind("explodeDistance", \PieChart.explodeDistance, .double, "How far the exploded slice moves, in pixels.", example: "pie.explodeDistance = 20")
        type.bind("sliceLabelStyle", \PieChart.sliceLabelStyle, .native(), "What labels show: .none, .value, .percent or .category.", example: "pie.sliceLabelStyle = .category")
        type.bind("sliceLabelPosition", \PieChart.sliceLabelPosition, .native(), "Where the labels sit, inside or outside the slices.", example: "pie.sliceLabelPosition = .inside")
        type.bind("sliceColors", \PieChart.sliceColors, Bridge<Color>.native().array, "One colour per slice; empty uses the theme's palette (CorePlot sliceFill).", example: "pie.sliceColors = [.red, .blue]")
        type.bind("valueFormat", \PieChart.valueFormat, .string, "The printf-style format of value labels.", example: "pie.valueFormat = \"%.0f\"")
        type.bind("noDataText", \PieChart.noDataText, .string, "What an empty pie says.", example: "pie.noDataText = \"Nothing yet\"")
        type.renamedMembers = ChartBindings.renamedMembers.merging([
            "pieRadius": "radius", "sliceDirection": "direction", "sliceFill": "sliceColors", "sliceFills": "sliceColors",
            "startAngleDegrees": "startAngle", "radialOffset": "explodeDistance", "legendTitleForPieChart": "categories",
        ]) { _, own in own }
        OldNames.retire("pieInnerRadius", on: type, origin: .corePlot,
                        message: "CorePlot's pieInnerRadius is in pixels; holeRatio is the hole's share of the radius: pie.holeRatio = 0.5 for a hole half as wide as the pie",
                        instead: "pie.holeRatio = 0.5")
    }
}
