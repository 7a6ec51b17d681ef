import XCTest
@testable import ChartScript

/// Loops give closures the variables Swift would: each iteration its own loop variable and
/// body variables, while variables declared outside the loop stay shared.
final class CompilerLoopsTests: XCTestCase {
    func testClosuresMadeInAForLoopKeepTheirIterationsElement() {
        assertCell("""
            var printers: [() -> Int] = []
            for i in 0..<3 { printers.append { i * 10 } }
            printers.map { $0() }
            """, gives: "[0, 10, 20]")
        assertCell("""
            var printers: [() -> Int] = []
            for i in 1...3 { printers.append { i } }
            printers.map { $0() }
            """, gives: "[1, 2, 3]")
    }

    func testClosuresMadeWhileLoopingOverAnArrayOrTuplesKeepTheirElements() {
        assertCell("""
            var names: [() -> String] = []
            for name in ["ann", "bob"] { names.append { name.uppercased() } }
            names.map { $0() }
            """, gives: "[\"ANN\", \"BOB\"]")
        assertCell("""
            var labels: [() -> String] = []
            for (index, letter) in ["x", "y"].enumerated() { labels.append { "\\(index)\\(letter)" } }
            labels.map { $0() }
            """, gives: "[\"0x\", \"1y\"]")
    }

    func testWhileLoopBodyLetIsFreshForEachIteration() {
        assertCell("""
            var n = 0
            var readers: [() -> Int] = []
            while n < 3 {
                let seen = n
                readers.append { seen }
                n += 1
            }
            readers.map { $0() }
            """, gives: "[0, 1, 2]")
    }

    func testNestedLoopsCaptureBothVariables() {
        assertCell("""
            var cells: [() -> Int] = []
            for row in 0..<2 {
                for column in 0..<3 { cells.append { row * 10 + column } }
            }
            cells.map { $0() }
            """, gives: "[0, 1, 2, 10, 11, 12]")
    }

    func testBodyVarCapturedAndMutatedByItsClosureIsPerIteration() {
        assertCell("""
            var counters: [() -> Int] = []
            for start in [0, 100] {
                var count = start
                counters.append { count += 1; return count }
            }
            [counters[0](), counters[0](), counters[1](), counters[0]()]
            """, gives: "[1, 2, 101, 3]")
    }

    func testBodyVarChangedAfterTheClosureWasMadeIsSeenByThatIterationsClosure() {
        assertCell("""
            var readers: [() -> Int] = []
            for i in 0..<2 {
                var value = i
                readers.append { value }
                value += 10
            }
            readers.map { $0() }
            """, gives: "[10, 11]")
    }

    func testOuterGlobalVarIsSharedByClosuresFromEveryIteration() {
        assertCell("""
            var shared = 0
            var readers: [() -> Int] = []
            for _ in 0..<3 { readers.append { shared } }
            shared = 7
            readers.map { $0() }
            """, gives: "[7, 7, 7]")
        assertCell("""
            var total = 0
            var adders: [() -> Void] = []
            for i in 1...3 { adders.append { total += i } }
            adders.forEach { $0() }
            total
            """, gives: "6")
    }

    func testOuterFunctionLocalVarIsSharedByClosuresFromEveryIteration() {
        assertCell("""
            func makeAdders() -> [() -> Int] {
                var shared = 0
                var adders: [() -> Int] = []
                for i in 1...3 {
                    let step = i
                    adders.append { shared += step; return shared }
                }
                return adders
            }
            let adders = makeAdders()
            [adders[2](), adders[0](), adders[1]()]
            """, gives: "[3, 4, 6]")
    }

    func testLoopBodyWithClosuresStillChangesOuterVariables() {
        assertCell("""
            func sumAndCount() -> [Int] {
                var sum = 0
                var readers: [() -> Int] = []
                for i in 0..<4 {
                    readers.append { i }
                    sum += i
                }
                return [sum, readers.count, readers[3]()]
            }
            sumAndCount()
            """, gives: "[6, 4, 3]")
    }

    func testClosuresEscapingFromAFunctionCalledSeveralTimesHaveTheirOwnLocals() {
        assertCell("""
            func makeCounter() -> () -> Int {
                var count = 0
                return { count += 1; return count }
            }
            let first = makeCounter()
            let second = makeCounter()
            [first(), first(), second(), first()]
            """, gives: "[1, 2, 1, 3]")
    }

    func testForEachWithAClosureThatMakesClosures() {
        assertCell("""
            var squares: [() -> Int] = []
            [1, 2, 3].forEach { n in squares.append { n * n } }
            squares.map { $0() }
            """, gives: "[1, 4, 9]")
        assertCell("""
            var squares: [() -> Int] = []
            [1, 2, 3].forEach { n in
                let square = n * n
                squares.append { square }
            }
            squares.map { $0() }
            """, gives: "[1, 4, 9]")
    }

    func testAnonymousArgumentsReachTheClosureFromALoopBodyWithItsOwnFrame() {
        assertCell("""
            [10, 20].map {
                var readers: [() -> Int] = []
                for i in 0..<2 {
                    let base = $0
                    readers.append { base + i }
                }
                return readers.map { $0() }
            }
            """, gives: "[[10, 11], [20, 21]]")
    }

    func testReturnBreakAndContinueWorkInALoopBodyWithItsOwnFrame() {
        assertCell("""
            func makerFor(_ wanted: Int) -> () -> Int {
                for i in 5..<9 {
                    let doubled = { i * 2 }
                    if i == wanted { return doubled }
                }
                return { 0 }
            }
            [makerFor(6)(), makerFor(20)()]
            """, gives: "[12, 0]")
        assertCell("""
            var odd: [() -> Int] = []
            for i in 0..<10 {
                if i % 2 == 0 { continue }
                if i > 5 { break }
                odd.append { i }
            }
            odd.map { $0() }
            """, gives: "[1, 3, 5]")
    }

    func testRecursionStillWorks() {
        assertCell("func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }\nfactorial(10)", gives: "3628800")
        assertCell("""
            func makers(_ depth: Int) -> [() -> Int] {
                var found: [() -> Int] = []
                for i in 0..<2 { found.append { depth * 10 + i } }
                if depth > 0 { found.append(contentsOf: makers(depth - 1)) }
                return found
            }
            makers(2).map { $0() }
            """, gives: "[20, 21, 10, 11, 0, 1]")
    }

    func testRecursiveFunctionDeclaredInALoopBodyCapturesThatIteration() {
        assertCell("""
            var sums: [() -> Int] = []
            for limit in 1...3 {
                func sum(to n: Int) -> Int { n == 0 ? 0 : n + sum(to: n - 1) }
                sums.append { sum(to: limit) }
            }
            sums.map { $0() }
            """, gives: "[1, 3, 6]")
    }

    func testClosuresKeptFromSomeIterationsOnlyKeepTheirOwnValues() {
        assertCell("""
            var kept: [() -> Int] = []
            var sum = 0
            for i in 0..<6 {
                var square = i * i
                let reader = { square }
                sum += reader()
                if i % 3 == 0 { kept.append(reader) }
                square += 1
            }
            [kept.count, kept[0](), kept[1](), sum]
            """, gives: "[2, 1, 10, 55]")
    }

    func testIterationFrameIsFreedOnceNoClosureHoldsIt() throws {
        let runner = CellRunner()
        runner.run("var keep: () -> Int = { 0 }\nfor i in 0..<1 { let local = { i + 5 }; keep = local }")
        XCTAssertEqual(runner.run("keep()"), "5")
        runner.assertCapturedFrameIsFreed(of: "keep", after: "keep = { 1 }", "the closure stored in the iteration's own 'local' kept its frame alive")
    }

    func testErrorInALoopBodyWithItsOwnFrameIsReportedAsInAPlainLoop() throws {
        let capturing = CellRunner()
        capturing.run("var readers: [() -> Int] = []")
        let withClosure = try XCTUnwrap(capturing.error("for i in 0..<3 {\n    readers.append { i }\n    let next = [1][i + 1]\n}"))
        let withoutClosure = try XCTUnwrap(CellRunner().error("for i in 0..<3 {\n    let kept = i\n    let next = [1][i + 1]\n}"))
        XCTAssertEqual(withClosure.name, "IndexError")
        XCTAssertEqual(withClosure.value, withoutClosure.value)
        XCTAssertTrue(withClosure.value.contains("line 3"), withClosure.value)
        XCTAssertEqual(capturing.run("readers.map { $0() }"), "[0]")
    }

    func testCompileErrorsInALoopBodyWithItsOwnFrameAreUnchanged() {
        XCTAssertTrue(CellRunner().error("for i in 0..<2 { let f = { i }; print($0) }")?.value
            .contains("anonymous closure argument '$0' is only allowed inside a closure") ?? false)
        XCTAssertTrue(CellRunner().error("for i in 0..<2 { let f = { i }; return }")?.value
            .contains("'return' is only allowed inside a function or closure") ?? false)
        XCTAssertTrue(CellRunner().error("for i in 0..<2 { let f = { i }; let f = 2 }")?.value
            .contains("invalid redeclaration of 'f'") ?? false)
        XCTAssertTrue(CellRunner().error("for i in 0..<2 { let f = { i }; i = 3 }")?.value.contains("'i'") ?? false)
    }
}
