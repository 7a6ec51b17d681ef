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
