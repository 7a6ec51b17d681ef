import XCTest
@testable import ChartScript

/// `String(format:)` refuses widths and precisions the C library would spend gigabytes on.
final class StringBindingsTests: XCTestCase {
    func testAHugePrecisionIsRefusedAtOnce() {
        let runner = CellRunner()
        runner.run("let kept = 5")
        let start = ContinuousClock.now
        let error = runner.error(#"String(format: "%.999999999f", 1.0)"#)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
        XCTAssertEqual(error?.name, "TypeError")
        XCTAssertTrue(error?.value.contains("up to 4096") ?? false, error?.value ?? "")
        XCTAssertEqual(runner.run(#"String(format: "%.3f", 2.0)"#), "\"2.000\"")
        XCTAssertEqual(runner.run("kept"), "5")
    }
}
