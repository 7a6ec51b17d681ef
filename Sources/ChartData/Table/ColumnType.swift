/// The kind of values a column holds, inferred when a table is loaded.
public enum ColumnType: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Whole numbers (64-bit).
    case integer
    /// Floating-point numbers.
    case double
    /// Dates or date-times (ISO 8601), stored in UTC.
    case date
    /// Anything else.
    case text

    /// Whether the column holds numbers (integers or doubles).
    public var isNumeric: Bool { self == .integer || self == .double }

    /// The type's name, such as "integer".
    public var description: String { rawValue }
}
