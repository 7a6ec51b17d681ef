import XCTest
@testable import ChartCore

final class SumTests: XCTestCase {
    func testSumOfDoublesAddsEveryValue() throws {
        XCTAssertEqual(try [1.5, -2.25, 4.0].sum, 3.25)
    }

    func testSumOfEmptyCollectionIsZero() throws {
        XCTAssertEqual(try [Double]().sum, 0)
        XCTAssertEqual(try [Int]().sum, 0)
    }

    func testSumOfIntegersIsExactAndKeepsTheElementType() throws {
        let values: [Int] = [Int.max - 10, 7, 3]
        XCTAssertEqual(try values.sum, Int.max)
        let small: [Int8] = [100, 27]
        XCTAssertEqual(try small.sum, Int8.max)
    }

    func testIntegerSumThatOverflowsThrows() {
        assertThrows(.overflow(statistic: "sum"), try [Int.max, 1].sum)
        assertThrows(.overflow(statistic: "sum"), try [Int8(100), 28].sum)
        assertThrows(.overflow(statistic: "sum"), try [UInt8(200), 56].sum)
    }

    func testSumRejectsNaNWithItsIndex() {
        assertThrows(.notANumber(index: 2), try [1.0, 2.0, .nan, 4.0, .nan].sum)
    }

    func testSumOfInfinitiesFollowsIEEE() throws {
        XCTAssertEqual(try [1.0, .infinity].sum, .infinity)
        XCTAssertTrue(try [Double.infinity, -.infinity].sum.isNaN)
    }

    func testPairwiseSumOfManySmallValuesStaysAccurate() throws {
        // 0.1 is not exact in binary; a naive running sum of ten million copies drifts by ~1e-4.
        let values = [Double](repeating: 0.1, count: 10_000_000)
        XCTAssertEqual(try values.sum, 1_000_000, accuracy: 1e-6)
    }

    func testSumOfFloatsAndSlicesUsesTheSameRule() throws {
        let floats: [Float] = [0.5, 0.25, 0.125]
        XCTAssertEqual(try floats.sum, 0.875)
        let slice = [1.0, 2.0, 3.0, 4.0][1...2]
        XCTAssertEqual(try slice.sum, 5)
    }
}
