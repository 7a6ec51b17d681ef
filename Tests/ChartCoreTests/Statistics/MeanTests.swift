import XCTest
@testable import ChartCore

final class MeanTests: XCTestCase {
    func testMeanOfOneToEightIsFourAndAHalf() throws {
        XCTAssertEqual(try [1.0, 2, 3, 4, 5, 6, 7, 8].mean, 4.5)
        XCTAssertEqual(try Array(1...8).mean, 4.5)
    }

    func testMeanOfNegativeValues() throws {
        XCTAssertEqual(try [-3.0, -1.0, -8.0].mean, -4)
        XCTAssertEqual(try [-3, 2, -8].mean, -3)
    }

    func testMeanOfSingleValueIsThatValue() throws {
        XCTAssertEqual(try [42.5].mean, 42.5)
        XCTAssertEqual(try [7].mean, 7)
    }

    func testMeanOfAllEqualValuesIsThatValue() throws {
        XCTAssertEqual(try [Double](repeating: 0.1, count: 1001).mean, 0.1, accuracy: 1e-16)
    }

    func testMeanOfEmptyInputThrows() {
        assertThrows(.emptyInput(statistic: "mean"), try [Double]().mean)
        assertThrows(.emptyInput(statistic: "mean"), try [Int]().mean)
    }

    func testMeanRejectsNaN() {
        assertThrows(.notANumber(index: 1), try [1.0, .nan].mean)
        assertThrows(.notANumber(index: 0), try [Float.nan].mean)
    }

    func testMeanOfIntegersWhoseSumOverflowsStillWorks() throws {
        XCTAssertEqual(try [Int.max, Int.max].mean, Double(Int.max), accuracy: 1e4)
    }

    func testMeanOfUnsignedAndSmallIntegers() throws {
        XCTAssertEqual(try [UInt8(250), 252].mean, 251)
    }
}
