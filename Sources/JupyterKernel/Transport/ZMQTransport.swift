import CZeroMQ
import Glibc
import JupyterEngine

/// The five channels of a connection file as ZeroMQ sockets, carrying a kernel's messages:
/// what arrives is decoded and its signature checked (refused messages are logged and
/// dropped), what leaves is signed and encoded.
///
/// Shell and control each have a thread of their own (``RouterChannel``), so that replies may
/// be sent from any thread and a shell request can be answered while a cell runs: each request
/// arriving on shell is first offered to the kernel's filter (``offerShellRequests(to:)``),
/// then queued for the shell thread.
final class ZMQTransport: KernelTransport, @unchecked Sendable {
    /// Signs, checks and encodes messages.
    let codec: WireCodec
    /// Echoes heartbeats on its own thread once started.
    let heartbeat: Heartbeat
    /// Broadcasts on its own thread once started.
    let iopub: IOPubChannel
    private let context: ZMQContext
    private let shell: RouterChannel
    private let control: RouterChannel
    private let stdinSocket: ZMQSocket
    private let shellRequests = WaitingQueue<Message>()
    private let controlRequests = WaitingQueue<Message>()
    private let filterLock = Lock()
    private var shellFilter: ((Message) -> Bool)?

    /// Binds every channel of `connection`; throws when a port cannot be bound.
    init(connection: ConnectionInfo) throws {
        codec = WireCodec(signer: MessageSigner(key: Array(connection.key.utf8)))
        let zmqContext = try ZMQContext()
        context = zmqContext
        shell = try RouterChannel(context: zmqContext, endpoint: connection.endpoint(port: connection.shellPort), limits: .requests)
        control = try RouterChannel(context: zmqContext, endpoint: connection.endpoint(port: connection.controlPort), limits: .requests)
        stdinSocket = try ZMQSocket(context: zmqContext, type: ZMQ_ROUTER)
        try stdinSocket.setOption(ZMQ_LINGER, 1000)
        try stdinSocket.setOption(ZMQ_ROUTER_HANDOVER, 1)
        try stdinSocket.apply(.requests)
        try stdinSocket.bind(connection.endpoint(port: connection.stdinPort))
        heartbeat = try Heartbeat(context: zmqContext, endpoint: connection.endpoint(port: connection.heartbeatPort))
        iopub = try IOPubChannel(context: zmqContext, endpoint: connection.endpoint(port: connection.iopubPort))
    }

    /// Starts the shell and control threads: requests are received from then on.
    func startChannels() {
        shell.start(name: "shell-socket") { [self] frames in
            guard let request = decode(frames, channel: .shell) else { return }
            let filter = filterLock.withLock { shellFilter }
            if let filter, filter(request) { return }
            shellRequests.append(request)
        }
        control.start(name: "control-socket") { [self] frames in
            guard let request = decode(frames, channel: .control) else { return }
            controlRequests.append(request)
        }
    }

    func offerShellRequests(to filter: @escaping (Message) -> Bool) {
        filterLock.withLock { shellFilter = filter }
    }

    func receiveShellRequest(wait: Bool) -> Message? {
        if !wait { shell.deliverWaiting() }
        return shellRequests.take(wait: wait)
    }

    /// The next request on the control channel, waiting for one.
    func receiveControlRequest() -> Message? {
        controlRequests.take(wait: true)
    }

    func send(_ message: Message, on channel: KernelChannel) {
        switch channel {
        case .shell: shell.send(codec.encode(message))
        case .control: control.send(codec.encode(message))
        case .stdin:
            if !stdinSocket.send(codec.encode(message)) {
                KernelLog.warning("could not send \(message.messageType): \(SocketError(operation: "send on stdin"))")
            }
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
