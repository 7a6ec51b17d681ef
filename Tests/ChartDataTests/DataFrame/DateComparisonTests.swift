import FoundationEssentials
import XCTest
@testable import ChartData

/// Date columns compare through the Double vector loops with the very results of Date's own
/// operators, row by row, at every length around a block of 16, with missing rows, equal
/// dates, dates before 2001 and columns of unequal lengths.
final class DateComparisonTests: XCTestCase {
    /// Row `row`'s date: days around 2001 (some before it), missing every 5th row from 3.
    private func date(_ row: Int, shift: Int) -> Date? {
        if row % 5 == 3 { return nil }
        return Date(timeIntervalSinceReferenceDate: Double((row * 7 + shift) % 9 - 4) * 86_400 + 0.5)
    }

    func testDateLayoutIsOneDouble() {
        XCTAssertTrue(DateSeconds.isPlainDouble)
    }

    func testDateMasksAreEachRowsComparisonAtEveryLengthAroundABlock() {
        let cut = Date(timeIntervalSinceReferenceDate: 86_400 + 0.5)
        for count in Array(0...33) + [47, 48, 49, 63, 64, 65] {
            let dates: [Date?] = (0..<count).map { date($0, shift: 0) }
            let others: [Date?] = (0..<count).map { date($0, shift: 4) }
            let cuts = [cut, Date(timeIntervalSinceReferenceDate: -1e9), Date(timeIntervalSinceReferenceDate: 0.5)]
            assertEachRowsComparison(dates, others, scalars: cuts, "\(count) rows")
        }
    }

    func testDateColumnsOfUnequalLengthsCompareTheShorterRows() {
        let long = Column<Date>(name: "a", contents: (0..<40).map { date($0, shift: 0) })
        let short = Column<Date>(name: "b", contents: (0..<17).map { date($0, shift: 4) })
        let expected: [Bool] = (0..<17).map { row in
            guard let a = date(row, shift: 0), let b = date(row, shift: 4) else { return false }
            return a < b
        }
        XCTAssertEqual((long < short).flags, expected)
        XCTAssertEqual((short > long).flags, expected)
    }
}
