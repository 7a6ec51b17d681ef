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

    /// A LineGraph of a two-column data frame (labels, then numbers), as `grouped(by:).counts()`,
    /// `sums` and `means` give it: `LineGraph(penguins.grouped(by: "species").counts())`. Date
    /// labels show the period they start (`2024-09`). Rows without a value are left out.
    /// - Throws: `TableError.notTwoColumns`, `.wrongColumnType` (see `DataFrame.categoriesAndValues()`).
    public init(_ frame: DataFrame) throws {
        let (categories, values) = try frame.categoriesAndValues()
        self.init(values, labels: categories)
        axisOptions.xAxisTitle = frame.columnNames[0]
        axisOptions.yAxisTitle = frame.columnNames[1]
        seriesName = frame.columnNames[1]
    }
}
