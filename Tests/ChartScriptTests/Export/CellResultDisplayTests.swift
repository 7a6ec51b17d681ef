import XCTest
@testable import ChartScript

final class CellResultDisplayTests: XCTestCase {
    private let results = CellResultDisplay(userVoidFunctions: ["report"])

    func testTheLastBareExpressionIsDisplayedAndTheRestIsUnchanged() {
        XCTAssertEqual(results.displayingResult(of: "var graph = LineGraph([1, 2])\ngraph.title = \"T\"\ngraph"),
                       "var graph = LineGraph([1, 2])\ngraph.title = \"T\"\ndisplay(graph)")
        XCTAssertEqual(results.displayingResult(of: "enrollment.mean"), "display(enrollment.mean)")
    }

    func testATrailingCommentStaysAfterTheClosingParenthesis() {
        XCTAssertEqual(results.displayingResult(of: "values.standardDeviation   // population\n"),
                       "display(values.standardDeviation)   // population\n")
    }

    func testAnExpressionOverSeveralLinesIsWrappedWhole() {
        let cell = "DataFrame(sqlite: \"s.sqlite\",\n      query: \"SELECT 1\")\n\n"
        XCTAssertEqual(results.displayingResult(of: cell), "display(DataFrame(sqlite: \"s.sqlite\",\n      query: \"SELECT 1\"))\n\n")
    }

    func testTryMovesBeforeDisplay() {
        XCTAssertEqual(results.displayingResult(of: "try PieChart(roster.grouped(by: \"subject\").counts())"),
                       "try display(PieChart(roster.grouped(by: \"subject\").counts()))")
        XCTAssertEqual(results.displayingResult(of: "try? DataFrame(contentsOfCSVFile: \"a.csv\")"), "display(try? DataFrame(contentsOfCSVFile: \"a.csv\"))")
    }

    func testCallsThatGiveNothingAreLeftAlone() {
        for cell in ["try interactive(LineGraph(table))", "print(1)", "interactive(graph, onTouch: { index in print(index) })", "display(graph, id: \"a\")",
                     "values.append(4)", "graph.addSeries([1, 2], name: \"B\")", "report(3)", "clearOutput(wait: true)"] {
            XCTAssertEqual(results.displayingResult(of: cell), cell)
        }
    }

    func testStatementsAndCellsThatDoNotParseAreLeftAlone() {
        for cell in ["let a = 1", "graph.title = \"x\"", "for i in 0..<3 { print(i) }", "func f() -> Int { 1 }", "let = ", ""] {
            XCTAssertEqual(results.displayingResult(of: cell), cell)
        }
    }

    func testOnlyTheNotebooksFunctionsWithoutAResultTypeCountAsGivingNothing() {
        let names = CellResultDisplay.voidFunctions(declaredIn: ["func report(_ x: Int) { print(x) }\nfunc twice(_ x: Int) -> Int { x * 2 }"])
        XCTAssertEqual(names, ["report"])
        XCTAssertEqual(results.displayingResult(of: "twice(3)"), "display(twice(3))")
    }

    func testSignaturesWithClosureParametersAreReadAfterTheirParameterList() {
        XCTAssertTrue(CellResultDisplay.signatureReturnsNothing("func interactive(_ chart: DrawableChart, onTouch: ((Int) -> Void)? = nil)"))
        XCTAssertFalse(CellResultDisplay.signatureReturnsNothing("func map(_ transform: (Element) -> T) -> [T]"))
        XCTAssertFalse(CellResultDisplay.signatureReturnsNothing("func quantile(_ probability: Double) -> Double"))
    }
}
