import Glibc

/// Starts long-lived threads (heartbeat, IOPub, control, signals) with a small stack.
enum KernelThread {
    /// Runs `body` on a new detached thread; `name` identifies it in diagnostics.
    static func start(name: String, stackSize: Int = 512 * 1024, _ body: @escaping () -> Void) {
        final class Box {
            let name: String
            let body: () -> Void
            init(name: String, body: @escaping () -> Void) {
                self.name = name
                self.body = body
            }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN)))
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let box = Unmanaged.passRetained(Box(name: name, body: body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            let box = Unmanaged<Box>.fromOpaque(argument).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if status != 0 {
            // Without the thread the kernel cannot serve this channel: say so on stderr.
            Unmanaged<Box>.fromOpaque(box).release()
            KernelLog.warning("could not start the \(name) thread (error \(status))")
        }
    }
}
