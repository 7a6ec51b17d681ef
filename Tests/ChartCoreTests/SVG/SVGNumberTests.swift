import XCTest
@testable import ChartCore

final class SVGNumberTests: XCTestCase {
    func testShortestFormWithAtMostTwoDecimals() {
        XCTAssertEqual(SVGNumber.format(12), "12")
        XCTAssertEqual(SVGNumber.format(12.5), "12.5")
        XCTAssertEqual(SVGNumber.format(12.345), "12.35")
        XCTAssertEqual(SVGNumber.format(0.1 + 0.2), "0.3")
        XCTAssertEqual(SVGNumber.format(100.999), "101")
        XCTAssertEqual(SVGNumber.format(-3.07), "-3.07")
        XCTAssertEqual(SVGNumber.format(0.05), "0.05")
        XCTAssertEqual(SVGNumber.format(1234567), "1234567")
    }

    func testNegativeZeroAndTinyNegativesPrintAsZero() {
        XCTAssertEqual(SVGNumber.format(-0.0), "0")
        XCTAssertEqual(SVGNumber.format(-0.001), "0")
    }

    func testNonFiniteValuesPrintAsZero() {
        XCTAssertEqual(SVGNumber.format(.nan), "0")
        XCTAssertEqual(SVGNumber.format(.infinity), "0")
    }
}
