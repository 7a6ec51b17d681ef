import XCTest
@testable import ChartScript

/// Date patterns written and read as ICU does for English: padding, names, 12-hour clocks,
/// zones, lenient punctuation, and refusal of the letters the kernel does not know.
final class DatePatternTests: XCTestCase {
    private let launch = 1_700_000_000.75  // Tuesday 2023-11-14 22:13:20.75 UTC

    func testFieldsAreWrittenWithICUsWidths() throws {
        XCTAssertEqual(try DatePattern("yyyy-MM-dd HH:mm:ss.SSS").string(secondsSince1970: launch, zone: .current), "2023-11-14 22:13:20.750")
        XCTAssertEqual(try DatePattern("EEEE, MMMM d, y 'at' h:mm a").string(secondsSince1970: launch, zone: .current),
                       "Tuesday, November 14, 2023 at 10:13 PM")
        XCTAssertEqual(try DatePattern("yy M d ''").string(secondsSince1970: 0, zone: .current), "70 1 1 '")
    }

    func testZonesShiftTheFieldsAndNameTheOffset() throws {
        let zone = TimeZoneValue(secondsFromGMT: -16_200)
        XCTAssertEqual(try DatePattern("HH:mm z Z XXX").string(secondsSince1970: launch, zone: zone), "17:43 GMT-4:30 -0430 -04:30")
        XCTAssertEqual(try DatePattern("z zzzz X").string(secondsSince1970: launch, zone: .current), "UTC Coordinated Universal Time Z")
    }

    func testReadingChecksTheDateAndAcceptsLooseSeparators() throws {
        let pattern = try DatePattern("yyyy-MM-dd")
        XCTAssertEqual(pattern.secondsSince1970(from: "1970-01-02", zone: .current), 86_400)
        XCTAssertEqual(pattern.secondsSince1970(from: " 1970/01/02 ", zone: .current), 86_400)
        XCTAssertNil(pattern.secondsSince1970(from: "2023-02-29", zone: .current))
        XCTAssertNil(pattern.secondsSince1970(from: "2023-02-01x", zone: .current))
        let clock = try DatePattern("h:mm a")
        XCTAssertEqual(clock.secondsSince1970(from: "12:05 AM", zone: .current), 946_684_800 + 300)
        XCTAssertEqual(try DatePattern("yyyy-MM-dd'T'HH:mm:ssZ").secondsSince1970(from: "1970-01-01T01:00:00+0100", zone: .current), 0)
    }

    func testUnknownLettersAreRefused() {
        XCTAssertThrowsError(try DatePattern("ww yyyy")) { error in
            XCTAssertTrue((error as? DatePattern.Failure)?.message.contains("'w'") == true)
        }
    }
}
