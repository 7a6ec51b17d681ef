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
        TableChartBindings.addInitializer(to: type, { try PieChart($0) },
            "A pie chart of a two-column table: the first column names the slices, the second gives their sizes.",
            example: "PieChart(students.count(by: \"subject\"))")
        ChartBindings.registerCommon(on: type, PieChart.self, receiver: "pie")
        type.bind("categories", \PieChart.categories, .strings, "The slice names (legend and labels).", example: "pie.categories")
        type.bind("values", \PieChart.values, .doubles, "The slice values.", example: "pie.values = [30, 14]")
        type.bind("radius", \PieChart.radius, Bridge.double.optional, "The radius in pixels; nil fits the picture (CorePlot pieRadius).", example: "pie.radius = 120")
        type.bind("startAngle", \PieChart.startAngle, .double, "Where the first slice starts, in degrees from 12 o'clock.", example: "pie.startAngle = 90")
        type.bind("direction", \PieChart.direction, .native(), ".clockwise or .counterClockwise (CorePlot sliceDirection).", example: "pie.direction = .counterClockwise")
        type.bind("holeRatio", \PieChart.holeRatio, .double, "The hole's share of the radius: 0 for a pie, 0.5 for a donut (CorePlot pieInnerRadius).", example: "pie.holeRatio = 0.5")
        type.bind("explodedIndex", \PieChart.explodedIndex, Bridge.int.optional, "The slice pulled out from the centre; nil for none.", example: "pie.explodedIndex = 0")
        type.bind("explodeDistance", \PieChart.explodeDistance, .double, "How far the exploded slice moves, in pixels.", example: "pie.explodeDistance = 20")
        type.bind("sliceLabelStyle", \PieChart.sliceLabelStyle, .native(), "What labels show: .none, .value, .percent or .category.", example: "pie.sliceLabelStyle = .category")
        type.bind("sliceLabelPosition", \PieChart.sliceLabelPosition, .native(), "Where the labels sit, inside or outside the slices.", example: "pie.sliceLabelPosition = .inside")
        type.bind("sliceColors", \PieChart.sliceColors, Bridge<Color>.native().array, "One colour per slice; empty uses the theme's palette (CorePlot sliceFill).", example: "pie.sliceColors = [.red, .blue]")
        type.bind("valueFormat", \PieChart.valueFormat, .string, "The printf-style format of value labels.", example: "pie.valueFormat = \"%.0f\"")
        type.bind("noDataText", \PieChart.noDataText, .string, "What an empty pie says.", example: "pie.noDataText = \"Nothing yet\"")
        type.renamedMembers = [
            "pieRadius": "radius", "sliceDirection": "direction", "pieInnerRadius": "holeRatio", "sliceFill": "sliceColors",
            "startAngleDegrees": "startAngle", "labelOffset": "explodeDistance", "radialOffset": "explodeDistance",
            "sliceFills": "sliceColors",
        ]
    }
}
