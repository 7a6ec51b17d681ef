import CZeroMQ

/// The heartbeat channel: echoes every message back to its sender, on its own thread, so
/// front ends see the kernel alive even while a long cell runs. Its ``SocketLimits/heartbeat``
/// keep a peer that sends large frames, or never reads its echoes, from costing memory.
public final class Heartbeat: @unchecked Sendable {
    private let socket: ZMQSocket

    /// Binds a ROUTER socket at `endpoint`.
    public init(context: ZMQContext, endpoint: String) throws {
        socket = try ZMQSocket(context: context, type: ZMQ_ROUTER)
        try socket.setOption(ZMQ_LINGER, 0)
        try socket.apply(.heartbeat)
        try socket.bind(endpoint)
    }

    /// Starts echoing on a new thread; it runs until the process ends.
    public func start() {
        let socket = self.socket
        KernelThread.start(name: "heartbeat", stackSize: 256 * 1024) {
            // A ROUTER proxied onto itself sends each message back to the identity it came from.
            zmq_proxy(socket.handle, socket.handle, nil)
        }
    }
}
