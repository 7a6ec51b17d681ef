import JupyterKernel

/// The kernel's version, for `kernel_info_reply`.
let kernelVersion = "0.1.0"

/// The engine that runs cells.
func makeEngine() -> KernelEngine {
    UnavailableEngine()
}

/// Answers every cell with an error until the cell language is linked in.
final class UnavailableEngine: KernelEngine {
    let languageInfo = LanguageInfo(name: "swift", version: "5.9", mimeType: "text/x-swift", fileExtension: ".swift",
                                    codemirrorMode: "swift", pygmentsLexer: "swift")
    let banner = "Swift (Charts)"
    let helpLinks: [HelpLink] = []
    private let missing = ExecutionError(name: "Unavailable", value: "the cell language is not built into this kernel")

    func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome { .failure(missing) }
    func evaluate(userExpression: String) -> Result<MimeBundle, ExecutionError> { .failure(missing) }
    func complete(code: String, cursorPosition: Int) -> CompletionResult {
        CompletionResult(matches: [], cursorStart: cursorPosition, cursorEnd: cursorPosition)
    }
    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MimeBundle? { nil }
    func isComplete(code: String) -> CompletenessStatus { .unknown }
    func interrupt() {}
    func commOpened(_ comm: Comm, targetName: String, data: JSONValue, context: ExecutionContext) -> Bool { false }
    func commMessageReceived(_ comm: Comm, data: JSONValue, buffers: [[UInt8]], context: ExecutionContext) {}
    func commClosed(_ comm: Comm, data: JSONValue) {}
}
