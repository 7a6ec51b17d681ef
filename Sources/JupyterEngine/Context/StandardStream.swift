/// The two text streams a cell writes to, named as Jupyter's `stream` messages name them.
public enum StandardStream: String, Sendable {
    /// Standard output (`print`).
    case stdout
    /// Standard error (warnings).
    case stderr
}
