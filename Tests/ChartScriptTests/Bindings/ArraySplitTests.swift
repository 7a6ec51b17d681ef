import XCTest
@testable import ChartScript

/// `split` on an array reads the elements from the array's storage one at a time (an array of
/// 100M Ints is not boxed before the first comparison) and gives what swiftc gives.
final class ArraySplitTests: XCTestCase {
    func testAnArraySplitsAsSwiftSplitsIt() {
        // Each line as swiftc prints it.
        assertCell("[1, 0, 2, 3, 0].split(separator: 0)", gives: "[ArraySlice([1]), ArraySlice([2, 3])]")
        assertCell("[1, 0, 2, 3, 0].split(separator: 0, maxSplits: 1)", gives: "[ArraySlice([1]), ArraySlice([2, 3, 0])]")
        assertCell("[1, 0, 2, 3, 0].split(separator: 0, omittingEmptySubsequences: false)",
                   gives: "[ArraySlice([1]), ArraySlice([2, 3]), ArraySlice([])]")
        assertCell("let a = [1, 0, 2, 3, 0]\na[1...].split(separator: 0)", gives: "[ArraySlice([2, 3])]")
        assertCell("[Int]().split(separator: 0)", gives: "[]")
    }

    func testASeparatorOfAnotherTypeIsAnErrorAtTheFirstElement() {
        let output = CellRunner().run("Array(repeating: -29, count: 10_000_000).split(separator: \"b\").count")
        XCTAssertTrue(output.contains("cannot be applied to operands of type 'Int' and 'String'"), output)
    }
}
