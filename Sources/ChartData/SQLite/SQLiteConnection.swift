#if canImport(Glibc)
import Glibc
#endif
import ChartCore
import CSQLite

/// An open SQLite database (a C handle, hence a class); closed when released.
final class SQLiteConnection {
    private let handle: OpaquePointer
    /// The path as the caller gave it, for messages.
    let path: String
    /// Whether statements may only read (an authorizer refuses everything else).
    let isReadOnly: Bool

    /// Opens the database at `path`, read-only unless `readOnly` is false. Never creates a file.
    /// - Throws: `TableError.fileNotFound`, `.databaseOpenFailed`.
    init(path: String, readOnly: Bool) throws {
        self.path = path
        isReadOnly = readOnly
        if let problem = FilePathCheck.problem(with: path) { throw TableError.invalidPath(path: path, reason: problem) }
        let resolved = FileReader.resolve(path)
        var entry = stat()
        guard stat(resolved, &entry) == 0 else {
            throw TableError.fileNotFound(path: path, resolvedPath: resolved)
        }
        // SQLite would wait for ever to open a pipe, and reads databases from files only.
        guard entry.st_mode & S_IFMT == S_IFREG else {
            throw TableError.notRegularFile(path: path, kind: FileReader.kind(of: entry.st_mode), canBeAllowed: false)
        }
        var handle: OpaquePointer?
        let flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        let status = sqlite3_open_v2(resolved, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            throw TableError.databaseOpenFailed(path: path, message: message)
        }
        self.handle = handle
        sqlite3_busy_timeout(handle, 2000)
        // Every so many virtual machine steps, SQLite asks whether to stop (a query that
        // never ends, such as a recursive CTE without a limit, can then be interrupted).
        // The memory budget is asked as often: the rows read so far are held in Swift.
        sqlite3_progress_handler(handle, Self.progressInterval, { _ in
            WorkInterruption.isRequested || AllocationBudget.isExceeded ? 1 : 0
        }, nil)
        if readOnly {
            // Read-only means no file is written at all: `VACUUM INTO`, `ATTACH` (which creates a
            // file) and every write are refused before they run.
            sqlite3_set_authorizer(handle, { _, action, first, second, _, _ in
                SQLiteConnection.isAllowedReadOnly(action, first.map { String(cString: $0) }, second) ? SQLITE_OK : SQLITE_DENY
            }, nil)
        }
    }

    /// What a read-only connection's statements may do: read, select, call functions, recurse,
    /// and ask pragmas without setting them (`PRAGMA table_info(t)`, not `PRAGMA journal_mode = WAL`).
    static func isAllowedReadOnly(_ action: Int32, _ name: String?, _ argument: UnsafePointer<CChar>?) -> Bool {
        switch action {
        case SQLITE_SELECT, SQLITE_READ, SQLITE_FUNCTION, SQLITE_RECURSIVE: return true
        case SQLITE_PRAGMA: return argument == nil || readingPragmas.contains(name?.lowercased() ?? "")
        default: return false
        }
    }

    /// The pragmas that take an argument and only read.
    private static let readingPragmas: Set<String> = [
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo", "foreign_key_list",
    ]

    /// The SQLite virtual machine instructions between two questions about stopping
    /// (well under a millisecond).
    static let progressInterval: Int32 = 10_000

    deinit { sqlite3_close(handle) }

    /// SQLite's message for the last error.
    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// Runs one statement with its arguments bound and returns the column names and the rows.
    /// - Throws: `TableError.queryFailed` (with SQLite's message and the query),
    ///   `.argumentCountMismatch`.
    func rows(query: String, arguments: [SQLiteArgument]) throws -> (names: [String], rows: [[CellValue]]) {
        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let prepared = query.withCString { text -> Int32 in
            let status = sqlite3_prepare_v2(handle, text, -1, &statement, &tail)
            if status == SQLITE_OK, let tail, !String(cString: tail).allSatisfy({ $0.isWhitespace || $0 == ";" }) {
                return SQLITE_MISUSE
            }
            return status
        }
        defer { sqlite3_finalize(statement) }
        if prepared == SQLITE_MISUSE {
            throw TableError.queryFailed(path: path, query: query,
                                         message: "the query holds more than one statement; run one at a time")
        }
        if isReadOnly && (prepared == SQLITE_AUTH || lastErrorMessage.contains("authoriz")) {
            throw TableError.queryFailed(path: path, query: query, message: "not authorized on a readonly connection, which only reads "
                + "(VACUUM INTO, ATTACH and writes are refused); pass readOnly: false to change the database")
        }
        guard prepared == SQLITE_OK, let statement else {
            throw TableError.queryFailed(path: path, query: query,
                                         message: statement == nil && prepared == SQLITE_OK ? "the query is empty" : lastErrorMessage)
        }
        let placeholders = Int(sqlite3_bind_parameter_count(statement))
        guard placeholders == arguments.count else {
            throw TableError.argumentCountMismatch(query: query, placeholders: placeholders, arguments: arguments.count)
        }
        for (index, argument) in arguments.enumerated() {
            guard bind(argument, at: Int32(index + 1), in: statement) == SQLITE_OK else {
                throw TableError.queryFailed(path: path, query: query, message: lastErrorMessage)
            }
        }
        let columnCount = sqlite3_column_count(statement)
        let names = (0..<columnCount).map { column in
            sqlite3_column_name(statement, column).map { String(cString: $0) } ?? "column \(column + 1)"
        }
        var rows: [[CellValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else {
                if status == SQLITE_INTERRUPT { throw TableError.interrupted(source: "the query on '\(path)'") }
                throw TableError.queryFailed(path: path, query: query, message: lastErrorMessage)
            }
            rows.append((0..<columnCount).map { value(in: statement, column: $0) })
        }
        return (names, rows)
    }

    private func bind(_ argument: SQLiteArgument, at position: Int32, in statement: OpaquePointer) -> Int32 {
        switch argument {
        case .integer(let value): return sqlite3_bind_int64(statement, position, sqlite3_int64(value))
        case .double(let value): return sqlite3_bind_double(statement, position, value)
        case .null: return sqlite3_bind_null(statement, position)
        case .text(let value):
            // SQLITE_TRANSIENT: SQLite copies the text before this call returns.
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            return sqlite3_bind_text(statement, position, value, -1, transient)
        }
    }

    /// One cell of the current row; BLOBs become a short description ("<blob 12 bytes>").
    private func value(in statement: OpaquePointer, column: Int32) -> CellValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(Int(sqlite3_column_int64(statement, column)))
        case SQLITE_FLOAT: return .double(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, column) else { return .text("") }
            let length = Int(sqlite3_column_bytes(statement, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
        case SQLITE_BLOB: return .text("<blob \(sqlite3_column_bytes(statement, column)) bytes>")
        default: return .missing
        }
    }
}
