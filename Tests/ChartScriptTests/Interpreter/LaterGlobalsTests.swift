import XCTest
@testable import ChartScript

/// Top-level variables declared below the functions and methods that use them (the fidelity
/// program `globals-declared-below` checks what swiftc prints; these check the session).
final class LaterGlobalsTests: XCTestCase {
    func testABodyAboveTheDeclarationUsesTheCellsNewVariableNotAnEarlierCells() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("var total = 1"), "")
        XCTAssertEqual(runner.run("func bump() { total += 10 }\nvar total = 5\nbump()\ntotal"), "15")
        XCTAssertEqual(runner.run("bump()\ntotal"), "25", "the function keeps the variable it was compiled against")
    }

    func testReadingItBeforeItsDeclarationRunsIsAClearErrorAndTheSessionGoesOn() {
        let runner = CellRunner()
        let failed = runner.run("func next() -> Int { later + 1 }\nprint(next())\nvar later = 5")
        XCTAssertTrue(failed.hasPrefix("error: TypeError: 'later' is read before its declaration further down the cell has run"), failed)
        XCTAssertEqual(runner.run("var later = 1\nfunc next() -> Int { later + 1 }\nnext()"), "2")
    }

    func testTopLevelCodeAboveTheDeclarationStillSeesTheEarlierCellsValue() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("var count = 3"), "")
        XCTAssertEqual(runner.run("let before = count\nvar count = 7\nbefore * 10 + count"), "37")
    }
}
