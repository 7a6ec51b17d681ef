#if canImport(Glibc)
import Glibc
#endif

/// Who may use the session now: the kernel's requests (cells, completion, comm messages) hold
/// it while they run; the debugger takes it to list the globals between cells, and waits (on a
/// thread of its own) while a cell runs. Work a stopped cell runs for the debugger or the
/// kernel already has the session, through the cell that holds it.
final class SessionAccess: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the session, waiting for it.
    func withAccess<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Runs `body` holding the session if it is free now; false (without running it) otherwise.
    func withAccessIfFree(_ body: () -> Void) -> Bool {
        guard pthread_mutex_trylock(mutex) == 0 else { return false }
        defer { pthread_mutex_unlock(mutex) }
        body()
        return true
    }
}
