import XCTest
@testable import ChartScript

final class LexerTests: XCTestCase {
    private func kinds(_ source: String) throws -> [TokenKind] {
        try Lexer.tokens(of: source).map(\.kind)
    }

    func testIntegerWithUnderscoresAndDoubleWithExponent() throws {
        XCTAssertEqual(try kinds("1_000_000 2.5e3"), [.integer(1_000_000), .double(2500), .end])
    }

    func testRangeAfterIntegerIsNotADecimalPoint() throws {
        XCTAssertEqual(try kinds("0..<5"), [.integer(0), .symbol("..<"), .integer(5), .end])
    }

    func testStringEscapesAreResolved() throws {
        XCTAssertEqual(try kinds(#""a\tb\n\"c\" \u{41}""#), [.string([.text("a\tb\n\"c\" A")]), .end])
    }

    func testInterpolationKeepsItsSourceAndLocation() throws {
        let tokens = try Lexer.tokens(of: #"x = "n: \(a + 1)!""#)
        guard case .string(let segments) = tokens[2].kind else { return XCTFail("expected a string") }
        XCTAssertEqual(segments, [.text("n: "), .interpolation("a + 1", SourceLocation(line: 1, column: 11, offset: 10)), .text("!")])
    }

    func testMultiLineStringRemovesClosingIndentation() throws {
        let source = "let s = \"\"\"\n    one\n      two\n    \"\"\""
        let tokens = try Lexer.tokens(of: source)
        XCTAssertEqual(tokens[3].kind, .string([.text("one\n  two")]))
    }

    func testCommentsAreSkippedIncludingNestedBlockComments() throws {
        XCTAssertEqual(try kinds("1 // one\n/* a /* b */ c */ 2"), [.integer(1), .integer(2), .end])
    }

    func testTokensRecordLineColumnAndNewline() throws {
        let tokens = try Lexer.tokens(of: "a\n  b")
        XCTAssertEqual(tokens[1].location, SourceLocation(line: 2, column: 3, offset: 4))
        XCTAssertTrue(tokens[1].followsNewline)
        XCTAssertFalse(tokens[0].followsNewline)
    }

    func testLocationsCountUnicodeScalars() throws {
        let tokens = try Lexer.tokens(of: "\"é🎉\" x")
        XCTAssertEqual(tokens[1].location.offset, 5)
    }

    func testUnterminatedStringIsAnErrorAtTheEnd() {
        XCTAssertThrowsError(try Lexer.tokens(of: "\"abc")) { error in
            guard case .syntax(_, _, let atEnd)? = (error as? LocatedError)?.error else { return XCTFail("\(error)") }
            XCTAssertTrue(atEnd)
        }
    }

    func testKeywordsAndLongestSymbolsAreRecognised() throws {
        XCTAssertEqual(try kinds("let x ... y == z"), [.keyword("let"), .identifier("x"), .symbol("..."), .identifier("y"), .symbol("=="), .identifier("z"), .end])
    }

    func testDollarArguments() throws {
        XCTAssertEqual(try kinds("$0 + $12"), [.dollar(0), .symbol("+"), .dollar(12), .end])
    }

    func testTooLargeIntegerLiteralIsAnOverflowError() {
        XCTAssertThrowsError(try Lexer.tokens(of: "99999999999999999999"))
    }

    func testIntMinMagnitudeLexesAsIntMinAndLargerLiteralsAreRefusedWithTheirSign() throws {
        XCTAssertEqual(try kinds("-9223372036854775808"), [.symbol("-"), .integer(.min), .end])
        XCTAssertThrowsError(try Lexer.tokens(of: "x = -9223372036854775809")) { error in
            XCTAssertEqual((error as? LocatedError)?.error.description, "integer literal '-9223372036854775809' overflows when stored into 'Int'")
            XCTAssertEqual((error as? LocatedError)?.location?.column, 5)
        }
        XCTAssertThrowsError(try Lexer.tokens(of: "x - 9223372036854775809")) { error in
            XCTAssertEqual((error as? LocatedError)?.error.description, "integer literal '9223372036854775809' overflows when stored into 'Int'")
        }
    }
}
