import XCTest
import Foundation
import JupyterEngine
@testable import ChartScript

final class ChartScriptEngineTests: XCTestCase {
    func testLanguageInfoIsSwift() {
        let engine = ChartScriptEngine()
        XCTAssertEqual(engine.languageInfo.name, "swift")
        XCTAssertEqual(engine.languageInfo.fileExtension, ".swift")
        XCTAssertFalse(engine.banner.isEmpty)
    }

    /// Runs `code` on another thread, interrupts it after 0.3 s and returns its outcome. The
    /// flag is lowered afterwards, as the kernel lowers it before the next request.
    private func interruptedOutcome(of code: String, in engine: ChartScriptEngine, context: FakeContext) -> ExecutionOutcome? {
        let finished = expectation(description: "cell ended")
        let box = OutcomeBox()
        DispatchQueue.global().async {
            box.outcome = engine.execute(ExecuteRequest(code: code), context: context)
            finished.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.3)
        engine.interruptFlag.raise()
        wait(for: [finished], timeout: 20)
        engine.interruptFlag.lower()
        return box.outcome
    }

    /// The text result of `code`, or nil when it fails.
    private func result(of code: String, in engine: ChartScriptEngine, context: FakeContext) -> String? {
        guard case .success(let result) = engine.execute(ExecuteRequest(code: code), context: context) else { return nil }
        return result?.plainText
    }

    func testInterruptStopsALongLoopAndTheSessionStaysUsable() {
        let engine = ChartScriptEngine()
        let context = FakeContext()
        _ = engine.execute(ExecuteRequest(code: "var counter = 0"), context: context)
        guard case .failure(let error)? = interruptedOutcome(of: "while true { counter += 1 }", in: engine, context: context) else {
            return XCTFail("the loop was not interrupted")
        }
        XCTAssertEqual(error.name, "KeyboardInterrupt")
        XCTAssertEqual(result(of: "counter > 0", in: engine, context: context), "true", "session unusable after interrupt")
    }

    func testInterruptStopsALoopWhoseBodyMakesClosuresAndTheSessionStaysUsable() {
        let engine = ChartScriptEngine()
        let context = FakeContext()
        _ = engine.execute(ExecuteRequest(code: "var ticks = 0\nvar latest: () -> Int = { 0 }"), context: context)
        let code = "while true { let tick = ticks; latest = { tick }; ticks += 1 }"
        guard case .failure(let error)? = interruptedOutcome(of: code, in: engine, context: context) else {
            return XCTFail("the loop was not interrupted")
        }
        XCTAssertEqual(error.name, "KeyboardInterrupt")
        XCTAssertEqual(result(of: "ticks > 0 && latest() == ticks - 1", in: engine, context: context), "true",
                       "session unusable after interrupt")
    }

    func testInterruptStopsAMapOverALargeRange() {
        let engine = ChartScriptEngine()
        let outcome = interruptedOutcome(of: "(0..<1_000_000_000).map { $0 * 2 }.count", in: engine, context: FakeContext())
        guard case .failure(let error)? = outcome else { return XCTFail("the map was not interrupted") }
        XCTAssertEqual(error.name, "KeyboardInterrupt")
    }

    func testUserExpressionsEvaluateWithoutOutput() {
        let engine = ChartScriptEngine()
        let context = FakeContext()
        _ = engine.execute(ExecuteRequest(code: "let values = [1, 2, 3]"), context: context)
        XCTAssertEqual(try engine.evaluate(userExpression: "values.count").get().plainText, "3")
        guard case .failure(let error) = engine.evaluate(userExpression: "nope") else { return XCTFail("expected an error") }
        XCTAssertEqual(error.name, "NameError")
    }

    func testUserExpressionsAreExpressionsOnlyAndNeverDeclare() {
        let engine = ChartScriptEngine()
        let context = FakeContext()
        _ = engine.execute(ExecuteRequest(code: "var total = 1"), context: context)
        for statement in ["let sneaky = 5", "total = 99", "total += 1", "", "1\n2"] {
            guard case .failure(let error) = engine.evaluate(userExpression: statement) else {
                return XCTFail("\(statement.debugDescription) was accepted as a user expression")
            }
            XCTAssertEqual(error.name, "SyntaxError", statement)
        }
        XCTAssertEqual(result(of: "total", in: engine, context: context), "1")
        guard case .failure(let error) = engine.execute(ExecuteRequest(code: "sneaky"), context: context) else {
            return XCTFail("a user expression declared a variable")
        }
        XCTAssertEqual(error.name, "NameError")
        XCTAssertEqual(try engine.evaluate(userExpression: "total * 2").get().plainText, "2")
    }

    func testUserExpressionsCannotChangeTheSessionsVariables() throws {
        let engine = ChartScriptEngine()
        let context = FakeContext()
        let setup = "var canary = 1\nvar log = [1, 2]\nfunc bump() -> Int { canary += 10; return canary }"
        _ = engine.execute(ExecuteRequest(code: setup), context: context)
        XCTAssertEqual(try engine.evaluate(userExpression: "{ canary = 9; return 1 }()").get().plainText, "1")
        XCTAssertEqual(try engine.evaluate(userExpression: "bump()").get().plainText, "11")
        XCTAssertEqual(try engine.evaluate(userExpression: "{ log.append(3); return log.count }()").get().plainText, "3")
        XCTAssertEqual(result(of: "canary", in: engine, context: context), "1")
        XCTAssertEqual(result(of: "log", in: engine, context: context), "[1, 2]")
    }

    func testUnknownCommTargetsAreRefused() {
        XCTAssertFalse(ChartScriptEngine().commOpened(Comm(id: "1", targetName: "x"), targetName: "x", data: .null, context: FakeContext()))
    }
}

/// Carries a cell's outcome from the thread that ran it (written before the expectation is fulfilled).
private final class OutcomeBox: @unchecked Sendable {
    var outcome: ExecutionOutcome?
}
