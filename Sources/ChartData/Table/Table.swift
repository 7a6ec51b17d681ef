/// A table of named, typed columns, all of the same length.
///
/// Load one with `Table(csv:)` or `Table(sqlite:query:arguments:)`, then group, filter,
/// sort and chart it. Tables are values: every operation returns a new table.
public struct Table: Sendable, CustomStringConvertible {
    /// The columns, in order.
    public private(set) var columns: [TableColumn]
    /// Where the table came from, such as "students.csv" (used in error messages).
    public let source: String

    /// Creates a table from columns of equal length.
    /// - Throws: `TableError.columnLengthsDiffer` when the columns' lengths differ,
    ///   `TableError.duplicateColumn` when two columns share a name.
    public init(columns: [TableColumn], source: String = "a table") throws {
        if let first = columns.first, let other = columns.first(where: { $0.count != first.count }) {
            throw TableError.columnLengthsDiffer(
                first: first.name, firstCount: first.count, other: other.name, otherCount: other.count)
        }
        var seen = Set<String>()
        for column in columns where !seen.insert(column.name).inserted {
            throw TableError.duplicateColumn(name: column.name, source: source)
        }
        self.columns = columns.map { TableColumn(name: $0.name, source: source, storage: $0.storage) }
        self.source = source
    }

    /// Creates a table from (name, values) pairs, inferring each column's type.
    /// - Throws: as `init(columns:source:)`.
    public init(_ pairs: KeyValuePairs<String, [CellValue]>, source: String = "a table") throws {
        try self.init(columns: pairs.map { TableColumn(name: $0.key, values: $0.value) }, source: source)
    }

    /// Builds a table whose columns are known to be consistent.
    init(trusted columns: [TableColumn], source: String) {
        self.columns = columns.map { TableColumn(name: $0.name, source: source, storage: $0.storage) }
        self.source = source
    }

    /// The number of rows.
    public var rowCount: Int { columns.first?.count ?? 0 }

    /// The number of columns.
    public var columnCount: Int { columns.count }

    /// The columns' names, in order.
    public var columnNames: [String] { columns.map(\.name) }

    /// Each column's inferred type, in order, by name: "integer", "double", "date" or "text".
    public var columnTypes: [String] { columns.map(\.type.description) }

    /// The column called `name`.
    /// - Throws: `TableError.columnNotFound`, naming the columns there are and the closest one.
    public func column(_ name: String) throws -> TableColumn {
        try columns[columnIndex(of: name)]
    }

    /// The column called `name` (same as `column(_:)`).
    public subscript(name: String) -> TableColumn {
        get throws { try column(name) }
    }

    /// The position of the column called `name`.
    /// - Throws: `TableError.columnNotFound`.
    func columnIndex(of name: String) throws -> Int {
        if let index = columns.firstIndex(where: { $0.name == name }) { return index }
        throw TableError.columnNotFound(name: name, available: columnNames, source: source)
    }

    /// The row at position `index` (from 0): `try students[3]`.
    /// - Throws: `TableError.rowOutOfRange` unless `0 <= index < rowCount`.
    public subscript(index: Int) -> Row {
        get throws {
            guard index >= 0 && index < rowCount else {
                throw TableError.rowOutOfRange(index: index, rowCount: rowCount, source: source)
            }
            return Row(table: self, index: index)
        }
    }

    /// The rows as values, in order (convenient for small tables).
    public var rows: [Row] { (0..<rowCount).map { Row(table: self, index: $0) } }

    /// The first ten rows as aligned text (see `plainText(maxRows:)`).
    public var description: String { plainText(maxRows: 10) }

    /// A copy keeping only the named columns, in the order given.
    /// - Throws: `TableError.columnNotFound` for a name that is not a column.
    public func selecting(_ names: [String]) throws -> Table {
        try Table(columns: names.map { try column($0) }, source: source)
    }

    /// A copy keeping the rows at `rows`, in that order; the caller keeps them in bounds.
    func gathering(_ rows: [Int]) -> Table {
        Table(trusted: columns.map {
            TableColumn(name: $0.name, source: source, storage: $0.storage.gathering(rows))
        }, source: source)
    }
}
