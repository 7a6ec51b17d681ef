import JupyterEngine

/// The stdin channel: `input_request` to the front end that sent the running cell, and its
/// `input_reply`.
extension Kernel {
    /// Asks the front end behind `request` for a line; waits until it answers or the cell is
    /// interrupted.
    func requestInput(prompt: String, isPassword: Bool, for request: Message) throws -> String {
        // Replies to earlier, abandoned requests must not answer this one.
        transport.discardPendingInput()
        sender.send("input_request", content: ["prompt": .string(prompt), "password": .bool(isPassword)],
                    to: request, on: .stdin)
        while true {
            if engine.interruptFlag.isRaised { throw InputError.interrupted }
            guard let reply = transport.receiveInput(waitingAtMost: 100) else { continue }
            guard reply.messageType == "input_reply" else {
                KernelLog.warning("ignored '\(reply.messageType)' on stdin while waiting for input_reply")
                continue
            }
            return reply.content["value"]?.stringValue ?? ""
        }
    }
}
