import XCTest
import JupyterEngine
@testable import ChartScript

/// What values show: charts as SVG plus text, everything else as Swift's text.
final class DisplayTests: XCTestCase {
    private func result(_ runner: CellRunner, _ code: String) -> MimeBundle? {
        if case .success(let bundle) = runner.outcome(code) { return bundle }
        return nil
    }

    func testEnrollmentStatisticsReadAsInTheIssue() {
        let runner = CellRunner()
        runner.run("let enrollment = [12, 19, 25, 31, 28, 35, 35]")
        XCTAssertEqual(runner.run("enrollment.mean"), "26.428571428571427")
        XCTAssertEqual(runner.run("enrollment.median"), "28.0")
        XCTAssertEqual(runner.run("enrollment.mode"), "[35]")
        XCTAssertEqual(runner.run("enrollment.minimum"), "12")
        XCTAssertEqual(runner.run("enrollment.maximum"), "35")
        XCTAssertEqual(runner.run("enrollment.sum"), "185")
    }

    func testLineGraphResultIsSVGWithTextSummary() throws {
        let runner = CellRunner()
        runner.run("""
        let enrollment = [12, 19, 25, 31, 28, 35, 35]
        var graph = LineGraph(enrollment, labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"])
        graph.title = "Enrollment"
        graph.lineColor = .blue
        """)
        let bundle = try XCTUnwrap(result(runner, "graph"))
        let svg = try XCTUnwrap(bundle.chartSVG)
        XCTAssertTrue(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"), String(svg.prefix(40)))
        XCTAssertTrue(svg.contains("Enrollment"))
        XCTAssertEqual(bundle.plainText, runner.run("graph.textSummary").dropFirst().dropLast().replacingOccurrences(of: "\\'", with: "'"))
        XCTAssertEqual(runner.run("graph.lineColor"), runner.run("Color.blue"))
    }

    func testEveryChartKindDisplaysAsSVG() {
        let runner = CellRunner()
        for cell in ["BarChart(categories: [\"Math\", \"Art\"], values: [31, 12])", "PieChart(categories: [\"Math\", \"Art\"], values: [31, 12])",
                     "ScatterPlot(x: [1.0, 2.5, 4.0], y: [3, 1, 2])", "LineGraph([1, 2, 3])"] {
            XCTAssertNotNil(result(runner, cell)?.chartSVG, cell)
            XCTAssertNotNil(result(runner, cell)?.plainText, cell)
        }
    }

    func testSettingAPropertyChangesOnlyThatVariable() {
        let runner = CellRunner()
        runner.run("var a = BarChart(categories: [\"x\"], values: [1])\nvar b = a\nb.title = \"B\"")
        XCTAssertEqual(runner.run("a.title"), "nil")
        XCTAssertEqual(runner.run("b.title"), "\"B\"")
    }

    func testDisplayShowsNowAndPrintWritesStdout() {
        let runner = CellRunner()
        let text = runner.run("let g = LineGraph([1, 2])\ndisplay(g)\ndisplay(42)\nprint(\"done\")")
        XCTAssertEqual(text, "")
        XCTAssertEqual(runner.context.displays.count, 2)
        XCTAssertNotNil(runner.context.displays[0].chartSVG)
        XCTAssertEqual(runner.context.displays[1].plainText, "42")
        XCTAssertEqual(runner.context.stdout, "done\n")
    }

    func testClearOutputPassesWait() {
        let runner = CellRunner()
        runner.run("clearOutput(wait: true)\nclearOutput()")
        XCTAssertEqual(runner.context.clears, [true, false])
    }

    func testReadLineAsksThroughTheContextWhenAllowed() {
        let runner = CellRunner()
        runner.context.inputs = ["Ann"]
        XCTAssertEqual(runner.run("let name = readLine()\n\"hi \\(name!)\"", allowStdin: true), "\"hi Ann\"")
        let refused = runner.run("readLine()", allowStdin: false)
        XCTAssertTrue(refused.hasPrefix("error: InputError:"), refused)
    }

    func testChartPropertiesRoundTrip() {
        let runner = CellRunner()
        runner.run("var pie = PieChart(categories: [\"a\", \"b\"], values: [1, 2])\npie.direction = .counterClockwise\npie.holeRatio = 0.5\npie.legend.columns = 2")
        XCTAssertEqual(runner.run("pie.direction"), ".counterClockwise")
        XCTAssertEqual(runner.run("pie.holeRatio"), "0.5")
        XCTAssertEqual(runner.run("pie.legend.columns"), "2")
        XCTAssertEqual(runner.run("pie.direction == .counterClockwise"), "true")
        runner.run("var bars = BarChart(categories: [\"a\", \"b\"], values: [1, 2])\nbars.barColors = [.red, Color(red: 0, green: 0.5, blue: 1)]\nbars.yRange = 0...10")
        XCTAssertEqual(runner.run("bars.barColors.count"), "2")
        XCTAssertEqual(runner.run("bars.yRange"), "0.0...10.0")
        runner.run("var plot = ScatterPlot(x: [1, 2], y: [3, 4])\nplot.symbol = .diamond\nplot.addSeries(x: [1], y: [2], name: \"B\")")
        XCTAssertEqual(runner.run("plot.seriesNames.count"), "2")
        XCTAssertEqual(runner.run("plot.symbol"), ".diamond")
    }

    func testWrongValueForAPropertyIsATypeError() {
        let runner = CellRunner()
        runner.run("var graph = LineGraph([1, 2])")
        XCTAssertEqual(runner.error("graph.lineWidth = \"wide\"")?.name, "TypeError")
        XCTAssertEqual(runner.error("graph.lineColor = .purplish")?.name, "AttributeError")
    }

    func testSummaryShowsChartCoresDescription() {
        let text = CellRunner().run("[1, 2, 3, 4].summary")
        XCTAssertTrue(text.contains("mean"), text)
    }

    func testCanonicalSurfaceFromTheIssueRunsAsOneCell() {
        let runner = CellRunner()
        let cell = """
        let enrollment = [12, 19, 25, 31, 28, 35, 35]
        enrollment.mean                 // 26.428571428571427
        enrollment.standardDeviation    // population, as BEMSimpleLineGraph
        var graph = LineGraph(enrollment, labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"])
        graph.title = "Enrollment"
        graph.lineColor = .blue
        BarChart(categories: ["Math", "Art"], values: [31, 12])
        PieChart(categories: ["Math", "Art"], values: [31, 12])
        ScatterPlot(x: [1.0, 2.5, 4.0], y: [3, 1, 2])
        display(graph)                  // show now, as display_data
        print(enrollment.mean)          // stdout
        graph
        """
        guard case .success(let result) = runner.outcome(cell) else { return XCTFail("the canonical cell failed") }
        XCTAssertNotNil(result?.chartSVG)
        XCTAssertEqual(runner.context.displays.count, 1)
        XCTAssertEqual(runner.context.stdout, "26.428571428571427\n")
    }
}
