import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Ends the kernel when the process that started it is gone, as ipykernel's parent poller does:
/// a Jupyter server that dies without shutting its kernels down (killed, crashed, or stopped by
/// JupyterHub past its grace time) would otherwise leave them running, holding memory, for good.
///
/// jupyter_client names the parent in `JPY_PARENT_PID`; the watch reads the parent's id once a
/// second and exits when it has changed (the kernel was handed to another process).
public enum ParentProcessWatch {
    /// The environment variable in which jupyter_client names the kernel's parent.
    public static let environmentVariable = "JPY_PARENT_PID"

    /// How often the parent is looked at.
    public static let interval = DispatchTimeInterval.seconds(1)

    /// The watch's timer, kept for the life of the process.
    nonisolated(unsafe) private static var timer: DispatchSourceTimer?

    /// Starts watching when `parentValue` (the variable's text) names this process's parent;
    /// does nothing otherwise (a kernel started by hand, or already orphaned at start).
    /// Returns whether the watch started.
    @discardableResult
    public static func start(parentValue: String?, onOrphaned: @escaping @Sendable () -> Void = { exit(0) }) -> Bool {
        guard timer == nil, let parentValue, let parent = Int32(parentValue), parent > 1, getppid() == parent else {
            return false
        }
        let source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "parent-process-watch"))
        source.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(200))
        source.setEventHandler {
            if getppid() != parent { onOrphaned() }
        }
        source.resume()
        timer = source
        return true
    }
}
