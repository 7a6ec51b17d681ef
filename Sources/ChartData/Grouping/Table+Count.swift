extension Table {
    /// How many rows share each value of a column: a table with the columns `<column>` and
    /// `count`, largest count first; equal counts keep the order in which their values first
    /// appear in the table. Rows whose value is missing are not counted.
    ///
    /// `students.count(by: "subject")` → subject | count.
    /// - Throws: `TableError.columnNotFound`.
    public func count(by column: String) throws -> Table {
        let key = try self.column(column)
        let groups = GroupCodes(key.storage)
        let counts = groups.counts()
        let order = Self.largestFirst(counts.map(Double.init))
        return try Table(columns: [
            TableColumn(name: key.name, source: source, storage: key.storage.gathering(order.map { groups.firstRows[$0] })),
            TableColumn(name: "count", source: source, storage: .integer(order.map { counts[$0] })),
        ], source: source)
    }

    /// Group positions ordered by value, largest first; ties (and NaN) keep group order.
    static func largestFirst(_ values: [Double?]) -> [Int] {
        values.indices.sorted { a, b in
            let left = values[a] ?? -.infinity, right = values[b] ?? -.infinity
            if left != right && !left.isNaN && !right.isNaN { return left > right }
            return a < b
        }
    }
}
