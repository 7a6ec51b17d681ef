import XCTest
@testable import ChartScript

/// Printing and showing deeply nested values is bounded: past the limit they show as "…".
final class DescriptionNestingTests: XCTestCase {
    func testAValueNestedPastTheLimitIsElided() {
        let runner = CellRunner()
        runner.run("var v: [Any] = []\nfor _ in 0..<100_000 { v = [v] }")
        runner.run("print(v)")
        let printed = runner.context.stdout
        XCTAssertTrue(printed.hasPrefix(String(repeating: "[", count: DescriptionNesting.maximumDepth) + "…"), String(printed.prefix(20)))
        XCTAssertEqual(printed.count, 2 * DescriptionNesting.maximumDepth + 2)
        XCTAssertTrue(runner.run("v").contains("…"))
        XCTAssertEqual(runner.run("v.count"), "1")
    }

    func testShallowValuesAreDescribedInFull() {
        XCTAssertEqual(CellRunner().run("let nested: [Any] = [[[1, [2]], \"a\"]]\nnested"), "[[[1, [2]], \"a\"]]")
    }
}
