import XCTest
@testable import ChartCore

final class VarianceTests: XCTestCase {
    func testStandardDeviationOfOneToEightIsBEMSimpleLineGraphsPopulationValue() {
        let values = [1.0, 2, 3, 4, 5, 6, 7, 8]
        XCTAssertEqual(values.standardDeviation, 2.29128, accuracy: 1e-5)
        XCTAssertEqual(values.standardDeviation, (5.25).squareRoot())
        XCTAssertEqual(Array(1...8).standardDeviation, (5.25).squareRoot())
    }

    func testPopulationAndSampleVariantsDivideByNAndNMinusOne() {
        let values = [1.0, 2, 3, 4, 5, 6, 7, 8]
        XCTAssertEqual(values.variance, 5.25)
        XCTAssertEqual(values.populationVariance, 5.25)
        XCTAssertEqual(values.sampleVariance, 6)
        XCTAssertEqual(values.populationStandardDeviation, (5.25).squareRoot())
        XCTAssertEqual(values.sampleStandardDeviation, (6.0).squareRoot())
        XCTAssertEqual([2, 4, 4, 4, 5, 5, 7, 9].populationStandardDeviation, 2)
    }

    func testVarianceOfAllEqualValuesIsZero() {
        XCTAssertEqual([Double](repeating: 0.1, count: 999).variance, 0)
        XCTAssertEqual([Int](repeating: 7, count: 10).sampleVariance, 0)
    }

    func testVarianceOfSingleValueIsZeroButSampleVarianceNeedsTwo() {
        XCTAssertEqual([3.0].standardDeviation, 0)
        XCTAssertTrue([3.0].sampleStandardDeviation.isNaN)
        XCTAssertTrue([3].sampleVariance.isNaN)
    }

    func testVarianceStaysAccurateFarFromZero() {
        // A naive Σx² − (Σx)²/n loses every digit here; the two-pass algorithm keeps them.
        let values = [1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16]
        XCTAssertEqual(values.variance, 22.5)
        XCTAssertEqual(values.sampleVariance, 30)
    }

    func testVarianceOfNegativeIntegers() {
        XCTAssertEqual([-1, -3].variance, 1)
    }

    func testVarianceOfEmptyInputIsNaN() {
        XCTAssertTrue([Double]().variance.isNaN)
        XCTAssertTrue([Int]().standardDeviation.isNaN)
        XCTAssertTrue([Double]().sampleStandardDeviation.isNaN)
    }

    func testVarianceWithANaNValueIsNaN() {
        XCTAssertTrue([1.0, 2, .nan].standardDeviation.isNaN)
        XCTAssertTrue([Double.nan].sampleVariance.isNaN)
    }
}
