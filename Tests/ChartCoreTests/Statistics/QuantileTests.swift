import XCTest
@testable import ChartCore

final class QuantileTests: XCTestCase {
    func testQuantileInterpolatesLinearlyLikeNumpy() throws {
        let values = [1.0, 2, 3, 4, 5, 6, 7, 8]
        // numpy.quantile(range(1, 9), [0.25, 0.75, 0.1]) == [2.75, 6.25, 1.7]
        XCTAssertEqual(try values.quantile(0.25), 2.75)
        XCTAssertEqual(try values.quantile(0.75), 6.25)
        XCTAssertEqual(try values.quantile(0.1), 1.7, accuracy: 1e-15)
    }

    func testQuantileEndsAreMinimumAndMaximum() throws {
        let values = [4.0, -2, 9, 3]
        XCTAssertEqual(try values.quantile(0), -2)
        XCTAssertEqual(try values.quantile(1), 9)
    }

    func testHalfQuantileIsTheMedian() throws {
        XCTAssertEqual(try [5, 1, 4, 2].quantile(0.5), 3)
        XCTAssertEqual(try [5.0, 1, 4].quantile(0.5), 4)
    }

    func testQuantileOfSingleValue() throws {
        XCTAssertEqual(try [7.5].quantile(0.3), 7.5)
    }

    func testProbabilityOutsideZeroToOneThrows() {
        assertThrows(.probabilityOutOfRange(1.5), try [1.0, 2].quantile(1.5))
        assertThrows(.probabilityOutOfRange(-0.1), try [1, 2].quantile(-0.1))
        XCTAssertThrowsError(try [1.0].quantile(.nan))
    }

    func testQuantileOfEmptyInputThrows() {
        assertThrows(.emptyInput(statistic: "quantile"), try [Double]().quantile(0.5))
    }

    func testQuantileRejectsNaN() {
        assertThrows(.notANumber(index: 1), try [0.0, .nan].quantile(0.5))
    }
}
