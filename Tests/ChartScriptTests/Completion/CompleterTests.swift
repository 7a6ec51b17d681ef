import XCTest
@testable import ChartScript

final class CompleterTests: XCTestCase {
    func testMembersAfterDotFollowTheReceiversRuntimeType() {
        let runner = CellRunner()
        runner.run("let enrollment = [12, 19]\nvar graph = LineGraph([1, 2])")
        let code = "enrollment.me"
        let result = runner.engine.complete(code: code, cursorPosition: code.unicodeScalars.count)
        XCTAssertEqual(result.matches, ["mean", "median"])
        XCTAssertEqual(result.cursorStart, 11)
        XCTAssertEqual(result.cursorEnd, 13)
        let chartMembers = runner.engine.complete(code: "graph.line", cursorPosition: 10).matches
        XCTAssertEqual(chartMembers, ["lineAlpha", "lineColor", "lineWidth"])
    }

    func testStaticMembersAfterATypeName() {
        let matches = CellRunner().engine.complete(code: "Color.bl", cursorPosition: 8).matches
        XCTAssertEqual(matches, ["black", "blue"])
    }

    func testImplicitMemberUsesTheAssignedPropertysType() {
        let runner = CellRunner()
        runner.run("var pie = PieChart(categories: [\"a\"], values: [1])")
        let code = "pie.direction = .c"
        XCTAssertEqual(runner.engine.complete(code: code, cursorPosition: code.unicodeScalars.count).matches, ["clockwise", "counterClockwise"])
        let colors = "pie.title = nil\npie.sliceColors = [.r"
        XCTAssertTrue(runner.engine.complete(code: colors, cursorPosition: colors.unicodeScalars.count).matches.contains("red"))
    }

    func testNamesInScopeIncludeVariablesFunctionsTypesAndCellDeclarations() {
        let runner = CellRunner()
        runner.run("let enrollment = [1]\nfunc enrich() {}")
        let code = "let endValue = 3\nen"
        let matches = runner.engine.complete(code: code, cursorPosition: code.unicodeScalars.count).matches
        XCTAssertEqual(matches, ["endValue", "enrich", "enrollment", "enum"])
        XCTAssertTrue(runner.engine.complete(code: "Line", cursorPosition: 4).matches.contains("LineGraph"))
        XCTAssertTrue(runner.engine.complete(code: "pri", cursorPosition: 3).matches.contains("print"))
    }

    func testCursorCountsUnicodeScalars() {
        let runner = CellRunner()
        runner.run("let values = [1]")
        let code = "let é = \"🎉\"; values.cou"
        let result = runner.engine.complete(code: code, cursorPosition: code.unicodeScalars.count)
        XCTAssertEqual(result.matches, ["count"])
        XCTAssertEqual(result.cursorStart, code.unicodeScalars.count - 3)
    }

    func testCompletionNeverRunsCalls() {
        let runner = CellRunner()
        runner.run("var calls = 0\nfunc bump() -> [Int] { calls += 1; return [1] }")
        _ = runner.engine.complete(code: "bump().", cursorPosition: 7)
        XCTAssertEqual(runner.run("calls"), "0")
    }
}
