import CZeroMQ
import Glibc

/// A Jupyter kernel: binds the five channels of a connection file, answers the messaging
/// protocol, and hands cells to a `KernelEngine`.
///
/// Threads: the shell channel runs on the thread that calls `run()`, one request at a time;
/// control, heartbeat, IOPub and signal handling each have their own thread, so interrupt and
/// shutdown requests are answered while a cell runs.
public final class Kernel: @unchecked Sendable {
    /// What the kernel was started with.
    public let configuration: KernelConfiguration
    let engine: KernelEngine
    let sender: MessageSender
    let history: HistoryStore
    let interruptFlag = InterruptFlag()
    let engineInfo: EngineInfo
    var comms = CommRegistry()
    var executionCount = 0
    /// While true, queued execute requests are answered "aborted" (after a failing cell).
    var isAbortingQueuedExecutes = false

    private let context: ZMQContext
    let shellSocket: ZMQSocket
    let controlSocket: ZMQSocket
    let stdinSocket: ZMQSocket
    private let heartbeat: Heartbeat
    private let iopub: IOPubChannel
    private var shellRouter: RequestRouter!
    private var controlRouter: RequestRouter!

    /// The engine's description, read once (control answers `kernel_info` on its own thread).
    struct EngineInfo {
        var languageInfo: LanguageInfo
        var banner: String
        var helpLinks: [HelpLink]
    }

    /// Binds every channel of `configuration.connection`; throws when a port cannot be bound.
    public init(configuration: KernelConfiguration, engine: KernelEngine) throws {
        if configuration.handlesInterruptSignal { Self.blockInterruptSignal() }
        self.configuration = configuration
        self.engine = engine
        self.engineInfo = EngineInfo(languageInfo: engine.languageInfo, banner: engine.banner, helpLinks: engine.helpLinks)
        self.history = HistoryStore(path: configuration.historyPath)
        let connection = configuration.connection
        let codec = WireCodec(signer: MessageSigner(key: Array(connection.key.utf8)))
        let headers = MessageHeaderFactory()
        let zmqContext = try ZMQContext()
        context = zmqContext
        func router(_ port: Int) throws -> ZMQSocket {
            let socket = try ZMQSocket(context: zmqContext, type: ZMQ_ROUTER)
            try socket.setOption(ZMQ_LINGER, 1000)
            try socket.setOption(ZMQ_ROUTER_HANDOVER, 1)
            try socket.bind(connection.endpoint(port: port))
            return socket
        }
        shellSocket = try router(connection.shellPort)
        controlSocket = try router(connection.controlPort)
        stdinSocket = try router(connection.stdinPort)
        heartbeat = try Heartbeat(context: zmqContext, endpoint: connection.endpoint(port: connection.heartbeatPort))
        var welcomeSender: MessageSender?
        iopub = try IOPubChannel(context: zmqContext, endpoint: connection.endpoint(port: connection.iopubPort)) { topic in
            welcomeSender?.broadcastFrames("iopub_welcome", content: ["subscription": .string(topic)], parent: [:]) ?? []
        }
        sender = MessageSender(codec: codec, headers: headers, iopub: iopub)
        welcomeSender = sender
        shellRouter = RequestRouter(channelName: "shell", socket: shellSocket, sender: sender)
        controlRouter = RequestRouter(channelName: "control", socket: controlSocket, sender: sender)
        registerHandlers()
    }

    /// Serves requests until a shutdown request ends the process.
    public func run() -> Never {
        heartbeat.start()
        iopub.start()
        if configuration.handlesInterruptSignal { startSignalThread() }
        startControlThread()
        sender.publishStatus("starting", parent: [:])
        while true {
            let frames: [[UInt8]]?
            if isAbortingQueuedExecutes {
                frames = shellSocket.receive(wait: false)
                if frames == nil {
                    isAbortingQueuedExecutes = false
                    continue
                }
            } else {
                frames = shellSocket.receive(wait: true)
            }
            guard let frames, let request = shellRouter.decode(frames) else { continue }
            shellRouter.dispatch(request)
        }
    }

    /// Asks the running cell (if any) to stop, from any thread.
    public func interrupt() {
        if interruptFlag.raise() { engine.interrupt() }
    }

    private func registerHandlers() {
        let shell: [(String, RequestRouter.Handler)] = [
            ("kernel_info_request", { [unowned self] in kernelInfo($0) }),
            ("connect_request", { [unowned self] in connectInfo($0) }),
            ("execute_request", { [unowned self] in execute($0) }),
            ("complete_request", { [unowned self] in complete($0) }),
            ("inspect_request", { [unowned self] in inspect($0) }),
            ("is_complete_request", { [unowned self] in isComplete($0) }),
            ("history_request", { [unowned self] in historyReply($0) }),
            ("comm_info_request", { [unowned self] in commInfo($0) }),
            ("comm_open", { [unowned self] in commOpen($0) }),
            ("comm_msg", { [unowned self] in commMessage($0) }),
            ("comm_close", { [unowned self] in commClose($0) }),
            ("shutdown_request", { [unowned self] in shutdown($0) }),
            ("interrupt_request", { [unowned self] in interruptRequest($0) }),
        ]
        for (type, handler) in shell { shellRouter.register(type, handler) }
        let control: [(String, RequestRouter.Handler)] = [
            ("kernel_info_request", { [unowned self] in kernelInfo($0) }),
            ("connect_request", { [unowned self] in connectInfo($0) }),
            ("shutdown_request", { [unowned self] in shutdown($0) }),
            ("interrupt_request", { [unowned self] in interruptRequest($0) }),
        ]
        for (type, handler) in control { controlRouter.register(type, handler) }
    }

    private func startControlThread() {
        KernelThread.start(name: "control") { [self] in
            while true {
                guard let frames = controlSocket.receive(wait: true), let request = controlRouter.decode(frames) else { continue }
                controlRouter.dispatch(request)
            }
        }
    }

    /// Blocks SIGINT in this thread and every thread started after it; the signal thread
    /// then receives it with `sigwait`.
    private static func blockInterruptSignal() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    private func startSignalThread() {
        KernelThread.start(name: "signals", stackSize: 128 * 1024) { [self] in
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGINT)
            while true {
                var received: Int32 = 0
                if sigwait(&signals, &received) == 0, received == SIGINT { interrupt() }
            }
        }
    }
}
