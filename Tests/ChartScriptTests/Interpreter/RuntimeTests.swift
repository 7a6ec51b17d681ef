import XCTest
@testable import ChartScript

/// Calling function values: each call has its own frame, freed once nothing holds it.
final class RuntimeTests: XCTestCase {
    func testEachCallHasItsOwnLocalsForTheClosuresItMakes() {
        let runner = CellRunner()
        runner.run("func makeCounter(from start: Int) -> () -> Int {\n    var count = start\n    return { count += 1; return count }\n}")
        runner.run("let first = makeCounter(from: 0)\nlet second = makeCounter(from: 10)")
        XCTAssertEqual(runner.run("[first(), first(), second(), first(), second()]"), "[1, 2, 11, 3, 12]")
    }

    func testCallFrameIsFreedOnceNoClosureHoldsIt() throws {
        let runner = CellRunner()
        runner.run("func make(_ n: Int) -> () -> Int {\n    let helper = { n * 2 }\n    return helper\n}\nvar keep = make(4)")
        XCTAssertEqual(runner.run("keep()"), "8")
        runner.assertCapturedFrameIsFreed(of: "keep", after: "keep = { 1 }", "the closure stored in the call's own 'helper' kept the call's frame alive")
    }

    func testRecursiveLocalFunctionsKeepWorkingAfterTheCallThatMadeThem() {
        let runner = CellRunner()
        runner.run("func makeSum() -> (Int) -> Int {\n    func sum(_ n: Int) -> Int { n == 0 ? 0 : n + sum(n - 1) }\n    return sum\n}\nlet sumTo = makeSum()")
        XCTAssertEqual(runner.run("[sumTo(3), sumTo(10)]"), "[6, 55]")
    }
}
