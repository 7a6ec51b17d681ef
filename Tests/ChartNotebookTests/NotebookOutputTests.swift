import ChartCore
import ChartData
import Foundation
import XCTest
@testable import ChartNotebook

final class NotebookOutputTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("chart-notebook-\(UUID().uuidString)").path
        NotebookOutput.directory = folder + "/out"
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testValuesShowAsPrintWritesThemAndVoidAsNothing() throws {
        guard case .text(let number) = NotebookOutput.shown(26.428571428571427) else { return XCTFail("not text") }
        XCTAssertEqual(number, "26.428571428571427")
        guard case .text(let text) = NotebookOutput.shown("Hover over the chart") else { return XCTFail("not text") }
        XCTAssertEqual(text, "Hover over the chart")
        guard case .text(let array) = NotebookOutput.shown(["Jan", "Feb"]) else { return XCTFail("not text") }
        XCTAssertEqual(array, #"["Jan", "Feb"]"#)
        let frame = try DataFrame(csvText: "subject,count\nMath,3\n")
        guard case .text(let rows) = NotebookOutput.shown(frame) else { return XCTFail("not text") }
        XCTAssertEqual(rows, frame.description)
        guard case .nothing = NotebookOutput.shown(()) else { return XCTFail("Void shows something") }
    }

    func testChartsAreWrittenAsNumberedSVGFilesHoldingTheirSVG() throws {
        let start = NotebookOutput.chartCount
        var graph = LineGraph([12, 19, 25], labels: ["Jan", "Feb", "Mar"])
        graph.title = "Enrollment"
        guard case .chart = NotebookOutput.shown(graph) else { return XCTFail("not a chart") }
        let first = try XCTUnwrap(NotebookOutput.write(graph))
        let second = try XCTUnwrap(NotebookOutput.write(PieChart(categories: ["a", "b"], values: [1, 2])))
        XCTAssertEqual(NotebookOutput.chartCount, start + 2)
        XCTAssertEqual(first, NotebookOutput.chartPath(number: start + 1))
        XCTAssertTrue(second.hasSuffix(String(format: "/out/chart-%03d.svg", start + 2)), second)
        XCTAssertEqual(try String(contentsOfFile: first, encoding: .utf8), try graph.svg)
    }

    func testAChartThatCannotBeDrawnWritesNoFile() {
        let start = NotebookOutput.chartCount
        XCTAssertNil(NotebookOutput.write(ScatterPlot(x: [1, 2], y: [1])))
        XCTAssertEqual(NotebookOutput.chartCount, start)
        XCTAssertFalse(FileManager.default.fileExists(atPath: NotebookOutput.chartPath(number: start + 1)))
    }

    func testChartPathsHaveAtLeastThreeDigits() {
        NotebookOutput.directory = "charts"
        XCTAssertEqual(NotebookOutput.chartPath(number: 7), "charts/chart-007.svg")
        XCTAssertEqual(NotebookOutput.chartPath(number: 1234), "charts/chart-1234.svg")
        NotebookOutput.directory = "out/"
        XCTAssertEqual(NotebookOutput.chartPath(number: 12), "out/chart-012.svg")
    }
}
