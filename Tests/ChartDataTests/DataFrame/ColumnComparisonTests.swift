import XCTest
@testable import ChartData

/// Every comparison of a column with a value, and of two columns, for each element type a column
/// keeps natively, gives the flags comparing each optional row by hand gives: missing rows
/// false, NaN false but for `!=`, on columns longer than a word of the missing mask.
final class ColumnComparisonTests: XCTestCase {
    private let rows = 203

    private func operators<T: Comparable>(_ type: T.Type) -> [(String, (T, T) -> Bool, (Column<T>, T) -> RowMask, (Column<T>, Column<T>) -> RowMask)] {
        [("==", { $0 == $1 }, { $0 == $1 }, { $0 == $1 }), ("!=", { $0 != $1 }, { $0 != $1 }, { $0 != $1 }),
         ("<", { $0 < $1 }, { $0 < $1 }, { $0 < $1 }), ("<=", { $0 <= $1 }, { $0 <= $1 }, { $0 <= $1 }),
         (">", { $0 > $1 }, { $0 > $1 }, { $0 > $1 }), (">=", { $0 >= $1 }, { $0 >= $1 }, { $0 >= $1 })]
    }

    private func check<T: Comparable>(_ values: [T?], _ others: [T?], against value: T, file: StaticString = #filePath, line: UInt = #line) {
        let column = Column<T>(name: "a", contents: values), other = Column<T>(name: "b", contents: others)
        for (name, test, withValue, withColumn) in operators(T.self) {
            let expected: [Bool] = values.map { (element: T?) -> Bool in element.map { test($0, value) } ?? false }
            XCTAssertEqual(withValue(column, value).flags, expected, "column \(name) \(value)", file: file, line: line)
            let pairs: [Bool] = zip(values, others).map { (a: T?, b: T?) -> Bool in
                guard let a, let b else { return false }
                return test(a, b)
            }
            XCTAssertEqual(withColumn(column, other).flags, pairs, "column \(name) column", file: file, line: line)
        }
    }

    /// Row `row`'s pattern value (0…10), nil every `gap`th row from `offset`.
    private func pattern(_ row: Int, multiplier: Int, gap: Int, offset: Int) -> Int? {
        if row % gap == offset { return nil }
        return row * multiplier % 11
    }

    private func firstValues(_ row: Int) -> Int? { pattern(row, multiplier: 37, gap: 7, offset: 2) }
    private func secondValues(_ row: Int) -> Int? { pattern(row, multiplier: 17, gap: 13, offset: 5) }

    func testIntegerComparisonsAreThoseOfEachRow() {
        let values: [Int?] = (0..<rows).map(firstValues)
        let others: [Int?] = (0..<rows).map(secondValues)
        check(values, others, against: 5)
        check(values, others, against: -1)
    }

    func testDoubleComparisonsAreThoseOfEachRowWithNaNComparingFalse() {
        var values: [Double?] = (0..<rows).map { (row: Int) -> Double? in firstValues(row).map { Double($0) / 2 } }
        var others: [Double?] = (0..<rows).map { (row: Int) -> Double? in secondValues(row).map { Double($0) / 2 } }
        values[9] = .nan
        others[30] = .nan
        check(values, others, against: 2.5)
        check(values, others, against: .nan)
    }

    func testDateComparisonsAreThoseOfEachRow() {
        let day = 86_400.0
        let values: [Date?] = (0..<rows).map { (row: Int) -> Date? in firstValues(row).map { Date(timeIntervalSince1970: Double($0) * day) } }
        let others: [Date?] = (0..<rows).map { (row: Int) -> Date? in secondValues(row).map { Date(timeIntervalSince1970: Double($0) * day) } }
        check(values, others, against: Date(timeIntervalSince1970: 5 * day))
    }

    func testTextComparisonsAreThoseOfEachRow() {
        let words = ["Art", "Math", "Biology", "music", ""]
        let values: [String?] = (0..<rows).map { (row: Int) -> String? in firstValues(row).map { words[$0 % 5] } }
        let column = Column<String>(name: "a", contents: values)
        for value in ["Math", "B", "zebra", ""] {
            for (name, test, withValue, _) in operators(String.self) {
                let expected: [Bool] = values.map { (element: String?) -> Bool in element.map { test($0, value) } ?? false }
                XCTAssertEqual(withValue(column, value).flags, expected, "column \(name) \(value)")
            }
        }
        let wanted: [Bool] = values.map { (element: String?) -> Bool in element == "Math" || element == "music" }
        XCTAssertEqual(column.isIn(["Math", "music"]).flags, wanted)
    }

    func testTextEqualityComparesCodesAsEachRowWouldWhateverTheDictionary() throws {
        // A dictionary holding a value twice (as one left unde-duplicated may), one missing the
        // value, and the codes a CSV read gives, each against a row-by-row reference.
        let duplicated = TextValues(codes: [0, 1, -1, 2, 1, 0, -1, 3], dictionary: ["Math", "Art", "Math", ""])
        let fromCSV = try DataFrame(csvText: "dept\nMath\n\nArt\nMath\nNA\n\"\"\nPhysics\n")["dept", String.self]
        for column in [Column<String>(name: "dept", contents: .text(duplicated)), fromCSV] {
            let reference: [String?] = Array(column)
            for value in ["Math", "Art", "", "Chemistry"] {
                XCTAssertEqual((column == value).flags, reference.map { $0 == value }, "== \(value)")
                XCTAssertEqual((column != value).flags, reference.map { $0.map { $0 != value } ?? false }, "!= \(value)")
            }
        }
        // The blank line is skipped; `NA` and the quoted empty field are missing.
        XCTAssertEqual(fromCSV.missingCount, 2)
    }

    func testBooleanEqualityKeepsPresentRowsOnly() {
        let values: [Bool?] = (0..<rows).map { (row: Int) -> Bool? in firstValues(row).map { $0 % 3 == 0 } }
        let column = Column<Bool>(name: "flag", contents: values)
        for value in [true, false] {
            let equal: [Bool] = values.map { (element: Bool?) -> Bool in element == value }
            let unequal: [Bool] = values.map { (element: Bool?) -> Bool in element.map { $0 != value } ?? false }
            XCTAssertEqual((column == value).flags, equal)
            XCTAssertEqual((column != value).flags, unequal)
        }
    }
}
