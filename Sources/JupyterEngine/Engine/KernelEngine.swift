/// The one seam between the kernel framework and a language: everything the kernel asks of
/// the code it runs. The kernel owns sockets, messages, signing, history and execution counts;
/// an engine owns evaluation. (The shape follows xeus's interpreter interface.)
///
/// The kernel calls `execute`, `complete`, `inspect`, `isComplete`, `evaluate(userExpression:)`
/// and the comm methods one request at a time, all from one thread whose stack is
/// `stackSize` bytes. Interrupts arrive on other threads and only raise `interruptFlag`,
/// which the kernel lowers before each request; whatever an engine does that can take long
/// (loops, user expressions, waits) should check it and stop.
public protocol KernelEngine: AnyObject {
    /// The language's description for `kernel_info_reply`.
    var languageInfo: LanguageInfo { get }
    /// The banner shown by consoles, for `kernel_info_reply`.
    var banner: String { get }
    /// Links for the front end's Help menu, for `kernel_info_reply`.
    var helpLinks: [HelpLink] { get }

    /// The flag the kernel raises on `interrupt_request` or SIGINT while a request runs.
    var interruptFlag: InterruptFlag { get }

    /// The stack size, in bytes, of the thread the kernel runs every request on (cells, user
    /// expressions, completion, inspection, comm messages). 8 MiB unless the engine asks for more.
    var stackSize: Int { get }

    /// Runs one cell. Outputs made while it runs (stream text, displays, clear_output,
    /// input requests, comm messages) go through `context`; the return value is the cell's
    /// result (`execute_result`, if any) or its error.
    func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome

    /// Evaluates one entry of `user_expressions` after a cell, without side effects on outputs.
    func evaluate(userExpression: String) -> Result<MimeBundle, ExecutionError>

    /// Completion candidates at `cursorPosition` (counted in Unicode scalars) in `code`.
    func complete(code: String, cursorPosition: Int) -> CompletionResult

    /// Documentation of the name at `cursorPosition`, or `nil` when nothing is found.
    /// `detailLevel` is 0 or 1, as in `inspect_request`.
    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MimeBundle?

    /// Whether `code` is ready to run, for consoles deciding between running and a new line.
    func isComplete(code: String) -> CompletenessStatus

    /// A front end opened a comm to `targetName`. Return `false` when the engine has no such
    /// target; the kernel then answers with `comm_close`.
    func commOpened(_ comm: Comm, targetName: String, data: JSONValue, context: ExecutionContext) -> Bool

    /// A message arrived on a comm the engine accepted or opened.
    func commMessageReceived(_ comm: Comm, data: JSONValue, buffers: [[UInt8]], context: ExecutionContext)

    /// The front end closed a comm.
    func commClosed(_ comm: Comm, data: JSONValue)

    /// The language's debugger, when it has one (`debug_request` is then answered and
    /// `kernel_info_reply` says `debugger: true`).
    var debugger: KernelDebugger? { get }
}

extension KernelEngine {
    /// 8 MiB, the usual size of a process's main thread stack.
    public var stackSize: Int { 8 << 20 }
}
