import XCTest
@testable import ChartCore

/// Absurd labels are cut at a character with "…" before they are drawn, so measuring,
/// drawing and rasterizing them take bounded time; ordinary labels are untouched.
final class LabelLimitTests: XCTestCase {
    func testOrdinaryLabelsAreUnchanged() {
        XCTAssertEqual(LabelLimit.bounded("Enrolment by subject"), "Enrolment by subject")
        XCTAssertEqual(LabelLimit.bounded("Re\u{301}sume\u{301} 学生 👩‍👩‍👧"), "Re\u{301}sume\u{301} 学生 👩‍👩‍👧")
    }

    func testLabelsAtTheCharacterLimitAreUnchangedAndOneMoreIsCut() {
        let ascii = String(repeating: "x", count: LabelLimit.maximumCharacters)
        XCTAssertEqual(LabelLimit.bounded(ascii), ascii)
        XCTAssertEqual(LabelLimit.bounded(ascii + "y"), ascii + "…")
        let accented = String(repeating: "e\u{301}", count: LabelLimit.maximumCharacters)
        XCTAssertEqual(LabelLimit.bounded(accented), accented)
        XCTAssertEqual(LabelLimit.bounded(accented + "z"), accented + "…")
        let lines = String(repeating: "ab\r\n", count: 250)
        XCTAssertEqual(LabelLimit.bounded(lines), lines, "1,000 bytes of ASCII are 750 characters")
    }

    func testACharacterOfExactlyTheScalarLimitIsKept() {
        let letter = "a" + String(repeating: "\u{301}", count: LabelLimit.maximumScalarsPerCharacter - 1)
        let label = String(repeating: "Subject ", count: 10) + letter + " and more"
        XCTAssertEqual(LabelLimit.bounded(label), label)
        let cut = LabelLimit.bounded(String(repeating: "Subject ", count: 10) + letter + "\u{302} and more")
        XCTAssertEqual(cut, String(repeating: "Subject ", count: 10) + letter + "…")
    }

    func testLettersWhoseMarksCouldJoinAcrossOneLetterAreCheckedOneByOne() {
        let two = "x" + String(repeating: "\u{301}", count: 20) + "y" + String(repeating: "\u{301}", count: 20)
        XCTAssertEqual(LabelLimit.bounded(two), two, "two letters of 21 scalars each")
        let flags = String(repeating: "\u{1F1EB}\u{1F1F7}", count: 20)
        XCTAssertEqual(LabelLimit.bounded(flags), flags, "20 flags, 40 scalars in a row")
        let marked = "a" + String(repeating: "\u{301}", count: LabelLimit.maximumScalarsPerCharacter)
        XCTAssertEqual(LabelLimit.bounded(marked), String(marked.unicodeScalars.dropLast()) + "…")
    }

    func testALetterWith150kCombiningMarksKeepsItsFirstMarks() {
        let label = "a" + String(repeating: "\u{301}", count: 150_000) + "b"
        let bounded = LabelLimit.bounded(label)
        XCTAssertEqual(bounded.unicodeScalars.count, LabelLimit.maximumScalarsPerCharacter + 1)
        XCTAssertEqual(Array(bounded.unicodeScalars.prefix(2)), ["a", "\u{301}"])
        XCTAssertTrue(bounded.hasSuffix("…"))
        XCTAssertEqual(bounded.count, 2, "the marked letter and the ellipsis")
    }

    func testALongLabelIsCutAtTheCharacterLimit() {
        let bounded = LabelLimit.bounded(String(repeating: "e\u{301}", count: 300_000))
        XCTAssertEqual(bounded.count, LabelLimit.maximumCharacters + 1)
        XCTAssertEqual(bounded.last, "…")
        XCTAssertEqual(bounded.first, "e\u{301}")
    }

    func testAChartTitleWith150kCombiningMarksIsDrawnCut() throws {
        var chart = LineGraph([1, 2, 3])
        chart.title = "a" + String(repeating: "\u{301}", count: 150_000)
        let svg = try chart.svg
        XCTAssertLessThan(svg.unicodeScalars.count, 20_000, "the title is drawn cut, not 150,000 marks")
        XCTAssertTrue(svg.contains("a" + String(repeating: "\u{301}", count: LabelLimit.maximumScalarsPerCharacter - 1) + "…"))
    }

    func testShorteningAMillionCharacterLabelTriesAtMostTheLimit() {
        let shortened = TextFitting.shorten(String(repeating: "x", count: 1_000_000), toWidth: 100,
                                            style: TextStyle(fontSize: 12))
        XCTAssertTrue(shortened.hasSuffix("…"))
        XCTAssertLessThan(shortened.count, 40)
    }
}
