import XCTest
@testable import ChartScript

/// A name declared again in a later cell frees the value it held, once no code compiled
/// against the old declaration is left.
final class GlobalCellTests: XCTestCase {
    private func runnerTrackingFrees() -> CellRunner {
        let runner = CellRunner()
        runner.run("final class Tracked { let name: String; init(_ name: String) { self.name = name }; deinit { print(\"freed\", name) } }")
        runner.context.stdout = ""
        return runner
    }

    func testRedeclaringAVariableFreesItsOldValue() {
        let runner = runnerTrackingFrees()
        runner.run("var tracked = Tracked(\"first\")")
        runner.run("var tracked = Tracked(\"second\")")
        XCTAssertEqual(runner.context.stdout, "freed first\n")
        XCTAssertEqual(runner.run("tracked.name"), "\"second\"")
    }

    func testRerunningADeclaringCellKeepsOneValue() {
        let runner = runnerTrackingFrees()
        for round in 0..<5 { runner.run("let round = \(round)\nvar tracked = Tracked(\"round \\(round)\")") }
        XCTAssertEqual(runner.context.stdout, (0..<4).map { "freed round \($0)\n" }.joined())
    }

    func testAFunctionUsingTheOldDeclarationKeepsItsValueUntilItIsDeclaredAgain() {
        let runner = runnerTrackingFrees()
        runner.run("var tracked = Tracked(\"old\")\nfunc oldName() -> String { tracked.name }")
        runner.run("var tracked = Tracked(\"new\")")
        XCTAssertEqual(runner.context.stdout, "")
        XCTAssertEqual(runner.run("oldName()"), "\"old\"")
        runner.run("func oldName() -> String { \"none\" }")
        XCTAssertEqual(runner.context.stdout, "freed old\n")
    }

    func testAFailedRedeclarationKeepsTheOldValue() {
        let runner = runnerTrackingFrees()
        runner.run("var tracked = Tracked(\"kept\")")
        XCTAssertNotNil(runner.error("let boom = [1][3]\nvar tracked = Tracked(\"never\")"))
        XCTAssertEqual(runner.context.stdout, "")
        XCTAssertEqual(runner.run("tracked.name"), "\"kept\"")
    }

    func testAClosureCapturingTheOldValueKeepsIt() {
        let runner = runnerTrackingFrees()
        runner.run("var tracked = Tracked(\"captured\")\nlet reader = { [tracked] in tracked.name }")
        runner.run("var tracked = Tracked(\"later\")")
        XCTAssertEqual(runner.run("reader()"), "\"captured\"")
        XCTAssertEqual(runner.context.stdout, "")
    }
}
