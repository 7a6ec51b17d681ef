import XCTest
@testable import ChartScript

/// String comparisons give ComparisonResult values that compare with their cases, and the
/// option the kernel cannot honour (regular expressions) is refused by name.
final class StringComparisonBindingsTests: XCTestCase {
    func testResultsCompareWithTheirCases() {
        assertCell("\"a\".compare(\"b\") == .orderedAscending && \"b\".localizedCompare(\"a\").rawValue == 1", gives: "true")
    }

    func testRegularExpressionsAreRefused() {
        let error = CellRunner().error("\"a1\".replacingOccurrences(of: \"[0-9]\", with: \"\", options: .regularExpression)")
        XCTAssertEqual(error?.name, "ValueError")
        XCTAssertTrue(error?.value.contains("regular expressions") == true, error?.value ?? "")
    }
}
