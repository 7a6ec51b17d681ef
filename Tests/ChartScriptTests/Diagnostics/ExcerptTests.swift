import XCTest
@testable import ChartScript

/// Long input is quoted shortened in errors, and a traceback shows a window of a long line.
final class ExcerptTests: XCTestCase {
    func testShortTextIsQuotedWhole() {
        XCTAssertEqual(Excerpt.quoted("total"), "total")
    }

    func testLongTextKeepsItsEndsAndLength() {
        let text = String(repeating: "a", count: 500) + "END"
        let quoted = Excerpt.quoted(text)
        XCTAssertTrue(quoted.hasPrefix(String(repeating: "a", count: 40) + "…"), quoted)
        XCTAssertTrue(quoted.hasSuffix("aEND (503 characters)"), quoted)
    }

    func testALongLineShowsAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 1_000) + "X" + String(repeating: "b", count: 1_000)
        let shown = Excerpt.line(line, around: 1_000)
        XCTAssertLessThanOrEqual(shown.text.count, Excerpt.maximumLine + 2)
        XCTAssertEqual(Array(shown.text)[shown.column], "X")
        XCTAssertTrue(shown.text.hasPrefix("…") && shown.text.hasSuffix("…"))
        XCTAssertEqual(Excerpt.line("short", around: 2).column, 2)
    }

    func testLinesAreFoundByNumber() {
        XCTAssertEqual(Excerpt.line(1, of: "a\nbé\n"), "a")
        XCTAssertEqual(Excerpt.line(2, of: "a\nbé\n"), "bé")
        XCTAssertEqual(Excerpt.line(3, of: "a\nbé\n"), "")
        XCTAssertNil(Excerpt.line(4, of: "a\nbé\n"))
        XCTAssertNil(Excerpt.line(0, of: "a"))
        XCTAssertEqual(Excerpt.line(1, of: ""), "")
    }

    func testASyntaxErrorInAMillionCharacterLineStaysShort() throws {
        let error = try XCTUnwrap(CellRunner().error("let o: Int? = 1\no" + String(repeating: "!", count: 1_000_000) + " 3"))
        XCTAssertEqual(error.name, "SyntaxError")
        XCTAssertLessThan(error.value.count, 300, error.value)
        XCTAssertLessThan(error.traceback.joined(separator: "\n").count, 1_000)
    }
}
