import Glibc
import JupyterEngine

/// Makes the headers of the messages the kernel sends: a fresh `msg_id` each time, the
/// kernel's session id, the user name, the current time and protocol version 5.4.
///
/// Safe to use from several threads.
public final class MessageHeaderFactory: @unchecked Sendable {
    /// The protocol version written in every header.
    public static let protocolVersion = "5.4"

    /// The kernel's session id, new for every process.
    public let session: String
    /// The user name written in headers.
    public let username: String
    private let lock = Lock()
    private var counter = 0

    /// Creates a factory with a new random session id.
    public init(username: String = ProcessEnvironment.value(of: "USER") ?? "kernel") {
        self.session = RandomIdentifier.uuid()
        self.username = username
    }

    /// A new header for a message of type `messageType`.
    public func header(for messageType: String) -> [String: JSONValue] {
        lock.lock()
        counter += 1
        let number = counter
        lock.unlock()
        return [
            "msg_id": .string("\(session)_\(number)"),
            "session": .string(session),
            "username": .string(username),
            "date": .string(Self.timestamp()),
            "msg_type": .string(messageType),
            "version": .string(Self.protocolVersion),
        ]
    }

    /// The current time in ISO 8601 with microseconds and a `Z` zone, as Jupyter writes dates.
    public static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let microseconds = Int(now.tv_nsec / 1000)
        return "\(pad(Int(parts.tm_year) + 1900, 4))-\(pad(Int(parts.tm_mon) + 1, 2))-\(pad(Int(parts.tm_mday), 2))"
            + "T\(pad(Int(parts.tm_hour), 2)):\(pad(Int(parts.tm_min), 2)):\(pad(Int(parts.tm_sec), 2))"
            + ".\(pad(microseconds, 6))Z"
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
