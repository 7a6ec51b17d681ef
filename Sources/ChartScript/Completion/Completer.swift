import JupyterKernel

/// Completion candidates at a cursor: members after `.`, names in scope otherwise.
struct Completer {
    let session: Session

    func complete(code: String, cursorPosition: Int) -> CompletionResult {
        CompletionResult(matches: [], cursorStart: cursorPosition, cursorEnd: cursorPosition)
    }
}
