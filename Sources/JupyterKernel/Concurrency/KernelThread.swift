import Glibc

/// Starts the kernel's threads with the stack each needs: small ones for heartbeat, IOPub,
/// control and signals, the engine's (often large) one for the shell.
enum KernelThread {
    /// Runs `body` on a new detached thread; `name` identifies it in diagnostics.
    static func start(name: String, stackSize: Int = 512 * 1024, _ body: @escaping () -> Void) {
        _ = spawn(name: name, stackSize: stackSize, detached: true, body)
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it to end;
    /// runs it on the calling thread when no thread can be started.
    static func run(name: String, stackSize: Int, _ body: @escaping () -> Void) {
        guard let thread = spawn(name: name, stackSize: stackSize, detached: false, body) else {
            return body()
        }
        pthread_join(thread, nil)
    }

    /// Starts a thread running `body`; nil (after a warning) when the system refused.
    private static func spawn(name: String, stackSize: Int, detached: Bool, _ body: @escaping () -> Void) -> pthread_t? {
        final class Box {
            let body: () -> Void
            init(body: @escaping () -> Void) {
                self.body = body
            }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN)))
        pthread_attr_setdetachstate(&attributes, Int32(detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE))
        let box = Unmanaged.passRetained(Box(body: body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            let box = Unmanaged<Box>.fromOpaque(argument).takeRetainedValue()
            box.body()
            return nil
        }, box)
        guard status == 0 else {
            // Without the thread the kernel cannot serve this channel: say so on stderr.
            Unmanaged<Box>.fromOpaque(box).release()
            KernelLog.warning("could not start the \(name) thread (error \(status))")
            return nil
        }
        return thread
    }
}
