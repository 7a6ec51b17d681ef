/// A language's debugger, served by the kernel over the Jupyter debug protocol: the Debug
/// Adapter Protocol's requests arrive as `debug_request` on the control channel, their
/// responses go back as `debug_reply`, and the debugger's events are published on IOPub as
/// `debug_event`. The kernel only carries the messages; what a breakpoint, a frame or a
/// variable is belongs to the language.
///
/// Threads: `handle` is called on the control thread, also while a cell runs or is stopped at a
/// breakpoint; it must not wait for the cell. A response that needs the stopped cell (its
/// frames, its variables, an expression evaluated there) is given later, from the cell's thread.
public protocol KernelDebugger: AnyObject {
    /// Handles one request (the content of `debug_request`: `seq`, `type` "request",
    /// `command`, `arguments`) and calls `respond` exactly once with the response (the content
    /// of `debug_reply`), on any thread, at once or later.
    func handle(_ request: [String: JSONValue], respond: @escaping ([String: JSONValue]) -> Void)

    /// Gives the debugger the function that publishes one event (the content of a
    /// `debug_event`); called once by the kernel before any request. Events may be sent from
    /// any thread.
    func connect(events send: @escaping ([String: JSONValue]) -> Void)

    /// Runs `work` on the thread of the cell stopped at a breakpoint, after the work already
    /// queued there, and returns true; returns false at once, without running it, when no cell
    /// is stopped. The kernel serves the shell requests a stopped cell must not hold up (comm
    /// messages, inspection) this way, so that they see the session as the cell left it.
    func runWhileStopped(_ work: @escaping () -> Void) -> Bool
}

extension KernelEngine {
    /// No debugger unless the engine offers one.
    public var debugger: KernelDebugger? { nil }
}
