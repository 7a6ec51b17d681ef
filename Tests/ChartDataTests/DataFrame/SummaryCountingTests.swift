import XCTest
@testable import ChartData

/// `summary()` of integer and double columns with missing rows, at lengths around a word of
/// the missing mask (64 rows): the unique count is a set's, the mode the first most frequent
/// value, the extremes and median those of the sorted present values.
final class SummaryCountingTests: XCTestCase {
    private func integers(_ count: Int) -> [Int?] {
        (0..<count).map { (row: Int) -> Int? in row % 7 == 2 ? nil : (row * 5) % 13 - 6 }
    }

    func testIntegerSummaryIsThatOfThePresentValuesAtEveryLengthAroundAWord() throws {
        for count in [1, 2, 3, 63, 64, 65, 127, 128, 129, 200] {
            let values = integers(count)
            let present = values.compactMap { $0 }
            let frame = DataFrame(columns: [Column<Int>(name: "n", contents: values).eraseToAnyColumn()])
            let summary = frame.summary()
            XCTAssertEqual(summary["Unique Count", Int.self][0], Set(present).count, "\(count) rows")
            XCTAssertEqual(summary["None Count", Int.self][0], count - present.count, "\(count) rows")
            var tally: [Int: Int] = [:]
            for value in present { tally[value, default: 0] += 1 }
            let highest = tally.values.max() ?? 0
            XCTAssertEqual(summary["Mode", String.self][0], present.first { tally[$0] == highest }.map(String.init), "\(count) rows")
            let sorted = present.sorted().map(Double.init)
            XCTAssertEqual(summary["Minimum", Double.self][0], sorted.first, "\(count) rows")
            XCTAssertEqual(summary["Maximum", Double.self][0], sorted.last, "\(count) rows")
            XCTAssertEqual(summary["Median", Double.self][0], ColumnStatistics.quantile(sorted, 0.5), "\(count) rows")
        }
    }

    func testDoubleExtremesAreThoseOfMinAndMax() {
        for numbers in [[0.0, -0.0], [-0.0, 0.0], [3, 1, 2], [.nan, 1, 2], [1, .nan, -1], [5], []] as [[Double]] {
            let extremes = ColumnStatistics.extremes(of: numbers)
            XCTAssertEqual(extremes?.min.bitPattern, numbers.min()?.bitPattern, "\(numbers)")
            XCTAssertEqual(extremes?.max.bitPattern, numbers.max()?.bitPattern, "\(numbers)")
        }
    }

    func testPresentDoublesLeaveOutExactlyTheMissingRows() {
        for count in [0, 1, 64, 65, 130] {
            let values = integers(count)
            let column = Column<Int>(name: "n", contents: values)
            XCTAssertEqual(column.presentDoubles, values.compactMap { $0 }.map(Double.init), "\(count) rows")
            let doubles = Column<Double>(name: "d", contents: values.map { $0.map { Double($0) / 4 } })
            XCTAssertEqual(doubles.presentDoubles, values.compactMap { $0 }.map { Double($0) / 4 }, "\(count) rows")
        }
    }
}
