/// The answer to `is_complete_request`.
public enum CompletenessStatus: Equatable, Sendable {
    /// Ready to run.
    case complete
    /// More is needed; `indent` is what the next line should start with.
    case incomplete(indent: String)
    /// It can never run as it is.
    case invalid
    /// The engine cannot tell.
    case unknown
}
