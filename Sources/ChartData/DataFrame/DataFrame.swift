import FoundationEssentials

/// A table of named, typed columns of equal length, with Apple's TabularData names and
/// meaning: read one with `DataFrame(contentsOfCSVFile:options:)`, take columns with
/// `df["species"]` (an ``AnyColumn``) or `df["body_mass_g", Double.self]` (a ``Column``
/// whose elements are optionals), group, join, sort, filter and summarise it.
///
/// Missing values are `nil` everywhere. A DataFrame is a value: verbs return new frames, and
/// mutating methods (`append(column:)`, `transformColumn`, `renameColumn`) change only the
/// variable they are called on.
///
/// Subscripts and verbs that name a column stop the program when no column has that name or
/// its values are of another type, as TabularData's do; the throwing forms
/// (``column(_:)``, ``column(_:_:)``) report the same as a ``TableError`` instead.
public struct DataFrame: Sendable {
    /// The columns, in order.
    public internal(set) var columns: [AnyColumn]
    /// The number of rows (kept apart from the columns so a frame without columns has rows).
    var rowCount: Int
    /// Where the frame came from ("penguins.csv"), named in error messages.
    public var source: String = "the data frame"

    /// An empty frame: no rows, no columns.
    public init() {
        columns = []
        rowCount = 0
    }

    /// A frame of `columns`, which must have equal lengths and distinct names.
    public init<S: Sequence>(columns: S) where S.Element == AnyColumn {
        let columns = Array(columns)
        if let problem = Self.problem(with: columns) { fatalError(problem.description) }
        self.columns = columns
        rowCount = columns.first?.count ?? 0
    }

    /// A frame of `columns`, checked.
    /// - Throws: `TableError.columnLengthsDiffer`, `.duplicateColumn`.
    public init(checking columns: [AnyColumn], source: String = "the data frame") throws {
        if let problem = Self.problem(with: columns, source: source) { throw problem }
        self.columns = columns
        rowCount = columns.first?.count ?? 0
        self.source = source
    }

    /// A frame of columns already known to be consistent.
    init(trusted columns: [AnyColumn], rowCount: Int, source: String) {
        self.columns = columns
        self.rowCount = rowCount
        self.source = source
    }

    /// A copy of `other` (TabularData's way of turning a slice into a frame).
    public init(_ other: DataFrame) {
        self = other
    }

    /// What is wrong with `columns` as a frame's columns, if anything.
    static func problem(with columns: [AnyColumn], source: String = "the data frame") -> TableError? {
        if let first = columns.first, let other = columns.first(where: { $0.count != first.count }) {
            return .columnLengthsDiffer(first: first.name, firstCount: first.count, other: other.name, otherCount: other.count)
        }
        var seen = Set<String>()
        for column in columns where !seen.insert(column.name).inserted {
            return .duplicateColumn(name: column.name, source: source)
        }
        return nil
    }

    /// The number of rows and of columns.
    public var shape: (rows: Int, columns: Int) { (rowCount, columns.count) }

    /// Whether the frame has no rows.
    public var isEmpty: Bool { rowCount == 0 }

    /// The rows, a random-access collection of ``Row`` values (what `Chart(df.rows) { … }` takes).
    public var rows: Rows { Rows(frame: self) }

    /// The position of the column called `name`, or nil.
    public func indexOfColumn(_ name: String) -> Int? {
        columns.firstIndex { $0.name == name }
    }

    /// The columns' names, in order.
    public var columnNames: [String] { columns.map(\.name) }

    /// The error for a column name the frame does not have, listing those it has.
    func missingColumn(_ name: String) -> TableError {
        .columnNotFound(name: name, available: columnNames, source: source)
    }

    /// The position of the column called `name`.
    /// - Throws: `TableError.columnNotFound`, with the closest name.
    func checkedIndex(of name: String) throws -> Int {
        guard let index = indexOfColumn(name) else { throw missingColumn(name) }
        return index
    }

    /// The position of the column called `name`, stopping the program (as TabularData does)
    /// when there is none.
    func requiredIndex(of name: String) -> Int {
        guard let index = indexOfColumn(name) else { fatalError(missingColumn(name).description) }
        return index
    }

    /// The column called `name`.
    /// - Throws: `TableError.columnNotFound`, naming the columns there are and the closest one.
    public func column(_ name: String) throws -> AnyColumn {
        columns[try checkedIndex(of: name)]
    }

    /// The column called `name`, typed (an integer column also reads as `Double`).
    /// - Throws: `TableError.columnNotFound`, `.wrongColumnType`.
    public func column<T>(_ name: String, _ type: T.Type) throws -> Column<T> {
        try column(name).typed(type)
    }

    /// The column called `name`; setting replaces it, or adds it when there is none.
    public subscript(columnName: String) -> AnyColumn {
        get { columns[requiredIndex(of: columnName)] }
        set {
            var column = newValue
            column.name = columnName
            replaceOrAppend(column)
        }
    }

    /// The column called `columnName` with values of type `type`: `df["body_mass_g", Double.self]`.
    /// Setting replaces the column (or adds it).
    public subscript<T>(columnName: String, type: T.Type) -> Column<T> {
        get { columns[requiredIndex(of: columnName)].assumingType(type) }
        set {
            var column = newValue.eraseToAnyColumn()
            column.name = columnName
            replaceOrAppend(column)
        }
    }

    /// The column at position `index`.
    public subscript(column index: Int) -> AnyColumn {
        columns[index]
    }

    /// The row at position `index`.
    public subscript(row index: Int) -> Row {
        Row(frame: self, index: index)
    }

    /// The rows in `range` (clamped to the frame).
    public subscript(range: Range<Int>) -> DataFrame {
        gathering(Array(range.clamped(to: 0..<rowCount)))
    }

    /// The rows where `mask` is true: `df[df["year", Int.self] == 2008]`.
    public subscript<S: Sequence>(mask: S) -> DataFrame where S.Element == Bool {
        var rows: [Int] = []
        for (row, keep) in mask.enumerated() where keep && row < rowCount { rows.append(row) }
        return gathering(rows)
    }

    /// The frame keeping the columns named, in that order.
    public subscript<S: Sequence>(columnNames: S) -> DataFrame where S.Element == String {
        selecting(columnNames: columnNames)
    }

    /// The rows at `rows`, in that order (-1 gives a row of missing values).
    func gathering(_ rows: [Int]) -> DataFrame {
        DataFrame(trusted: columns.map { $0.gathering(rows) }, rowCount: rows.count, source: source)
    }

    /// Replaces the column of `column`'s name, or adds it at the end; a frame without
    /// columns takes its length.
    mutating func replaceOrAppend(_ column: AnyColumn) {
        if let index = indexOfColumn(column.name) {
            guard column.count == rowCount else { fatalError(lengthError(column).description) }
            columns[index] = column
        } else {
            append(column: column)
        }
    }

    /// The error for a column whose length is not the frame's.
    func lengthError(_ column: AnyColumn) -> TableError {
        .columnLengthsDiffer(first: columns.first?.name ?? "the frame", firstCount: rowCount,
                             other: column.name, otherCount: column.count)
    }
}

extension DataFrame: ExpressibleByDictionaryLiteral {
    /// A frame from `["name": [values]]` pairs, in the order written; each column's type is
    /// the one its present values share (Int, Double, Bool, String, Date), `nil` missing.
    public init(dictionaryLiteral elements: (String, [Any?])...) {
        self.init(columns: elements.map { AnyColumn(name: $0.0, values: $0.1) })
    }
}

extension AnyColumn {
    /// A column of `values`, typed by what its present values share: Int, Double (integers and
    /// doubles mixed), Bool, String, Date, else boxed values of the first value's type.
    public init(name: String, values: [Any?]) {
        let present = values.compactMap { $0 }
        if present.isEmpty || present.allSatisfy({ $0 is String }) {
            self.init(name: name, contents: .text(TextValues(values.map { $0 as? String })))
        } else if present.allSatisfy({ $0 is Int }) {
            self.init(name: name, contents: ColumnContents.make(values.map { $0 as? Int }))
        } else if present.allSatisfy({ $0 is Int || $0 is Double }) {
            self.init(name: name, contents: ColumnContents.make(values.map { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }))
        } else if present.allSatisfy({ $0 is Bool }) {
            self.init(name: name, contents: ColumnContents.make(values.map { $0 as? Bool }))
        } else if present.allSatisfy({ $0 is Date }) {
            self.init(name: name, contents: ColumnContents.make(values.map { $0 as? Date }))
        } else {
            self.init(name: name, contents: .other(OtherValues(values: values, elementType: type(of: present[0]))))
        }
    }
}

/// The order of a sort, as TabularData names it.
public enum Order: String, Sendable, CaseIterable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
}

/// TabularData's name for the rows a filter or a range gives: here a DataFrame.
extension DataFrame {
    public typealias Slice = DataFrame
}
