import XCTest
@testable import ChartData

/// Grouped medians and quantiles found by selection give what sorting each group gives, and a
/// mask keeps exactly the rows its flags name, on many groups of odd and even sizes with
/// missing values, ties and a NaN.
final class DataFrameSelectionTests: XCTestCase {
    /// A deterministic frame: `rows` rows of a group key (some groups of one row) and a value
    /// with ties, every 11th missing and one NaN.
    private func frame(rows: Int) -> (frame: DataFrame, keys: [Int], values: [Double?]) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var keys: [Int] = [], values: [Double?] = []
        for row in 0..<rows {
            keys.append(row < 5 ? 100 + row : Int(next() % 23))
            values.append(row % 11 == 3 ? nil : row == 40 ? .nan : Double(next() % 50) / 4)
        }
        let frame = DataFrame(columns: [AnyColumn(name: "key", values: keys), AnyColumn(name: "value", values: values)])
        return (frame, keys, values)
    }

    func testGroupedMediansAndQuantilesAreThoseOfTheSortedGroups() {
        let (frame, keys, values) = frame(rows: 2_001)
        let result = frame.grouped(by: "key").aggregated(.median("value"), .quantile("value", 0.25), .quantile("value", 0.9))
        var groups: [Int: [Double]] = [:]
        for (key, value) in zip(keys, values) {
            groups[key, default: []] += value.map { [$0] } ?? []
        }
        XCTAssertEqual(result.shape.rows, groups.count)
        for row in result.rows {
            guard let key = row["key", Int.self], let sorted = groups[key]?.sorted() else { return XCTFail("a group without a key") }
            let median = GroupStatistics.median(sorted), lower = GroupStatistics.quantile(sorted, 0.25), upper = GroupStatistics.quantile(sorted, 0.9)
            if sorted.contains(where: \.isNaN) { continue }
            XCTAssertEqual(row[1] as? Double, median, "group \(key) of \(sorted.count)")
            XCTAssertEqual(row[2] as? Double, lower, "group \(key)")
            XCTAssertEqual(row[3] as? Double, upper, "group \(key)")
        }
        let single = result.rows.first { $0["key", Int.self] == 100 }
        XCTAssertEqual(single?[1] as? Double, values[0], "a group of one row")
    }

    func testAMaskKeepsTheRowsItsFlagsName() {
        let (frame, _, values) = frame(rows: 1_000)
        let kept = frame[frame["value", Double.self] > 6]
        let expected = values.enumerated().filter { ($0.element ?? -1) > 6 }.map(\.offset)
        XCTAssertEqual(kept.shape.rows, expected.count)
        XCTAssertEqual(Array(kept["value", Double.self]), expected.map { values[$0] })
        XCTAssertEqual(frame[RowMask([Bool](repeating: false, count: 1_000))].shape.rows, 0)
        XCTAssertEqual(frame[RowMask([Bool](repeating: true, count: 1_000))].shape.rows, 1_000)
        XCTAssertEqual((frame["value", Double.self] <= 6).trueCount + (frame["value", Double.self] > 6).trueCount,
                       values.filter { $0 != nil && !$0!.isNaN }.count)
    }
}
