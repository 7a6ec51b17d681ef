import XCTest
@testable import ChartScript

/// Calendar arithmetic as Foundation's Gregorian calendar does it.
final class CalendarArithmeticTests: XCTestCase {
    private func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
        CalendarFields(year: year, month: month, day: day).secondsSince1970()
    }

    func testAddingAMonthKeepsWithinTheShorterMonth() {
        XCTAssertEqual(CalendarArithmetic.adding(1, .month, to: seconds(2024, 1, 31), offset: 0), seconds(2024, 2, 29))
        XCTAssertEqual(CalendarArithmetic.adding(1, .year, to: seconds(2024, 2, 29), offset: 0), seconds(2025, 2, 28))
        XCTAssertEqual(CalendarArithmetic.adding(-13, .month, to: seconds(2024, 1, 15), offset: 0), seconds(2022, 12, 15))
    }

    func testDifferencesCountWholeUnitsLargestFirst() {
        let result = CalendarArithmetic.difference([.day, .month, .year], from: seconds(2024, 2, 29), to: seconds(2023, 11, 14) + 100, offset: 0)
        XCTAssertEqual(result.map(\.0), [.year, .month, .day])
        XCTAssertEqual(result.map(\.1), [0, -3, -14])
        XCTAssertEqual(CalendarArithmetic.difference([.day], from: 0, to: seconds(2024, 1, 1), offset: 0).map(\.1), [19_723])
        XCTAssertEqual(CalendarArithmetic.difference([.year, .month, .day], from: seconds(1900, 1, 31), to: seconds(2024, 3, 1), offset: 0).map(\.1), [124, 1, 1])
        XCTAssertEqual(CalendarArithmetic.difference([.month], from: seconds(2024, 3, 1), to: seconds(1900, 1, 31), offset: 0).map(\.1), [-1489])
    }

    func testFieldsCarryOverAndNameTheWeekday() {
        XCTAssertEqual(CalendarFields(year: 2023, month: 2, day: 30).secondsSince1970(), seconds(2023, 3, 2))
        XCTAssertEqual(CalendarFields(year: 2024, month: 14, day: 1).secondsSince1970(), seconds(2025, 2, 1))
        XCTAssertEqual(CalendarFields(secondsSince1970: 0).weekday, 5)
        XCTAssertEqual(CalendarFields(secondsSince1970: -62_135_769_600).year, 0)
    }
}
