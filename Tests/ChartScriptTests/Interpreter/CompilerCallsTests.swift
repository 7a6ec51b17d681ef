import XCTest
@testable import ChartScript

/// Calls the compiler handles itself: `Substring(…)`, whose values are held as strings.
final class CompilerCallsTests: XCTestCase {
    func testSubstringOfTextIsThatTextAndOfAnythingElseAClearError() {
        assertCell("let s = Substring(\"abc\")\ns.count", gives: "3")
        let error = CellRunner().error("let s = Substring(3)")
        XCTAssertEqual(error?.name, "TypeError")
        XCTAssertTrue(error?.value.contains("Substring(_:) takes a String, Substring or Character, not Int") == true, error?.value ?? "")
    }

    func testADeclaredSubstringTypeIsCalledInstead() {
        assertCell("struct Substring { var n: Int }\nSubstring(n: 2).n", gives: "2")
    }
}
