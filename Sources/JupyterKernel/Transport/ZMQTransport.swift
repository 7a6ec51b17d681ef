import CZeroMQ
import Glibc
import JupyterEngine

/// The five channels of a connection file as ZeroMQ sockets, carrying a kernel's messages:
/// what arrives is decoded and its signature checked (refused messages are logged and
/// dropped), what leaves is signed and encoded.
final class ZMQTransport: KernelTransport, @unchecked Sendable {
    /// Signs, checks and encodes messages.
    let codec: WireCodec
    /// Echoes heartbeats on its own thread once started.
    let heartbeat: Heartbeat
    /// Broadcasts on its own thread once started.
    let iopub: IOPubChannel
    private let context: ZMQContext
    private let shellSocket: ZMQSocket
    private let controlSocket: ZMQSocket
    private let stdinSocket: ZMQSocket

    /// Binds every channel of `connection`; throws when a port cannot be bound.
    init(connection: ConnectionInfo) throws {
        codec = WireCodec(signer: MessageSigner(key: Array(connection.key.utf8)))
        let zmqContext = try ZMQContext()
        context = zmqContext
        func router(_ port: Int) throws -> ZMQSocket {
            let socket = try ZMQSocket(context: zmqContext, type: ZMQ_ROUTER)
            try socket.setOption(ZMQ_LINGER, 1000)
            try socket.setOption(ZMQ_ROUTER_HANDOVER, 1)
            try socket.apply(.requests)
            try socket.bind(connection.endpoint(port: port))
            return socket
        }
        shellSocket = try router(connection.shellPort)
        controlSocket = try router(connection.controlPort)
        stdinSocket = try router(connection.stdinPort)
        heartbeat = try Heartbeat(context: zmqContext, endpoint: connection.endpoint(port: connection.heartbeatPort))
        iopub = try IOPubChannel(context: zmqContext, endpoint: connection.endpoint(port: connection.iopubPort))
    }

    func receiveShellRequest(wait: Bool) -> Message? {
        receive(on: shellSocket, channel: .shell, wait: wait)
    }

    /// The next request on the control channel, waiting for one.
    func receiveControlRequest() -> Message? {
        receive(on: controlSocket, channel: .control, wait: true)
    }

    func send(_ message: Message, on channel: KernelChannel) {
        let socket: ZMQSocket
        switch channel {
        case .shell: socket = shellSocket
        case .control: socket = controlSocket
        case .stdin: socket = stdinSocket
        }
        if !socket.send(codec.encode(message)) {
            KernelLog.warning("could not send \(message.messageType): \(SocketError(operation: "send on \(channel.rawValue)"))")
        }
    }

    func publish(_ message: Message) {
        iopub.publish(codec.encode(message))
    }

    func receiveInput(waitingAtMost milliseconds: Int) -> Message? {
        guard stdinSocket.waitForInput(milliseconds: milliseconds), let frames = stdinSocket.receive(wait: false) else { return nil }
        return decode(frames, channel: .stdin)
    }

    func discardPendingInput() {
        while stdinSocket.receive(wait: false) != nil {}
    }

    func close() {
        // Give the I/O threads a moment to deliver the reply, then leave.
        usleep(100_000)
        exit(0)
    }

    /// The next acceptable message on `socket`; without `wait`, nil when none is waiting.
    private func receive(on socket: ZMQSocket, channel: KernelChannel, wait: Bool) -> Message? {
        while true {
            guard let frames = socket.receive(wait: wait) else {
                if wait { continue }
                return nil
            }
            if let message = decode(frames, channel: channel) { return message }
        }
    }

    /// Decodes `frames`; nil (after logging) when they are not an acceptable message.
    private func decode(_ frames: [[UInt8]], channel: KernelChannel) -> Message? {
        do {
            return try codec.decode(frames)
        } catch {
            KernelLog.warning("dropped a message on \(channel.rawValue): \(error)")
            return nil
        }
    }
}
