extension Table {
    /// The rows for which `isIncluded` returns true, in their order.
    ///
    /// `students.filter { row in try row["subject"] == "Math" }`
    /// - Throws: whatever `isIncluded` throws (such as `TableError.columnNotFound` from a row).
    public func filter(_ isIncluded: (Row) throws -> Bool) rethrows -> Table {
        var kept: [Int] = []
        for index in 0..<rowCount where try isIncluded(Row(table: self, index: index)) {
            kept.append(index)
        }
        return gathering(kept)
    }

    /// The rows whose value in `column` equals `value` (numbers compare by value).
    /// - Throws: `TableError.columnNotFound`.
    public func filter(where column: String, equals value: CellValue) throws -> Table {
        let values = try self.column(column)
        return gathering((0..<rowCount).filter { values[$0] == value })
    }
}
