import CSQLite

/// A small wrapper over one SQLite connection: execute statements with bound text and
/// integers, read rows back as text-or-integer columns.
final class SQLiteDatabase {
    /// One column value of a row.
    enum Column: Equatable {
        case integer(Int)
        case text(String)
        case null

        var integer: Int? { if case .integer(let value) = self { return value }; return nil }
        var text: String? { if case .text(let value) = self { return value }; return nil }
    }

    private var handle: OpaquePointer?
    private let path: String

    init(path: String) throws {
        self.path = path
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        guard sqlite3_open_v2(path, &handle, flags, nil) == SQLITE_OK else {
            let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            handle = nil
            throw HistoryError(operation: "open \(path)", reason: reason)
        }
        sqlite3_busy_timeout(handle, 2000)
    }

    deinit {
        sqlite3_close(handle)
    }

    /// Runs `sql` with `arguments` bound to its `?` placeholders; returns the rows.
    @discardableResult
    func execute(_ sql: String, _ arguments: [Column] = []) throws -> [[Column]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw HistoryError(operation: "prepare '\(sql)'", reason: lastError)
        }
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (index, argument) in arguments.enumerated() {
            let position = Int32(index + 1)
            switch argument {
            case .integer(let value): sqlite3_bind_int64(statement, position, sqlite3_int64(value))
            case .text(let value): sqlite3_bind_text(statement, position, value, -1, transient)
            case .null: sqlite3_bind_null(statement, position)
            }
        }
        var rows: [[Column]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return rows }
            guard step == SQLITE_ROW else { throw HistoryError(operation: "run '\(sql)'", reason: lastError) }
            var row: [Column] = []
            for column in 0..<sqlite3_column_count(statement) {
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: row.append(.integer(Int(sqlite3_column_int64(statement, column))))
                case SQLITE_NULL: row.append(.null)
                default:
                    if let text = sqlite3_column_text(statement, column) {
                        row.append(.text(String(cString: text)))
                    } else {
                        row.append(.null)
                    }
                }
            }
            rows.append(row)
        }
    }

    /// The id of the last inserted row.
    var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    private var lastError: String {
        handle.map { String(cString: sqlite3_errmsg($0)) } ?? "no database"
    }
}
