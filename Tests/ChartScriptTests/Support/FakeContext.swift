import JupyterEngine
import XCTest
@testable import ChartScript

/// An execution context that records what a cell did, for tests.
final class FakeContext: ExecutionContext, PagingContext {
    var stdout = ""
    var stderr = ""
    var displays: [MimeBundle] = []
    var clears: [Bool] = []
    /// The display id of each display, `nil` for displays without one.
    var displayIDs: [String?] = []
    /// The id and bundle of each update.
    var updates: [(id: String, bundle: MimeBundle)] = []
    /// The bundles sent to the pager.
    var pages: [MimeBundle] = []
    var inputs: [String] = []
    var prompts: [String] = []

    func write(_ text: String, to stream: StandardStream) {
        if stream == .stdout { stdout += text } else { stderr += text }
    }
    func display(_ bundle: MimeBundle, displayID: String?) {
        displays.append(bundle)
        displayIDs.append(displayID)
    }
    func updateDisplay(_ bundle: MimeBundle, displayID: String) {
        displays.append(bundle)
        updates.append((displayID, bundle))
    }
    func showInPager(_ bundle: MimeBundle) { pages.append(bundle) }
    func clearOutput(wait: Bool) { clears.append(wait) }
    func readInput(prompt: String, isPassword: Bool) throws -> String {
        prompts.append(prompt)
        guard !inputs.isEmpty else { throw InputError.notAllowed }
        return inputs.removeFirst()
    }
    func openComm(targetName: String, data: JSONValue, metadata: JSONValue, buffers: [[UInt8]]) -> Comm {
        Comm(id: "comm", targetName: targetName)
    }
    func send(_ data: JSONValue, on comm: Comm, metadata: JSONValue, buffers: [[UInt8]]) {}
    func close(_ comm: Comm, data: JSONValue) {}
}

/// Runs cells in one engine and gives their text results or errors.
final class CellRunner {
    let engine: ChartScriptEngine
    var context = FakeContext()

    /// A runner of cells in `engine` (by default one without a memory budget).
    init(engine: ChartScriptEngine = ChartScriptEngine()) {
        self.engine = engine
    }

    /// Runs `code`; returns the result's text/plain, "" for no result, or "error: Name: message".
    @discardableResult
    func run(_ code: String, allowStdin: Bool = false) -> String {
        switch engine.execute(ExecuteRequest(code: code, allowStdin: allowStdin), context: context) {
        case .success(let result): return result?.plainText ?? ""
        case .failure(let error): return "error: \(error.name): \(error.value)"
        }
    }

    /// Runs `code` and returns the outcome itself.
    func outcome(_ code: String) -> ExecutionOutcome {
        engine.execute(ExecuteRequest(code: code), context: context)
    }

    /// Runs `code` and returns the error, if it failed.
    func error(_ code: String) -> ExecutionError? {
        if case .failure(let error) = outcome(code) { return error }
        return nil
    }

    /// Checks that the frame captured by the closure in the global `name` is freed once
    /// `release` has run (nothing else may keep it alive).
    func assertCapturedFrameIsFreed(of name: String, after release: String, _ message: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        weak var frame: Frame?
        do {
            guard case .function(let function)? = engine.session.globals.value(of: name) else {
                return XCTFail("\(name) is not a closure", file: file, line: line)
            }
            frame = function.captured
        }
        XCTAssertNotNil(frame, file: file, line: line)
        run(release)
        XCTAssertNil(frame, message, file: file, line: line)
    }
}
