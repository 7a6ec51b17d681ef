import XCTest
@testable import ChartScript

/// A type's conformances are worked out once per declaration generation: a conformance that a
/// later cell's extension adds must show at once in descriptions, `is` and generic calls.
final class ConformanceCacheTests: XCTestCase {
    func testAConformanceAddedByALaterCellIsSeen() {
        let runner = CellRunner()
        runner.run("struct P { var x = 1 }\nlet p = P()\nprotocol Named {}\nfunc name<T: Named>(_ value: T) -> String { \"named\" }")
        XCTAssertEqual(runner.run("\"\\(p)\""), "\"P(x: 1)\"")
        XCTAssertEqual(runner.run("p is Named"), "false")
        runner.run("extension P: CustomStringConvertible { var description: String { \"custom\" } }")
        XCTAssertEqual(runner.run("\"\\(p)\""), "\"custom\"")
        runner.run("extension P: Named {}")
        XCTAssertEqual(runner.run("p is Named"), "true")
        XCTAssertEqual(runner.run("name(p)"), "\"named\"")
    }

    func testARedeclaredTypeHasItsNewConformances() {
        let runner = CellRunner()
        runner.run("struct Q: CustomStringConvertible { var description: String { \"first\" } }")
        XCTAssertEqual(runner.run("\"\\(Q())\""), "\"first\"")
        runner.run("struct Q { var y = 2 }")
        XCTAssertEqual(runner.run("\"\\(Q())\""), "\"Q(y: 2)\"")
    }
}
