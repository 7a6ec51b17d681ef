import XCTest
@testable import ChartData

/// The open-addressing grouping of 64-bit keys numbers groups as a Dictionary numbering keys in
/// order of first appearance does, through table growth, with missing rows one group; and the
/// verbs on it (group-by a Double key, `summary()`'s unique count and mode) agree with a
/// row-by-row reference.
final class BitPatternGroupsTests: XCTestCase {
    /// The reference: a Dictionary from key to group, missing rows sharing one group.
    private func reference(_ keys: [UInt64], missing: Set<Int>) -> (codes: [Int32], firstRows: [Int]) {
        var groupOf: [UInt64: Int32] = [:]
        var missingGroup: Int32?
        var codes: [Int32] = [], firstRows: [Int] = []
        for (row, key) in keys.enumerated() {
            if missing.contains(row) {
                if missingGroup == nil { missingGroup = Int32(firstRows.count); firstRows.append(row) }
                codes.append(missingGroup ?? -1)
            } else if let group = groupOf[key] {
                codes.append(group)
            } else {
                groupOf[key] = Int32(firstRows.count)
                codes.append(Int32(firstRows.count))
                firstRows.append(row)
            }
        }
        return (codes, firstRows)
    }

    func testGroupsAreNumberedByFirstAppearanceThroughGrowth() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
        // Few distinct keys, many (past every growth), keys differing only in high or low bits.
        let cases: [[UInt64]] = [
            (0..<5000).map { _ in next() % 7 },
            (0..<5000).map { _ in next() % 3000 },
            (0..<3000).map { UInt64($0) << 52 },
            (0..<3000).map { _ in (next() % 100) | 0xFFFF_0000_0000_0000 },
        ]
        for keys in cases {
            let missing = Set(stride(from: 3, to: keys.count, by: 17))
            let groups = BitPatternGroups(keys) { missing.contains($0) }
            let expected = reference(keys, missing: missing)
            XCTAssertEqual(groups.codes, expected.codes)
            XCTAssertEqual(groups.firstRows, expected.firstRows)
        }
        XCTAssertEqual(BitPatternGroups([]) { _ in false }.firstRows, [])
    }

    func testDoubleKeysGroupWithSignedZerosTogetherAndMissingApart() throws {
        let values: [Double?] = [0.0, -0.0, 1.5, nil, 1.5, .infinity, nil, 2.25, -0.0]
        let frame = DataFrame(columns: [Column<Double>(name: "x", contents: values).eraseToAnyColumn()])
        let counts = frame.grouped(by: "x").counts()
        XCTAssertEqual(Array(counts["x", Double.self]), [0.0, 1.5, nil, .infinity, 2.25])
        XCTAssertEqual(Array(counts["count", Int.self]), [3, 2, 2, 1, 1])
    }

    func testSummaryUniqueCountAndModeOfDoublesAreThoseOfASet() throws {
        let values: [Double?] = (0..<2000).map { (row: Int) -> Double? in
            if row % 13 == 0 { return nil }
            let quarters = Double(row * 7 % 301)
            return quarters / 4
        }
        let frame = DataFrame(columns: [Column<Double>(name: "x", contents: values).eraseToAnyColumn()])
        let summary = frame.summary()
        let present = values.compactMap { $0 }
        XCTAssertEqual(summary["Unique Count", Int.self][0], Set(present).count)
        var tally: [Double: Int] = [:]
        for value in present { tally[value, default: 0] += 1 }
        let highest = tally.values.max() ?? 0
        let firstMode = present.first { tally[$0] == highest }
        XCTAssertEqual(summary["Mode", String.self][0], firstMode.map { CellText.plain(.double(TypedValues([$0])), row: 0) })
    }

    func testDoubleColumnGroupsReadTheMissingMaskAtEveryLengthAroundAWord() {
        for count in [0, 1, 63, 64, 65, 127, 128, 129, 300] {
            let values: [Double?] = (0..<count).map { (row: Int) -> Double? in
                if row % 5 == 1 || row == 64 { return nil }
                return Double(row % 9) / 2
            }
            let keys = values.map { ($0 ?? 0).bitPattern }
            let missing = Set(values.indices.filter { values[$0] == nil })
            let groups = GroupKeys([.double(TypedValues(optionals: values, placeholder: 0))], rowCount: count)
            let expected = reference(keys, missing: missing)
            XCTAssertEqual(groups.codes, expected.codes, "\(count) rows")
            XCTAssertEqual(groups.firstRows, expected.firstRows, "\(count) rows")
        }
    }
}
