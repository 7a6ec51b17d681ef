import XCTest
import JupyterEngine
@testable import ChartScript

/// fputs with stderr and stdout, displays with ids and their updates.
final class OutputBindingsTests: XCTestCase {
    func testFputsToStderrWritesToTheCellsStderrOnly() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("import Glibc\nfputs(\"careful\\n\", stderr)"), "")
        XCTAssertEqual(runner.context.stderr, "careful\n")
        XCTAssertEqual(runner.context.stdout, "")
    }

    func testFputsToStdoutAddsNoLineBreak() {
        let runner = CellRunner()
        runner.run("import Glibc\nfputs(\"a\", stdout)\nfputs(\"b\", stdout)\nprint(\"c\")")
        XCTAssertEqual(runner.context.stdout, "abc\n")
        XCTAssertEqual(runner.context.stderr, "")
    }

    func testFputsRejectsSomethingThatIsNotAStream() {
        let runner = CellRunner()
        let error = runner.run("fputs(\"text\", 2)")
        XCTAssertTrue(error.hasPrefix("error: TypeError"), error)
        XCTAssertTrue(error.contains("stdout or stderr"), error)
    }

    func testStderrCanBeStoredAndShadowed() {
        let runner = CellRunner()
        runner.run("import Glibc\nlet log = stderr\nfputs(\"one\\n\", log)")
        XCTAssertEqual(runner.context.stderr, "one\n")
        XCTAssertEqual(runner.run("let stderr = 5\nstderr + 1"), "6")
    }

    func testDisplayWithIdCarriesTheIdAndUpdateReplacesIt() throws {
        let runner = CellRunner()
        runner.run("var graph = LineGraph([1.0, 3.0, 2.0])\ndisplay(graph, id: \"trend\")")
        XCTAssertEqual(runner.context.displayIDs, ["trend"])
        XCTAssertNotNil(runner.context.displays.first?.chartSVG)
        runner.run("graph.title = \"Later\"\nupdateDisplay(graph, id: \"trend\")")
        let update = try XCTUnwrap(runner.context.updates.first)
        XCTAssertEqual(update.id, "trend")
        XCTAssertTrue(update.bundle.chartSVG?.contains("Later") ?? false)
    }

    func testDisplayWithoutIdStillHasNoId() {
        let runner = CellRunner()
        runner.run("display(42)\ndisplay(\"text\", id: \"note\")\nupdateDisplay(7, id: \"note\")")
        XCTAssertEqual(runner.context.displayIDs, [nil, "note"])
        XCTAssertEqual(runner.context.updates.map(\.bundle.plainText), ["7"])
    }

    func testDisplayedStringsAreBareTextWhileResultsStayQuoted() {
        let runner = CellRunner()
        runner.run("display(\"Hover over the chart\", id: \"readout\")\nupdateDisplay(\"Touching Q2\", id: \"readout\")\ndisplay(\"plain\")")
        XCTAssertEqual(runner.context.updates.map(\.bundle.plainText), ["Touching Q2"])
        XCTAssertEqual(runner.context.displays.last?.plainText, "plain")
        XCTAssertEqual(runner.run("\"quoted\""), "\"quoted\"")
    }

    func testNewNamesAreCompletedAndInspected() {
        let runner = CellRunner()
        let matches = runner.engine.complete(code: "updateDis", cursorPosition: 9).matches
        XCTAssertTrue(matches.contains("updateDisplay"), "\(matches)")
        XCTAssertTrue(runner.engine.complete(code: "stde", cursorPosition: 4).matches.contains("stderr"))
        XCTAssertTrue(runner.engine.inspect(code: "stderr", cursorPosition: 3, detailLevel: 0)?.plainText?.contains("standard error") ?? false)
        XCTAssertTrue(runner.engine.inspect(code: "fputs(", cursorPosition: 3, detailLevel: 0)?.plainText?.contains("func fputs") ?? false)
    }
}
