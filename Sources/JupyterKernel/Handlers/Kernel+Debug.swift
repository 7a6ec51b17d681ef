import JupyterEngine

/// `debug_request` on the control channel: the Debug Adapter Protocol carried to the engine's
/// debugger, whose response becomes `debug_reply` (given later when a stopped cell answers it)
/// and whose events become `debug_event` on IOPub.
extension Kernel {
    func debugRequest(_ request: Message) -> HandlerResult {
        let content = request.content
        guard let debugger = engine.debugger else {
            return .reply(["type": "response", "seq": 0, "request_seq": content["seq"] ?? 0, "success": false,
                           "command": content["command"] ?? "", "message": "this kernel has no debugger"])
        }
        return .replyLater { respond in debugger.handle(content, respond: respond) }
    }

    /// Lets the engine's debugger publish its events on IOPub.
    func connectDebugger() {
        engine.debugger?.connect { [sender] event in
            sender.publish("debug_event", content: event, parent: [:])
        }
    }
}
