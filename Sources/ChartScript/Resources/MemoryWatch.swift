import Dispatch
import JupyterEngine
import Synchronization

/// Watches the process's resident memory while a cell runs: every ``interval`` it reads it,
/// and past the budget it raises the session's interrupt flag, so that any loop or built-in
/// stops as at an interrupt; the session then reports a `MemoryError` instead. Costs the cell
/// nothing (the check runs on another thread) and a few microseconds a tick.
final class MemoryWatch {
    /// How often the memory is read.
    static let interval = DispatchTimeInterval.milliseconds(10)
    private let budget: MemoryBudget
    private let flag: InterruptFlag
    private let tripped = Tripwire()
    private var timer: DispatchSourceTimer?

    /// A watch raising `flag` past `budget`.
    init(budget: MemoryBudget, flag: InterruptFlag) {
        self.budget = budget
        self.flag = flag
    }

    /// Starts watching (nothing when the budget has no limit).
    func start() {
        tripped.reset()
        guard let limit = budget.bytes, timer == nil else { return }
        let source = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        source.schedule(deadline: .now() + Self.interval, repeating: Self.interval, leeway: .milliseconds(5))
        source.setEventHandler { [flag, tripped] in
            if ResidentMemory.bytes() > limit {
                tripped.trip()
                flag.raise()
            }
        }
        source.resume()
        timer = source
    }

    /// Stops watching; whether the budget was exceeded since ``start()``.
    @discardableResult
    func stop() -> Bool {
        timer?.cancel()
        timer = nil
        return tripped.isTripped
    }

    /// `error` as the cell's error: an interrupt the watch raised is a `MemoryError`.
    func explained(_ error: LocatedError, budget: MemoryBudget) -> LocatedError {
        guard tripped.isTripped, case .interrupted = error.error else { return error }
        return LocatedError(.memoryExceeded(budget: budget.description), at: error.location)
    }
}

/// A flag set from the watch's thread and read by the cell's.
private final class Tripwire: Sendable {
    private let value = Atomic<Bool>(false)
    func trip() { value.store(true, ordering: .relaxed) }
    func reset() { value.store(false, ordering: .relaxed) }
    var isTripped: Bool { value.load(ordering: .relaxed) }
}
