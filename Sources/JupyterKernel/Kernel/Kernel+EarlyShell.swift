import JupyterEngine

/// Shell requests answered as they arrive instead of after the request running now.
///
/// VS Code sends the interrupt of its stop button on the shell channel (for a kernelspec whose
/// `interrupt_mode` is "message"), so `interrupt_request` is answered at once whatever runs:
/// it raises the interrupt flag, as it does on control. While a cell is stopped at a
/// breakpoint, what a front end needs meanwhile (hover and other comm messages, `kernel_info`,
/// inspection, completion) runs on the stopped cell's thread through the engine's debugger,
/// which sees the session as the cell left it. Everything else waits in order, so the
/// execute requests waiting behind a failing cell are still aborted (`Kernel+Shell.swift`).
extension Kernel {
    /// The request types served while a cell is stopped at a breakpoint.
    static let servedWhileStopped: Set<String> = [
        "kernel_info_request", "comm_info_request", "comm_open", "comm_msg", "comm_close",
        "inspect_request", "complete_request", "is_complete_request",
    ]

    /// Answers `request` now and returns true, or returns false to leave it queued. Called by
    /// the transport for each shell request as it arrives.
    func takesEarly(_ request: Message) -> Bool {
        let type = request.messageType
        if type == "interrupt_request" {
            shellRouter.dispatch(request)
            return true
        }
        guard Self.servedWhileStopped.contains(type), isServingShellRequest, let debugger = engine.debugger else { return false }
        return debugger.runWhileStopped { [self] in shellRouter.dispatch(request) }
    }
}
