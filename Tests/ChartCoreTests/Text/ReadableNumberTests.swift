import XCTest
@testable import ChartCore

final class ReadableNumberTests: XCTestCase {
    func testThreeSignificantDigitsBelowAThousand() {
        XCTAssertEqual(ReadableNumber.string(26.428571), "26.4")
        XCTAssertEqual(ReadableNumber.string(5), "5")
        XCTAssertEqual(ReadableNumber.string(2.5), "2.5")
        XCTAssertEqual(ReadableNumber.string(123.4), "123")
        XCTAssertEqual(ReadableNumber.string(0.012345), "0.0123")
        XCTAssertEqual(ReadableNumber.string(-26.428571), "-26.4")
        XCTAssertEqual(ReadableNumber.string(0), "0")
    }

    func testThousandsAndMoreAreCountedInUnits() {
        XCTAssertEqual(ReadableNumber.string(1_234), "1.2 k")
        XCTAssertEqual(ReadableNumber.string(27_140), "27.1 k")
        XCTAssertEqual(ReadableNumber.string(999.7), "1 k")
        XCTAssertEqual(ReadableNumber.string(123_456), "123 k")
        XCTAssertEqual(ReadableNumber.string(2_400_000), "2.4 M")
        XCTAssertEqual(ReadableNumber.string(-3_100_000_000), "-3.1 B")
        XCTAssertEqual(ReadableNumber.string(7.5e12), "7.5 T")
    }

    func testExtremesReadInScientificNotation() {
        XCTAssertEqual(ReadableNumber.string(1.7e308), "1.7e+308")
        XCTAssertEqual(ReadableNumber.string(0.00001234), "1.23e-05")
        XCTAssertEqual(ReadableNumber.string(.nan), "NaN")
        XCTAssertEqual(ReadableNumber.string(-.infinity), "-∞")
    }

    func testPreciseReadingsKeepTwoDecimalsAndGroupThousands() {
        XCTAssertEqual(ReadableNumber.precise(26.428571), "26.43")
        XCTAssertEqual(ReadableNumber.precise(27_140), "27,140")
        XCTAssertEqual(ReadableNumber.precise(3), "3")
        XCTAssertEqual(ReadableNumber.precise(0.012345), "0.0123")
    }
}
