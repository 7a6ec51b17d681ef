import ChartCore

/// Swift Charts' grammar in cells: charts of marks with encodings on shared scales, their
/// modifiers, axes and legends, and the SwiftUI values they use, under their real names.
/// `import Charts` and `import SwiftUI` name these (see docs/language.md, "Charts").
enum GrammarBindings {
    static func register(in table: BindingTable) {
        SwiftUIBindings.register(in: table)
        PlottableBindings.register(in: table)
        MarkBindings.register(in: table)
        VectorizedPlotBindings.register(in: table)
        ChartContentBindings.register(in: table)
        AxisBindings.register(in: table)
        GrammarChartBindings.register(in: table)
        SelectionBindings.register(in: table)
        registerPresets(in: table)
    }

    /// The seeds' kinds as marks: `graph.content` composes with other marks, `graph.chart` is
    /// the grammar chart of the same data.
    private static func registerPresets(in table: BindingTable) {
        func register<C: ChartPreset>(_ kind: C.Type, receiver: String) {
            guard let type = table.binding(for: kind) else { return }
            type.addProperty("content", type: "ChartContentList", doc("var content: ChartContentList { get }",
                "The chart's data as Swift Charts' marks, to compose with other marks: Chart { \(receiver).content; RuleMark(y: .value(\"Goal\", 30)) }.",
                "Chart { \(receiver).content }")) { value in
                .bound(try type.payload(value, as: C.self).content)
            }
            type.addProperty("chart", type: "Chart", doc("var chart: Chart { get }",
                "The chart as a grammar Chart of the same data (its marks, title, size and axis titles), to carry on with chart modifiers.",
                "\(receiver).chart.chartYScale(domain: 0...50)")) { value in
                .bound(try type.payload(value, as: C.self).chart)
            }
        }
        register(LineGraph.self, receiver: "graph")
        register(BarChart.self, receiver: "bars")
        register(PieChart.self, receiver: "pie")
        register(ScatterPlot.self, receiver: "plot")
    }

    /// The builders the grammar's initializers and methods give their closures, by the name
    /// called: Swift's compiler knows them from the declarations' `@ChartContentBuilder`,
    /// `@ViewBuilder` and `@AxisContentBuilder` attributes.
    static let builderOfInitializer: [String: String] = [
        "Chart": "ChartContentBuilder", "ForEach": "ChartContentBuilder", "Plot": "ChartContentBuilder",
        "AxisMarks": "AxisMarkBuilder", "VStack": "ViewBuilder", "HStack": "ViewBuilder", "AxisValueLabel": "ViewBuilder",
    ]

    /// The builders of the grammar's methods that take content closures.
    static let builderOfMethod: [String: String] = [
        "annotation": "ViewBuilder", "chartXAxis": "AxisContentBuilder", "chartYAxis": "AxisContentBuilder",
    ]

    /// The protocols whose `body` requirement carries a builder, which conforming types'
    /// `body` takes without writing it (as Swift infers it from the requirement).
    static let builderOfBody: [String: String] = ["ChartContent": "ChartContentBuilder"]
}
