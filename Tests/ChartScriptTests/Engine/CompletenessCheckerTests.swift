import XCTest
@testable import ChartScript

final class CompletenessCheckerTests: XCTestCase {
    func testCompleteCode() {
        XCTAssertEqual(CompletenessChecker.status(of: "let a = 1"), .complete)
        XCTAssertEqual(CompletenessChecker.status(of: "for i in 0..<3 {\n  print(i)\n}"), .complete)
        XCTAssertEqual(CompletenessChecker.status(of: "switch x {}"), .complete)
    }

    func testOpenBracketsAreIncompleteWithIndent() {
        XCTAssertEqual(CompletenessChecker.status(of: "for i in 0..<3 {"), .incomplete(indent: "    "))
        XCTAssertEqual(CompletenessChecker.status(of: "func f() {\n  if x {"), .incomplete(indent: "        "))
        XCTAssertEqual(CompletenessChecker.status(of: "let a = [1,"), .incomplete(indent: "    "))
    }

    func testOpenStringsCommentsAndTrailingOperatorsAreIncomplete() {
        XCTAssertEqual(CompletenessChecker.status(of: "let s = \"\"\"\nabc"), .incomplete(indent: ""))
        XCTAssertEqual(CompletenessChecker.status(of: "/* note"), .incomplete(indent: ""))
        XCTAssertEqual(CompletenessChecker.status(of: "let total = 1 +"), .incomplete(indent: "    "))
        XCTAssertEqual(CompletenessChecker.status(of: "let total ="), .incomplete(indent: "    "))
    }

    func testMalformedCodeIsInvalid() {
        XCTAssertEqual(CompletenessChecker.status(of: "let a = 1)"), .invalid)
        XCTAssertEqual(CompletenessChecker.status(of: "let = 3"), .invalid)
    }
}
