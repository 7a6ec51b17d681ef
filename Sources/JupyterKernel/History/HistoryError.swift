/// A failure of the SQLite history database.
public struct HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done, such as `open /home/ann/.local/share/…/history.sqlite`.
    public var operation: String
    /// SQLite's explanation.
    public var reason: String

    /// Creates an error.
    public init(operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    /// A message a person can act on.
    public var description: String { "history database: cannot \(operation): \(reason)" }
}
