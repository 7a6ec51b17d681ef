/// The stdin channel: `input_request` to the front end that sent the running cell, and its
/// `input_reply`.
extension Kernel {
    /// Asks the front end behind `request` for a line; waits until it answers or the cell is
    /// interrupted.
    func requestInput(prompt: String, isPassword: Bool, for request: Message) throws -> String {
        // Replies to earlier, abandoned requests must not answer this one.
        while let stale = stdinSocket.receive(wait: false) {
            _ = stale
        }
        sender.send("input_request", content: ["prompt": .string(prompt), "password": .bool(isPassword)],
                    to: request, on: stdinSocket)
        while true {
            if interruptFlag.isRaised { throw InputError.interrupted }
            guard stdinSocket.waitForInput(milliseconds: 100), let frames = stdinSocket.receive(wait: false) else { continue }
            let reply: Message
            do {
                reply = try sender.codec.decode(frames)
            } catch {
                KernelLog.warning("dropped a message on stdin: \(error)")
                continue
            }
            guard reply.messageType == "input_reply" else {
                KernelLog.warning("ignored '\(reply.messageType)' on stdin while waiting for input_reply")
                continue
            }
            return reply.content["value"]?.stringValue ?? ""
        }
    }
}
