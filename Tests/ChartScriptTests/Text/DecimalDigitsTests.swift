import XCTest
@testable import ChartScript

/// Decimal rounding as ICU rounds: on the shortest decimal digits, halves to the even digit.
final class DecimalDigitsTests: XCTestCase {
    private func text(_ number: Double, _ fractionDigits: Int) -> String {
        let rounded = DecimalDigits(number).rounded(toFractionDigits: fractionDigits)
        let fraction = rounded.fractionDigits(minimumCount: 0)
        return rounded.integerDigits(minimumCount: 1) + (fraction.isEmpty ? "" : "." + fraction)
    }

    func testHalvesGoToTheEvenDigit() {
        XCTAssertEqual(text(0.125, 2), "0.12")
        XCTAssertEqual(text(0.135, 2), "0.14")
        XCTAssertEqual(text(2.5, 0), "2")
        XCTAssertEqual(text(3.5, 0), "4")
        XCTAssertEqual(text(1.0005, 3), "1")
    }

    func testCarriesAndExponents() {
        XCTAssertEqual(text(9.999, 2), "10")
        XCTAssertEqual(text(1e20, 0), "100000000000000000000")
        XCTAssertEqual(text(1e-7, 3), "0")
        XCTAssertEqual(text(0.0006, 3), "0.001")
        XCTAssertEqual(DecimalDigits(Int.min).integerDigits(minimumCount: 1), "9223372036854775808")
    }
}
