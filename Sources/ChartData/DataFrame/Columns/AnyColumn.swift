import FoundationEssentials

/// A column whose element type is known when the program runs, as `df["species"]` gives it
/// and `df.columns` holds them. `assumingType(_:)` (or `df["species", String.self]`) gives the
/// typed ``Column``.
public struct AnyColumn: Sendable {
    /// The column's name.
    public var name: String
    /// The values.
    var contents: ColumnContents

    init(name: String, contents: ColumnContents) {
        self.name = name
        self.contents = contents
    }

    /// The number of rows, missing values included.
    public var count: Int { contents.count }

    /// The number of missing values.
    public var missingCount: Int { contents.missingCount }

    /// The type of the values (`Int.self`, `String.self`).
    public var wrappedElementType: Any.Type { contents.elementType }

    /// The kind of values the column keeps natively.
    public var kind: ColumnKind { contents.kind }

    /// The value at `position` (nil when missing); setting a value of another type changes nothing.
    public subscript(position: Int) -> Any? {
        get { contents.element(at: position) }
        set { contents.set(newValue, at: position) }
    }

    /// Whether the value at `position` is missing.
    public func isNil(at position: Int) -> Bool { contents.isMissing(position) }

    /// The column typed as holding `T` (an integer column also reads as `Double`).
    ///
    /// A column of another type stops the program, as in TabularData; ``typed(_:)`` throws instead.
    public func assumingType<T>(_ type: T.Type) -> Column<T> {
        guard let column = Column<T>(self) else {
            fatalError(TableError.wrongColumnType(column: name, holds: contents.elementTypeName,
                                                  asked: String(describing: T.self)).description)
        }
        return column
    }

    /// The column typed as holding `T` (an integer column also reads as `Double`).
    /// - Throws: `TableError.wrongColumnType` naming the type the column holds.
    public func typed<T>(_ type: T.Type) throws -> Column<T> {
        guard let column = Column<T>(self) else {
            throw TableError.wrongColumnType(column: name, holds: contents.elementTypeName, asked: String(describing: T.self))
        }
        return column
    }

    /// Adds `element` (of the column's type, or nil) at the end; another type changes nothing
    /// and returns false.
    @discardableResult
    public mutating func append(_ element: Any?) -> Bool {
        contents.append(element)
    }

    /// The rows at `rows`, in that order.
    func gathering(_ rows: [Int]) -> AnyColumn {
        AnyColumn(name: name, contents: contents.gathering(rows))
    }

    /// The Swift name of the values' type (`Int`, `String`).
    public var elementTypeName: String { contents.elementTypeName }
}

extension AnyColumn: CustomStringConvertible {
    /// The column as a one-column table, as TabularData prints it.
    public var description: String { DataFrame(columns: [self]).description }
}
