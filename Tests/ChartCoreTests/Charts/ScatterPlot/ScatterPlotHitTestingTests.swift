import XCTest
@testable import ChartCore

final class ScatterPlotHitTestingTests: XCTestCase {
    func testEveryPointOfSortedSeriesMapsBack() throws {
        let x: [Double] = [0, 1, 1, 2, 3.5, 3.5, 3.5, 8]
        let y: [Double] = [5, 1, 9, 4, 0, 5, 10, 2]
        let geometry = try ScatterPlot(x: x, y: y).makeGeometry()
        XCTAssertTrue(geometry.columnAnchors[0].isSortedByX)
        for index in x.indices {
            let position = try XCTUnwrap(geometry.position(index: index, series: 0))
            XCTAssertEqual(geometry.hitTest(position)?.index, index)
        }
    }

    func testEveryPointOfUnsortedSeriesMapsBack() throws {
        let x: [Double] = [5, 1, 9, 4, 0]
        let y: [Double] = [2, 8, 3, 3, 7]
        var plot = ScatterPlot(x: x, y: y)
        plot.addSeries(x: [2, 6], y: [5, 5], name: "B")
        let geometry = try plot.makeGeometry()
        XCTAssertFalse(geometry.columnAnchors[0].isSortedByX)
        for index in x.indices {
            let position = try XCTUnwrap(geometry.position(index: index, series: 0))
            let hit = try XCTUnwrap(geometry.hitTest(position))
            XCTAssertEqual(hit.index, index)
            XCTAssertEqual(hit.series, 0)
        }
        let second = try XCTUnwrap(geometry.position(index: 1, series: 1))
        XCTAssertEqual(geometry.hitTest(second)?.series, 1)
    }

    func testLargeSortedSeriesRoundTrips() throws {
        let count = 200_000
        let x = (0..<count).map { Double($0) * 0.5 }
        let y = x.map { sin($0 / 1000) }
        let geometry = try ScatterPlot(x: x, y: y).makeGeometry()
        for index in stride(from: 0, to: count, by: 9_973) {
            let position = try XCTUnwrap(geometry.position(index: index, series: 0))
            XCTAssertEqual(geometry.hitTest(position)?.index, index)
        }
    }

    func testEmptyPlotHitsNothing() throws {
        XCTAssertNil(ScatterPlot(x: [], y: []).hitTest(Point(x: 1, y: 1)))
    }

    func testPointsAtTheLargestDoublesDrawAndHitTest() throws {
        // Issue 15: `interactive(ScatterPlot(x: [-1e308, 1e308], y: [1, 2]))` trapped making the geometry.
        let plot = ScatterPlot(x: [-1e308, 1e308], y: [1, 2])
        let geometry = try plot.makeGeometry()
        XCTAssertTrue(ParsedSVG.isWellFormed(plot.render(geometry)))
        let first = try XCTUnwrap(geometry.position(index: 0, series: 0))
        let second = try XCTUnwrap(geometry.position(index: 1, series: 0))
        XCTAssertLessThan(first.x, second.x - 100, "the two points must be drawn apart")
        XCTAssertEqual(geometry.hitTest(first)?.index, 0)
        XCTAssertEqual(geometry.hitTest(second)?.index, 1)
    }

    func testAHugeFiniteXRangeHitTests() throws {
        // Issue 15: `plot.xRange = -1e300...1e300` trapped on the first hover.
        var plot = ScatterPlot(x: (0..<50).map { Double($0) * 1e298 }, y: (0..<50).map { Double($0 % 7) })
        plot.xRange = -1e300...1e300
        let geometry = try plot.makeGeometry()
        for index in [0, 25, 49] {
            let position = try XCTUnwrap(geometry.position(index: index, series: 0))
            XCTAssertNotNil(geometry.hitTest(position))
        }
        XCTAssertNotNil(geometry.hitTest(Point(x: 320, y: 200)))
        XCTAssertTrue(ParsedSVG.isWellFormed(plot.render(geometry)))
    }

    func testAnXRangeWiderThanTheLargestDoubleIsRefused() {
        var plot = ScatterPlot(x: [1, 2], y: [1, 2])
        plot.xRange = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        XCTAssertThrowsError(try plot.makeGeometry()) { error in
            XCTAssertTrue(String(describing: error).contains("xRange"), "\(error)")
        }
    }
}
