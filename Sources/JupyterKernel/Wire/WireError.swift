/// Why a multipart ZeroMQ message was not accepted as a Jupyter message.
public enum WireError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `<IDS|MSG>` frame separates identities from the message.
    case missingDelimiter
    /// Fewer than the signature and four JSON frames follow the delimiter.
    case tooFewFrames(count: Int)
    /// Signing is on, and the message carries no signature.
    case unsigned
    /// The signature was already seen: the message is a replay.
    case duplicateSignature
    /// The signature does not match the message and the key.
    case invalidSignature
    /// A JSON frame (`header`, `parent_header`, `metadata` or `content`) is not valid JSON.
    case malformedJSON(frame: String, reason: JSONError)
    /// A JSON frame is valid JSON but not an object.
    case notAnObject(frame: String)
    /// The header has no `msg_type`.
    case missingMessageType

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .missingDelimiter: return "no <IDS|MSG> delimiter frame"
        case .tooFewFrames(let count): return "only \(count) frames after the delimiter; a signature and four JSON frames are needed"
        case .unsigned: return "unsigned message while the connection file sets a key"
        case .duplicateSignature: return "duplicate signature (a replayed message)"
        case .invalidSignature: return "invalid signature (wrong key or altered message)"
        case .malformedJSON(let frame, let reason): return "the \(frame) frame is not valid JSON: \(reason)"
        case .notAnObject(let frame): return "the \(frame) frame is not a JSON object"
        case .missingMessageType: return "the header has no msg_type"
        }
    }
}
