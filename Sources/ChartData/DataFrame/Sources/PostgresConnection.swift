#if canImport(Glibc)
import Glibc
#endif
import ChartCore
import CPostgres

/// A connection to a PostgreSQL server through libpq (a C handle, hence a class), closed when
/// released. Queries run with their arguments bound by the server (`$1`, `$2`, …) and can be
/// stopped: the wait for the result asks ``WorkInterruption`` every few milliseconds and
/// cancels the query on the server when asked. libpq is opened on the first connection
/// (``PostgresLibrary``).
final class PostgresConnection {
    private let handle: OpaquePointer
    private let library: PostgresLibrary
    /// The connection string with any password hidden, for messages.
    let displayName: String

    /// Connects with `connection`, a libpq connection string (`host=… dbname=…`) or URL
    /// (`postgresql://user@host:5432/school`); waits at most 10 seconds unless it says otherwise.
    /// - Throws: `TableError.databaseOpenFailed` with the server's or libpq's message.
    init(_ connection: String) throws {
        displayName = Self.redacted(connection)
        let library = try PostgresLibrary.opened(for: displayName)
        self.library = library
        let keywords = ["connect_timeout", "dbname"], values = ["10", connection]
        let handle: OpaquePointer? = keywords.withCStrings { keywordPointers in
            values.withCStrings { valuePointers in library.connectdbParams(keywordPointers, valuePointers, 1) }
        }
        guard let handle else { throw TableError.databaseOpenFailed(path: displayName, message: "libpq could not allocate a connection") }
        guard library.status(handle) == CPOSTGRES_CONNECTION_OK else {
            let message = Self.trimmed(Self.text(library.errorMessage(handle)))
            library.finish(handle)
            throw TableError.databaseOpenFailed(path: displayName, message: message)
        }
        self.handle = handle
    }

    deinit { library.finish(handle) }

    /// Runs one statement with `arguments` as its `$1`, `$2`, … values (text, or NULL) and gives
    /// the column names, their type OIDs and the rows as text (nil for NULL).
    /// - Throws: `TableError.queryFailed` (the server's message and the query), `.interrupted`.
    func rows(query: String, arguments: [String?]) throws -> (names: [String], types: [UInt32], rows: [[String?]]) {
        let sent: Int32 = arguments.withOptionalCStrings { pointers in
            library.sendQueryParams(handle, query, Int32(arguments.count), nil, pointers, nil, nil, 0)
        }
        guard sent == 1 else { throw TableError.queryFailed(path: displayName, query: query, message: lastError) }
        try waitForResult(query: query)
        var names: [String] = [], types: [UInt32] = [], rows: [[String?]] = []
        var failure: String?
        while let result = library.getResult(handle) {
            defer { library.clear(result) }
            switch library.resultStatus(result) {
            case CPOSTGRES_PGRES_TUPLES_OK, CPOSTGRES_PGRES_COMMAND_OK:
                let columnCount = library.nfields(result), rowCount = library.ntuples(result)
                names = (0..<columnCount).map { Self.text(library.fname(result, $0)) }
                types = (0..<columnCount).map { UInt32(library.ftype(result, $0)) }
                rows = (0..<rowCount).map { row in
                    (0..<columnCount).map { column in
                        library.getisnull(result, row, column) == 1 ? nil : Self.text(library.getvalue(result, row, column))
                    }
                }
            default:
                failure = failure ?? Self.trimmed(Self.text(library.resultErrorMessage(result)))
            }
        }
        if let failure { throw TableError.queryFailed(path: displayName, query: query, message: failure) }
        return (names, types, rows)
    }

    /// Waits until the result can be read without blocking, cancelling the query when the
    /// program asks to stop.
    private func waitForResult(query: String) throws {
        let socket = library.socket(handle)
        while library.isBusy(handle) == 1 {
            if WorkInterruption.isRequested {
                if let cancel = library.getCancel(handle) {
                    var buffer = [CChar](repeating: 0, count: 256)
                    _ = library.cancel(cancel, &buffer, Int32(buffer.count))
                    library.freeCancel(cancel)
                }
                while let result = library.getResult(handle) { library.clear(result) }
                throw TableError.interrupted(source: "the query on \(displayName)")
            }
            var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            _ = poll(&request, 1, 20)
            guard library.consumeInput(handle) == 1 else { throw TableError.queryFailed(path: displayName, query: query, message: lastError) }
        }
    }

    private var lastError: String { Self.trimmed(Self.text(library.errorMessage(handle))) }

    /// A C string libpq gives (empty when it gives none).
    private static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last == "\n" || last == " " { text = text.dropLast() }
        return String(text)
    }

    /// `connection` with a password (in `password=…` or a URL's `user:secret@`) replaced by `***`.
    static func redacted(_ connection: String) -> String {
        var text = connection
        let characters = Array(text)
        if let schemeEnd = (0..<max(0, characters.count - 2)).first(where: { characters[$0] == ":" && characters[$0 + 1] == "/" && characters[$0 + 2] == "/" }) {
            let start = schemeEnd + 3
            if let at = characters[start...].firstIndex(of: "@"), let colon = characters[start..<at].firstIndex(of: ":") {
                text = String(characters[..<(colon + 1)]) + "***" + String(characters[at...])
            }
        }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices where words[index].hasPrefix("password=") { words[index] = "password=***" }
        return words.joined(separator: " ")
    }
}

private extension Array where Element == String {
    /// Calls `body` with a NULL-terminated array of C strings for the elements.
    func withCStrings<R>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
        pointers.append(nil)
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

private extension Array where Element == String? {
    /// Calls `body` with an array of C strings (NULL for nil) for the elements.
    func withOptionalCStrings<R>(_ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
        let copies = map { $0.map { strdup($0) } ?? nil }
        defer { copies.forEach { free($0) } }
        let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
