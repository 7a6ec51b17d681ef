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

    /// `LineGraph(table)`, beside `LineGraph(values)`: a call takes the one whose parameter
    /// type fits its argument.
    private static func addLineGraphInitializer(to line: TypeBinding) {
        line.addInitializer([param(nil, TableValues.tableTypeName)], doc("init(_ table: Table) throws",
            "A line graph of a two-column table: the first column labels the x axis, the second gives the values (enrollment per month).",
            "LineGraph(students.count(byMonthOf: \"enrolled\"))")) { arguments, _ in
            let source = try arguments.native(0, as: Table.self, named: TableValues.tableTypeName)
            return ChartBindings.make("LineGraph", try LineGraph(source))
        }
    }
}
