import XCTest
@testable import ChartCore

final class VarianceTests: XCTestCase {
    func testStandardDeviationOfOneToEightIsBEMSimpleLineGraphsPopulationValue() throws {
        let values = [1.0, 2, 3, 4, 5, 6, 7, 8]
        XCTAssertEqual(try values.standardDeviation, 2.29128, accuracy: 1e-5)
        XCTAssertEqual(try values.standardDeviation, (5.25).squareRoot())
        XCTAssertEqual(try Array(1...8).standardDeviation, (5.25).squareRoot())
    }

    func testPopulationAndSampleVariantsDivideByNAndNMinusOne() throws {
        let values = [1.0, 2, 3, 4, 5, 6, 7, 8]
        XCTAssertEqual(try values.variance, 5.25)
        XCTAssertEqual(try values.populationVariance, 5.25)
        XCTAssertEqual(try values.sampleVariance, 6)
        XCTAssertEqual(try values.populationStandardDeviation, (5.25).squareRoot())
        XCTAssertEqual(try values.sampleStandardDeviation, (6.0).squareRoot())
        XCTAssertEqual(try [2, 4, 4, 4, 5, 5, 7, 9].populationStandardDeviation, 2)
    }

    func testVarianceOfAllEqualValuesIsZero() throws {
        XCTAssertEqual(try [Double](repeating: 0.1, count: 999).variance, 0)
        XCTAssertEqual(try [Int](repeating: 7, count: 10).sampleVariance, 0)
    }

    func testVarianceOfSingleValueIsZeroButSampleVarianceNeedsTwo() throws {
        XCTAssertEqual(try [3.0].standardDeviation, 0)
        assertThrows(.notEnoughValues(statistic: "sample standard deviation", needed: 2, got: 1),
                     try [3.0].sampleStandardDeviation)
        assertThrows(.notEnoughValues(statistic: "sample variance", needed: 2, got: 1), try [3].sampleVariance)
    }

    func testVarianceStaysAccurateFarFromZero() throws {
        // A naive Σx² − (Σx)²/n loses every digit here; the two-pass algorithm keeps them.
        let values = [1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16]
        XCTAssertEqual(try values.variance, 22.5)
        XCTAssertEqual(try values.sampleVariance, 30)
    }

    func testVarianceOfNegativeIntegers() throws {
        XCTAssertEqual(try [-1, -3].variance, 1)
    }

    func testVarianceOfEmptyInputThrows() {
        assertThrows(.emptyInput(statistic: "variance"), try [Double]().variance)
        assertThrows(.emptyInput(statistic: "standard deviation"), try [Int]().standardDeviation)
        assertThrows(.emptyInput(statistic: "sample standard deviation"), try [Double]().sampleStandardDeviation)
    }

    func testVarianceRejectsNaN() {
        assertThrows(.notANumber(index: 2), try [1.0, 2, .nan].standardDeviation)
        assertThrows(.notANumber(index: 0), try [Double.nan].sampleVariance)
    }
}
