import ChartCore

extension LineGraph {
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
