import XCTest
@testable import ChartScript

/// Statements, conditions, declarations and arguments kept as compiled steps run in the order
/// written and leave their blocks as Swift does, whatever their number.
final class CompiledStepsTests: XCTestCase {
    func testBlocksOfZeroToFourStatementsRunInOrder() {
        assertCell("""
            var trace: [Int] = []
            for _ in 0..<1 {}
            for i in 0..<2 { trace.append(i) }
            for i in 0..<2 { trace.append(i * 10); trace.append(i * 10 + 1) }
            for i in 0..<2 { trace.append(i * 100); trace.append(i * 100 + 1); trace.append(i * 100 + 2); trace.append(-1) }
            trace
            """, gives: "[0, 1, 0, 1, 10, 11, 0, 1, 2, -1, 100, 101, 102, -1]")
    }

    func testBreakContinueAndReturnLeaveATwoStatementBlockAtTheirStatement() {
        assertCell("""
            var seen: [Int] = []
            for i in 0..<6 {
                if i == 1 { continue }
                if i == 4 { break }
                seen.append(i)
            }
            var n = 0
            while true { n += 1; if n == 3 { break } }
            func first(_ values: [Int]) -> Int { for value in values { if value > 2 { return value }; n += 1 }; return -1 }
            [seen, [n, first([1, 5, 2]), first([])]]
            """, gives: "[[0, 2, 3], [3, 5, -1]]")
    }

    func testLabelledContinueAndBreakReachTheOuterLoop() {
        assertCell("""
            var pairs: [String] = []
            outer: for row in 0..<3 {
                for column in 0..<3 {
                    if column == 1 { continue outer }
                    if row == 2 { break outer }
                    pairs.append("\\(row)\\(column)")
                }
            }
            pairs
            """, gives: "[\"00\", \"10\"]")
    }

    func testLocalFunctionsDeclaredInABlockCallEachOther() {
        assertCell("""
            func parity(_ n: Int) -> String {
                func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
                func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
                return isEven(n) ? "even" : "odd"
            }
            [parity(4), parity(7)]
            """, gives: "[\"even\", \"odd\"]")
    }

    func testDeferredBlocksRunLastFirstWhenTheBlockIsLeft() {
        assertCell("""
            var trace: [String] = []
            func run() {
                defer { trace.append("first defer") }
                trace.append("body")
                defer { trace.append("second defer") }
                trace.append("end")
            }
            run()
            trace
            """, gives: "[\"body\", \"end\", \"second defer\", \"first defer\"]")
    }

    func testIfElseChainsAndConditionListsPickTheFirstBranchThatHolds() {
        assertCell("""
            func kind(_ n: Int, _ label: String?) -> String {
                if n < 0 { return "negative" }
                else if n == 0, let label { return "zero \\(label)" }
                else if n == 0 { return "zero" }
                else if n < 10, n % 2 == 0, let label, label.count > 1 { return "small even \\(label)" }
                else { return "other" }
            }
            [kind(-1, nil), kind(0, "x"), kind(0, nil), kind(4, "ab"), kind(4, "a"), kind(11, "ab")]
            """, gives: "[\"negative\", \"zero x\", \"zero\", \"small even ab\", \"other\", \"other\"]")
        assertCell("var n = 0\nif n > 0 { n = 1 }\nn", gives: "0")
    }

    func testDeclarationsOfSeveralNamesAndArrayLiteralsEvaluateLeftToRight() {
        assertCell("""
            var calls: [String] = []
            func note(_ name: String, _ value: Int) -> Int { calls.append(name); return value }
            let a = note("a", 1), b = note("b", 2)
            let list = [note("x", a), note("y", b), note("z", 3)]
            [calls.joined(separator: " "), "\\(list)", "\\(max(note("p", 4), note("q", 5)))", calls.suffix(2).joined()]
            """, gives: "[\"a b x y z\", \"[1, 2, 3]\", \"5\", \"pq\"]")
    }
}
