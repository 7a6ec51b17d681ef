import XCTest
@testable import ChartScript

/// Cell snippets and the text Swift would show for them.
final class InterpreterTests: XCTestCase {
    private func assertCells(_ cases: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (code, expected) in cases {
            let runner = CellRunner()
            XCTAssertEqual(runner.run(code), expected, "cell: \(code)", file: file, line: line)
        }
    }

    func testLiteralsShowInSwiftsDescriptionFormat() {
        assertCells([
            ("1_000_000", "1000000"), ("2.5", "2.5"), ("28.0", "28.0"), ("1e3", "1000.0"), ("true", "true"), ("nil", "nil"),
            ("\"hi\"", "\"hi\""), ("[1, 2, 3]", "[1, 2, 3]"), ("[1, 2.5]", "[1.0, 2.5]"), ("[\"a\", \"b\"]", "[\"a\", \"b\"]"),
            ("[\"a\": 1]", "[\"a\": 1]"), ("[:]", "[:]"), ("[]", "[]"), ("0..<3", "0..<3"), ("1...3", "1...3"), ("0x1F", "31"),
        ])
    }

    func testArithmeticFollowsSwift() {
        assertCells([
            ("7 / 2", "3"), ("-7 / 2", "-3"), ("7 % 3", "1"), ("7.0 / 2", "3.5"), ("1 + 2 * 3", "7"), ("(1 + 2) * 3", "9"),
            ("2 - 3 - 4", "-5"), ("1 + 0.5", "1.5"), ("-(3)", "-3"), ("5 & 3", "1"), ("1 << 4", "16"), ("Int.max &+ 1", "-9223372036854775808"),
            ("0.1 + 0.2", "0.30000000000000004"), ("10.0 / 3", "3.3333333333333335"),
        ])
    }

    func testComparisonsLogicAndTernary() {
        assertCells([
            ("1 < 2 && 2 < 3", "true"), ("1 > 2 || false", "false"), ("!true", "false"), ("\"a\" < \"b\"", "true"),
            ("3 == 3.0", "true"), ("[1, 2] == [1, 2]", "true"), ("1 != 1", "false"), ("5 > 3 ? \"yes\" : \"no\"", "\"yes\""),
            ("nil ?? 4", "4"),
        ])
    }

    func testStringsInterpolateAndAreValues() {
        assertCells([
            ("let n = 3\n\"n = \\(n), half = \\(Double(n) / 2)\"", "\"n = 3, half = 1.5\""),
            ("var a = \"x\"\nvar b = a\nb += \"y\"\n[a, b]", "[\"x\", \"xy\"]"),
            ("\"abc\".count", "3"), ("\"Hello\".uppercased()", "\"HELLO\""), ("\"a,b,c\".split(separator: \",\")", "[\"a\", \"b\", \"c\"]"),
            ("[\"a\", \"b\"].joined(separator: \"-\")", "\"a-b\""), ("\"\\(\"in\\(1)ner\")\"", "\"in1ner\""),
            ("let s = \"\"\"\n  one\n  two\n  \"\"\"\ns", "\"one\\ntwo\""),
        ])
    }

    func testVariablesAssignmentAndCompoundAssignment() {
        assertCells([
            ("var x = 1\nx = 5\nx", "5"), ("var x = 10\nx -= 3\nx *= 2\nx", "14"), ("var t = 1.5\nt += 1\nt", "2.5"),
            ("let x: Double = 3\nx", "3.0"), ("var xs: [Double] = []\nxs.append(1)\nxs", "[1.0]"),
            ("var a = [1, 2, 3]\na[1] = 20\na", "[1, 20, 3]"), ("var a = [1, 2, 3]\na[0] += 5\na", "[6, 2, 3]"),
            ("var d = [\"a\": 1]\nd[\"b\"] = 2\nd[\"a\"] = nil\nd", "[\"b\": 2]"),
            ("var d: [String: Int] = [:]\nd[\"k\", default: 0] += 1\nd[\"k\", default: 0] += 1\nd", "[\"k\": 2]"),
            ("var grid = [[1, 2], [3, 4]]\ngrid[1][0] = 9\ngrid", "[[1, 2], [9, 4]]"),
            ("var a = [1]\nvar b = a\nb.append(2)\n[a.count, b.count]", "[1, 2]"),
        ])
    }

    func testControlFlow() {
        assertCells([
            ("var s = 0\nfor i in 1...10 { s += i }\ns", "55"),
            ("var s = 0\nfor i in 0..<10 { if i % 2 == 0 { continue }; if i > 7 { break }; s += i }\ns", "16"),
            ("var n = 0\nwhile n < 5 { n += 1 }\nn", "5"),
            ("let x = 5\nvar r = \"\"\nif x < 3 { r = \"small\" } else if x < 10 { r = \"medium\" } else { r = \"large\" }\nr", "\"medium\""),
            ("var out: [String] = []\nfor (i, v) in [\"a\", \"b\"].enumerated() { out.append(\"\\(i)\\(v)\") }\nout", "[\"0a\", \"1b\"]"),
            ("var keys: [String] = []\nfor (k, v) in [\"x\": 1, \"y\": 2] { keys.append(k + String(v)) }\nkeys", "[\"x1\", \"y2\"]"),
            ("var c = 0\nfor _ in 0..<3 { c += 1 }\nc", "3"),
            ("var r = 0\nif let n = Int(\"42\") { r = n } else { r = -1 }\nr", "42"),
            ("var r = 0\nif let n = Int(\"x\") { r = n } else if let m = [7].first { r = m }\nr", "7"),
            ("let maybe = [Int]().first\nvar r = \"none\"\nif let maybe { r = \"\\(maybe)\" }\nr", "\"none\""),
            ("var total = 0\nfor row in [[1, 2], [3]] { for v in row { total += v } }\ntotal", "6"),
        ])
    }

    func testFunctionsWithLabelsDefaultsRecursionAndImplicitReturn() {
        assertCells([
            ("func square(_ x: Int) -> Int { return x * x }\nsquare(7)", "49"),
            ("func scale(_ v: Double, by f: Double = 2) -> Double { v * f }\n[scale(3), scale(3, by: 10)]", "[6.0, 30.0]"),
            ("func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }\nfib(15)", "610"),
            ("func greet(name: String) { print(\"hi \\(name)\") }\ngreet(name: \"Ann\")", ""),
            ("let r = later(2)\nfunc later(_ x: Int) -> Int { x + 1 }\nr", "3"),
            ("func half(_ x: Int) -> Double { return x / 2 }\nhalf(3)",
             "error: TypeError: cannot convert return expression of type 'Int' to return type 'Double' (at line 1, column 42)"),
            ("func outer() -> Int { func inner(_ y: Int) -> Int { y * 3 }; return inner(2) }\nouter()", "6"),
            ("func counter() -> Int { var c = 0; for _ in 0..<4 { c += 1 }; return c }\ncounter()", "4"),
        ])
    }

    func testClosuresAndHigherOrderMethods() {
        assertCells([
            ("[1, 2, 3].map { $0 * 2 }", "[2, 4, 6]"), ("[1, 2, 3].map { x in Double(x) / 2 }", "[0.5, 1.0, 1.5]"),
            ("[5, 1, 4].sorted()", "[1, 4, 5]"), ("[5, 1, 4].sorted(by: >)", "[5, 4, 1]"), ("[5, 1, 4].sorted { $0 > $1 }", "[5, 4, 1]"),
            ("[1, 2, 3, 4].filter { $0 % 2 == 0 }", "[2, 4]"), ("[1, 2, 3].reduce(0, +)", "6"), ("[1, 2, 3].reduce(10) { $0 + $1 }", "16"),
            ("(1...4).map { $0 * $0 }", "[1, 4, 9, 16]"), ("[3, 1, 2].min()", "Optional(1)"),
            ("[3, 1, 2].max()", "Optional(3)"), ("[1, 2].contains(2)", "true"), ("[1, 2, 3].reversed()", "[3, 2, 1]"), ("[Int]().first", "nil"),
            ("[4, 5].first", "Optional(4)"), ("[4, 5].last", "Optional(5)"), ("[4, 5].isEmpty", "false"), ("[4, 5, 6].firstIndex(of: 6)", "Optional(2)"),
            ("var seen: [Int] = []\n[1, 2].forEach { seen.append($0 * 10) }\nseen", "[10, 20]"),
            ("let add = { (a: Int, b: Int) -> Int in a + b }\nadd(2, 3)", "5"),
            ("let k = 3\nlet times = { (x: Int) in x * k }\n[1, 2].map(times)", "[3, 6]"),
            ("zip([\"a\", \"b\"], [1, 2]).map { \"\\($0.0)\\($0.1)\" }", "[\"a1\", \"b2\"]"),
            ("func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }\napply({ $0 + 1 }, to: 41)", "42"),
            ("[1, 2, 3].map { v -> Int in\n  let doubled = v * 2\n  return doubled + 1\n}", "[3, 5, 7]"),
            ("[[1, 2], [3]].map { $0.count }", "[2, 1]"), ("Array(1...3)", "[1, 2, 3]"), ("Array(repeating: 0.5, count: 2)", "[0.5, 0.5]"),
            ("stride(from: 0, to: 10, by: 3)", "[0, 3, 6, 9]"), ("[1, 2, 3][0..<2]", "[1, 2]"), ("[1, 2, 3].prefix(2)", "[1, 2]"),
        ])
    }

    func testArrayMutation() {
        assertCells([
            ("var a = [1, 2]\na.insert(0, at: 0)\na", "[0, 1, 2]"), ("var a = [1, 2, 3]\nlet r = a.remove(at: 1)\n[r, a.count]", "[2, 2]"),
            ("var a = [3, 1, 2]\na.sort()\na", "[1, 2, 3]"), ("var a = [1, 2]\na.removeLast()\na", "[1]"),
            ("var a = [1]\na.append(contentsOf: [2, 3])\na", "[1, 2, 3]"), ("var a = [1]\na.removeAll()\na.isEmpty", "true"),
            ("var a = [1, 2]\na.append(2.5)\na", "error: TypeError: cannot convert value of type 'Double' to expected argument type 'Int' (at line 2, column 10)"),
        ])
    }

    func testNumberConversionsAndMath() {
        assertCells([
            ("Double(3)", "3.0"), ("Int(3.9)", "3"), ("Int(-3.9)", "-3"), ("Int(\"42\")", "Optional(42)"), ("Int(\"x\")", "nil"), ("String(12)", "\"12\""),
            ("sqrt(16.0)", "4.0"), ("abs(-3)", "3"), ("pow(2.0, 10)", "1024.0"), ("max(3, 9, 4)", "9"), ("min(2.5, 1)", "1"),
            ("Double.pi > 3.14", "true"), ("String(format: \"%.2f\", 3.14159)", "\"3.14\""), ("(2.5).rounded()", "3.0"),
            ("10.isMultiple(of: 5)", "true"),
        ])
    }

    func testStatementsShowNothing() {
        assertCells([("let a = 1", ""), ("var b = 2\nb = 3", ""), ("func f() { }", ""), ("print(1)", ""), ("for i in 0..<1 { i }", "")])
    }

    func testPrintWritesToStdout() {
        let runner = CellRunner()
        runner.run("print(\"a\", 1, 2.5, [1, 2], \"b\")\nprint(\"second\")")
        XCTAssertEqual(runner.context.stdout, "a 1 2.5 [1, 2] b\nsecond\n")
    }
}
