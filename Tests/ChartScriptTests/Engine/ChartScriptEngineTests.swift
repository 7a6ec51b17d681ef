import XCTest
import Foundation
import JupyterKernel
@testable import ChartScript

final class ChartScriptEngineTests: XCTestCase {
    func testLanguageInfoIsSwift() {
        let engine = ChartScriptEngine()
        XCTAssertEqual(engine.languageInfo.name, "swift")
        XCTAssertEqual(engine.languageInfo.fileExtension, ".swift")
        XCTAssertFalse(engine.banner.isEmpty)
    }

    func testInterruptStopsALongLoopAndTheSessionStaysUsable() {
        let engine = ChartScriptEngine()
        let context = FakeContext()
        _ = engine.execute(ExecuteRequest(code: "var counter = 0"), context: context)
        let finished = expectation(description: "cell ended")
        let box = OutcomeBox()
        DispatchQueue.global().async {
            box.outcome = engine.execute(ExecuteRequest(code: "while true { counter += 1 }"), context: context)
            finished.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.3)
        engine.interrupt()
        wait(for: [finished], timeout: 20)
        guard case .failure(let error)? = box.outcome else { return XCTFail("the loop was not interrupted") }
        XCTAssertEqual(error.name, "KeyboardInterrupt")
        guard case .success(let result) = engine.execute(ExecuteRequest(code: "counter > 0"), context: context) else {
            return XCTFail("session unusable after interrupt")
        }
        XCTAssertEqual(result?.plainText, "true")
    }

    func testInterruptStopsALoopWhoseBodyMakesClosuresAndTheSessionStaysUsable() {
        let engine = ChartScriptEngine()
        let context = FakeContext()
        _ = engine.execute(ExecuteRequest(code: "var ticks = 0\nvar latest: () -> Int = { 0 }"), context: context)
        let finished = expectation(description: "cell ended")
        let box = OutcomeBox()
        DispatchQueue.global().async {
            box.outcome = engine.execute(ExecuteRequest(code: "while true { let tick = ticks; latest = { tick }; ticks += 1 }"), context: context)
            finished.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.3)
        engine.interrupt()
        wait(for: [finished], timeout: 20)
        guard case .failure(let error)? = box.outcome else { return XCTFail("the loop was not interrupted") }
        XCTAssertEqual(error.name, "KeyboardInterrupt")
        guard case .success(let result) = engine.execute(ExecuteRequest(code: "ticks > 0 && latest() == ticks - 1"), context: context) else {
            return XCTFail("session unusable after interrupt")
        }
        XCTAssertEqual(result?.plainText, "true")
    }

    func testInterruptStopsAMapOverALargeRange() {
        let engine = ChartScriptEngine()
        let finished = expectation(description: "cell ended")
        let box = OutcomeBox()
        DispatchQueue.global().async {
            box.outcome = engine.execute(ExecuteRequest(code: "(0..<1_000_000_000).map { $0 * 2 }.count"), context: FakeContext())
            finished.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.3)
        engine.interrupt()
        wait(for: [finished], timeout: 20)
        guard case .failure(let error)? = box.outcome else { return XCTFail("the map was not interrupted") }
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

    func testUnknownCommTargetsAreRefused() {
        XCTAssertFalse(ChartScriptEngine().commOpened(Comm(id: "1", targetName: "x"), targetName: "x", data: .null, context: FakeContext()))
    }
}

/// Carries a cell's outcome from the thread that ran it (written before the expectation is fulfilled).
private final class OutcomeBox: @unchecked Sendable {
    var outcome: ExecutionOutcome?
}
