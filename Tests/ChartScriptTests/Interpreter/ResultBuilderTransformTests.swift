import XCTest
@testable import ChartScript

/// Result builders: what a body may not do, and the shape of the `buildEither` tree (what they
/// print is compared with swiftc's output by the fidelity programs).
final class ResultBuilderTransformTests: XCTestCase {
    private let builder = """
        @resultBuilder
        struct Joined {
            static func buildBlock(_ parts: String...) -> String { parts.joined(separator: "+") }
        }
        func joined(@Joined _ body: () -> String) -> String { body() }
        """

    func testTheEitherTreeIsBalancedAsSwiftBalancesIt() {
        let paths = (0..<5).map { ResultBuilderTransform.eitherPath($0, of: 5) }
        XCTAssertEqual(paths, [[true, true, true], [true, true, false], [true, false, true], [true, false, false], [false]])
        XCTAssertEqual((0..<3).map { ResultBuilderTransform.eitherPath($0, of: 3) }, [[true, true], [true, false], [false]])
        XCTAssertEqual(ResultBuilderTransform.eitherPath(0, of: 1), [])
    }

    func testABranchTheBuilderCannotBuildIsAClearError() {
        let runner = CellRunner()
        runner.run(builder)
        let message = runner.run("let flag = true\njoined {\n    \"a\"\n    if flag { \"b\" }\n}")
        XCTAssertTrue(message.contains("needs 'Joined' to declare static func buildOptional"), message)
        XCTAssertTrue(runner.run("joined { for i in 0..<2 { \"x\" } }").contains("buildArray"))
    }

    func testAnAttributeThatIsNoBuilderIsAnError() {
        let message = CellRunner().run("struct Plain {}\n@Plain func f() -> Int { 1 }")
        XCTAssertTrue(message.contains("names no result builder"), message)
    }

    func testAClosureWithAnExplicitReturnIsNotRewritten() {
        let runner = CellRunner()
        runner.run(builder)
        XCTAssertEqual(runner.run("joined { \"a\"; \"b\" }"), "\"a+b\"")
        XCTAssertEqual(runner.run("joined { return \"plain\" }"), "\"plain\"")
        XCTAssertEqual(runner.run("joined { let x = \"c\"\nx\nx }"), "\"c+c\"")
    }
}
