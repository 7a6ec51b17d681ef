import XCTest
@testable import ChartCore

final class CurvePathTests: XCTestCase {
    func testSmoothCurveControlPointsNeverOvershootNeighbours() {
        let points = [Point(x: 0, y: 100), Point(x: 10, y: 0), Point(x: 20, y: 90), Point(x: 30, y: 95), Point(x: 40, y: 10)]
        let tangents = CurvePath.monotoneTangents(points)
        for index in 1..<points.count {
            let p0 = points[index - 1], p1 = points[index]
            let third = (p1.x - p0.x) / 3
            let c1 = p0.y + third * tangents[index - 1], c2 = p1.y - third * tangents[index]
            let low = min(p0.y, p1.y), high = max(p0.y, p1.y)
            XCTAssertTrue((low...high).contains(c1) && (low...high).contains(c2), "segment \(index)")
        }
    }

    func testLocalExtremaHaveFlatTangents() {
        let tangents = CurvePath.monotoneTangents([Point(x: 0, y: 0), Point(x: 1, y: 5), Point(x: 2, y: 0)])
        XCTAssertEqual(tangents[1], 0)
    }

    func testTwoPointsStayStraight() {
        var path = PathData()
        CurvePath.append([Point(x: 0, y: 0), Point(x: 10, y: 5)], smooth: true, to: &path)
        XCTAssertEqual(path.text, "M0 0L10 5")
    }
}
