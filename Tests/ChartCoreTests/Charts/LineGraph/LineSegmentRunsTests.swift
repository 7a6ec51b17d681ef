import XCTest
@testable import ChartCore

final class LineSegmentRunsTests: XCTestCase {
    func testSegmentsOfTheSameLookShareOnePath() throws {
        var graph = LineGraph([1, 3, 2, 5, 4])
        graph.lineColor = .blue
        graph.segmentColors = [.red, .red]
        graph.segmentAlphas = [1, 1, 0.5]
        let runs = LineSegmentRuns.runs(of: try graph.makeGeometry(), chart: graph)
        XCTAssertEqual(runs.map(\.color), [.red, Color.blue.withAlpha(0.5), .blue])
    }

    func testEachSegmentIsDrawnInItsColourInTheSVG() throws {
        var graph = LineGraph([1, 3, 2, 5])
        graph.segmentColors = [.red, .green, .blue]
        let strokes = ParsedSVG.elements(in: try graph.svg).filter { $0.name == "path" && $0.attributes["stroke"] != nil }
            .compactMap { $0.attributes["stroke"] }
        XCTAssertTrue([Color.red, .green, .blue].allSatisfy { strokes.contains($0.hexString) })
    }

    func testSmoothRunsKeepTheWholeLinesCurve() throws {
        var graph = LineGraph([1, 3, 2, 5, 4])
        graph.isSmooth = true
        let geometry = try graph.makeGeometry()
        let points = geometry.drawnIndices[0].map { geometry.pixel(series: 0, index: $0) }
        var whole = PathData()
        CurvePath.append(points, smooth: true, to: &whole)
        graph.segmentColors = [.red, .red, .red, .red]
        let runs = LineSegmentRuns.runs(of: geometry, chart: graph)
        XCTAssertEqual(runs.count, 1)
        XCTAssertEqual(runs[0].data.text, whole.text)
    }
}
