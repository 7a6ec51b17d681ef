import JupyterEngine
import Synchronization

/// A Jupyter kernel's handling of the messaging protocol: dispatches each request to its
/// handler with busy and idle around it, keeps execution counts, history and comms, and hands
/// cells to a `KernelEngine`. It knows no sockets: messages come from and go to a
/// `KernelTransport` (`KernelServer` binds ZeroMQ sockets and drives a kernel over them; tests
/// drive one with a transport that records).
///
/// Threads: `serve()` handles shell requests one at a time on a thread of the engine's stack
/// size; `handleControl(_:)` and `interrupt()` may be called from other threads while a cell
/// runs.
public final class Kernel: @unchecked Sendable {
    /// What the kernel was started with.
    public let configuration: KernelConfiguration
    let engine: KernelEngine
    let transport: KernelTransport
    let sender: MessageSender
    let history: HistoryStore
    let engineInfo: EngineInfo
    var comms = CommRegistry()
    var executionCount = 0
    /// Shell requests taken off the transport when a cell failed; their execute requests are
    /// answered "aborted" (`Kernel+Shell.swift`).
    var heldRequests: [Message] = []
    private(set) var shellRouter: RequestRouter
    private(set) var controlRouter: RequestRouter
    /// Whether the shell thread is running a request (read by the transport's thread).
    private let servingShellRequest = Atomic<Bool>(false)

    /// The engine's description, read once (control answers `kernel_info` on its own thread).
    struct EngineInfo {
        var languageInfo: LanguageInfo
        var banner: String
        var helpLinks: [HelpLink]
        var hasDebugger: Bool
    }

    /// Creates a kernel serving `engine` through `transport`.
    public init(configuration: KernelConfiguration, engine: KernelEngine, transport: KernelTransport) {
        self.configuration = configuration
        self.engine = engine
        self.transport = transport
        self.engineInfo = EngineInfo(languageInfo: engine.languageInfo, banner: engine.banner, helpLinks: engine.helpLinks,
                                     hasDebugger: engine.debugger != nil)
        self.history = HistoryStore(path: configuration.historyPath)
        sender = MessageSender(headers: MessageHeaderFactory(), transport: transport)
        shellRouter = RequestRouter(channel: .shell, sender: sender)
        controlRouter = RequestRouter(channel: .control, sender: sender)
        registerHandlers()
        connectDebugger()
        transport.offerShellRequests { [unowned self] request in takesEarly(request) }
    }

    /// Whether the shell thread is running a request now.
    var isServingShellRequest: Bool {
        get { servingShellRequest.load(ordering: .acquiring) }
        set { servingShellRequest.store(newValue, ordering: .releasing) }
    }

    /// The kernel's session id, written in the header of every message it sends.
    public var session: String { sender.headers.session }

    /// Handles one request that arrived on the control channel. Safe while `serve()` runs a cell.
    public func handleControl(_ request: Message) {
        controlRouter.dispatch(request)
    }

    /// Asks the running request (if any) to stop, from any thread.
    public func interrupt() {
        engine.interruptFlag.raise()
    }

    /// The `iopub_welcome` message (protocol 5.5) for a new subscription to `topic`.
    public func welcome(topic: String) -> Message {
        sender.broadcast("iopub_welcome", content: ["subscription": .string(topic)], parent: [:])
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
            ("debug_request", { [unowned self] in debugRequest($0) }),
        ]
        for (type, handler) in control { controlRouter.register(type, handler) }
    }
}
