/// Completion candidates and the span of text they replace.
public struct CompletionResult: Equatable, Sendable {
    /// Candidate texts, best first.
    public var matches: [String]
    /// Start of the replaced span, in Unicode scalars.
    public var cursorStart: Int
    /// End of the replaced span, in Unicode scalars.
    public var cursorEnd: Int
    /// Extra information, such as `_jupyter_types_experimental`.
    public var metadata: [String: JSONValue]

    /// Creates a completion result.
    public init(matches: [String], cursorStart: Int, cursorEnd: Int, metadata: [String: JSONValue] = [:]) {
        self.matches = matches
        self.cursorStart = cursorStart
        self.cursorEnd = cursorEnd
        self.metadata = metadata
    }
}
