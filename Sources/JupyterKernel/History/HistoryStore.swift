import Dispatch

/// Cells run in this and earlier kernel processes, kept in an SQLite file so that history
/// survives restarts (as IPython's history.sqlite does).
///
/// The database opens on first use, so a kernel starts without waiting for the disk. Each
/// process that stores a cell gets a new session number. Cells are written on a background
/// queue, several in one transaction when they come fast, so that a cell's reply never waits
/// for the disk; reads wait for the writes queued before them. Safe from any thread.
public final class HistoryStore: @unchecked Sendable {
    /// The database file (or `:memory:`).
    public let path: String
    private var database: SQLiteDatabase?
    private var sessionNumber: Int?
    private let queue = DispatchQueue(label: "history")
    private let pendingLock = Lock()
    private var pending: [(line: Int, source: String, output: String?)] = []
    private var lastWriteError: Error?

    /// The most bytes of a cell's output kept (its `text/plain` result; the rest is cut at a
    /// character and marked "…"): the source is what history is for, and a cell showing
    /// megabytes would otherwise keep them all, in the file or, for `:memory:`, in the kernel.
    public static let maximumOutputBytes = 64 << 10
    /// The most cells a `:memory:` store keeps (the oldest go first), so that its memory is bounded.
    public static let inMemoryCellLimit = 1_000

    /// Creates a store backed by the file at `path` (created with its folder when missing).
    public init(path: String) {
        self.path = path
    }

    /// Where history is kept by default for `applicationName`: `$JUPYTER_DATA_DIR/<name>/`,
    /// else `$XDG_DATA_HOME/<name>/`, else `~/.local/share/<name>/`, file `history.sqlite`.
    public static func defaultPath(applicationName: String, environment: [String: String] = ProcessEnvironment.all) -> String {
        let base: String
        if let jupyterData = environment["JUPYTER_DATA_DIR"], !jupyterData.isEmpty {
            base = jupyterData
        } else if let xdgData = environment["XDG_DATA_HOME"], !xdgData.isEmpty {
            base = xdgData
        } else {
            let home = environment["HOME"] ?? "/tmp"
            base = home + "/.local/share"
        }
        return base + "/" + applicationName + "/history.sqlite"
    }

    /// The current session's number, starting a session when there is none yet.
    public func currentSession() throws -> Int {
        try queue.sync { try currentSessionOnQueue() }
    }

    private func currentSessionOnQueue() throws -> Int {
        if let sessionNumber { return sessionNumber }
        let database = try open()
        try database.execute("INSERT INTO sessions (start) VALUES (?)", [.text(MessageHeaderFactory.timestamp())])
        let number = database.lastInsertedRowID
        sessionNumber = number
        return number
    }

    /// Queues cell `line` of the current session for writing. A failure to write is thrown by
    /// the next `entries(for:)` or `flush()`.
    public func record(line: Int, source: String, output: String?) {
        let kept = output.map(Self.bounded)
        pendingLock.lock()
        let isFirst = pending.isEmpty
        pending.append((line, source, kept))
        pendingLock.unlock()
        if isFirst { queue.async { [self] in writePending() } }
    }

    /// `output` cut to ``maximumOutputBytes`` at a character boundary, marked "…" when cut.
    static func bounded(_ output: String) -> String {
        guard output.utf8.count > maximumOutputBytes else { return output }
        var bytes = 0
        let kept = output.prefix { character in
            bytes += character.utf8.count
            return bytes <= maximumOutputBytes
        }
        return String(kept) + "…"
    }

    /// Waits until every queued cell is written; throws the last write failure, if any.
    public func flush() throws {
        try queue.sync {
            writePending()
            if let error = lastWriteError {
                lastWriteError = nil
                throw error
            }
        }
    }

    /// Writes every queued cell in one transaction. Runs on `queue`.
    private func writePending() {
        pendingLock.lock()
        let batch = pending
        pending = []
        pendingLock.unlock()
        guard !batch.isEmpty else { return }
        do {
            let session = try currentSessionOnQueue()
            let database = try open()
            try database.execute("BEGIN")
            for cell in batch {
                try database.execute("INSERT OR REPLACE INTO history (session, line, source, output) VALUES (?, ?, ?, ?)",
                                     [.integer(session), .integer(cell.line), .text(cell.source), cell.output.map { .text($0) } ?? .null])
            }
            if path == ":memory:", let last = batch.last?.line {
                try database.execute("DELETE FROM history WHERE session = ? AND line <= ?",
                                     [.integer(session), .integer(last - Self.inMemoryCellLimit)])
            }
            try database.execute("COMMIT")
        } catch {
            _ = try? database?.execute("ROLLBACK")
            lastWriteError = error
        }
    }

    /// The entries `query` selects, oldest first.
    public func entries(for query: HistoryQuery) throws -> [HistoryEntry] {
        try flush()
        return try queue.sync { try entriesOnQueue(for: query) }
    }

    private func entriesOnQueue(for query: HistoryQuery) throws -> [HistoryEntry] {
        let database = try open()
        let columns = "SELECT session, line, source, output FROM history"
        let rows: [[SQLiteDatabase.Column]]
        switch query {
        case .tail(let count):
            rows = try database.execute("\(columns) ORDER BY session DESC, line DESC LIMIT ?", [.integer(max(0, count))]).reversed()
        case .range(let session, let start, let stop):
            let absolute = session > 0 ? session : try currentSessionOnQueue() + session
            rows = try database.execute("\(columns) WHERE session = ? AND line >= ? AND line < ? ORDER BY line",
                                        [.integer(absolute), .integer(start), .integer(stop ?? Int(Int32.max))])
        case .search(let pattern, let count, let unique):
            let limit = count.map { max(0, $0) } ?? -1
            if unique {
                rows = try database.execute("""
                    SELECT session, line, source, output FROM history AS entry
                    WHERE source GLOB ? AND NOT EXISTS (SELECT 1 FROM history AS later WHERE later.source = entry.source
                        AND (later.session > entry.session OR (later.session = entry.session AND later.line > entry.line)))
                    ORDER BY session DESC, line DESC LIMIT ?
                    """, [.text(pattern), .integer(limit)]).reversed()
            } else {
                rows = try database.execute("\(columns) WHERE source GLOB ? ORDER BY session DESC, line DESC LIMIT ?",
                                            [.text(pattern), .integer(limit)]).reversed()
            }
        }
        return rows.compactMap { row in
            guard row.count == 4, let session = row[0].integer, let line = row[1].integer, let source = row[2].text else { return nil }
            return HistoryEntry(session: session, line: line, source: source, output: row[3].text)
        }
    }

    private func open() throws -> SQLiteDatabase {
        if let database { return database }
        if path != ":memory:" {
            if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
                let folder = String(path[..<slash])
                FileSystem.createDirectories(atPath: folder)
            }
        }
        let database = try SQLiteDatabase(path: path)
        if path != ":memory:" {
            try database.execute("PRAGMA journal_mode=WAL")
            try database.execute("PRAGMA synchronous=NORMAL")
        }
        try database.execute("CREATE TABLE IF NOT EXISTS sessions (session INTEGER PRIMARY KEY AUTOINCREMENT, start TEXT)")
        try database.execute("""
            CREATE TABLE IF NOT EXISTS history (session INTEGER, line INTEGER, source TEXT, output TEXT,
                PRIMARY KEY (session, line))
            """)
        self.database = database
        return database
    }
}
