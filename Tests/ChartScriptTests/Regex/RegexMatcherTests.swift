import XCTest
@testable import ChartScript

/// The regular expression engine: Swift's results (the fidelity program regex-semantics has
/// the rest), linear time for patterns that backtrack catastrophically, interrupts for those
/// that must backtrack (back references, loops that can match nothing), and clear errors.
final class RegexMatcherTests: XCTestCase {
    func testCatastrophicPatternsWithoutReferencesFailInLinearTime() {
        // Hours with a plain backtracking engine (2^n ways to split the a's); here each
        // (instruction, position) is tried once.
        assertCell("(String(repeating: \"a\", count: 40) + \"c\").contains(#/(a+)+b/#)", gives: "false")
        assertCell("(String(repeating: \"a\", count: 20_000) + \"c\").contains(#/(a|a)*b/#)", gives: "false")
        assertCell("(String(repeating: \"x\", count: 5_000) + \"y\").firstMatch(of: #/(x+x+)+z/#) == nil", gives: "true")
        assertCell("(String(repeating: \"ab\", count: 3_000)).wholeMatch(of: #/(a|b|ab)*c/#) == nil", gives: "true")
        assertCell("String(repeating: \"a\", count: 30).replacing(#/(a+)+b/#, with: \"-\").count", gives: "30")
    }

    func testPatternsThatMustBacktrackStopAtAnInterrupt() {
        let runner = CellRunner()
        runner.run("let canary = 7\nlet text = String(repeating: \"a\", count: 80) + \"c\"")
        for code in ["text.contains(#/(a*)*b/#)", "text.firstMatch(of: #/(a|aa)+\\1b/#) != nil",
                     "text.matches(of: try Regex(\"(a|aa)+(?=b)\")).count", "text.wholeMatch(of: #/(?>a|aa)*(a|aa)+b/#) != nil",
                     "text.replacing(#/(a*)*b/#, with: \"\")", "text.prefixMatch(of: #/(a|aa)+\\1b/#) != nil"] {
            XCTAssertEqual(runner.interruptedError(of: code), "KeyboardInterrupt", code)
        }
        XCTAssertEqual(runner.run("canary"), "7")
    }

    func testLongTextsAreMatchedWithoutRecursion() {
        assertCell("String(repeating: \"ab\", count: 200_000).matches(of: #/(?:ab)+/#).count", gives: "1")
        assertCell("String(repeating: \"a\", count: 300_000).wholeMatch(of: #/a*/#) != nil", gives: "true")
        assertCell("String(repeating: \"é\", count: 100_000).matches(of: #/\\w/#).count", gives: "100000")
    }

    func testCharactersNotScalarsAreMatched() {
        assertCell("\"e\\u{301}x\".matches(of: #/./#).count", gives: "2")
        assertCell("\"cafe\\u{301}\".contains(#/caf\\u{e9}/#)", gives: "true")
        assertCell("\"cafe\\u{301}\".contains(#/cafe$/#)", gives: "false")
        assertCell("\"a\\r\\nb\".matches(of: #/./#).count", gives: "2")
    }

    func testInvalidAndHugePatternsAreClearErrors() {
        assertCell("try Regex(\"(?<=a)b\")", gives: "error: ValueError: invalid regular expression '(?<=a)b': lookbehind is not currently supported (at line 1, column 5)")
        assertCell("try Regex(\"a{3,2}\")", gives: "error: ValueError: invalid regular expression 'a{3,2}': range lower bound '3' must be less than or equal to upper bound '2' (at line 1, column 5)")
        let huge = CellRunner().run("try Regex(\"(a{1000}){1000}\")")
        XCTAssertTrue(huge.contains("the pattern is too large"), huge)
        let deep = CellRunner().run("try Regex(String(repeating: \"(\", count: 100_000) + String(repeating: \")\", count: 100_000))")
        XCTAssertTrue(deep.contains("nested too deeply"), deep)
    }
}
