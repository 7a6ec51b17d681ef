/// Whether a cell is running and whether it was asked to stop: raised by interrupt requests
/// and SIGINT, read by a cell waiting for input. An interrupt while no cell runs is dropped,
/// so it cannot stop the next cell.
final class InterruptFlag: @unchecked Sendable {
    private let lock = Lock()
    private var raised = false
    private var isCellRunning = false

    /// Marks the start of a cell and lowers the flag.
    func beginCell() {
        lock.lock()
        raised = false
        isCellRunning = true
        lock.unlock()
    }

    /// Marks the end of a cell.
    func endCell() {
        lock.lock()
        isCellRunning = false
        raised = false
        lock.unlock()
    }

    /// Raises the flag; returns whether a cell is running (and so should be told to stop).
    func raise() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        raised = isCellRunning
        return isCellRunning
    }

    /// Whether the flag is up.
    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}
