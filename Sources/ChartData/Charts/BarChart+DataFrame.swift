import ChartCore

extension BarChart {
    /// A BarChart of a two-column data frame (labels, then numbers), as `grouped(by:).counts()`,
    /// `sums` and `means` give it: `BarChart(penguins.grouped(by: "species").counts())`. Date
    /// labels show the period they start (`2024-09`). Rows without a value are left out.
    /// - Throws: `TableError.notTwoColumns`, `.wrongColumnType` (see `DataFrame.categoriesAndValues()`).
    public init(_ frame: DataFrame) throws {
        let (categories, values) = try frame.categoriesAndValues()
        self.init(categories: categories, values: values)
        axisOptions.xAxisTitle = frame.columnNames[0]
        axisOptions.yAxisTitle = frame.columnNames[1]
        seriesName = frame.columnNames[1]
    }
}
