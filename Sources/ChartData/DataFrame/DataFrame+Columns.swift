import FoundationEssentials

/// Changing a frame's columns, with TabularData's names: adding, inserting, removing,
/// renaming and transforming columns, and combining two into a third.
///
/// Each stops the program on a column name the frame does not have or a column of another
/// length, as TabularData does; the cell language checks first and reports a clear error.
extension DataFrame {
    /// Adds `column` at the end; a frame without columns takes its length.
    public mutating func append(column: AnyColumn) {
        if let problem = problemAppending(column) { fatalError(problem.description) }
        if columns.isEmpty { rowCount = column.count }
        columns.append(column)
    }

    /// Adds `column` at the end.
    public mutating func append<T>(column: Column<T>) {
        append(column: column.eraseToAnyColumn())
    }

    /// Adds `column` at `index`.
    public mutating func insert(column: AnyColumn, at index: Int) {
        if let problem = problemAppending(column) { fatalError(problem.description) }
        if columns.isEmpty { rowCount = column.count }
        columns.insert(column, at: Swift.min(Swift.max(0, index), columns.count))
    }

    /// Adds `column` at `index`.
    public mutating func insert<T>(column: Column<T>, at index: Int) {
        insert(column: column.eraseToAnyColumn(), at: index)
    }

    /// What stops `column` from joining the frame: a length other than the frame's, or a
    /// name it already has.
    public func problemAppending(_ column: AnyColumn) -> TableError? {
        if !columns.isEmpty && column.count != rowCount { return lengthError(column) }
        if indexOfColumn(column.name) != nil { return .duplicateColumn(name: column.name, source: source) }
        return nil
    }

    /// Removes the column called `name` and returns it.
    @discardableResult
    public mutating func removeColumn(_ name: String) -> AnyColumn {
        columns.remove(at: requiredIndex(of: name))
    }

    /// Renames the column called `name` to `newName`.
    public mutating func renameColumn(_ name: String, to newName: String) {
        let index = requiredIndex(of: name)
        if newName != name, indexOfColumn(newName) != nil {
            fatalError(TableError.duplicateColumn(name: newName, source: source).description)
        }
        columns[index].name = newName
    }

    /// Replaces each present value of the column called `name` by `transform` of it; missing
    /// values stay missing. The column's type becomes `To`.
    public mutating func transformColumn<From, To>(_ name: String, _ transform: (From) throws -> To) rethrows {
        let index = requiredIndex(of: name)
        let column = columns[index].assumingType(From.self)
        var values: [To?] = []
        values.reserveCapacity(column.count)
        for element in column { values.append(try element.map(transform)) }
        columns[index] = AnyColumn(name: column.name, contents: ColumnContents.make(values))
    }

    /// Replaces each value of the column called `name` (nil when missing) by `transform` of it.
    public mutating func transformColumn<From, To>(_ name: String, _ transform: (From?) throws -> To?) rethrows {
        let index = requiredIndex(of: name)
        let column = columns[index].assumingType(From.self)
        var values: [To?] = []
        values.reserveCapacity(column.count)
        for element in column { values.append(try transform(element)) }
        columns[index] = AnyColumn(name: column.name, contents: ColumnContents.make(values))
    }

    /// Adds a column called `newName` of `transform` applied to each row's values in the
    /// columns called `first` and `second`.
    public mutating func combineColumns<E1, E2, R>(_ first: String, _ second: String, into newName: String,
                                                   transform: (E1?, E2?) throws -> R?) rethrows {
        let a = self[first, E1.self], b = self[second, E2.self]
        var values: [R?] = []
        values.reserveCapacity(rowCount)
        for row in 0..<rowCount { values.append(try transform(a[row], b[row])) }
        replaceOrAppend(AnyColumn(name: newName, contents: ColumnContents.make(values)))
    }

    /// Adds a column called `newName` of `transform` applied to each row's values in three columns.
    public mutating func combineColumns<E1, E2, E3, R>(_ first: String, _ second: String, _ third: String,
                                                       into newName: String,
                                                       transform: (E1?, E2?, E3?) throws -> R?) rethrows {
        let a = self[first, E1.self], b = self[second, E2.self], c = self[third, E3.self]
        var values: [R?] = []
        values.reserveCapacity(rowCount)
        for row in 0..<rowCount { values.append(try transform(a[row], b[row], c[row])) }
        replaceOrAppend(AnyColumn(name: newName, contents: ColumnContents.make(values)))
    }

    /// Adds a row of `values`, one per column in order (nil for missing).
    public mutating func append(row values: Any?...) {
        append(rowValues: values)
    }

    /// Adds a row of `values`, one per column in order.
    /// - Returns: false, changing nothing, when the count or a value's type does not fit.
    @discardableResult
    public mutating func append(rowValues values: [Any?]) -> Bool {
        guard values.count == columns.count else { return false }
        var changed = columns
        for index in changed.indices where !changed[index].append(values[index]) { return false }
        columns = changed
        rowCount += 1
        return true
    }

    /// A frame keeping the columns named, in the order given.
    public func selecting(columnNames: String...) -> DataFrame {
        selecting(columnNames: columnNames)
    }

    /// A frame keeping the columns named, in the order given.
    public func selecting<S: Sequence>(columnNames: S) -> DataFrame where S.Element == String {
        DataFrame(trusted: columnNames.map { columns[requiredIndex(of: $0)] }, rowCount: rowCount, source: source)
    }

    /// A frame of the first `maxLength` rows.
    public func prefix(_ maxLength: Int) -> DataFrame {
        self[0..<Swift.max(0, Swift.min(maxLength, rowCount))]
    }

    /// A frame of the last `maxLength` rows.
    public func suffix(_ maxLength: Int) -> DataFrame {
        self[Swift.max(0, rowCount - Swift.max(0, maxLength))..<rowCount]
    }
}
