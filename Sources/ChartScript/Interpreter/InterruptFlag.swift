import Synchronization

/// A flag raised from another thread to stop the running cell; loops, calls and long
/// operations check it.
final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    /// Asks the running cell to stop.
    func raise() { raised.store(true, ordering: .relaxed) }

    /// Clears the flag before a new cell runs.
    func reset() { raised.store(false, ordering: .relaxed) }

    /// Whether an interrupt was asked for.
    var isRaised: Bool { raised.load(ordering: .relaxed) }

    /// Throws ``ScriptError/interrupted`` when raised.
    @inline(__always)
    func check() throws {
        if raised.load(ordering: .relaxed) { throw ScriptError.interrupted }
    }
}
