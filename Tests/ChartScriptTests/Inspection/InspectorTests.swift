import XCTest
@testable import ChartScript

final class InspectorTests: XCTestCase {
    func testInspectingAMemberShowsItsSignatureDocAndExample() throws {
        let runner = CellRunner()
        runner.run("let enrollment = [12, 19, 25]")
        let bundle = try XCTUnwrap(runner.engine.inspect(code: "enrollment.standardDeviation", cursorPosition: 14, detailLevel: 0))
        let text = try XCTUnwrap(bundle.plainText)
        XCTAssertTrue(text.hasPrefix("var standardDeviation: Double { get }"), text)
        XCTAssertTrue(text.contains("population"))
        XCTAssertTrue(text.contains("Example:"))
        XCTAssertNotNil(bundle.data["text/markdown"])
    }

    func testInspectingTypesFunctionsImplicitMembersAndVariables() {
        let runner = CellRunner()
        runner.run("let answer = 42")
        XCTAssertTrue(runner.engine.inspect(code: "LineGraph(", cursorPosition: 3, detailLevel: 0)?.plainText?.contains("init<Values: Sequence>(_ values: Values, labels: [String]? = nil) where Values.Element: ChartNumber") ?? false)
        XCTAssertTrue(runner.engine.inspect(code: "print(1)", cursorPosition: 3, detailLevel: 0)?.plainText?.contains("func print") ?? false)
        XCTAssertTrue(runner.engine.inspect(code: "x = .counterClockwise", cursorPosition: 8, detailLevel: 0)?.plainText?.contains("case counterClockwise") ?? false)
        XCTAssertTrue(runner.engine.inspect(code: "answer", cursorPosition: 2, detailLevel: 0)?.plainText?.contains("answer: Int") ?? false)
        XCTAssertNil(runner.engine.inspect(code: "nothingHere", cursorPosition: 3, detailLevel: 0))
    }

    func testInspectingAnOldNameExplainsTheNewOne() {
        let runner = CellRunner()
        runner.run("var graph = LineGraph([1])")
        XCTAssertTrue(runner.engine.inspect(code: "graph.colorLine", cursorPosition: 9, detailLevel: 0)?.plainText?.contains("lineColor") ?? false)
    }

    func testInspectingAVariableNamesItsTypeAFewLevelsDeepAtMost() throws {
        let runner = CellRunner()
        runner.run("let grid = [[1, 2], [3]]\nvar deep: [Any] = []\nfor _ in 0..<200_000 { deep = [deep] }")
        XCTAssertTrue(runner.engine.inspect(code: "grid", cursorPosition: 2, detailLevel: 0)?.plainText?.hasPrefix("grid: [[Int]]") ?? false)
        let text = try XCTUnwrap(runner.engine.inspect(code: "deep", cursorPosition: 2, detailLevel: 0)?.plainText)
        XCTAssertTrue(text.hasPrefix("deep: " + String(repeating: "[", count: 9) + "…" + String(repeating: "]", count: 9)), String(text.prefix(80)))
        XCTAssertLessThan(text.utf8.count, 2_000)
    }

    func testInspectingAHugeValueDescribesOnlyWhatItShows() throws {
        // Shift-Tab on a variable must not describe all of it: a million elements, or a tree
        // that shares itself 2^62 times, are glimpsed in their first parts.
        let runner = CellRunner()
        runner.run("""
        final class Counter { var described = 0 }
        let counter = Counter()
        struct Leaf: CustomStringConvertible { var description: String { counter.described += 1; return "leaf" } }
        let many = Array(repeating: Leaf(), count: 1_000_000)
        indirect enum Tree { case leaf(Leaf); case node(Tree, Tree) }
        var tree = Tree.leaf(Leaf())
        for _ in 0..<62 { tree = .node(tree, tree) }
        """)
        let many = try XCTUnwrap(runner.engine.inspect(code: "many", cursorPosition: 2, detailLevel: 0)?.plainText)
        XCTAssertTrue(many.contains("currently [leaf, leaf, "), String(many.prefix(120)))
        XCTAssertEqual(runner.run("counter.described"), "100")
        let tree = try XCTUnwrap(runner.engine.inspect(code: "tree", cursorPosition: 2, detailLevel: 0)?.plainText)
        XCTAssertTrue(tree.contains("currently node(main.Tree.node(main.Tree.node("), String(tree.prefix(300)))
        runner.run("counter.described = 0")
        _ = runner.engine.inspect(code: "tree", cursorPosition: 2, detailLevel: 0)
        let described = try XCTUnwrap(Int(runner.run("counter.described")))
        XCTAssertLessThanOrEqual(described, ValuePreview.partLimit)
    }
}
