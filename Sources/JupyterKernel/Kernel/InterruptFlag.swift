import Foundation

/// A flag raised by interrupt requests and SIGINT, read by a cell waiting for input.
final class InterruptFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    /// Raises the flag.
    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    /// Lowers the flag, before each request.
    func clear() {
        lock.lock()
        raised = false
        lock.unlock()
    }

    /// Whether the flag is up.
    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}
