import XCTest
@testable import ChartCore

final class ExtremesTests: XCTestCase {
    func testMinimumMaximumAndRangeOfDoubles() throws {
        let values = [3.5, -2, 9, 0, 4, 8.25, -1]
        XCTAssertEqual(try values.minimum, -2)
        XCTAssertEqual(try values.maximum, 9)
        XCTAssertEqual(try values.range, 11)
    }

    func testExtremesOfIntegersKeepTheElementType() throws {
        let values: [Int16] = [5, -300, 12]
        XCTAssertEqual(try values.minimum, -300)
        XCTAssertEqual(try values.maximum, 12)
        XCTAssertEqual(try values.range, 312)
        XCTAssertEqual(try [4, 1, 9].range, 8)
    }

    func testExtremesOfSingleAndEqualValues() throws {
        XCTAssertEqual(try [5.0].range, 0)
        XCTAssertEqual(try [Int](repeating: 3, count: 9).minimum, 3)
    }

    func testExtremesIncludeInfinities() throws {
        XCTAssertEqual(try [1.0, -.infinity, 2].minimum, -.infinity)
        XCTAssertEqual(try [1.0, .infinity].maximum, .infinity)
    }

    func testExtremesFindValuesInEveryPositionOfTheUnrolledLoop() throws {
        for position in 0..<9 {
            var values = [Double](repeating: 0, count: 9)
            values[position] = -1
            XCTAssertEqual(try values.minimum, -1, "position \(position)")
            values[position] = 1
            XCTAssertEqual(try values.maximum, 1, "position \(position)")
        }
    }

    func testIntegerRangeThatOverflowsThrows() {
        assertThrows(.overflow(statistic: "range"), try [Int.min, Int.max].range)
        assertThrows(.overflow(statistic: "range"), try [Int8(-100), 100].range)
    }

    func testExtremesOfEmptyInputThrow() {
        assertThrows(.emptyInput(statistic: "minimum"), try [Double]().minimum)
        assertThrows(.emptyInput(statistic: "maximum"), try [Int]().maximum)
        assertThrows(.emptyInput(statistic: "range"), try [Float]().range)
    }

    func testExtremesRejectNaNWhereverItIs() {
        assertThrows(.notANumber(index: 0), try [Double.nan, 1, 2].minimum)
        assertThrows(.notANumber(index: 5), try [1.0, 2, 3, 4, 5, .nan].maximum)
        assertThrows(.notANumber(index: 1), try [1.0, .nan, .infinity].range)
    }
}
