import JupyterEngine

/// One Jupyter message: routing identities, the four JSON parts and optional binary buffers.
///
/// Headers are kept as received, so a reply's `parent_header` is exactly its request's header.
public struct Message: Sendable {
    /// ZeroMQ routing identities of the sender (ROUTER sockets); empty on IOPub.
    public var identities: [[UInt8]]
    /// `msg_id`, `session`, `username`, `date`, `msg_type`, `version`.
    public var header: [String: JSONValue]
    /// The header of the message this one answers, or empty.
    public var parentHeader: [String: JSONValue]
    /// Free-form metadata.
    public var metadata: [String: JSONValue]
    /// The message type's own fields.
    public var content: [String: JSONValue]
    /// Binary buffers that follow the JSON frames (not signed).
    public var buffers: [[UInt8]]
    /// Why the content frame could not be read, when the rest of the message could (and its
    /// signature held): text that is not Unicode, such as code with a lone surrogate. The
    /// content is then empty, and the kernel answers the request with an error naming the
    /// place rather than dropping it.
    public var unreadableContent: String?

    /// Creates a message from its parts.
    public init(identities: [[UInt8]] = [], header: [String: JSONValue], parentHeader: [String: JSONValue] = [:],
                metadata: [String: JSONValue] = [:], content: [String: JSONValue] = [:], buffers: [[UInt8]] = []) {
        self.identities = identities
        self.header = header
        self.parentHeader = parentHeader
        self.metadata = metadata
        self.content = content
        self.buffers = buffers
    }

    /// The header's `msg_type`, or an empty string when missing.
    public var messageType: String { header["msg_type"]?.stringValue ?? "" }

    /// The header's `msg_id`, or an empty string when missing.
    public var messageID: String { header["msg_id"]?.stringValue ?? "" }
}
