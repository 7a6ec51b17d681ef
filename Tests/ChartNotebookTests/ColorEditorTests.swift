import ChartCore
import Foundation
import XCTest
@testable import ChartNotebook

/// A notebook's colour editor compiled: it takes what cells give it, and showing it writes the
/// chart it edits (the kernel shows that chart above its sliders).
final class ColorEditorTests: XCTestCase {
    func testEditorsCompileWithTheCellsArgumentsAndStartAtTheirColour() {
        var bars = BarChart(categories: ["a", "b", "c"], values: [1, 2, 3])
        bars.barColors = [.red, .green, .blue]
        XCTAssertEqual(ColorEditor(bars, \.barColors[2]).color, .blue)
        XCTAssertEqual(ColorEditor(LineGraph([1, 2]), \.lineColor).color, Color(white: 0.5), "nil starts at 0.5")
        XCTAssertEqual(ColorEditor(Color.red).color, .red)
        XCTAssertNil(ColorEditor(Color.red).chart)
    }

    func testShowingAnEditorWritesItsChartThenItsPicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        NotebookOutput.directory = folder
        let start = NotebookOutput.chartCount
        let graph = LineGraph([1, 3, 2])
        display(ColorEditor(graph, \.lineColor))
        display(ColorEditor(Color.blue))
        XCTAssertEqual(NotebookOutput.chartCount, start + 3)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(try String(contentsOfFile: folder + "/" + files[0], encoding: .utf8), try graph.svg)
        XCTAssertEqual(try String(contentsOfFile: folder + "/" + files[1], encoding: .utf8), ColorEditorPicture.svg(of: Color(white: 0.5)))
        XCTAssertEqual(try String(contentsOfFile: folder + "/" + files[2], encoding: .utf8), ColorEditorPicture.svg(of: .blue))
    }
}
