import XCTest
@testable import ChartScript

/// formatted(_:) styles: an unknown currency code is refused by name rather than guessed, and a
/// style that does not fit the value is an error.
final class FormatStyleBindingsTests: XCTestCase {
    func testKnownStylesFormatNumbers() {
        assertCell("12.5.formatted(.currency(code: \"usd\")) + \" \" + 50.formatted(.percent)", gives: "\"US$12.50 50%\"")
    }

    func testAnUnknownCurrencyCodeIsRefused() {
        let error = CellRunner().error("12.5.formatted(.currency(code: \"JPY\"))")
        XCTAssertEqual(error?.name, "ValueError")
        XCTAssertTrue(error?.value.contains("'JPY'") == true, error?.value ?? "")
    }

    func testADateTooFarToReckonIsWrittenAsNothing() {
        assertCell("Date(timeIntervalSince1970: 1e300).formatted(.iso8601).isEmpty", gives: "true")
    }

    func testADateTakesOnlyDateStyles() {
        XCTAssertEqual(CellRunner().error("Date().formatted(.percent)")?.name, "TypeError")
    }
}
