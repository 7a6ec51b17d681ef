import ChartCore

extension PieChart {
    /// A pie chart of a two-column table: one slice per row, the first column naming the
    /// slices (and the legend) and the second giving their sizes.
    ///
    /// `PieChart(students.count(by: "subject"))`. Rows without a value are left out.
    /// - Throws: `TableError.notTwoColumns`, `.notNumeric` (see `Table.categoriesAndValues()`).
    public init(_ table: Table) throws {
        let (categories, values) = try table.categoriesAndValues()
        self.init(categories: categories, values: values)
    }

    /// A PieChart of a two-column data frame (labels, then numbers), as `grouped(by:).counts()`,
    /// `sums` and `means` give it: `PieChart(penguins.grouped(by: "species").counts())`. Date
    /// labels show the period they start (`2024-09`). Rows without a value are left out.
    /// - Throws: `TableError.notTwoColumns`, `.wrongColumnType` (see `DataFrame.categoriesAndValues()`).
    public init(_ frame: DataFrame) throws {
        let (categories, values) = try frame.categoriesAndValues()
        self.init(categories: categories, values: values)
    }
}
