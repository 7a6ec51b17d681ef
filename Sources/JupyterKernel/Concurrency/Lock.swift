import Glibc

/// A mutual-exclusion lock over a pthread mutex, for the little state threads share
/// (counters, flags, queues of pending work).
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked lock.
    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, waiting while another thread holds it.
    func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Releases the lock.
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
