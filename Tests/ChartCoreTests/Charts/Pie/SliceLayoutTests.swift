import XCTest
@testable import ChartCore

final class SliceLayoutTests: XCTestCase {
    private let center = Point(x: 100, y: 100)

    private func geometry(_ values: [Double], start: Double = 0, direction: SliceDirection = .clockwise,
                          hole: Double = 0, exploded: Int? = nil, distance: Double = 0) -> SliceLayout {
        SliceLayout(values: values, center: center, outerRadius: 50, startAngle: start, direction: direction,
                    holeRatio: hole, explodedIndex: exploded, explodeDistance: distance)
    }

    func testSweepsAreProportionalToValues() {
        let pie = geometry([1, 3])
        XCTAssertEqual(pie.slices[0].sweep, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(pie.slices[1].sweep, 3 * .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(pie.slices[0].fraction + pie.slices[1].fraction, 1, accuracy: 1e-12)
    }

    func testClockwiseSlicesFollowEachOtherFromTwelveOClock() {
        let pie = geometry([1, 1, 2])
        XCTAssertEqual(pie.slices[0].startBearing, 0, accuracy: 1e-12)
        XCTAssertEqual(pie.slices[1].startBearing, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(pie.slices[2].startBearing, .pi, accuracy: 1e-12)
    }

    func testCounterClockwiseSlicesRunTheOtherWay() {
        let pie = geometry([1, 1, 2], start: 90, direction: .counterClockwise)
        XCTAssertEqual(pie.slices[0].startBearing, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(pie.slices[1].startBearing, 0, accuracy: 1e-12)
        XCTAssertEqual(pie.slices[1].middleBearing, 7 * .pi / 4, accuracy: 1e-12)
    }

    func testStartAngleIsInDegreesClockwiseFromTwelve() {
        let pie = geometry([1], start: 450)
        XCTAssertEqual(pie.slices[0].startBearing, .pi / 2, accuracy: 1e-12)
    }

    func testHoleRatioSetsInnerRadiusAndIsClamped() {
        XCTAssertEqual(geometry([1], hole: 0.5).innerRadius, 25, accuracy: 1e-12)
        XCTAssertEqual(geometry([1], hole: 3).innerRadius, 47.5, accuracy: 1e-12)
        XCTAssertEqual(geometry([1], hole: -1).innerRadius, 0)
    }

    func testExplodedSliceMovesOutAlongItsMiddleBearing() {
        let pie = geometry([1, 1], exploded: 0, distance: 10)
        // Slice 0 covers the right half; its middle bearing points at 3 o'clock.
        XCTAssertEqual(pie.slices[0].center.x, 110, accuracy: 1e-9)
        XCTAssertEqual(pie.slices[0].center.y, 100, accuracy: 1e-9)
        XCTAssertEqual(pie.slices[1].center, center)
    }

    func testZeroValueSliceIsEmptyAndNeverHit() {
        let pie = geometry([0, 1])
        XCTAssertTrue(pie.slices[0].isEmpty)
        XCTAssertEqual(pie.slice(at: Point(x: 100, y: 60))?.index, 1)
    }

    func testHitTestFindsSliceByAngle() {
        let pie = geometry([1, 1, 1, 1])
        XCTAssertEqual(pie.slice(at: Point(x: 120, y: 80))?.index, 0)   // upper right
        XCTAssertEqual(pie.slice(at: Point(x: 120, y: 120))?.index, 1)  // lower right
        XCTAssertEqual(pie.slice(at: Point(x: 80, y: 120))?.index, 2)   // lower left
        XCTAssertEqual(pie.slice(at: Point(x: 80, y: 80))?.index, 3)    // upper left
    }

    func testHitTestCounterClockwiseMirrorsTheSlices() {
        let pie = geometry([1, 1, 1, 1], direction: .counterClockwise)
        XCTAssertEqual(pie.slice(at: Point(x: 80, y: 80))?.index, 0)
        XCTAssertEqual(pie.slice(at: Point(x: 120, y: 80))?.index, 3)
    }

    func testNothingIsHitOutsideTheRadiusOrInsideTheHole() {
        XCTAssertNil(geometry([1, 1]).slice(at: Point(x: 100, y: 151)))
        XCTAssertNil(geometry([1, 1], hole: 0.5).slice(at: Point(x: 110, y: 100)))
        XCTAssertEqual(geometry([1, 1], hole: 0.5).slice(at: Point(x: 140, y: 100))?.index, 0)
    }

    func testExplodedSliceIsHitWhereItIsDrawnAndItsGapIsEmpty() {
        let pie = geometry([1, 1], exploded: 0, distance: 20)
        XCTAssertEqual(pie.slice(at: Point(x: 165, y: 100))?.index, 0) // beyond the plain radius
        XCTAssertNil(pie.slice(at: Point(x: 105, y: 100)))            // the gap left behind
    }

    func testEachSliceCentroidHitsItsOwnSlice() {
        for direction in SliceDirection.allCases {
            let pie = geometry([5, 1, 0, 3, 0.2, 8], start: 37, direction: direction, hole: 0.4, exploded: 3, distance: 8)
            for slice in pie.slices where !slice.isEmpty {
                XCTAssertEqual(pie.slice(at: slice.centroid)?.index, slice.index, "\(direction) slice \(slice.index)")
            }
        }
    }

    func testBearingOfPointsAroundTheCircle() {
        XCTAssertEqual(PieAngles.bearing(of: Point(x: 100, y: 50), from: center), 0, accuracy: 1e-12)
        XCTAssertEqual(PieAngles.bearing(of: Point(x: 150, y: 100), from: center), .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(PieAngles.bearing(of: Point(x: 50, y: 100), from: center), 3 * .pi / 2, accuracy: 1e-12)
    }
}
