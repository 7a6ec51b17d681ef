import XCTest
@testable import ChartCore

final class SumTests: XCTestCase {
    func testSumOfDoublesAddsEveryValue() {
        XCTAssertEqual([1.5, -2.25, 4.0].sum, 3.25)
    }

    func testSumOfEmptyCollectionIsZero() {
        XCTAssertEqual([Double]().sum, 0)
        XCTAssertEqual([Int]().sum, 0)
    }

    func testSumOfIntegersIsExactAndKeepsTheElementType() {
        let values: [Int] = [Int.max - 10, 7, 3]
        XCTAssertEqual(values.sum, Int.max)
        let small: [Int8] = [100, 27]
        XCTAssertEqual(small.sum, Int8.max)
    }

    func testIntegerSumThatOverflowsWrapsAroundAndSaysSo() {
        XCTAssertEqual([Int.max, 1].sum, Int.min)
        XCTAssertEqual([Int8(100), 28].sum, Int8.min)
        XCTAssertEqual([UInt8(200), 56].sum, 0)
        XCTAssertTrue([Int.max, 1].sumReportingOverflow.overflow)
        XCTAssertTrue([Int8(100), 28].sumReportingOverflow.overflow)
        // A partial sum that overflows counts, even when later values bring the total back.
        XCTAssertTrue([Int.max, 1, -1].sumReportingOverflow.overflow)
        XCTAssertFalse([Int.max - 1, 1].sumReportingOverflow.overflow)
        XCTAssertFalse([Int]().sumReportingOverflow.overflow)
    }

    func testSumWithANaNValueIsNaN() {
        XCTAssertTrue([1.0, 2.0, .nan, 4.0, .nan].sum.isNaN)
    }

    func testSumOfInfinitiesFollowsIEEE() {
        XCTAssertEqual([1.0, .infinity].sum, .infinity)
        XCTAssertTrue([Double.infinity, -.infinity].sum.isNaN)
    }

    func testPairwiseSumOfManySmallValuesStaysAccurate() {
        // 0.1 is not exact in binary; a naive running sum of ten million copies drifts by ~1e-4.
        let values = [Double](repeating: 0.1, count: 10_000_000)
        XCTAssertEqual(values.sum, 1_000_000, accuracy: 1e-6)
    }

    func testSumOfFloatsAndSlicesUsesTheSameRule() {
        let floats: [Float] = [0.5, 0.25, 0.125]
        XCTAssertEqual(floats.sum, 0.875)
        let slice = [1.0, 2.0, 3.0, 4.0][1...2]
        XCTAssertEqual(slice.sum, 5)
    }
}
