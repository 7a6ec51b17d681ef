import XCTest
@testable import ChartScript

/// State across cells: variables persist, redeclaration replaces, failures keep earlier effects.
final class SessionTests: XCTestCase {
    func testVariablesAndFunctionsPersistAcrossCells() {
        let runner = CellRunner()
        runner.run("var total = 10\nfunc double(_ x: Int) -> Int { x * 2 }")
        runner.run("total += 5")
        XCTAssertEqual(runner.run("double(total)"), "30")
    }

    func testRedeclarationInALaterCellReplacesTheOldValue() {
        let runner = CellRunner()
        runner.run("let data = [1, 2, 3]")
        runner.run("let data = [\"a\"]")
        XCTAssertEqual(runner.run("data"), "[\"a\"]")
    }

    func testRerunningTheSameCellWorks() {
        let runner = CellRunner()
        let cell = "let values = [1, 2]\nvar count = values.count\ncount"
        XCTAssertEqual(runner.run(cell), "2")
        XCTAssertEqual(runner.run(cell), "2")
    }

    func testRedeclarationWithinOneCellIsAnError() {
        let error = CellRunner().error("var x = 1\nvar x = 2")
        XCTAssertEqual(error?.name, "TypeError")
        XCTAssertTrue(error?.value.contains("invalid redeclaration of 'x'") ?? false)
    }

    func testFailingCellKeepsEffectsOfEarlierStatements() {
        let runner = CellRunner()
        runner.run("var log: [Int] = []")
        XCTAssertNotNil(runner.error("log.append(1)\nlet bad = 1 / 0\nlog.append(2)"))
        XCTAssertEqual(runner.run("log"), "[1]")
    }

    func testDeclarationsThatDidNotRunAreUndone() {
        let runner = CellRunner()
        runner.run("let kept = 1")
        XCTAssertNotNil(runner.error("let kept = 2\nlet boom = [1][5]\nlet never = 3"))
        XCTAssertEqual(runner.run("kept"), "2")
        XCTAssertEqual(runner.error("never")?.name, "NameError")
        XCTAssertEqual(runner.error("boom")?.name, "NameError")
    }

    func testCompileErrorRunsNothingAndLeavesStateIntact() {
        let runner = CellRunner()
        runner.run("var n = 1")
        XCTAssertNotNil(runner.error("n = 2\nlet m = undefinedName"))
        XCTAssertEqual(runner.run("n"), "1")
        XCTAssertEqual(runner.error("m")?.name, "NameError")
    }

    func testFunctionsSeeGlobalsChangedLater() {
        let runner = CellRunner()
        runner.run("var scale = 2\nfunc scaled(_ x: Int) -> Int { x * scale }")
        runner.run("scale = 10")
        XCTAssertEqual(runner.run("scaled(3)"), "30")
    }

    func testLetConstantsCannotBeChangedInLaterCells() {
        let runner = CellRunner()
        runner.run("let fixed = [1]")
        XCTAssertEqual(runner.error("fixed.append(2)")?.name, "TypeError")
        XCTAssertEqual(runner.error("fixed[0] = 5")?.name, "TypeError")
        XCTAssertEqual(runner.run("fixed"), "[1]")
    }

    func testCellFrameIsFreedOnceNoClosureHoldsIt() throws {
        let runner = CellRunner()
        runner.run("var keep: () -> Int = { 0 }\nif true { let local = { 3 }; keep = local }")
        XCTAssertEqual(runner.run("keep()"), "3")
        runner.assertCapturedFrameIsFreed(of: "keep", after: "keep = { 1 }", "the closure stored in the cell's own 'local' kept the cell's frame alive")
    }

    func testClosuresCaptureTheirEnvironment() {
        let runner = CellRunner()
        runner.run("func makeAdder(_ n: Int) -> (Int) -> Int { return { $0 + n } }\nlet addFive = makeAdder(5)")
        XCTAssertEqual(runner.run("[addFive(1), makeAdder(10)(1)]"), "[6, 11]")
    }

    func testResultIsDeclaredBeforeTheFirstCellAndCanBeReplaced() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("struct Oops: Error {}\nlet r = Result<Int, Oops> { 3 }\ntry r.get() + 1"), "4")
        XCTAssertEqual(runner.run("let f: Result<Int, Oops> = .failure(Oops())\nf.map { $0 * 2 }"), "failure(main.Oops())")
        // A cell may declare its own Result, as in the Swift REPL.
        XCTAssertEqual(runner.run("enum Result { case ok }\nResult.ok"), "ok")
    }

    func testAPrecedenceGroupDeclaredInOneCellServesOperatorsOfLaterCells() {
        let runner = CellRunner()
        runner.run("precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }")
        runner.run("infix operator ^^: PowerPrecedence\nfunc ^^ (a: Int, b: Int) -> Int { b == 0 ? 1 : a * (a ^^ (b - 1)) }")
        XCTAssertEqual(runner.run("2 * 2 ^^ 3 ^^ 2"), "1024")
        XCTAssertEqual(runner.error("precedencegroup Bad { higherThan: NoSuchPrecedence }")?.name, "SyntaxError")
    }

    func testAComputedOrObservedGlobalCanBeDeclaredAgainAsAStoredOne() {
        let runner = CellRunner()
        runner.run("var side = 2.0\nvar area: Double { side * side }")
        XCTAssertEqual(runner.run("side = 3\narea"), "9.0")
        XCTAssertEqual(runner.error("area = 1")?.value.hasPrefix("cannot assign to value: 'area' is a get-only property"), true)
        runner.run("var area = 1.5")
        XCTAssertEqual(runner.run("area += 1\narea"), "2.5")
        runner.run("var total = 0 { didSet { print(\"now\", total) } }")
        runner.run("total += 4")
        XCTAssertEqual(runner.context.stdout, "now 4\n")
        runner.run("var total = 10")
        runner.run("total += 1")
        XCTAssertEqual(runner.context.stdout, "now 4\n")
    }
}
