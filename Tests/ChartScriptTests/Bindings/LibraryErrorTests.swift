import XCTest
@testable import ChartScript

/// The standard library's calls fail as Swift's do (a trap is a FatalError, a bad index an
/// IndexError, a wrong argument a TypeError), never by crashing the kernel.
final class LibraryErrorTests: XCTestCase {
    func testWhatSwiftTrapsOnEndsTheCellWithAnError() {
        let failures: [(String, String)] = [
            ("UInt8(300)", "FatalError"),
            ("let s = \"abc\"\ns.index(after: s.endIndex)", "FatalError"),
            ("Character(\"ab\")", "FatalError"),
            ("var s = \"abc\"\ns.removeFirst(5)", "FatalError"),
            ("var values = [1, 2]\nvalues.removeLast(3)", "FatalError"),
            ("Dictionary(uniqueKeysWithValues: [(1, \"a\"), (1, \"b\")])", "FatalError"),
            ("let s = \"abc\"\ns[s.endIndex]", "IndexError"),
            ("[1, 2, 3][5...]", "IndexError"),
            ("\"abc\"[5...]", "IndexError"),
            ("String(format: \"%d\", \"x\")", "TypeError"),
            ("String(format: \"%d %d\", 1)", "TypeError"),
            ("\"ab\".isLetter", "TypeError"),
            ("zip(1..., 2...)", "TypeError"),
            ("Int.random(in: 5..<5)", "FatalError"),
        ]
        for (code, name) in failures {
            XCTAssertEqual(CellRunner().error(code)?.name, name, code)
        }
    }

    func testAnIntWhereAStringIndexGoesRunsWithANote() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("let s = \"abc\"\ns[s.index(after: 0)]"), "\"b\"")
        XCTAssertTrue(runner.context.stderr.contains("Swift needs a String.Index here"), runner.context.stderr)
    }

    func testStaticLibraryFunctionsCheckTheirLabels() {
        XCTAssertNotNil(CellRunner().error("Int.random(from: 1...6)"))
        XCTAssertEqual(CellRunner().run("Int.random(in: 3...3)"), "3")
    }

    func testReduceIntoBuildsInPlace() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("(0..<50_000).reduce(into: [Int]()) { $0.append($1 * 2) }.count"), "50000")
        XCTAssertEqual(runner.run("[\"a\", \"b\", \"a\"].reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }[\"a\"]"), "Optional(2)")
    }
}
