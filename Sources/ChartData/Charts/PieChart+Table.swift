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
}
