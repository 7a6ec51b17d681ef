import XCTest
@testable import ChartCore

final class BarShapeTests: XCTestCase {
    private func bar(start: Double, end: Double) -> BarSegment {
        BarSegment(series: 0, index: 0, value: end - start, startValue: start, endValue: end,
                   x: 10, y: 20, width: 30, height: 60, endPoint: Point(x: 25, y: 20))
    }

    func testUpwardBarRoundsItsTopCornersOnly() throws {
        let path = try XCTUnwrap(BarShape.roundedPath(for: bar(start: 0, end: 5), radius: 4, isHorizontal: false))
        XCTAssertTrue(path.hasPrefix("M14 20"))          // the top edge starts after the corner
        XCTAssertTrue(path.contains("L40 80"))           // square bottom-right corner
        XCTAssertTrue(path.contains("L10 80"))           // square bottom-left corner
        XCTAssertEqual(path.filter { $0 == "Q" }.count, 2)
    }

    func testDownwardBarRoundsItsBottomCorners() throws {
        let path = try XCTUnwrap(BarShape.roundedPath(for: bar(start: 0, end: -5), radius: 4, isHorizontal: false))
        XCTAssertTrue(path.hasPrefix("M10 20"))
        XCTAssertEqual(path.filter { $0 == "Q" }.count, 2)
    }

    func testRadiusIsLimitedByTheBarsThickness() throws {
        let path = try XCTUnwrap(BarShape.roundedPath(for: bar(start: 0, end: 5), radius: 100, isHorizontal: false))
        XCTAssertTrue(path.hasPrefix("M25 20"))          // half the 30 px width
    }

    func testZeroRadiusNeedsNoPath() {
        XCTAssertNil(BarShape.roundedPath(for: bar(start: 0, end: 5), radius: 0, isHorizontal: false))
    }
}
