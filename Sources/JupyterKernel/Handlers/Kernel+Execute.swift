import JupyterEngine

/// `execute_request`: execution counts, `execute_input`, the engine's outputs, the result or
/// error, history, user expressions, and holding the waiting requests after an error so that
/// their cells are aborted (`Kernel+Shell.swift`).
extension Kernel {
    func execute(_ request: Message) -> HandlerResult {
        let content = request.content
        if let problem = request.unreadableContent {
            // Nothing of the cell can be run; the person sees why, where the output would be.
            let error = ExecutionError(name: "UnicodeDecodeError", value: problem)
            sender.publish("error", content: errorContent(error), parent: request.header)
            return errorReply(error, count: executionCount)
        }
        guard let code = content["code"]?.stringValue else {
            return errorReply(ExecutionError(name: "BadRequest", value: "execute_request has no 'code' string"), count: executionCount)
        }
        let isSilent = content["silent"]?.boolValue ?? false
        let storesHistory = !isSilent && (content["store_history"]?.boolValue ?? true)
        let allowsInput = content["allow_stdin"]?.boolValue ?? false
        let stopsOnError = content["stop_on_error"]?.boolValue ?? true
        if storesHistory { executionCount += 1 }
        let count = executionCount
        if !isSilent {
            sender.publish("execute_input", content: ["code": .string(code), "execution_count": .int(count)], parent: request.header)
        }
        let context = CellContext(kernel: self, request: request, isSilent: isSilent, allowsInput: allowsInput)
        let cell = ExecuteRequest(code: code, silent: isSilent, storeHistory: storesHistory, allowStdin: allowsInput,
                                  executionCount: count)
        let outcome = engine.execute(cell, context: context)
        context.flushStreams()
        switch outcome {
        case .success(let result):
            if let result, !isSilent {
                sender.publish("execute_result", content: ["execution_count": .int(count), "data": .object(Self.withPlainText(result)),
                                                           "metadata": .object(result.metadata)], parent: request.header)
            }
            if storesHistory { remember(code, line: count, output: result?.plainText) }
            return .reply(["status": "ok", "execution_count": .int(count), "payload": .array(context.payloads),
                           "user_expressions": .object(evaluate(content["user_expressions"]?.objectValue ?? [:]))])
        case .failure(let error):
            if !isSilent {
                sender.publish("error", content: errorContent(error), parent: request.header)
            }
            if storesHistory { remember(code, line: count, output: nil) }
            if stopsOnError && !isSilent { holdWaitingRequests() }
            return errorReply(error, count: count)
        }
    }

    private func errorContent(_ error: ExecutionError) -> [String: JSONValue] {
        ["ename": .string(error.name), "evalue": .string(error.value), "traceback": .array(error.traceback.map { .string($0) })]
    }

    private func errorReply(_ error: ExecutionError, count: Int) -> HandlerResult {
        var content = errorContent(error)
        content["status"] = "error"
        content["execution_count"] = .int(count)
        content["payload"] = []
        content["user_expressions"] = [:]
        return .reply(content)
    }

    private func remember(_ code: String, line: Int, output: String?) {
        history.record(line: line, source: code, output: output)
    }

    private func evaluate(_ expressions: [String: JSONValue]) -> [String: JSONValue] {
        var results: [String: JSONValue] = [:]
        for (name, expression) in expressions {
            switch engine.evaluate(userExpression: expression.stringValue ?? "") {
            case .success(let bundle):
                results[name] = ["status": "ok", "data": .object(Self.withPlainText(bundle)), "metadata": .object(bundle.metadata)]
            case .failure(let error):
                var content = errorContent(error)
                content["status"] = "error"
                results[name] = .object(content)
            }
        }
        return results
    }

    /// The bundle's data with a `text/plain` fallback naming its formats, since front ends
    /// expect every result to have one.
    static func withPlainText(_ bundle: MimeBundle) -> [String: JSONValue] {
        var data = bundle.data
        if data["text/plain"] == nil {
            data["text/plain"] = .string("<" + data.keys.sorted().joined(separator: ", ") + ">")
        }
        return data
    }
}
