import XCTest
@testable import ChartData
import ChartCore

final class ISODateTests: XCTestCase {
    func testDatesAndDateTimesInEveryAcceptedForm() {
        XCTAssertEqual(ISODate.secondsSince1970("1970-01-01"), 0)
        XCTAssertEqual(ISODate.secondsSince1970("2024-09-01"), 1_725_148_800)
        XCTAssertEqual(ISODate.secondsSince1970("2024-09-01T00:00:01Z"), 1_725_148_801)
        XCTAssertEqual(ISODate.secondsSince1970("2024-09-01T01:00:00+01:00"), 1_725_148_800)
        XCTAssertEqual(ISODate.secondsSince1970("2024-08-31T19:00-0500"), 1_725_148_800)
        XCTAssertEqual(ISODate.secondsSince1970("2024-09-01 00:00:00.250"), 1_725_148_800.25)
        XCTAssertEqual(ISODate.secondsSince1970("1969-12-31"), -86_400)
    }

    func testMalformedOrImpossibleDatesAreRejected() {
        for text in ["2024-9-01", "2024/09/01", "2024-00-10", "2024-04-31", "2023-02-29", "2024-09-01T24:00",
                     "2024-09-01T10", "2024-09-01X", "2024-09-01T10:00:00+5", "20240901", "2024-09-01T10:00:00."] {
            XCTAssertNil(ISODate.secondsSince1970(text), text)
        }
    }

    func testFormatWritesDateOnlyAtMidnightElseDateTime() {
        XCTAssertEqual(ISODate.format(secondsSince1970: 1_725_148_800), "2024-09-01")
        XCTAssertEqual(ISODate.format(secondsSince1970: 1_725_179_415), "2024-09-01T08:30:15Z")
        XCTAssertEqual(ISODate.format(secondsSince1970: 1_725_148_800.5), "2024-09-01T00:00:00.500Z")
        XCTAssertEqual(ISODate.format(secondsSince1970: -86_400), "1969-12-31")
    }

    func testCivilDateRoundTripsAcrossLeapYears() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let date = CivilDate.date(days: days)
            XCTAssertEqual(CivilDate.days(year: date.year, month: date.month, day: date.day), days)
        }
        XCTAssertEqual(CivilDate.daysInMonth(year: 2000, month: 2), 29)
        XCTAssertEqual(CivilDate.daysInMonth(year: 1900, month: 2), 28)
    }
}
