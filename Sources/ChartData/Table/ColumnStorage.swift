import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// How a column keeps its values: one typed array per kind, `nil` for a missing value.
///
/// Text is dictionary-encoded: each row holds a code into `dictionary` (or -1 when missing),
/// so repeated values are stored once and grouping by a text column counts small integers.
/// The dictionary may hold a value more than once (a column of mostly distinct values is not
/// deduplicated while loading), so code that compares values goes through `GroupCodes` or
/// compares the strings themselves, never the codes alone.
enum ColumnStorage: Sendable {
    /// Whole numbers.
    case integer([Int?])
    /// Floating-point numbers.
    case double([Double?])
    /// Seconds since 1970-01-01T00:00:00Z.
    case date([Double?])
    /// Codes into `dictionary`; -1 marks a missing value.
    case text(codes: [Int32], dictionary: [String])

    /// The number of rows.
    var count: Int {
        switch self {
        case .integer(let values): return values.count
        case .double(let values): return values.count
        case .date(let values): return values.count
        case .text(let codes, _): return codes.count
        }
    }

    /// The kind of values held.
    var type: ColumnType {
        switch self {
        case .integer: return .integer
        case .double: return .double
        case .date: return .date
        case .text: return .text
        }
    }

    /// The value in row `row`; the caller keeps `row` in bounds.
    func value(at row: Int) -> CellValue {
        switch self {
        case .integer(let values): return values[row].map(CellValue.integer) ?? .missing
        case .double(let values): return values[row].map(CellValue.double) ?? .missing
        case .date(let values):
            return values[row].map { .date(Date(timeIntervalSince1970: $0)) } ?? .missing
        case .text(let codes, let dictionary):
            let code = codes[row]
            return code < 0 ? .missing : .text(dictionary[Int(code)])
        }
    }

    /// The rows at `rows`, in that order (rows may repeat); the caller keeps them in bounds.
    func gathering(_ rows: [Int]) -> ColumnStorage {
        switch self {
        case .integer(let values): return .integer(rows.map { values[$0] })
        case .double(let values): return .double(rows.map { values[$0] })
        case .date(let values): return .date(rows.map { values[$0] })
        case .text(let codes, let dictionary):
            return .text(codes: rows.map { codes[$0] }, dictionary: dictionary)
        }
    }

    /// Builds the best-fitting storage for arbitrary values (used for SQL results and
    /// computed columns): integers if every present value is an integer, numbers if every
    /// present value is a number, dates if every present value is a date or ISO 8601 text,
    /// otherwise text, with numbers and dates written out (also when no value is present).
    static func inferring(from values: [CellValue]) -> ColumnStorage {
        var allIntegers = true, allNumbers = true, allDates = true
        if values.allSatisfy(\.isMissing) { allIntegers = false; allNumbers = false; allDates = false }
        for value in values {
            switch value {
            case .missing: continue
            case .integer: allDates = false
            case .double: allIntegers = false; allDates = false
            case .date: allIntegers = false; allNumbers = false
            case .boolean: allIntegers = false; allNumbers = false; allDates = false
            case .text(let text):
                allIntegers = false; allNumbers = false
                if allDates && ISODate.secondsSince1970(text) == nil { allDates = false }
            }
            if !allIntegers && !allNumbers && !allDates { break }
        }
        if allIntegers { return .integer(values.map { $0.integer }) }
        if allNumbers { return .double(values.map { $0.number }) }
        if allDates {
            return .date(values.map { value in
                switch value {
                case .date(let date): return date.timeIntervalSince1970
                case .text(let text): return ISODate.secondsSince1970(text)
                default: return nil
                }
            })
        }
        var builder = TextColumnBuilder()
        for value in values { builder.append(value.isMissing ? nil : value.description) }
        return builder.storage
    }
}

/// Collects text values into dictionary-encoded storage.
struct TextColumnBuilder {
    private var codes: [Int32] = []
    private var dictionary: [String] = []
    private var codeOf: [String: Int32] = [:]

    /// Adds one value, `nil` for missing.
    mutating func append(_ text: String?) {
        guard let text else { codes.append(-1); return }
        if let code = codeOf[text] { codes.append(code); return }
        let code = Int32(dictionary.count)
        dictionary.append(text)
        codeOf[text] = code
        codes.append(code)
    }

    /// The storage built so far.
    var storage: ColumnStorage { .text(codes: codes, dictionary: dictionary) }
}
