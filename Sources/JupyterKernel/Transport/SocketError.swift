import CZeroMQ

/// A ZeroMQ call that failed, with libzmq's own explanation.
public struct SocketError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the kernel was doing, such as `bind tcp://127.0.0.1:5555`.
    public var operation: String
    /// The `errno` libzmq reported.
    public var code: Int32

    /// Creates an error for `operation` from the current `zmq_errno()`.
    public init(operation: String, code: Int32 = zmq_errno()) {
        self.operation = operation
        self.code = code
    }

    /// A message a person can act on.
    public var description: String {
        let reason = zmq_strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return "ZeroMQ could not \(operation): \(reason)"
    }
}
