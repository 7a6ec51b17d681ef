extension DataFrame {
    /// The rows with no missing value in any column (pandas' `dropna()`).
    public func droppingMissing() -> DataFrame {
        droppingMissing(on: columnNames)
    }

    /// The rows with no missing value in the columns named (pandas' `dropna(subset=…)`).
    public func droppingMissing(on columnNames: String...) -> DataFrame {
        droppingMissing(on: columnNames)
    }

    /// The rows with no missing value in the columns named.
    public func droppingMissing(on columnNames: [String]) -> DataFrame {
        let checked = columnNames.map { columns[requiredIndex(of: $0)].contents }
        return gathering((0..<rowCount).filter { row in !checked.contains { $0.isMissing(row) } })
    }

    /// The frame with the missing values of the column called `columnName` replaced by
    /// `value` (pandas' `fillna`), which must be of the column's type (an Int fills a Double
    /// column too).
    public func fillingMissing<T>(on columnName: String, with value: T) -> DataFrame {
        if let problem = fillProblem(on: columnName, with: value) { fatalError(problem.description) }
        var copy = self
        let index = requiredIndex(of: columnName)
        var contents = copy.columns[index].contents
        let filler: Any = (contents.kind == .double ? (value as? Int).map(Double.init) : nil) ?? value
        for row in 0..<rowCount where contents.isMissing(row) { contents.set(filler, at: row) }
        copy.columns[index].contents = contents
        return copy
    }

    /// Why the column called `columnName` cannot be filled with `value`, or nil.
    public func fillProblem<T>(on columnName: String, with value: T) -> TableError? {
        guard let index = indexOfColumn(columnName) else { return missingColumn(columnName) }
        let column = columns[index]
        if column.wrappedElementType == T.self || (column.kind == .double && T.self == Int.self) { return nil }
        return .wrongValueType(column: columnName, holds: column.elementTypeName, given: String(describing: T.self))
    }

    /// The number of missing values in each column: a frame of `column` and `missing`
    /// (pandas' `isna().sum()`).
    public func missingCounts() -> DataFrame {
        DataFrame(trusted: [
            AnyColumn(name: "column", contents: .text(TextValues(columnNames.map { Optional($0) }))),
            AnyColumn(name: "missing", contents: .integer(TypedValues(columns.map(\.missingCount)))),
        ], rowCount: columns.count, source: source)
    }
}
