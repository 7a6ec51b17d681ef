import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// One cell of a table: a number, a date, a piece of text, or nothing.
///
/// Integers and doubles compare and hash by numeric value, so `.integer(3) == .double(3)`.
/// Literals convert, which lets filters read naturally: `row["subject"] == "Math"`,
/// `row["year"] == 2024`.
public enum CellValue: Sendable, CustomStringConvertible {
    /// A whole number.
    case integer(Int)
    /// A floating-point number.
    case double(Double)
    /// An instant, stored in UTC; a date without a time is midnight UTC.
    case date(Date)
    /// A piece of text.
    case text(String)
    /// A truth value (a PostgreSQL boolean).
    case boolean(Bool)
    /// An empty cell (an empty CSV field or an SQL NULL).
    case missing

    /// The value as a number, if it is an integer or a double.
    public var number: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The value as an integer, if it is an integer (or a double with no fractional part).
    public var integer: Int? {
        switch self {
        case .integer(let value): return value
        case .double(let value):
            guard value.rounded() == value, let exact = Int(exactly: value) else { return nil }
            return exact
        default: return nil
        }
    }

    /// The value as text, if it is text.
    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The value as a date, if it is a date.
    public var date: Date? {
        if case .date(let value) = self { return value }
        return nil
    }

    /// The value as a Bool, if it is one.
    public var boolean: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// Whether the cell is empty.
    public var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }

    /// The value as it is displayed: numbers in their shortest form, dates in ISO 8601,
    /// text as is, and an empty string for a missing value.
    public var description: String {
        switch self {
        case .integer(let value): return String(value)
        case .double(let value): return CellFormat.number(value)
        case .date(let value): return ISODate.format(secondsSince1970: value.timeIntervalSince1970)
        case .text(let value): return value
        case .boolean(let value): return String(value)
        case .missing: return ""
        }
    }

    /// The order of kinds when values of different kinds are compared.
    private var kindRank: Int {
        switch self {
        case .missing: return 0
        case .integer, .double: return 1
        case .date: return 2
        case .text: return 3
        case .boolean: return 4
        }
    }
}

extension CellValue: Equatable {
    /// Numbers are equal by value whatever their kind; other kinds are equal to their own kind only.
    public static func == (lhs: CellValue, rhs: CellValue) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)): return a == b
        case (.text(let a), .text(let b)): return a == b
        case (.date(let a), .date(let b)): return a == b
        case (.boolean(let a), .boolean(let b)): return a == b
        case (.missing, .missing): return true
        default:
            if let a = lhs.number, let b = rhs.number { return a == b }
            return false
        }
    }
}

extension CellValue: Hashable {
    /// Hashes numbers by their value as a double, matching `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kindRank)
        switch self {
        case .integer(let value): hasher.combine(Double(value))
        case .double(let value): hasher.combine(value)
        case .date(let value): hasher.combine(value)
        case .text(let value): hasher.combine(value)
        case .boolean(let value): hasher.combine(value)
        case .missing: break
        }
    }
}

extension CellValue: Comparable {
    /// Numbers by value, dates by time, text by Unicode order; across kinds,
    /// missing < numbers < dates < text.
    public static func < (lhs: CellValue, rhs: CellValue) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)): return a < b
        case (.text(let a), .text(let b)): return a < b
        case (.date(let a), .date(let b)): return a < b
        case (.boolean(let a), .boolean(let b)): return !a && b
        default:
            if let a = lhs.number, let b = rhs.number { return a < b }
            return lhs.kindRank < rhs.kindRank
        }
    }
}

extension CellValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByNilLiteral {
    /// An integer literal becomes `.integer`.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A floating-point literal becomes `.double`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal becomes `.text`.
    public init(stringLiteral value: String) { self = .text(value) }
    /// `nil` becomes `.missing`.
    public init(nilLiteral: ()) { self = .missing }
}
