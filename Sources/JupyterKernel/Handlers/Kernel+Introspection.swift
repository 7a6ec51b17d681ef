import JupyterEngine

/// `complete_request`, `inspect_request` and `is_complete_request`.
extension Kernel {
    func complete(_ request: Message) -> HandlerResult {
        let code = request.content["code"]?.stringValue ?? ""
        let cursor = cursorPosition(request, code: code)
        let result = engine.complete(code: code, cursorPosition: cursor)
        return .reply([
            "status": "ok",
            "matches": .array(result.matches.map { .string($0) }),
            "cursor_start": .int(result.cursorStart),
            "cursor_end": .int(result.cursorEnd),
            "metadata": .object(result.metadata),
        ])
    }

    func inspect(_ request: Message) -> HandlerResult {
        let code = request.content["code"]?.stringValue ?? ""
        let cursor = cursorPosition(request, code: code)
        let detail = request.content["detail_level"]?.intValue ?? 0
        guard let bundle = engine.inspect(code: code, cursorPosition: cursor, detailLevel: detail == 1 ? 1 : 0) else {
            return .reply(["status": "ok", "found": false, "data": [:], "metadata": [:]])
        }
        return .reply(["status": "ok", "found": true, "data": .object(bundle.data), "metadata": .object(bundle.metadata)])
    }

    func isComplete(_ request: Message) -> HandlerResult {
        let code = request.content["code"]?.stringValue ?? ""
        switch engine.isComplete(code: code) {
        case .complete: return .reply(["status": "complete"])
        case .incomplete(let indent): return .reply(["status": "incomplete", "indent": .string(indent)])
        case .invalid: return .reply(["status": "invalid"])
        case .unknown: return .reply(["status": "unknown"])
        }
    }

    /// The request's `cursor_pos` in Unicode scalars, clamped to the code; the end when absent.
    private func cursorPosition(_ request: Message, code: String) -> Int {
        let length = code.unicodeScalars.count
        guard let position = request.content["cursor_pos"]?.intValue else { return length }
        return min(max(0, position), length)
    }
}
