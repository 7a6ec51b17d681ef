import JupyterKernel
import Synchronization

/// One-line notes that bindings write while code runs ("warning: the mean of an empty array
/// is nan"), sent to the running cell's standard error.
///
/// A bound property sees only the value it reads, not the cell that reads it, so the engine
/// names the output of the code it runs here (a cell, a widget's touch closure) for as long
/// as it runs; at other times (user expressions, which must not print) notes are dropped.
/// The kernel runs one engine, one piece of code at a time.
enum CellNotes {
    /// Where notes go now, if anywhere.
    private static let output = Mutex<ExecutionContext?>(nil)

    /// Runs `body` with notes going to `context`'s standard error.
    static func writing<Result>(to context: ExecutionContext, _ body: () -> Result) -> Result {
        let previous = output.withLock { current in
            defer { current = context }
            return current
        }
        defer { output.withLock { $0 = previous } }
        return body()
    }

    /// Writes `note` as one line to the running code's standard error (nowhere when no
    /// code is running).
    static func write(_ note: String) {
        guard let context = output.withLock({ $0 }) else { return }
        context.write(note + "\n", to: .stderr)
    }
}
