import XCTest
@testable import ChartData

/// The 16-row comparison loops give each row's own comparison at every length around a block
/// of 16 (the vector rows and the rows left over), with NaN, missing rows and both ends of a
/// block; and a Double column held as integers compares as doubles.
final class ComparisonKernelTests: XCTestCase {
    /// Row `row`'s value: 0…4 in halves, NaN at row 15, missing every 5th row from 3.
    private func value(_ row: Int, shift: Int) -> Double? {
        if row % 5 == 3 { return nil }
        if row == 15 { return .nan }
        return Double((row * 7 + shift) % 9) / 2
    }

    func testDoubleMasksAreEachRowsComparisonAtEveryLengthAroundABlock() {
        for count in [0, 1, 15, 16, 17, 31, 32, 33, 64, 65] {
            let values: [Double?] = (0..<count).map { value($0, shift: 0) }
            let others: [Double?] = (0..<count).map { value($0, shift: 4) }
            assertEachRowsComparison(values, others, scalars: [2.0, 0, -1, .nan], "\(count) rows")
        }
    }

    func testIntegerMasksAreEachRowsComparisonAtEveryLengthAroundABlock() {
        for count in [0, 1, 15, 16, 17, 33] {
            let values: [Int?] = (0..<count).map { row in row % 4 == 1 ? nil : row % 7 - 3 }
            let column = Column<Int>(name: "n", contents: values)
            XCTAssertEqual((column > 0).flags, values.map { ($0 ?? 0) > 0 && $0 != nil }, "\(count) rows > 0")
            XCTAssertEqual((column == 0).flags, values.map { $0 == 0 }, "\(count) rows == 0")
            XCTAssertEqual((column != 0).flags, values.map { $0.map { $0 != 0 } ?? false }, "\(count) rows != 0")
            XCTAssertEqual((column <= column).flags, values.map { $0 != nil }, "\(count) rows <= itself")
        }
    }

    func testIntegerMasksOfEveryComparisonAreEachRowsAtEveryLengthUpToFourBlocks() {
        let extremes = [Int.min, Int.max, -1, 0, 1]
        for count in 0...65 {
            let values: [Int?] = (0..<count).map { (row: Int) -> Int? in
                if row % 5 == 3 { return nil }
                return row % 7 == 6 ? extremes[row % 5] : row % 7 - 3
            }
            assertEachRowsComparison(values, values.reversed(), scalars: [0, 2, Int.min, Int.max], "\(count) rows")
        }
    }

    func testTextEqualityIsEachRowsAtEveryLengthUpToFourBlocks() {
        for count in 0...65 {
            let values: [String?] = (0..<count).map { row in row % 6 == 2 ? nil : ["Math", "Art", "Music"][row % 3] }
            let column = Column<String>(name: "s", contents: values)
            XCTAssertEqual((column == "Music").flags, values.map { $0 == "Music" }, "\(count) rows")
            XCTAssertEqual((column == "Drama").flags, [Bool](repeating: false, count: count), "\(count) rows absent")
        }
    }

    func testTextEqualityIsEachRowsAtEveryLengthAroundABlock() {
        for count in [0, 1, 16, 17, 40] {
            let values: [String?] = (0..<count).map { row in row % 6 == 2 ? nil : ["Math", "Art", "Music"][row % 3] }
            let column = Column<String>(name: "s", contents: values)
            XCTAssertEqual((column == "Art").flags, values.map { $0 == "Art" }, "\(count) rows")
            XCTAssertEqual((column != "Art").flags, values.map { $0.map { $0 != "Art" } ?? false }, "\(count) rows")
        }
    }

    func testDoubleColumnHeldAsIntegersComparesAsDoubles() {
        let integers: [Int?] = (0..<40).map { $0 % 9 == 4 ? nil : $0 % 5 }
        let column = Column<Double>(name: "n", contents: .integer(TypedValues(optionals: integers, placeholder: 0)))
        let doubles: [Double?] = integers.map { $0.map(Double.init) }
        for comparison in ComparisonCase<Double>.all {
            let expected = doubles.map { $0.map { comparison.test($0, 2.5) } ?? false }
            XCTAssertEqual(comparison.withValue(column, 2.5).flags, expected, "\(comparison.name) 2.5")
            let other = Column<Double>(name: "d", contents: doubles.reversed())
            let pairs: [Bool] = zip(doubles, doubles.reversed()).map { a, b in
                guard let a, let b else { return false }
                return comparison.test(a, b)
            }
            XCTAssertEqual(comparison.withColumn(column, other).flags, pairs, "\(comparison.name) column")
        }
    }

    func testIntegerColumnsOfUnequalLengthsCompareTheShorterRowsInEveryComparison() {
        let extremes = [Int.min, Int.max, Int.min + 1, Int.max - 1, 0, -1]
        let long: [Int?] = (0..<53).map { (row: Int) -> Int? in row % 8 == 7 ? nil : extremes[row % 6] }
        for count in [0, 1, 15, 16, 17, 33, 52] {
            let short: [Int?] = (0..<count).map { (row: Int) -> Int? in row % 5 == 2 ? nil : extremes[(row * 5 + 1) % 6] }
            let a = Column<Int>(name: "a", contents: long), b = Column<Int>(name: "b", contents: short)
            for comparison in ComparisonCase<Int>.all {
                let expected: [Bool] = zip(long, short).map { x, y in
                    guard let x, let y else { return false }
                    return comparison.test(x, y)
                }
                XCTAssertEqual(comparison.withColumn(a, b).flags, expected, "\(count) rows \(comparison.name)")
                let flipped: [Bool] = zip(short, long).map { x, y in
                    guard let x, let y else { return false }
                    return comparison.test(x, y)
                }
                XCTAssertEqual(comparison.withColumn(b, a).flags, flipped, "\(count) rows \(comparison.name) flipped")
            }
        }
    }
}
