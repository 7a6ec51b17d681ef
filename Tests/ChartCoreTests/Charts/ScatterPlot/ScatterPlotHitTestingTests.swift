import XCTest
@testable import ChartCore

final class ScatterPlotHitTestingTests: XCTestCase {
    func testEveryPointOfSortedSeriesMapsBack() throws {
        let x: [Double] = [0, 1, 1, 2, 3.5, 3.5, 3.5, 8]
        let y: [Double] = [5, 1, 9, 4, 0, 5, 10, 2]
        let geometry = try ScatterPlot(x: x, y: y).makeGeometry()
        XCTAssertTrue(geometry.isSortedByX[0])
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
        XCTAssertFalse(geometry.isSortedByX[0])
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
}
