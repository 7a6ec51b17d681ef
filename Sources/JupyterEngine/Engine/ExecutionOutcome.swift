/// How a cell ended.
public enum ExecutionOutcome: Sendable {
    /// The cell ran; its result (the value of its last expression), if it has one.
    case success(result: MimeBundle?)
    /// The cell failed; earlier statements keep their effects.
    case failure(ExecutionError)
}

/// An error for the front end: `ename`, `evalue` and `traceback` of Jupyter's error content.
public struct ExecutionError: Error, Equatable, Sendable {
    /// The error's kind, such as `SyntaxError` or `RuntimeError`.
    public var name: String
    /// The one-line message.
    public var value: String
    /// The lines shown to the person (may include ANSI colours), most often the message with
    /// the source line and a caret.
    public var traceback: [String]

    /// Creates an error.
    public init(name: String, value: String, traceback: [String] = []) {
        self.name = name
        self.value = value
        self.traceback = traceback.isEmpty ? ["\(name): \(value)"] : traceback
    }
}
