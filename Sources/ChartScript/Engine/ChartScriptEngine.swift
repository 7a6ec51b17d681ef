import JupyterEngine

/// The ChartScript language as a kernel engine: runs cells in one session that keeps
/// variables and functions between cells, and answers completion, inspection and
/// is-complete requests.
///
/// Everything is called from one thread at a time; `interruptFlag` may be raised from any thread.
public final class ChartScriptEngine: KernelEngine {
    /// The session holding variables and functions across cells.
    let session: Session

    /// Creates an engine with an empty session; a cell that takes the process past
    /// `memoryBudget` stops with a `MemoryError`.
    public init(memoryBudget: MemoryBudget = .unlimited) {
        session = Session(memoryBudget: memoryBudget)
    }

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

    /// Runs one cell in the session.
    public func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome {
        session.execute(request.code, context: context, allowsInput: request.allowStdin)
    }

    /// Evaluates a user expression without publishing anything.
    public func evaluate(userExpression: String) -> Result<MimeBundle, ExecutionError> {
        session.evaluateQuietly(userExpression)
    }

    /// Completion candidates at a cursor position counted in Unicode scalars.
    public func complete(code: String, cursorPosition: Int) -> CompletionResult {
        Completer(session: session).complete(code: code, cursorPosition: cursorPosition)
    }

    /// Documentation of the name under the cursor.
    public func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MimeBundle? {
        Inspector(session: session).inspect(code: code, cursorPosition: cursorPosition, detailLevel: detailLevel)
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
        session.runtime.widgets.accepts(targetName: targetName)
    }

    /// Answers an interactive chart's hover, `request_state` and `update` messages, and the
    /// control comm's `request_states`.
    public func commMessageReceived(_ comm: Comm, data: JSONValue, buffers: [[UInt8]], context: ExecutionContext) {
        session.runtime.widgets.receive(data, buffers: buffers, on: comm, context: context)
    }

    /// Forgets the interactive chart of a closed comm.
    public func commClosed(_ comm: Comm, data: JSONValue) {
        session.runtime.widgets.forget(comm)
    }
}
