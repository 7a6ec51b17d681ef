import XCTest
@testable import ChartScript

/// NumberFormatter's settings change in place through a `let` and through copies (it is a
/// class), and settings the kernel cannot honour are refused with a clear error.
final class NumberFormatterBindingsTests: XCTestCase {
    func testAFormatterIsSharedLikeAClassInstance() {
        assertCell("""
            let formatter = NumberFormatter()
            let alias = formatter
            alias.numberStyle = .decimal
            formatter.string(from: 12345)!
            """, gives: "\"12,345\"")
    }

    func testAnUnknownLocaleIsRefusedByName() {
        let error = CellRunner().error("let f = NumberFormatter()\nf.locale = Locale(identifier: \"de_DE\")")
        XCTAssertEqual(error?.name, "ValueError")
        XCTAssertTrue(error?.value.contains("'de_DE'") == true, error?.value ?? "")
        XCTAssertTrue(error?.value.contains("en_US") == true, error?.value ?? "")
    }

    func testNegativeDigitsAndNonNumbersAreErrors() {
        XCTAssertEqual(CellRunner().error("let f = NumberFormatter()\nf.maximumFractionDigits = -1")?.name, "ValueError")
        XCTAssertEqual(CellRunner().error("let f = NumberFormatter()\nf.string(from: \"x\")")?.name, "TypeError")
        XCTAssertEqual(CellRunner().error("let f = NumberFormatter()\nf.numberStyle = .fancy")?.name, "AttributeError")
    }

    func testNumbersBridgeToNSNumberAndTextDoesNot() {
        assertCell("(2.5 as NSNumber).doubleValue + Double((7 as NSNumber).intValue)", gives: "9.5")
        XCTAssertEqual(CellRunner().error("let n = \"x\" as NSNumber")?.name, "TypeError")
    }

    func testStringForANonNumberIsNil() {
        assertCell("let f = NumberFormatter()\nf.string(for: \"text\") == nil", gives: "true")
    }
}
