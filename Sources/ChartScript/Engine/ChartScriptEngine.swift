import JupyterEngine

/// The ChartScript language as a kernel engine: runs cells in one session that keeps
/// variables and functions between cells, and answers completion, inspection and
/// is-complete requests.
///
/// Everything is called from one thread at a time; `interruptFlag` may be raised from any thread.
public final class ChartScriptEngine: KernelEngine {
    /// The session holding variables and functions across cells.
    let session: Session
    /// Held by every request while it uses the session (the debugger reads it between cells).
    private let access = SessionAccess()
    /// The session's debugger, served over the Jupyter debug protocol.
    private let sessionDebugger: ChartScriptDebugger
    /// How many requests are running inside one another (a comm message served while a cell is
    /// stopped runs inside that cell's request).
    private var requestDepth = 0

    /// Creates an engine with an empty session.
    public init() {
        session = Session()
        sessionDebugger = ChartScriptDebugger(session: session, access: access)
    }

    /// The debugger JupyterLab's debug panel talks to.
    public var debugger: KernelDebugger? { sessionDebugger }

    /// The language's description for `kernel_info_reply`.
    public var languageInfo: LanguageInfo {
        LanguageInfo(name: "swift", version: "5.10", mimeType: "text/x-swift",
                     fileExtension: ".swift", codemirrorMode: "swift", pygmentsLexer: "swift")
    }

    /// The banner shown by consoles.
    public var banner: String {
        "ChartScript \(ChartScriptModule.version): a Swift subset for charts (statistics, LineGraph, BarChart, PieChart, ScatterPlot)"
    }

    /// Links for the Help menu.
    public var helpLinks: [HelpLink] {
        [HelpLink(text: "ChartScript language", url: "https://www.swift.org/documentation/")]
    }

    /// The most memory this process may hold while it runs code (cells, user expressions,
    /// widget callbacks): past it the running code stops with a `MemoryError` and the session
    /// stays usable. Process-wide, as resident memory is; ``MemoryBudget/unlimited`` unless set
    /// (the kernel executable sets it from ``MemoryBudget/environmentVariable``).
    public static var memoryBudget: MemoryBudget {
        get { MemoryGuard.shared.budget }
        set { MemoryGuard.shared.budget = newValue }
    }

    /// Runs one cell in the session.
    public func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome {
        guarded {
            session.execute(request.code, context: context, allowsInput: request.allowStdin,
                            executionCount: request.storeHistory && !request.silent ? request.executionCount : nil)
        }
    }

    /// Evaluates a user expression without publishing anything.
    public func evaluate(userExpression: String) -> Result<MimeBundle, ExecutionError> {
        guarded { session.evaluateQuietly(userExpression) }
    }

    /// Runs `work` holding the session, within the memory budget. Work that a stopped cell runs
    /// (a comm message meanwhile) already holds both through that cell's request.
    private func guarded<T>(_ work: () -> T) -> T {
        withSession {
            requestDepth += 1
            defer { requestDepth -= 1 }
            guard requestDepth == 1 else { return work() }
            MemoryGuard.shared.beginRequest()
            defer { MemoryGuard.shared.endRequest() }
            return work()
        }
    }

    /// Runs `work` holding the session (or inside the stopped cell that holds it).
    private func withSession<T>(_ work: () -> T) -> T {
        if session.debugState.controller.isRunningWork { return work() }
        return access.withAccess(work)
    }

    /// Completion candidates at a cursor position counted in Unicode scalars.
    public func complete(code: String, cursorPosition: Int) -> CompletionResult {
        withSession { Completer(session: session).complete(code: code, cursorPosition: cursorPosition) }
    }

    /// Documentation of the name under the cursor.
    public func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MimeBundle? {
        withSession { Inspector(session: session).inspect(code: code, cursorPosition: cursorPosition, detailLevel: detailLevel) }
    }

    /// Whether the code is ready to run.
    public func isComplete(code: String) -> CompletenessStatus {
        CompletenessChecker.status(of: code)
    }

    /// The flag the running cell checks in loops, calls and long operations.
    public var interruptFlag: InterruptFlag { session.interruptFlag }

    /// Cells nest calls deeply (recursion is allowed up to `Runtime.maximumCallDepth`), so every
    /// request runs on a thread with the session's large stack.
    public var stackSize: Int { Session.stackSize }

    /// Accepts the widget manager's control comm (`jupyter.widget.control`); other targets
    /// are refused.
    public func commOpened(_ comm: Comm, targetName: String, data: JSONValue, context: ExecutionContext) -> Bool {
        withSession { session.runtime.widgets.accepts(targetName: targetName) }
    }

    /// Answers an interactive chart's hover, `request_state` and `update` messages, and the
    /// control comm's `request_states`.
    public func commMessageReceived(_ comm: Comm, data: JSONValue, buffers: [[UInt8]], context: ExecutionContext) {
        guarded { session.runtime.widgets.receive(data, buffers: buffers, on: comm, context: context) }
    }

    /// Forgets the interactive chart of a closed comm.
    public func commClosed(_ comm: Comm, data: JSONValue) {
        withSession { session.runtime.widgets.forget(comm) }
    }
}
