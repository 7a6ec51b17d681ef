/// One remembered cell: the session it ran in, its line (execution count), its source and,
/// when it had one, the plain text of its result.
public struct HistoryEntry: Equatable, Sendable {
    /// The session number (one per kernel process that stored history).
    public var session: Int
    /// The line number in that session (the cell's execution count).
    public var line: Int
    /// The cell's source.
    public var source: String
    /// The `text/plain` of the cell's result, if any.
    public var output: String?

    /// Creates an entry.
    public init(session: Int, line: Int, source: String, output: String? = nil) {
        self.session = session
        self.line = line
        self.source = source
        self.output = output
    }
}

/// The three kinds of `history_request`.
public enum HistoryQuery: Equatable, Sendable {
    /// The last `count` entries over all sessions, oldest first.
    case tail(count: Int)
    /// Lines `start ..< stop` of `session`; a session of 0 or less counts back from the
    /// current one (0 is the current session); a `stop` of nil means to the end.
    case range(session: Int, start: Int, stop: Int?)
    /// Entries whose source matches the glob `pattern` (`*`, `?`), the last `count` of them
    /// (all when nil), oldest first; with `unique`, each source once (its latest run).
    case search(pattern: String, count: Int?, unique: Bool)
}
