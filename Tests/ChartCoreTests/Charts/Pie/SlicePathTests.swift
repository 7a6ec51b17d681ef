import XCTest
@testable import ChartCore

final class SlicePathTests: XCTestCase {
    private func pie(_ values: [Double], hole: Double = 0, direction: SliceDirection = .clockwise) -> SliceLayout {
        SliceLayout(values: values, center: Point(x: 0, y: 0), outerRadius: 10, startAngle: 0,
                    direction: direction, holeRatio: hole, explodedIndex: nil, explodeDistance: 0)
    }

    private func assertPoint(_ actual: Point, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(actual.y, y, accuracy: 1e-9, file: file, line: line)
    }

    func testQuarterSliceIsArcThenLineToCentre() {
        let commands = SlicePath.commands(for: pie([1, 3]).slices[0])
        XCTAssertEqual(commands.count, 4)
        guard case .move(let start) = commands[0], case .arc(let radius, let large, let clockwise, let end) = commands[1],
              case .line(let centre) = commands[2], commands[3] == .close else {
            return XCTFail("unexpected commands \(commands)")
        }
        assertPoint(start, 0, -10)
        assertPoint(end, 10, 0)
        assertPoint(centre, 0, 0)
        XCTAssertEqual(radius, 10)
        XCTAssertFalse(large)
        XCTAssertTrue(clockwise)
    }

    func testLargeSliceSetsLargeArcFlag() {
        guard case .arc(_, let large, _, _) = SlicePath.commands(for: pie([1, 3]).slices[1])[1] else {
            return XCTFail("no arc")
        }
        XCTAssertTrue(large)
    }

    func testCounterClockwiseSliceSweepsTheOtherWay() {
        guard case .arc(_, _, let clockwise, let end) = SlicePath.commands(for: pie([1, 3], direction: .counterClockwise).slices[0])[1] else {
            return XCTFail("no arc")
        }
        XCTAssertFalse(clockwise)
        assertPoint(end, -10, 0)
    }

    func testDonutSliceReturnsAlongTheInnerArc() {
        let commands = SlicePath.commands(for: pie([1, 1], hole: 0.5).slices[0])
        guard commands.count == 5, case .line(let innerEnd) = commands[2],
              case .arc(let radius, _, let clockwise, let innerStart) = commands[3] else {
            return XCTFail("unexpected commands \(commands)")
        }
        assertPoint(innerEnd, 0, 5)
        assertPoint(innerStart, 0, -5)
        XCTAssertEqual(radius, 5)
        XCTAssertFalse(clockwise)
    }

    func testSingleSliceIsAFullCircleOfTwoArcs() {
        let commands = SlicePath.commands(for: pie([0, 7, 0]).slices[1])
        XCTAssertEqual(commands.filter { if case .arc = $0 { return true } else { return false } }.count, 2)
        XCTAssertEqual(commands.first, .move(to: Point(x: 0, y: -10)))
    }

    func testSingleDonutSliceAddsTheHoleAsSecondCircle() {
        let commands = SlicePath.commands(for: pie([4], hole: 0.5).slices[0])
        XCTAssertEqual(commands.filter { if case .move = $0 { return true } else { return false } }.count, 2)
    }

    func testZeroSliceHasNoOutline() {
        XCTAssertTrue(SlicePath.commands(for: pie([0, 1]).slices[0]).isEmpty)
    }
}
