import XCTest
@testable import ChartScript

/// Dates, their formatters and calendars in cells: what Swift refuses is an error in its
/// words, and what the kernel cannot reckon faithfully is refused rather than guessed.
final class DateBindingsTests: XCTestCase {
    func testNowIsAfterTheEpochAndPrintsInUTC() {
        assertCell("Date() > Date(timeIntervalSince1970: 0)", gives: "true")
        assertCell("Date().description.hasSuffix(\" +0000\")", gives: "true")
    }

    func testDateNowIsReadAnewEachTime() {
        assertCell("""
            let first = Date.now
            var total = 0
            for i in 0..<20_000 { total += i }
            let second: Date = .now
            second > first && first > Date(timeIntervalSince1970: 1_700_000_000)
            """, gives: "true")
    }

    func testSubtractingTwoDatesIsRefusedWithTheWayToWriteIt() {
        let error = CellRunner().error("let a = Date()\nlet b = Date()\nlet gap = a - b")
        XCTAssertEqual(error?.name, "TypeError")
        XCTAssertTrue(error?.value.contains("timeIntervalSince") == true, error?.value ?? "")
    }

    func testZonesWithDaylightSavingAreRefusedAndUnknownNamesAreNil() {
        XCTAssertEqual(CellRunner().error("TimeZone(identifier: \"America/New_York\")")?.name, "ValueError")
        assertCell("TimeZone(identifier: \"Nowhere\") == nil", gives: "true")
    }

    func testDatesBeyondTheCalendarAreRefusedAndHugeStepsGiveNil() {
        XCTAssertEqual(CellRunner().error("Calendar.current.component(.year, from: Date(timeIntervalSince1970: 1e300))")?.name, "ValueError")
        assertCell("Calendar.current.date(byAdding: .month, value: Int.max, to: Date()) == nil", gives: "true")
        assertCell("Date(timeIntervalSince1970: .nan).description", gives: "\"<description unavailable>\"")
    }

    func testAnUnsupportedFormatLetterIsAnErrorWhenSet() {
        let error = CellRunner().error("let f = DateFormatter()\nf.dateFormat = \"ww\"")
        XCTAssertEqual(error?.name, "ValueError")
        XCTAssertTrue(error?.value.contains("'w'") == true, error?.value ?? "")
    }

    func testAFormatterIsSharedLikeAClassInstance() {
        assertCell("""
            let formatter = DateFormatter()
            let alias = formatter
            alias.dateFormat = "yyyy"
            formatter.string(from: Date(timeIntervalSince1970: 0))
            """, gives: "\"1970\"")
    }

    func testDatesAreComparableAndHashable() {
        assertCell("let a = Date(timeIntervalSince1970: 5)\nlet b = Date(timeIntervalSince1970: 1)\n[a, b].sorted() == [b, a] && Set([a, a, b]).count == 2", gives: "true")
    }
}
