import ChartCore
import ChartData

/// Charts of two-column tables (categories, values), as `count(by:)`, `sum(of:by:)` and
/// `count(byMonthOf:)` return: `BarChart(bySubject)`, `PieChart(bySubject)`, `LineGraph(byMonth)`.
enum TableChartBindings {
    static func register(in table: BindingTable) {
        if let bars = table.types["BarChart"] {
            bars.addInitializer([param(nil, TableValues.tableTypeName)], doc("init(_ table: Table) throws",
                "A bar chart of a two-column table: the first column names the bars, the second gives their heights; the axis titles are the column names.",
                "BarChart(students.count(by: \"subject\"))")) { arguments, _ in
                let source = try arguments.native(0, as: Table.self, named: TableValues.tableTypeName)
                return ChartBindings.make("BarChart", try BarChart(source))
            }
        }
        if let pie = table.types["PieChart"] {
            pie.addInitializer([param(nil, TableValues.tableTypeName)], doc("init(_ table: Table) throws",
                "A pie chart of a two-column table: the first column names the slices, the second gives their sizes.",
                "PieChart(students.count(by: \"subject\"))")) { arguments, _ in
                let source = try arguments.native(0, as: Table.self, named: TableValues.tableTypeName)
                return ChartBindings.make("PieChart", try PieChart(source))
            }
        }
        if let line = table.types["LineGraph"] {
            addLineGraphInitializer(to: line)
        }
    }

    /// `LineGraph(table)`. LineGraph already takes an unlabelled `[Double]`, and overloads are
    /// chosen by labels, so this initialiser comes first, takes any value, and hands
    /// anything but a table to the `[Double]` initialiser.
    private static func addLineGraphInitializer(to line: TypeBinding) {
        guard let valuesInitializer = line.initializers.first(where: { $0.parameters.first?.label == nil }) else { return }
        let documentation = doc("init(_ table: Table) throws",
            "A line graph of a two-column table: the first column labels the x axis, the second gives the values (enrollment per month).",
            "LineGraph(students.count(byMonthOf: \"enrolled\"))")
        let tableInitializer = FunctionBinding(name: line.name, parameters: [param(nil, "Any")], documentation: documentation) { receiver, arguments, runtime in
            let argument = try arguments.value(0)
            if case .native(let box) = argument, let source = box.payload as? Table {
                return ChartBindings.make("LineGraph", try LineGraph(source))
            }
            var values = [Value?](repeating: nil, count: valuesInitializer.parameters.count)
            values[0] = try Coercion.coerce(argument, to: valuesInitializer.parameters[0].type)
            return try valuesInitializer.body(&receiver, BoundArguments(values: values, callee: line.name), runtime)
        }
        line.initializers.insert(tableInitializer, at: 0)
    }
}
