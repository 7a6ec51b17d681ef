import ChartCore
import Foundation
import XCTest
@testable import ChartNotebook

/// The notebook's functions compile with the arguments cells give them and write charts.
final class DisplayTests: XCTestCase {
    func testDisplayUpdateAndInteractiveWriteOneFileEachForACharts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chart-notebook-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        NotebookOutput.directory = folder
        let start = NotebookOutput.chartCount
        let bars = BarChart(categories: ["Math", "Art"], values: [31, 12])
        display(bars)
        display(bars, id: "bars")
        updateDisplay(bars, id: "bars")
        var touched: [Int] = []
        interactive(LineGraph([1, 2, 3]), onTouch: { touched.append($0) }, onRelease: { index in touched.append(-index) })
        interactive(LineGraph([4, 5]))
        XCTAssertEqual(NotebookOutput.chartCount, start + 5)
        XCTAssertEqual(touched, [], "no pointer, so the closures are never called")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(files.count, 5)
        XCTAssertEqual(try String(contentsOfFile: folder + "/" + files[0], encoding: .utf8), try bars.svg)
    }

    func testHelpAndClearOutputTakeWhatCellsGiveThem() {
        help("LineGraph.title")
        help(LineGraph.self)
        help(LineGraph([1]).lineWidth)
        clearOutput()
        clearOutput(wait: true)
    }
}
