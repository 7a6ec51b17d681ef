extension Table {
    /// The categories and values of a two-column table, as bar and pie charts take them:
    /// the first column's cells as text, the second's as numbers.
    ///
    /// Rows whose value is missing are left out (with their category).
    /// - Throws: `TableError.notTwoColumns` unless the table has exactly two columns,
    ///   `TableError.notNumeric` when the second column does not hold numbers.
    public func categoriesAndValues() throws -> (categories: [String], values: [Double]) {
        guard columns.count == 2 else { throw TableError.notTwoColumns(columns: columnNames, source: source) }
        let labels = columns[0].strings
        let numbers = columns[1]
        guard numbers.type.isNumeric else {
            throw TableError.notNumeric(column: numbers.name, type: numbers.type, source: source)
        }
        var categories: [String] = [], values: [Double] = []
        for row in 0..<rowCount {
            guard let value = numbers[row].number else { continue }
            categories.append(labels[row])
            values.append(value)
        }
        return (categories, values)
    }
}
