import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A value bound to a `?` placeholder of an SQL query: SQLite receives it as data, never as
/// SQL text, so a value such as `"x'; DROP TABLE students; --"` stays a value.
public enum SQLiteArgument: Sendable, Equatable {
    /// Bound as an SQLite INTEGER.
    case integer(Int)
    /// Bound as an SQLite REAL.
    case double(Double)
    /// Bound as SQLite TEXT.
    case text(String)
    /// Bound as SQL NULL.
    case null
}

/// A Swift value that can be bound to a query placeholder.
///
/// Int, Double, String, Bool (as 1 or 0), Date (as ISO 8601 text, the way dates are usually
/// stored in SQLite) and `CellValue` conform; `nil` binds NULL.
public protocol SQLiteBindable {
    /// The value as SQLite receives it.
    var sqliteArgument: SQLiteArgument { get }
}

extension Int: SQLiteBindable {
    /// Binds as INTEGER.
    public var sqliteArgument: SQLiteArgument { .integer(self) }
}

extension Double: SQLiteBindable {
    /// Binds as REAL.
    public var sqliteArgument: SQLiteArgument { .double(self) }
}

extension String: SQLiteBindable {
    /// Binds as TEXT.
    public var sqliteArgument: SQLiteArgument { .text(self) }
}

extension Bool: SQLiteBindable {
    /// Binds as INTEGER 1 or 0 (SQLite has no boolean type).
    public var sqliteArgument: SQLiteArgument { .integer(self ? 1 : 0) }
}

extension Date: SQLiteBindable {
    /// Binds as ISO 8601 TEXT: "2024-09-01" at midnight UTC, else "2024-09-01T08:30:00Z".
    public var sqliteArgument: SQLiteArgument { .text(ISODate.format(secondsSince1970: timeIntervalSince1970)) }
}

extension SQLiteArgument: SQLiteBindable {
    /// Binds as itself.
    public var sqliteArgument: SQLiteArgument { self }
}

extension CellValue: SQLiteBindable {
    /// Binds numbers and text as themselves, dates as ISO 8601 text, missing as NULL.
    public var sqliteArgument: SQLiteArgument {
        switch self {
        case .integer(let value): return .integer(value)
        case .double(let value): return .double(value)
        case .date(let value): return value.sqliteArgument
        case .text(let value): return .text(value)
        case .boolean(let value): return .integer(value ? 1 : 0)
        case .missing: return .null
        }
    }
}
