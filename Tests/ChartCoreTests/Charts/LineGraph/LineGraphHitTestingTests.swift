import XCTest
@testable import ChartCore

final class LineGraphHitTestingTests: XCTestCase {
    func testEveryDrawnPointMapsBackToItsIndex() throws {
        var graph = LineGraph([5, 3, 9, 1, 7, 7, 2], labels: ["a", "b", "c", "d", "e", "f", "g"])
        graph.addSeries([11, 11, 11, 11, 11, 11, 11], name: "flat")
        let geometry = try graph.makeGeometry()
        for series in 0..<2 {
            for index in 0..<7 {
                let position = try XCTUnwrap(geometry.position(index: index, series: series))
                let hit = try XCTUnwrap(geometry.hitTest(position))
                XCTAssertEqual(hit.index, index)
                XCTAssertEqual(hit.series, series)
                XCTAssertEqual(hit.position, position)
            }
        }
    }

    func testDrawnCircleCoordinatesMapBackToTheirIndex() throws {
        let graph = LineGraph((0..<30).map { Double($0 * $0 % 17) })
        let circles = try XCTUnwrap(SVGParsing.parse(try graph.svg)).all("circle")
        XCTAssertEqual(circles.count, 30)
        for circle in circles {
            let point = Point(x: Double(circle.attributes["cx"] ?? "") ?? -1, y: Double(circle.attributes["cy"] ?? "") ?? -1)
            XCTAssertEqual(graph.hitTest(point)?.index, Int(circle.attributes["data-index"] ?? ""))
        }
    }

    func testTiesGoToTheFirstIndex() throws {
        let geometry = try LineGraph([1, 2]).makeGeometry()
        let a = try XCTUnwrap(geometry.position(index: 0, series: 0)), b = try XCTUnwrap(geometry.position(index: 1, series: 0))
        XCTAssertEqual(geometry.hitTest(Point(x: (a.x + b.x) / 2, y: 0))?.index, 0)
    }

    func testPointsOutsideThePlotClampToTheEnds() throws {
        let geometry = try LineGraph([1, 2, 3]).makeGeometry()
        XCTAssertEqual(geometry.hitTest(Point(x: -1000, y: 0))?.index, 0)
        XCTAssertEqual(geometry.hitTest(Point(x: 1e9, y: 0))?.index, 2)
        XCTAssertEqual(geometry.hitTest(Point(x: .nan, y: 0))?.index, 0)
    }

    func testHitReportsValueAndLabel() throws {
        let hit = try XCTUnwrap(LineGraph([10, 20], labels: ["Mon", "Tue"]).hitTest(Point(x: 10_000, y: 0)))
        XCTAssertEqual(hit.value, 20)
        XCTAssertEqual(hit.label, "Tue")
    }

    func testPositionOutOfRangeIsNil() {
        XCTAssertNil(LineGraph([1]).position(index: 1, series: 0))
        XCTAssertNil(LineGraph([1]).position(index: 0, series: 1))
    }
}
