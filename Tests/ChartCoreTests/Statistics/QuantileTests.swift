import XCTest
@testable import ChartCore

final class QuantileTests: XCTestCase {
    func testQuantileInterpolatesLinearlyLikeNumpy() {
        let values = [1.0, 2, 3, 4, 5, 6, 7, 8]
        // numpy.quantile(range(1, 9), [0.25, 0.75, 0.1]) == [2.75, 6.25, 1.7]
        XCTAssertEqual(values.quantile(0.25), 2.75)
        XCTAssertEqual(values.quantile(0.75), 6.25)
        XCTAssertEqual(values.quantile(0.1), 1.7, accuracy: 1e-15)
    }

    func testQuantileEndsAreMinimumAndMaximum() {
        let values = [4.0, -2, 9, 3]
        XCTAssertEqual(values.quantile(0), -2)
        XCTAssertEqual(values.quantile(1), 9)
    }

    func testHalfQuantileIsTheMedian() {
        XCTAssertEqual([5, 1, 4, 2].quantile(0.5), 3)
        XCTAssertEqual([5.0, 1, 4].quantile(0.5), 4)
    }

    func testQuantileOfSingleValue() {
        XCTAssertEqual([7.5].quantile(0.3), 7.5)
    }

    func testProbabilityOutsideZeroToOneGivesNaN() {
        XCTAssertTrue([1.0, 2].quantile(1.5).isNaN)
        XCTAssertTrue([1, 2].quantile(-0.1).isNaN)
        XCTAssertTrue([1.0].quantile(.nan).isNaN)
    }

    func testQuantileOfEmptyInputIsNaN() {
        XCTAssertTrue([Double]().quantile(0.5).isNaN)
        XCTAssertTrue([Int]().quantile(0).isNaN)
    }

    func testQuantileWithANaNValueIsNaN() {
        XCTAssertTrue([0.0, .nan].quantile(0.5).isNaN)
    }
}
