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

    func testMarksStackedOnALetterGetRoomAboveTheTitle() {
        let style = TextStyle(fontSize: 16)
        XCTAssertEqual(TextMeasure.heightOfStackedMarks(in: "Re\u{301}sume\u{301}", fontSize: 16), 0, "one accent fits the line")
        let stacked = "a" + String(repeating: "\u{301}", count: 150_000)
        // Drawn cut at 32 scalars: 31 marks, the 30 past the first reach 0.25 em each above the line.
        XCTAssertEqual(TextMeasure.heightOfStackedMarks(in: stacked, fontSize: 16), 30 * 0.25 * 16)
        let plain = PlotLayout(PlotLayoutRequest(width: 400, height: 300, title: "a", titleStyle: style,
                                                 xAxis: AxisDescription(ticks: []), yAxis: AxisDescription(ticks: [])))
        let marked = PlotLayout(PlotLayoutRequest(width: 400, height: 300, title: stacked, titleStyle: style,
                                                  xAxis: AxisDescription(ticks: []), yAxis: AxisDescription(ticks: [])))
        // librsvg drew the 31 marks' top 128 px above the baseline at 16 px.
        XCTAssertGreaterThanOrEqual(marked.titlePosition.y - 128, 0, "the marks stay inside the picture")
        XCTAssertEqual(marked.plotArea.minY - plain.plotArea.minY, 120, accuracy: 0.001)
    }

    func testAGrammarChartsTitleMovesDownForItsStackedMarks() throws {
        var chart = Chart { BarMark(x: .value("k", "a"), y: .value("v", 1.0)) }
        chart.title = "a" + String(repeating: "\u{301}", count: 31)
        let geometry = try chart.makeGeometry()
        let title = try XCTUnwrap(geometry.texts.first { $0.cssClass == "title" })
        XCTAssertGreaterThanOrEqual(title.position.y - 128, 0)
    }

    func testADataTableCutsItsHeadingsAndCellsAsTheChartsLabels() {
        let huge = "a" + String(repeating: "\u{301}", count: 150_000)
        let table = ChartDataTable(caption: "Data", columns: [huge, "v"], rows: [[huge, "1"]])
        XCTAssertEqual(table.columns, [LabelLimit.bounded(huge), "v"])
        XCTAssertEqual(table.rows, [[LabelLimit.bounded(huge), "1"]])
    }

    func testShorteningAMillionCharacterLabelTriesAtMostTheLimit() {
        let shortened = TextFitting.shorten(String(repeating: "x", count: 1_000_000), toWidth: 100,
                                            style: TextStyle(fontSize: 12))
        XCTAssertTrue(shortened.hasSuffix("…"))
        XCTAssertLessThan(shortened.count, 40)
    }
}
