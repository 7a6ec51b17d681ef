import XCTest
@testable import ChartCore

final class NumberFormatTests: XCTestCase {
    func testFixedPrecision() throws {
        XCTAssertEqual(try NumberFormat("%.0f").string(for: 25.4), "25")
        XCTAssertEqual(try NumberFormat("%.2f").string(for: 3.14159), "3.14")
        XCTAssertEqual(try NumberFormat("%f").string(for: 1.5), "1.500000")
        XCTAssertEqual(try NumberFormat("%.1f").string(for: -0.04), "0.0")
    }

    func testTextAroundConversionAndPercentEscape() throws {
        XCTAssertEqual(try NumberFormat("$%.1f k").string(for: 12.25), "$12.3 k")
        XCTAssertEqual(try NumberFormat("%d%%").string(for: 42.9), "42%")
    }

    func testFlagsWidthAndGrouping() throws {
        XCTAssertEqual(try NumberFormat("%,.0f").string(for: 1234567), "1,234,567")
        XCTAssertEqual(try NumberFormat("%+.1f").string(for: 2), "+2.0")
        XCTAssertEqual(try NumberFormat("%05.1f").string(for: -2), "-02.0")
        XCTAssertEqual(try NumberFormat("%6.1f").string(for: 2), "   2.0")
    }

    func testExponentAndGeneralConversions() throws {
        XCTAssertEqual(try NumberFormat("%.2e").string(for: 12345), "1.23e+04")
        XCTAssertEqual(try NumberFormat("%g").string(for: 0.5), "0.5")
    }

    func testInvalidFormatsAreRejected() {
        for pattern in ["", "abc", "%", "%s", "%.2f %.2f", "%q"] {
            XCTAssertThrowsError(try NumberFormat(pattern), pattern) { error in
                XCTAssertEqual(error as? ChartError, .invalidNumberFormat(pattern))
            }
        }
    }

    func testHugeValuesFallBackToCLibrary() {
        XCTAssertEqual(NumberFormat.fixed(decimals: 0).string(for: 1e20), "100000000000000000000")
    }
}

final class AffixTests: XCTestCase {
    func testMinusSignGoesBeforeThePrefix() {
        XCTAssertEqual(NumberFormat.affixed("-20", prefix: "$", suffix: " k"), "-$20 k")
        XCTAssertEqual(NumberFormat.affixed("20", prefix: "$", suffix: ""), "$20")
        XCTAssertEqual(NumberFormat.affixed("-20", prefix: "", suffix: "%"), "-20%")
    }
}
