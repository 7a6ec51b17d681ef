/// Why an input request could not be answered.
public enum InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The front end set `allow_stdin` to false.
    case notAllowed
    /// The cell was interrupted while waiting.
    case interrupted

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .notAllowed: return "this front end does not accept input requests (allow_stdin is false)"
        case .interrupted: return "interrupted while waiting for input"
        }
    }
}
