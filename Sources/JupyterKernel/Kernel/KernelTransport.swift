import JupyterEngine

/// How a `Kernel` reaches its front ends: where shell requests come from, where replies,
/// broadcasts and input requests go. `KernelServer` provides one over ZeroMQ (signed frames on
/// five sockets); tests provide one that records every message, so the kernel's handling of
/// the protocol can be driven without sockets.
///
/// The kernel calls `receiveShellRequest`, `receiveInput`, `discardPendingInput` and
/// `send(_:on:)` with `.stdin` from its shell thread, and `send(_:on:)` with `.shell` or
/// `.control` and `publish` from any thread (a reply may be given by the thread of a cell
/// stopped at a breakpoint, or by the filter of ``offerShellRequests(to:)``).
public protocol KernelTransport: AnyObject {
    /// The next request on the shell channel. With `wait`, blocks until one arrives; without,
    /// returns nil at once when none is waiting. Nil while waiting means the transport closed.
    func receiveShellRequest(wait: Bool) -> Message?

    /// Offers each request that arrives on the shell channel to `filter` before it is queued
    /// for `receiveShellRequest`, in the order requests arrive, on a thread other than the
    /// shell thread (so while a cell runs too); a request for which `filter` returns true has
    /// been answered and is not queued. Set once, before requests arrive.
    func offerShellRequests(to filter: @escaping (Message) -> Bool)

    /// Sends `message` on `channel` to the peer its identities name (a reply, or an input request).
    func send(_ message: Message, on channel: KernelChannel)

    /// Broadcasts `message` on IOPub to every subscriber.
    func publish(_ message: Message)

    /// The next message on the stdin channel, waiting at most `milliseconds`; nil when none came.
    func receiveInput(waitingAtMost milliseconds: Int) -> Message?

    /// Drops every message waiting on the stdin channel (answers to abandoned input requests).
    func discardPendingInput()

    /// Ends the session after a `shutdown_request`: what was sent is delivered first. The
    /// ZeroMQ transport then ends the process.
    func close()
}

/// The channels on which the kernel sends to one peer (IOPub broadcasts instead).
public enum KernelChannel: String, Sendable {
    /// Requests and replies: execution, completion, inspection, history, comms.
    case shell
    /// Requests that must be answered while a cell runs: interrupt, shutdown, kernel info.
    case control
    /// Input requests to the front end and its replies.
    case stdin
}
