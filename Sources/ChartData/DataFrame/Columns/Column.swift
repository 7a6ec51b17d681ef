import FoundationEssentials

/// A named column of values of one type, any of which may be missing (`nil`), as TabularData
/// has it: `df["body_mass_g", Double.self]` is a `Column<Double>` whose elements are
/// `Double?`.
///
/// A column is a value (copying one copies nothing until one copy changes) and a
/// `RandomAccessCollection` of optionals, so `for mass in column`, `column.map`,
/// `column.compactMap { $0 }` work as for an array. Whole-column arithmetic and comparisons
/// (`column / 1000`, `column > 4000`) run natively (``Column+Arithmetic.swift``).
public struct Column<WrappedElement>: @unchecked Sendable {
    /// The column's name.
    public var name: String
    /// The values, shared with ``AnyColumn`` and the verbs.
    var contents: ColumnContents

    /// A column of `contents`, whose element type the caller has checked.
    init(name: String, contents: ColumnContents) {
        self.name = name
        self.contents = contents
    }

    /// A column holding `contents`, `nil` for a missing value.
    public init<S: Sequence>(name: String, contents: S) where S.Element == WrappedElement? {
        self.init(name: name, contents: ColumnContents.make(Array(contents)))
    }

    /// A column holding `contents`, none missing.
    public init<S: Sequence>(name: String, contents: S) where S.Element == WrappedElement {
        self.init(name: name, contents: ColumnContents.make(contents.map { Optional($0) }))
    }

    /// An empty column; `capacity` is how many values it expects.
    public init(name: String, capacity: Int) {
        self.init(name: name, contents: ColumnContents.empty(of: WrappedElement.self))
    }

    /// The column of `column`, when its values are of type `WrappedElement` (an integer column
    /// also reads as `Double`, converted); nil otherwise.
    public init?(_ column: AnyColumn) {
        if column.contents.elementType == WrappedElement.self {
            self.init(name: column.name, contents: column.contents)
        } else if WrappedElement.self == Double.self, let doubles = column.contents.doubles {
            self.init(name: column.name, contents: .double(doubles))
        } else {
            return nil
        }
    }

    /// The number of missing values.
    public var missingCount: Int { contents.missingCount }

    /// The type of the column's values.
    public var wrappedElementType: Any.Type { WrappedElement.self }

    /// The column with its type erased, as `DataFrame.columns` holds it.
    public func eraseToAnyColumn() -> AnyColumn {
        AnyColumn(name: name, contents: contents)
    }

    /// Adds `element` (nil: missing) at the end.
    public mutating func append(_ element: WrappedElement?) {
        contents.append(element.map { $0 as Any })
    }

    /// Adds every element of `elements` at the end.
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == WrappedElement? {
        for element in elements { append(element) }
    }

    /// A column of `transform` applied to every element (missing ones too, as nil).
    public func map<T>(_ transform: (WrappedElement?) throws -> T?) rethrows -> Column<T> {
        var values: [T?] = []
        values.reserveCapacity(count)
        for element in self { values.append(try transform(element)) }
        return Column<T>(name: name, contents: ColumnContents.make(values))
    }

    /// A column of `transform` applied to every present element; missing ones stay missing.
    public func mapNonNil<T>(_ transform: (WrappedElement) throws -> T?) rethrows -> Column<T> {
        try map { element in try element.map(transform) ?? nil }
    }

    /// The elements for which `isIncluded` is true, in order.
    public func filter(_ isIncluded: (WrappedElement?) throws -> Bool) rethrows -> Column<WrappedElement> {
        var rows: [Int] = []
        for (row, element) in enumerated() where try isIncluded(element) { rows.append(row) }
        return Column(name: name, contents: contents.gathering(rows))
    }

    /// The elements at `rows`, in that order.
    func gathering(_ rows: [Int]) -> Column {
        Column(name: name, contents: contents.gathering(rows))
    }

    /// The elements where `mask` is true (a ``RowMask`` or any sequence of Bool, one per row).
    public subscript<S: Sequence>(mask: S) -> Column<WrappedElement> where S.Element == Bool {
        gathering(mask.enumerated().compactMap { $0.element ? $0.offset : nil })
    }

    /// The elements in `range`.
    public subscript(range: Range<Int>) -> Column<WrappedElement> {
        gathering(Array(range.clamped(to: 0..<count)))
    }

    /// The column with every missing value replaced by `value`.
    public func filled(with value: WrappedElement) -> Column<WrappedElement> {
        map { $0 ?? value }
    }

    /// Whether each value is missing: a mask to filter rows with (`df[column.isMissing]`).
    public var isMissing: RowMask { RowMask((0..<count).map { contents.isMissing($0) }) }
}

extension Column: RandomAccessCollection {
    /// A part of a column is a column (`column.prefix(3)`, `column[10..<20]`).
    public typealias SubSequence = Column<WrappedElement>

    /// Positions count from 0.
    public var startIndex: Int { 0 }
    /// One past the last row.
    public var endIndex: Int { contents.count }

    /// The value at `position`, nil when missing; setting nil makes it missing.
    public subscript(position: Int) -> WrappedElement? {
        get { contents.element(at: position, as: WrappedElement.self) }
        set { contents.set(newValue.map { $0 as Any }, at: position) }
    }
}

extension Column: CustomStringConvertible {
    /// The column as a one-column table, as TabularData prints it.
    public var description: String {
        DataFrame(columns: [eraseToAnyColumn()]).description
    }
}

/// TabularData's name for the slice of a column a filter or a group gives: here a column.
public typealias DiscontiguousColumnSlice<WrappedElement> = Column<WrappedElement>

/// TabularData's name for a contiguous part of a column: here a column.
public typealias ColumnSlice<WrappedElement> = Column<WrappedElement>
