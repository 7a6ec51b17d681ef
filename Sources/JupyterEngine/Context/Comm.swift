/// One open comm: a channel between a kernel-side object and a front-end one.
public struct Comm: Hashable, Sendable {
    /// The comm's id, shared by both sides.
    public var id: String
    /// The target the comm was opened for.
    public var targetName: String

    /// Creates a comm handle.
    public init(id: String, targetName: String) {
        self.id = id
        self.targetName = targetName
    }
}
