import Synchronization

/// The request to stop the running work: raised from another thread (an `interrupt_request`,
/// SIGINT), read by the work itself (loops, calls, long operations, a wait for input).
///
/// One flag serves both sides of the engine seam. The kernel lowers it each time it hands the
/// engine a request (a cell, its user expressions, a completion, a comm message), so an
/// interrupt sent while the kernel was idle cannot stop the next request; it raises it on an
/// interrupt. The engine only reads it. Reading costs one relaxed atomic load, so hot loops
/// may check it on every iteration.
public final class InterruptFlag: Sendable {
    @usableFromInline
    let raised = Atomic<Bool>(false)

    /// Creates a lowered flag.
    public init() {}

    /// Asks the running work to stop. Safe from any thread, including a signal-handling one.
    public func raise() {
        raised.store(true, ordering: .relaxed)
    }

    /// Takes the request back: called before new work starts.
    public func lower() {
        raised.store(false, ordering: .relaxed)
    }

    /// Whether the running work was asked to stop.
    @inlinable
    public var isRaised: Bool {
        raised.load(ordering: .relaxed)
    }
}
