import Synchronization

/// How the program using ChartCore and ChartData stops their long computations (a median
/// of a hundred million numbers, a CSV file of gigabytes, an SQLite query that never ends)
/// from another thread, as a Jupyter kernel does when the person interrupts a cell.
///
/// The program installs a test once; long computations call ``isRequested`` every so many
/// steps (a few milliseconds of work at most) and, when it answers true, stop early: a
/// throwing one throws, a statistic returns at once with a value that means nothing, which
/// the caller, having asked for the stop, discards. Without a test installed nothing stops,
/// and the cost is one lock per check.
public enum WorkInterruption {
    private static let test = Mutex<(@Sendable () -> Bool)?>(nil)

    /// Installs `isRequested` as the test long computations call, replacing any earlier one
    /// (`nil` removes it).
    public static func install(_ isRequested: (@Sendable () -> Bool)?) {
        test.withLock { $0 = isRequested }
    }

    /// Whether the program asked the running computation to stop.
    public static var isRequested: Bool {
        guard let isRequested = test.withLock({ $0 }) else { return false }
        return isRequested()
    }

    /// Counts the steps of one computation and asks ``WorkInterruption/isRequested`` once
    /// every `interval` steps.
    public struct Poll {
        /// The steps between two questions.
        public let interval: Int
        private var remaining: Int
        /// Whether a question was answered yes; later steps answer yes without asking.
        public private(set) var isStopped = false

        /// A poll asking every `interval` steps (at least 1).
        public init(interval: Int = 65_536) {
            self.interval = Swift.max(1, interval)
            remaining = self.interval
        }

        /// Counts `steps` steps; whether the computation should stop.
        @inline(__always)
        public mutating func shouldStop(after steps: Int = 1) -> Bool {
            remaining -= steps
            if remaining > 0 { return isStopped }
            remaining = interval
            if WorkInterruption.isRequested { isStopped = true }
            return isStopped
        }
    }
}
