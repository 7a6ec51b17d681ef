import JupyterEngine

/// What a request handler produced: the reply's content (none for comm messages), its
/// metadata, and work to do once the kernel is idle again (such as exiting after shutdown).
struct HandlerResult {
    /// The reply's content; nil when the request type has no reply.
    var content: [String: JSONValue]?
    /// The reply's metadata.
    var metadata: [String: JSONValue] = [:]
    /// Runs after the idle status went out.
    var afterIdle: (() -> Void)?
    /// For a reply given later (a debug request that a cell stopped at a breakpoint answers):
    /// called at once with the function that sends the reply's content and then idle, which
    /// may be called from any thread. `content` is then unused.
    var later: ((@escaping ([String: JSONValue]) -> Void) -> Void)?

    /// A reply with `content`.
    static func reply(_ content: [String: JSONValue], metadata: [String: JSONValue] = [:]) -> HandlerResult {
        HandlerResult(content: content, metadata: metadata)
    }

    /// No reply (comm messages).
    static let noReply = HandlerResult(content: nil)

    /// A reply whose content `start` hands over later, through the function it is given.
    static func replyLater(_ start: @escaping (@escaping ([String: JSONValue]) -> Void) -> Void) -> HandlerResult {
        HandlerResult(content: nil, later: start)
    }
}

/// The dispatch table of one channel (shell or control): publishes busy with the request as
/// parent, runs the handler for its type, sends the reply, then publishes idle. Keeping this
/// in one place gives every request the same ordering, also for a reply a handler gives later
/// (``HandlerResult/replyLater(_:)``): idle then follows that reply.
///
/// Thread-safe once the handlers are registered: the shell thread dispatches, and so do the
/// control thread and the transport's shell thread for what they answer at once.
final class RequestRouter {
    /// Handles one request of a given type.
    typealias Handler = (Message) -> HandlerResult

    /// The channel replies go out on.
    let channel: KernelChannel
    private let sender: MessageSender
    private var handlers: [String: Handler] = [:]

    init(channel: KernelChannel, sender: MessageSender) {
        self.channel = channel
        self.sender = sender
    }

    /// Routes messages of `type` to `handler`.
    func register(_ type: String, _ handler: @escaping Handler) {
        handlers[type] = handler
    }

    /// Handles one request with busy/idle around it, by the handler registered for its type
    /// unless `replacement` is given (an execute request aborted after a failing cell).
    func dispatch(_ request: Message, using replacement: Handler? = nil) {
        sender.publishStatus("busy", parent: request.header)
        let type = request.messageType
        let result: HandlerResult
        if let problem = request.unreadableContent, replacement == nil, type != "execute_request" {
            result = Self.unreadableResult(type, problem: problem)
        } else if let handler = replacement ?? handlers[type] {
            result = handler(request)
        } else {
            result = Self.unknownTypeResult(type, channel: channel)
        }
        if let later = result.later {
            let sender = self.sender, channel = self.channel
            later { content in
                sender.send(Self.replyType(for: type), content: content, to: request, on: channel)
                sender.publishStatus("idle", parent: request.header)
            }
            return
        }
        if let content = result.content {
            sender.send(Self.replyType(for: type), content: content, to: request, on: channel, metadata: result.metadata)
        }
        sender.publishStatus("idle", parent: request.header)
        result.afterIdle?()
    }

    /// `execute_request` → `execute_reply`; other names get `_reply` appended.
    static func replyType(for requestType: String) -> String {
        if requestType.hasSuffix("_request") { return String(requestType.dropLast("_request".count)) + "_reply" }
        return requestType + "_reply"
    }

    /// The answer to a request whose content could not be read (execute requests have their
    /// own, with an execution count and the error shown in the notebook).
    private static func unreadableResult(_ type: String, problem: String) -> HandlerResult {
        KernelLog.warning("\(type) with unreadable content: \(problem)")
        guard type.hasSuffix("_request") else { return .noReply }
        return .reply(["status": "error", "ename": "UnicodeDecodeError", "evalue": .string(problem),
                       "traceback": [.string("UnicodeDecodeError: \(problem)")]])
    }

    private static func unknownTypeResult(_ type: String, channel: KernelChannel) -> HandlerResult {
        KernelLog.warning("unknown message type '\(type)' on \(channel.rawValue)")
        guard type.hasSuffix("_request") else { return .noReply }
        let text = "the kernel does not handle '\(type)' on the \(channel.rawValue) channel"
        return .reply(["status": "error", "ename": "UnknownMessageType", "evalue": .string(text),
                       "traceback": [.string("UnknownMessageType: \(text)")]])
    }
}
