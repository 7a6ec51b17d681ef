import Synchronization

/// How the program using ChartCore and ChartData keeps their loaders inside its memory budget
/// (a Jupyter kernel's `MemoryError` limit), as ``WorkInterruption`` lets it stop them.
///
/// The program installs two tests once: one asked before a loader allocates much at once (a
/// CSV file's bytes), one asked every so many rows while it loads (a CSV file's records, an
/// SQLite query's steps). When either answers no room, the loader stops with an error
/// (`TableError.memoryBudgetExceeded`, or an SQLite interruption) and the program, which
/// knows why, says so. Without tests installed every allocation is allowed.
public enum AllocationBudget {
    private static let tests = Mutex<(reserve: @Sendable (Int) -> Bool, isExceeded: @Sendable () -> Bool)?>(nil)

    /// Installs `reserve` (whether `bytes` more fit; it may remember why not) and `isExceeded`
    /// (whether the memory held is past the budget now), replacing any earlier ones (`nil`
    /// for both removes them).
    public static func install(reserve: (@Sendable (Int) -> Bool)?, isExceeded: (@Sendable () -> Bool)?) {
        tests.withLock { tests in
            guard let reserve, let isExceeded else { tests = nil; return }
            tests = (reserve, isExceeded)
        }
    }

    /// Whether `bytes` more may be allocated now.
    public static func allows(_ bytes: Int) -> Bool {
        guard let reserve = tests.withLock({ $0?.reserve }) else { return true }
        return reserve(bytes)
    }

    /// Whether the memory held is past the budget (the loader should stop).
    public static var isExceeded: Bool {
        guard let isExceeded = tests.withLock({ $0?.isExceeded }) else { return false }
        return isExceeded()
    }
}
