import Dispatch
import JupyterEngine
import XCTest
@testable import ChartScript

/// Interrupting cells whose work cannot end by itself first (an endless or astronomically long
/// computation): the flag is raised after a moment and the cell must stop with
/// KeyboardInterrupt. No clock is raced: a cell that ignored the flag would never answer, and
/// the wait gives up only after a minute (`limit`).
extension CellRunner {
    /// The error `code` ends with when interrupted after `delay` seconds, or "finished" /
    /// "never stopped".
    func interruptedError(of code: String, after delay: Double = 0.2, limit: Double = 60) -> String {
        let engine = self.engine
        let context = self.context
        let finished = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var outcome: ExecutionOutcome? }
        let box = Box()
        DispatchQueue.global().async {
            box.outcome = engine.execute(ExecuteRequest(code: code), context: context)
            finished.signal()
        }
        Thread.sleep(forTimeInterval: delay)
        engine.interruptFlag.raise()
        defer { engine.interruptFlag.lower() }
        guard finished.wait(timeout: .now() + limit * SanitizerSlowdown.factor) == .success else { return "never stopped" }
        if case .failure(let error)? = box.outcome { return error.name }
        return "finished"
    }
}
