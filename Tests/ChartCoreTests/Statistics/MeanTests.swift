import XCTest
@testable import ChartCore

final class MeanTests: XCTestCase {
    func testMeanOfOneToEightIsFourAndAHalf() {
        XCTAssertEqual([1.0, 2, 3, 4, 5, 6, 7, 8].mean, 4.5)
        XCTAssertEqual(Array(1...8).mean, 4.5)
    }

    func testMeanOfNegativeValues() {
        XCTAssertEqual([-3.0, -1.0, -8.0].mean, -4)
        XCTAssertEqual([-3, 2, -8].mean, -3)
    }

    func testMeanOfSingleValueIsThatValue() {
        XCTAssertEqual([42.5].mean, 42.5)
        XCTAssertEqual([7].mean, 7)
    }

    func testMeanOfAllEqualValuesIsThatValue() {
        XCTAssertEqual([Double](repeating: 0.1, count: 1001).mean, 0.1, accuracy: 1e-16)
    }

    func testMeanOfEmptyInputIsNaNAsNumpys() {
        XCTAssertTrue([Double]().mean.isNaN)
        XCTAssertTrue([Int]().mean.isNaN)
    }

    func testMeanWithANaNValueIsNaN() {
        XCTAssertTrue([1.0, .nan].mean.isNaN)
        XCTAssertTrue([Float.nan].mean.isNaN)
    }

    func testMeanOfIntegersWhoseSumOverflowsStillWorks() {
        XCTAssertEqual([Int.max, Int.max].mean, Double(Int.max), accuracy: 1e4)
    }

    func testMeanOfUnsignedAndSmallIntegers() {
        XCTAssertEqual([UInt8(250), 252].mean, 251)
    }
}
