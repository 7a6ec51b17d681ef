import XCTest
@testable import ChartScript

/// Regex literals and the String methods that take a Regex: Swift's results, and clear errors.
final class RegexBindingsTests: XCTestCase {
    func testMatchesGiveTheTextAndTheGroups() {
        assertCell("\"x=12\".firstMatch(of: #/(\\w)=(\\d+)/#)!.output", gives: "(\"x=12\", \"x\", \"12\")")
        assertCell("\"a1b22\".matches(of: #/\\d+/#).map { $0.output }", gives: "[\"1\", \"22\"]")
        assertCell("\"abc\".wholeMatch(of: #/b/#) == nil", gives: "true")
        assertCell("\"ab1\".replacing(#/[a-z]/#, with: \"$0\")", gives: "\"$0$01\"")
    }

    func testMistakesAreClearErrors() {
        assertCell("let r = #/abc", gives: "error: SyntaxError: expected '/#' to close the regex literal, found the end of the line (at line 1, column 14)")
        assertCell("\"a\".firstMatch(of: \"a\")", gives: "error: TypeError: cannot use a value of type 'String' where 'Regex' is expected (at line 1, column 5)")
        assertCell("\"ab\".firstMatch(of: #/(a)/#)!.3", gives: "error: TypeError: the regex has no group 3 (at line 1, column 31)")
        assertCell("do { _ = try Regex(\"(\") } catch { print(\"caught\") }", gives: "")
    }
}
