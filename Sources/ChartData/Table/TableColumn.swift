import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// One named, typed column of a table.
///
/// Get one with `try table["age"]` or `try table.column("age")`, then take the array you need:
/// `integers` or `doubles` for statistics and charts, `strings` for labels (one per row),
/// `dates`, or `values` for the cells themselves:
///
/// ```swift
/// let counts = try bySubject["count"].integers    // [Int]
/// let names = try bySubject["subject"].strings    // [String]
/// ```
public struct TableColumn: Sendable, CustomStringConvertible {
    /// The column's name (its CSV header or SQL result name).
    public let name: String
    /// Where the table came from ("students.csv"), used in error messages.
    public let source: String
    let storage: ColumnStorage

    init(name: String, source: String, storage: ColumnStorage) {
        self.name = name
        self.source = source
        self.storage = storage
    }

    /// Creates a column from cell values, inferring its type (see `ColumnType`).
    public init(name: String, values: [CellValue]) {
        self.init(name: name, source: "a table", storage: .inferring(from: values))
    }

    /// The kind of values the column holds.
    public var type: ColumnType { storage.type }

    /// The number of rows, missing values included.
    public var count: Int { storage.count }

    /// The number of missing values.
    public var missingCount: Int {
        switch storage {
        case .integer(let values): return values.lazy.filter { $0 == nil }.count
        case .double(let values): return values.lazy.filter { $0 == nil }.count
        case .date(let values): return values.lazy.filter { $0 == nil }.count
        case .text(let codes, _): return codes.lazy.filter { $0 < 0 }.count
        }
    }

    /// The value in `row`, or `.missing` when `row` is out of bounds.
    public subscript(row: Int) -> CellValue {
        guard row >= 0 && row < count else { return .missing }
        return storage.value(at: row)
    }

    /// Every cell, missing ones as `.missing`.
    public var values: [CellValue] { (0..<count).map { storage.value(at: $0) } }

    /// The numbers of an integer or double column as `Double`s, skipping missing values:
    /// `try table["score"].doubles`.
    ///
    /// Missing values are left out (so statistics see only the numbers present);
    /// use `values` to see where they were.
    /// - Throws: `TableError.notNumeric` for a date or text column.
    public var doubles: [Double] {
        get throws {
            switch storage {
            case .integer(let values): return values.compactMap { $0.map(Double.init) }
            case .double(let values): return values.compactMap { $0 }
            case .date, .text:
                throw TableError.notNumeric(column: name, type: type, source: source)
            }
        }
    }

    /// The whole numbers of an integer column, skipping missing values:
    /// `try table["count"].integers`.
    /// - Throws: `TableError.notIntegers` for any other column type (a double column names
    ///   `doubles` instead).
    public var integers: [Int] {
        get throws {
            guard case .integer(let values) = storage else {
                throw TableError.notIntegers(column: name, type: type, source: source)
            }
            return values.compactMap { $0 }
        }
    }

    /// The dates of a date column, skipping missing values.
    /// - Throws: `TableError.notDates` for any other column type.
    public var dates: [Date] {
        get throws {
            guard case .date(let values) = storage else {
                throw TableError.notDates(column: name, type: type, source: source)
            }
            return values.compactMap { $0.map { Date(timeIntervalSince1970: $0) } }
        }
    }

    /// Every cell as display text (one entry per row; missing values are empty strings).
    public var strings: [String] {
        switch storage {
        case .text(let codes, let dictionary):
            return codes.map { $0 < 0 ? "" : dictionary[Int($0)] }
        default:
            return (0..<count).map { storage.value(at: $0).description }
        }
    }

    /// A one-line summary such as "subject (text, 300 rows)" or "n (integer, 1 row)".
    public var description: String { "\(name) (\(type), \(count) row\(count == 1 ? "" : "s"))" }
}
