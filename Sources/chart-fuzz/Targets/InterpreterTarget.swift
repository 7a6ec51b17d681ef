import ChartScript
import Dispatch
import JupyterEngine

/// Cells assembled from the language's grammar (see ``CellGrammar``), run in a fresh session
/// one after another, then a user expression, completion and inspection in that session.
/// A cell still running after ``timeLimit`` is interrupted, as a person would.
enum InterpreterTarget: FuzzTarget {
    static let name = "interpreter"
    /// How long a cell may run before the target interrupts it.
    static let timeLimit = DispatchTimeInterval.seconds(2)

    static func run(_ input: [UInt8]) {
        var grammar = CellGrammar(input)
        let cells = grammar.cells()
        let userExpression = grammar.userExpression()
        let engine = ChartScriptEngine()
        let context = SilentContext()
        for cell in cells {
            withTimeLimit(on: engine) { _ = engine.execute(ExecuteRequest(code: cell), context: context) }
        }
        // A front end's other requests get the same limit: a user expression runs code, and
        // inspection describes a variable's value.
        onEngineStack {
            withTimeLimit(on: engine) { _ = engine.evaluate(userExpression: userExpression) }
            if let last = cells.last {
                let length = last.unicodeScalars.count
                withTimeLimit(on: engine) { _ = engine.complete(code: last, cursorPosition: length / 2) }
                withTimeLimit(on: engine) { _ = engine.inspect(code: last, cursorPosition: length / 2, detailLevel: 0) }
                _ = engine.isComplete(code: last)
            }
        }
    }

    /// Runs `request`, interrupting the engine when it is still running after ``timeLimit``.
    private static func withTimeLimit(on engine: ChartScriptEngine, _ request: () -> Void) {
        let watchdog = DispatchWorkItem { engine.interruptFlag.raise() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        request()
        watchdog.cancel()
        engine.interruptFlag.lower()
    }

    /// The cells an input makes, for reading a crash's input as a program.
    static func cells(of input: [UInt8]) -> [String] {
        var grammar = CellGrammar(input)
        return grammar.cells()
    }
}
