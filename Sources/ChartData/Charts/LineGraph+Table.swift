import ChartCore

extension LineGraph {
    /// A line graph of a two-column table: the first column labels the x axis and the second
    /// gives the values, as `count(byMonthOf:)` returns (enrollment over time).
    ///
    /// `LineGraph(students.count(byMonthOf: "enrolled"))`. The axis titles are the column
    /// names. Rows without a value are left out.
    /// - Throws: `TableError.notTwoColumns`, `.notNumeric` (see `Table.categoriesAndValues()`).
    public init(_ table: Table) throws {
        let (labels, values) = try table.categoriesAndValues()
        self.init(values, labels: labels)
        axisOptions.xAxisTitle = table.columnNames[0]
        axisOptions.yAxisTitle = table.columnNames[1]
        seriesName = table.columnNames[1]
    }
}
