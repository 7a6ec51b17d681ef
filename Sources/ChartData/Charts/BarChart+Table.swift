import ChartCore

extension BarChart {
    /// A bar chart of a two-column table: one bar per row, the first column naming the bars
    /// and the second giving their heights, as `count(by:)` and `sum(of:by:)` return.
    ///
    /// `BarChart(students.count(by: "subject"))`. The axis titles are the column names and
    /// the series is named after the value column. Rows without a value are left out.
    /// - Throws: `TableError.notTwoColumns`, `.notNumeric` (see `Table.categoriesAndValues()`).
    public init(_ table: Table) throws {
        let (categories, values) = try table.categoriesAndValues()
        self.init(categories: categories, values: values)
        axisOptions.xAxisTitle = table.columnNames[0]
        axisOptions.yAxisTitle = table.columnNames[1]
        seriesName = table.columnNames[1]
    }
}
