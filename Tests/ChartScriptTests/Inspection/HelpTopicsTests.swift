import XCTest
import JupyterEngine
@testable import ChartScript

/// help(_:) sends inspection's documentation to the pager, by name, member or value.
final class HelpTopicsTests: XCTestCase {
    private func pagedText(_ runner: CellRunner, _ code: String) -> String? {
        let before = runner.context.pages.count
        XCTAssertEqual(runner.run(code), "", code)
        guard runner.context.pages.count == before + 1 else { return nil }
        return runner.context.pages.last?.plainText
    }

    func testHelpOnATypeShowsItsDocumentationAndInitialisers() throws {
        let runner = CellRunner()
        let text = try XCTUnwrap(pagedText(runner, "help(LineGraph)"))
        let inspected = try XCTUnwrap(runner.engine.inspect(code: "LineGraph", cursorPosition: 3, detailLevel: 0)?.plainText)
        XCTAssertEqual(text, inspected)
        XCTAssertTrue(text.contains("init<Values: Sequence>(_ values: Values"), text)
        XCTAssertEqual(pagedText(runner, "help(\"LineGraph\")"), text)
    }

    func testHelpOnAFunctionNamesTheFunction() throws {
        let runner = CellRunner()
        let text = try XCTUnwrap(pagedText(runner, "help(print)"))
        XCTAssertTrue(text.hasPrefix("func print"), text)
        XCTAssertEqual(pagedText(runner, "help(\"print\")"), text)
    }

    func testHelpOnAMemberDocumentsTheMemberNotItsValue() throws {
        let runner = CellRunner()
        runner.run("var graph = LineGraph([1.0, 2.0])")
        let text = try XCTUnwrap(pagedText(runner, "help(graph.lineColor)"))
        let inspected = try XCTUnwrap(runner.engine.inspect(code: "graph.lineColor", cursorPosition: 9, detailLevel: 0)?.plainText)
        XCTAssertEqual(text, inspected)
        XCTAssertEqual(pagedText(runner, "help(\"LineGraph.lineColor\")"), text)
    }

    func testHelpOnAVariableDocumentsItsType() throws {
        let runner = CellRunner()
        runner.run("let graph = LineGraph([1.0, 2.0])")
        XCTAssertEqual(pagedText(runner, "help(graph)"), pagedText(runner, "help(LineGraph)"))
    }

    func testUnknownNamesSuggestTheClosestOnes() {
        let runner = CellRunner()
        let byName = runner.run("help(\"LineGraf\")")
        XCTAssertTrue(byName.hasPrefix("error: NameError"), byName)
        XCTAssertTrue(byName.contains("LineGraph"), byName)
        let bare = runner.run("help(LineGraf)")
        XCTAssertTrue(bare.hasPrefix("error: NameError") && bare.contains("LineGraph"), bare)
        runner.run("var graph = LineGraph([1.0, 2.0])")
        let member = runner.run("help(graph.lineColr)")
        XCTAssertTrue(member.hasPrefix("error: AttributeError") && member.contains("lineColor"), member)
        XCTAssertTrue(runner.context.pages.isEmpty)
    }
}
