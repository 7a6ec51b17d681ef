import Glibc

/// SIGINT as an interrupt rather than the end of the process: blocked in every thread, and
/// received by one thread with `sigwait`.
enum InterruptSignal {
    /// Blocks SIGINT in the calling thread and every thread started after it (including
    /// ZeroMQ's I/O threads), so only the waiting thread receives it.
    static func block() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Starts a thread that calls `handler` on every SIGINT; `block()` must have run first.
    static func startWaiting(_ handler: @escaping () -> Void) {
        KernelThread.start(name: "signals", stackSize: 128 * 1024) {
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGINT)
            while true {
                var received: Int32 = 0
                if sigwait(&signals, &received) == 0, received == SIGINT { handler() }
            }
        }
    }
}
