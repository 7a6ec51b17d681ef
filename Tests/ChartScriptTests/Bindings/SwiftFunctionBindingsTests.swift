import XCTest
@testable import ChartScript

/// Swift's checks in cells: `assert` and `precondition` end the cell with their message when
/// the condition is false and do nothing otherwise; the session goes on either way.
final class SwiftFunctionBindingsTests: XCTestCase {
    func testAFailedAssertEndsTheCellWithItsMessage() {
        let runner = CellRunner()
        let error = runner.run("let median = 27.0\nassert(median == 28, \"the median of the seven months is 28\")\nprint(\"after\")")
        XCTAssertTrue(error.hasPrefix("error: "), error)
        XCTAssertTrue(error.contains("Assertion failed: the median of the seven months is 28"), error)
        XCTAssertEqual(runner.context.stdout, "", "nothing after the failed check runs")
    }

    func testAFailedPreconditionEndsTheCellWithItsMessage() {
        let runner = CellRunner()
        let error = runner.run("precondition([1, 2].count == 3, \"three values\")")
        XCTAssertTrue(error.contains("Precondition failed: three values"), error)
    }

    func testChecksThatHoldLetTheCellGoOn() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("assert(1 < 2, \"order\")\nprecondition(true)\n\"done\""), "\"done\"")
    }

    func testAFailedCheckWithoutAMessageNamesTheCheck() {
        let runner = CellRunner()
        XCTAssertTrue(runner.run("assert(false)").contains("Assertion failed"))
        XCTAssertTrue(runner.run("fatalError(\"no such subject\")").contains("Fatal error: no such subject"))
    }

    func testTheSessionGoesOnAfterAFailedCheck() {
        let runner = CellRunner()
        runner.run("var total = 1")
        _ = runner.run("total += 1\nprecondition(total == 5, \"not yet\")")
        XCTAssertEqual(runner.run("total"), "2")
    }
}
