import XCTest
@testable import ChartCore

final class ExtremesTests: XCTestCase {
    func testMinimumMaximumAndRangeOfDoubles() {
        let values = [3.5, -2, 9, 0, 4, 8.25, -1]
        XCTAssertEqual(values.minimum, -2)
        XCTAssertEqual(values.maximum, 9)
        XCTAssertEqual(values.range, 11)
    }

    func testExtremesOfIntegersKeepTheElementType() {
        let values: [Int16] = [5, -300, 12]
        XCTAssertEqual(values.minimum, -300)
        XCTAssertEqual(values.maximum, 12)
        XCTAssertEqual(values.range, 312)
        XCTAssertEqual([4, 1, 9].range, 8)
    }

    func testExtremesOfSingleAndEqualValues() {
        XCTAssertEqual([5.0].range, 0)
        XCTAssertEqual([Int](repeating: 3, count: 9).minimum, 3)
    }

    func testExtremesIncludeInfinities() {
        XCTAssertEqual([1.0, -.infinity, 2].minimum, -.infinity)
        XCTAssertEqual([1.0, .infinity].maximum, .infinity)
    }

    func testExtremesFindValuesInEveryPositionOfTheUnrolledLoop() {
        for position in 0..<9 {
            var values = [Double](repeating: 0, count: 9)
            values[position] = -1
            XCTAssertEqual(values.minimum, -1, "position \(position)")
            values[position] = 1
            XCTAssertEqual(values.maximum, 1, "position \(position)")
        }
    }

    func testIntegerRangeThatOverflowsWrapsAroundAsNumpysPtp() {
        XCTAssertEqual([Int.min, Int.max].range, -1)
        XCTAssertEqual([Int8(-100), 100].range, -56)
    }

    func testFloatingPointExtremesOfEmptyInputAreNaN() {
        XCTAssertTrue([Double]().minimum.isNaN)
        XCTAssertTrue([Double]().maximum.isNaN)
        XCTAssertTrue([Float]().range.isNaN)
    }

    func testIntegerExtremesOfEmptyInputAreWhereMinAndMaxFoldsStart() {
        XCTAssertEqual([Int]().minimum, Int.max)
        XCTAssertEqual([Int]().maximum, Int.min)
        XCTAssertEqual([UInt8]().minimum, 255)
        XCTAssertEqual([Int]().range, 0)
        XCTAssertEqual([Int]().minimum, [Int]().reduce(Int.max, min))
    }

    func testExtremesWithANaNValueAnywhereAreNaN() {
        XCTAssertTrue([Double.nan, 1, 2].minimum.isNaN)
        XCTAssertTrue([1.0, 2, 3, 4, 5, .nan].maximum.isNaN)
        XCTAssertTrue([1.0, .nan, .infinity].range.isNaN)
        XCTAssertTrue([Float(1), .nan].maximum.isNaN)
    }
}
