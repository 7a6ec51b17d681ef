import Foundation
import JupyterEngine
import XCTest
@testable import ChartScript

/// The debugger driven as the kernel drives it, without sockets: requests answered through the
/// callback, events collected, cells run on a thread of their own so they can stop.
final class DebuggerSessionTests: XCTestCase {
    private var engine = ChartScriptEngine()
    private var events: [[String: JSONValue]] = []
    private let lock = NSCondition()
    private var count = 0

    override func setUp() {
        engine = ChartScriptEngine()
        events = []
        engine.debugger?.connect { [self] event in
            lock.lock()
            events.append(event)
            lock.broadcast()
            lock.unlock()
        }
        XCTAssertEqual(request("initialize")["success"], true)
        XCTAssertEqual(request("attach")["success"], true)
    }

    @discardableResult
    private func request(_ command: String, _ arguments: [String: JSONValue] = [:]) -> [String: JSONValue] {
        let answered = expectation(description: command)
        var response: [String: JSONValue] = [:]
        count += 1
        engine.debugger?.handle(["type": "request", "seq": .int(count), "command": .string(command), "arguments": .object(arguments)]) {
            response = $0
            answered.fulfill()
        }
        wait(for: [answered], timeout: 20)
        return response
    }

    private func body(_ command: String, _ arguments: [String: JSONValue] = [:]) -> [String: JSONValue] {
        let response = request(command, arguments)
        XCTAssertEqual(response["success"], true, "\(command): \(response)")
        return response["body"]?.objectValue ?? [:]
    }

    private func waitForEvent(_ name: String) -> [String: JSONValue]? {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date().addingTimeInterval(20)
        while true {
            if let index = events.firstIndex(where: { $0["event"]?.stringValue == name }) {
                return events.remove(at: index)["body"]?.objectValue
            }
            guard lock.wait(until: deadline) else { return nil }
        }
    }

    private func run(_ code: String, count: Int) -> ExecutionOutcome {
        engine.execute(ExecuteRequest(code: code, executionCount: count), context: FakeContext())
    }

    private func runInBackground(_ code: String, count: Int) -> XCTestExpectation {
        let finished = expectation(description: "cell \(count)")
        DispatchQueue.global().async { [self] in
            _ = run(code, count: count)
            finished.fulfill()
        }
        return finished
    }

    private func setBreakpoints(_ code: String, _ lines: [Int]) {
        let path = body("dumpCell", ["code": .string(code)])["sourcePath"] ?? ""
        _ = body("setBreakpoints", ["source": ["path": path], "breakpoints": .array(lines.map { ["line": .int($0)] })])
    }

    private var topFrame: [String: JSONValue] {
        body("stackTrace", ["threadId": 1])["stackFrames"]?.arrayValue?.first?.objectValue ?? [:]
    }

    private func locals() -> [String: String] {
        let scopes = body("scopes", ["frameId": topFrame["id"] ?? 0])["scopes"]?.arrayValue ?? []
        let reference = scopes.first { $0["name"] == "Locals" }?["variablesReference"] ?? 0
        let listed = body("variables", ["variablesReference": reference])["variables"]?.arrayValue ?? []
        return Dictionary(uniqueKeysWithValues: listed.compactMap { variable in
            variable["name"]?.stringValue.map { ($0, variable["value"]?.stringValue ?? "") }
        })
    }

    func testABreakpointInAResultBuilderBodyStopsEachTimeTheBuilderRuns() {
        let builder = """
        @resultBuilder
        struct Lines {
            static func buildBlock(_ parts: String...) -> [String] { parts }
        }
        func report(@Lines _ make: () -> [String]) -> [String] { make() }
        """
        guard case .success = run(builder, count: 1) else { return XCTFail("the builder did not compile") }
        let cell = "let name = \"chart\"\nlet lines = report {\n    \"first \\(name)\"\n    \"second\"\n}\nlines.count"
        setBreakpoints(cell, [3])
        let finished = runInBackground(cell, count: 2)
        XCTAssertEqual(waitForEvent("stopped")?["reason"], "breakpoint")
        XCTAssertEqual(topFrame["line"], 3)
        XCTAssertEqual(topFrame["name"], "closure")
        XCTAssertEqual(body("evaluate", ["expression": "name.count", "frameId": topFrame["id"] ?? 0])["result"], "5")
        XCTAssertEqual(body("next", ["threadId": 1]).isEmpty, true)
        XCTAssertNotNil(waitForEvent("stopped"))
        XCTAssertEqual(topFrame["line"], 4)
        _ = body("continue", ["threadId": 1])
        wait(for: [finished], timeout: 20)
    }

    func testAPauseStopsARunningLoopAndAnInterruptEndsTheStoppedCell() {
        let finished = runInBackground("var spins = 0\nwhile true {\n    spins += 1\n}", count: 1)
        Thread.sleep(forTimeInterval: 0.2)
        _ = body("pause", ["threadId": 1])
        XCTAssertEqual(waitForEvent("stopped")?["reason"], "pause")
        XCTAssertEqual(topFrame["line"], 3)
        XCTAssertEqual(locals(), [:], "spins is a global: the cell's frame has no locals")
        XCTAssertEqual(body("evaluate", ["expression": "spins > 0", "frameId": topFrame["id"] ?? 0])["result"], "true")
        engine.interruptFlag.raise()
        wait(for: [finished], timeout: 20)
        engine.interruptFlag.lower()
        XCTAssertNotNil(waitForEvent("continued"))
        XCTAssertEqual(request("stackTrace", ["threadId": 1])["success"], false)
    }

    func testWorkQueuedWhileStoppedRunsOnTheCellsThreadAndKeepsItsOutput() {
        let context = FakeContext()
        let cell = "var values: [Int] = []\nfor i in 0..<3 {\n    values.append(i)\n}\nprint(values)"
        setBreakpoints(cell, [3])
        let finished = expectation(description: "cell")
        DispatchQueue.global().async { [engine] in
            _ = engine.execute(ExecuteRequest(code: cell, executionCount: 1), context: context)
            finished.fulfill()
        }
        XCTAssertNotNil(waitForEvent("stopped"))
        let served = expectation(description: "served")
        var inspected: MimeBundle?
        XCTAssertEqual(engine.debugger?.runWhileStopped { [engine] in
            inspected = engine.inspect(code: "values", cursorPosition: 6, detailLevel: 0)
            served.fulfill()
        }, true)
        wait(for: [served], timeout: 20)
        XCTAssertNotNil(inspected)
        setBreakpoints(cell, [])
        _ = body("continue", ["threadId": 1])
        wait(for: [finished], timeout: 20)
        XCTAssertEqual(context.stdout, "[0, 1, 2]\n")
        XCTAssertEqual(engine.debugger?.runWhileStopped {}, false, "nothing is stopped")
    }
}
