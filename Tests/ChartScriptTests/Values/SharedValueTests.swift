import XCTest
@testable import ChartScript

/// Values that share their parts (an indirect enum built by doubling holds 2^60 paths to its
/// leaves in 61 values): comparing and hashing visit each shared part once, and showing,
/// printing and dumping them stop at an interrupt, and after a million parts (a dump after a
/// million lines) show the rest as "…".
final class SharedValueTests: XCTestCase {
    private let doubled = """
        indirect enum Tree: Hashable { case leaf(Int); case node(Tree, Tree) }
        func doubled(_ levels: Int, leaf: Int = 1) -> Tree {
            var tree = Tree.leaf(leaf)
            for _ in 0..<levels { tree = .node(tree, tree) }
            return tree
        }
        let t = doubled(60)
        let u = doubled(60)
        let v = doubled(60, leaf: 2)
        struct Pair: Hashable { var left: Tree; var right: Tree }
        """

    func testComparingAndHashingVisitSharedPartsOnce() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run(doubled), "")
        XCTAssertEqual(runner.run("t == u"), "true")
        XCTAssertEqual(runner.run("t == v"), "false")
        XCTAssertEqual(runner.run("t != v"), "true")
        XCTAssertEqual(runner.run("t.hashValue == u.hashValue"), "true")
        XCTAssertEqual(runner.run("Set([t, u, v]).count"), "2")
        XCTAssertEqual(runner.run("[t: 1, v: 2][u]"), "Optional(1)")
        XCTAssertEqual(runner.run("Pair(left: t, right: v) == Pair(left: u, right: v)"), "true")
        XCTAssertEqual(runner.run("Set([Pair(left: t, right: v), Pair(left: u, right: v), Pair(left: v, right: t)]).count"), "2")
    }

    func testDescribingAndDumpingSharedPartsIsBounded() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run(doubled), "")
        XCTAssertEqual(runner.interruptedError(of: "while true { _ = \"\\(t)\" }"), "KeyboardInterrupt")
        XCTAssertEqual(runner.interruptedError(of: "while true { dump(t) }"), "KeyboardInterrupt")
        XCTAssertEqual(runner.interruptedError(of: "while true { _ = t == u }"), "KeyboardInterrupt")
    }

    func testSmallValuesAreDescribedAsSwiftDoes() {
        assertCell("indirect enum L { case end; case cell(Int, L) }\n\"\\(L.cell(1, .cell(2, .end)))\"", gives: "\"cell(1, main.L.cell(2, main.L.end))\"")
        assertCell("Array(0..<5000).description == \"[\" + (0..<5000).map { String($0) }.joined(separator: \", \") + \"]\"", gives: "true")
        assertCell("Array(repeating: 0.5, count: 5000).description.count", gives: "25000")
        assertCell("Array(repeating: \"a\", count: 5000).description.count", gives: "25000")
    }
}
