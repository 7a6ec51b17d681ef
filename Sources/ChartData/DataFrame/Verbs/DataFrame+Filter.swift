extension DataFrame {
    /// The rows whose value in the column called `columnName` passes `isIncluded` (which
    /// receives nil for a missing value), as TabularData's `filter(on:_:_:)`.
    public func filter<T>(on columnName: String, _ type: T.Type, _ isIncluded: (T?) throws -> Bool) rethrows -> DataFrame {
        let column = self[columnName, type]
        var rows: [Int] = []
        for row in 0..<rowCount where try isIncluded(column[row]) { rows.append(row) }
        return gathering(rows)
    }

    /// The rows for which `isIncluded` is true.
    public func filter(_ isIncluded: (Row) throws -> Bool) rethrows -> DataFrame {
        var rows: [Int] = []
        for row in 0..<rowCount where try isIncluded(Row(frame: self, index: row)) { rows.append(row) }
        return gathering(rows)
    }

    /// The rows where `mask` is true (`df.filter(df["year", Int.self] == 2008)`), as `df[mask]`.
    public func filter(_ mask: RowMask) -> DataFrame {
        self[mask]
    }
}
