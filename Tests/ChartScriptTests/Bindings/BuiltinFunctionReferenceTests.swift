import XCTest
@testable import ChartScript

/// Built-in free functions named as values: the overload is chosen per call by its arguments.
final class BuiltinFunctionReferenceTests: XCTestCase {
    func testOverloadsAreChosenByTheArgumentsOfEachCall() {
        assertCell("[-1, 2].map(abs)", gives: "[1, 2]")
        assertCell("[-1.5].map(abs)", gives: "[1.5]")
        assertCell("[4, 9, 2].reduce(0, max)", gives: "9")
        assertCell("zip([1, 5], [4, 2]).map(min)", gives: "[1, 2]")
        assertCell("let f: (Int, Int) -> Int = max\nf(3, 9)", gives: "9")
    }

    func testPrintIsNotAFunctionValueAsInSwift() {
        let error = CellRunner().error("[1, 2].forEach(print)")
        XCTAssertEqual(error?.name, "TypeError")
        XCTAssertTrue(error?.value.contains("{ print($0) }") == true, error?.value ?? "no error")
    }

    func testAWrongArgumentIsAClearError() {
        let error = CellRunner().error("let values = [\"a\"].map(sqrt)")
        XCTAssertNotNil(error)
    }
}
