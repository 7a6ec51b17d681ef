import JupyterEngine

/// `shutdown_request` and `interrupt_request`.
extension Kernel {
    func shutdown(_ request: Message) -> HandlerResult {
        let restart = request.content["restart"]?.boolValue ?? false
        let content: [String: JSONValue] = ["status": "ok", "restart": .bool(restart)]
        // Front ends that only listen on IOPub learn of the shutdown too, as with ipykernel.
        sender.publish("shutdown_reply", content: content, parent: request.header)
        var result = HandlerResult.reply(content)
        result.afterIdle = { [transport] in transport.close() }
        return result
    }

    func interruptRequest(_ request: Message) -> HandlerResult {
        interrupt()
        return .reply(["status": "ok"])
    }
}
