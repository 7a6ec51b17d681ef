/// The one seam between the kernel framework and a language: everything the kernel asks of
/// the code it runs. The kernel owns sockets, messages, signing, history and execution counts;
/// an engine owns evaluation. (The shape follows xeus's interpreter interface.)
///
/// The kernel calls `execute`, `complete`, `inspect`, `isComplete`, `evaluate(userExpression:)`
/// and the comm methods from one thread (the shell thread), one request at a time.
/// `interrupt()` is called from another thread (control or a signal) while a cell may be
/// running, and must only set a flag that the running cell checks.
public protocol KernelEngine: AnyObject {
    /// The language's description for `kernel_info_reply`.
    var languageInfo: LanguageInfo { get }
    /// The banner shown by consoles, for `kernel_info_reply`.
    var banner: String { get }
    /// Links for the front end's Help menu, for `kernel_info_reply`.
    var helpLinks: [HelpLink] { get }

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

    /// Asks a running cell to stop as soon as it can. Called from another thread.
    func interrupt()

    /// A front end opened a comm to `targetName`. Return `false` when the engine has no such
    /// target; the kernel then answers with `comm_close`.
    func commOpened(_ comm: Comm, targetName: String, data: JSONValue, context: ExecutionContext) -> Bool

    /// A message arrived on a comm the engine accepted or opened.
    func commMessageReceived(_ comm: Comm, data: JSONValue, buffers: [[UInt8]], context: ExecutionContext)

    /// The front end closed a comm.
    func commClosed(_ comm: Comm, data: JSONValue)
}

/// What the front end asked `execute_request` to do.
public struct ExecuteRequest: Sendable {
    /// The cell's source text.
    public var code: String
    /// When true, nothing is broadcast and the execution count does not advance.
    public var silent: Bool
    /// Whether the cell goes into history and advances the execution count.
    public var storeHistory: Bool
    /// Whether the cell may ask the person for input (`readLine()`).
    public var allowStdin: Bool
    /// The execution count this cell will carry (already advanced when `storeHistory`).
    public var executionCount: Int

    /// Creates a request.
    public init(code: String, silent: Bool = false, storeHistory: Bool = true,
                allowStdin: Bool = false, executionCount: Int = 1) {
        self.code = code
        self.silent = silent
        self.storeHistory = storeHistory
        self.allowStdin = allowStdin
        self.executionCount = executionCount
    }
}

/// How a cell ended.
public enum ExecutionOutcome: Sendable {
    /// The cell ran; its result (the value of its last expression), if it has one.
    case success(result: MimeBundle?)
    /// The cell failed; earlier statements keep their effects.
    case failure(ExecutionError)
}

/// An error for the front end: `ename`, `evalue` and `traceback` of Jupyter's error content.
public struct ExecutionError: Error, Equatable, Sendable {
    /// The error's kind, such as `SyntaxError` or `RuntimeError`.
    public var name: String
    /// The one-line message.
    public var value: String
    /// The lines shown to the person (may include ANSI colours), most often the message with
    /// the source line and a caret.
    public var traceback: [String]

    /// Creates an error.
    public init(name: String, value: String, traceback: [String] = []) {
        self.name = name
        self.value = value
        self.traceback = traceback.isEmpty ? ["\(name): \(value)"] : traceback
    }
}

/// Completion candidates and the span of text they replace.
public struct CompletionResult: Equatable, Sendable {
    /// Candidate texts, best first.
    public var matches: [String]
    /// Start of the replaced span, in Unicode scalars.
    public var cursorStart: Int
    /// End of the replaced span, in Unicode scalars.
    public var cursorEnd: Int
    /// Extra information, such as `_jupyter_types_experimental`.
    public var metadata: [String: JSONValue]

    /// Creates a completion result.
    public init(matches: [String], cursorStart: Int, cursorEnd: Int, metadata: [String: JSONValue] = [:]) {
        self.matches = matches
        self.cursorStart = cursorStart
        self.cursorEnd = cursorEnd
        self.metadata = metadata
    }
}

/// The answer to `is_complete_request`.
public enum CompletenessStatus: Equatable, Sendable {
    /// Ready to run.
    case complete
    /// More is needed; `indent` is what the next line should start with.
    case incomplete(indent: String)
    /// It can never run as it is.
    case invalid
    /// The engine cannot tell.
    case unknown
}

/// `language_info` of `kernel_info_reply`.
public struct LanguageInfo: Equatable, Sendable {
    /// Language name, such as `swift`.
    public var name: String
    /// Language version.
    public var version: String
    /// Mime type of a source file, such as `text/x-swift`.
    public var mimeType: String
    /// Extension of a source file, with the dot.
    public var fileExtension: String
    /// CodeMirror mode for highlighting.
    public var codemirrorMode: String
    /// Pygments lexer for nbconvert.
    public var pygmentsLexer: String

    /// Creates a language description.
    public init(name: String, version: String, mimeType: String, fileExtension: String,
                codemirrorMode: String, pygmentsLexer: String) {
        self.name = name
        self.version = version
        self.mimeType = mimeType
        self.fileExtension = fileExtension
        self.codemirrorMode = codemirrorMode
        self.pygmentsLexer = pygmentsLexer
    }
}

/// One entry of `help_links` in `kernel_info_reply`.
public struct HelpLink: Equatable, Sendable {
    /// What the menu shows.
    public var text: String
    /// Where it leads.
    public var url: String

    /// Creates a link.
    public init(text: String, url: String) {
        self.text = text
        self.url = url
    }
}
