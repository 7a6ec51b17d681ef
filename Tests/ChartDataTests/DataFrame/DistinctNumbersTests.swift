import XCTest
@testable import ChartData

/// The quartiles and extremes `summary()` reads from a column's sorted distinct values are,
/// bit for bit, those a selection among all the present values gives, at lengths around a
/// word of the missing mask, with missing rows and Int's extremes; a NaN or both signs of
/// zero leave the column to the selection.
final class DistinctNumbersTests: XCTestCase {
    private let probabilities = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1, 0.333]

    private func distinct(_ contents: ColumnContents) -> DistinctNumbers? {
        let groups = GroupKeys([contents], rowCount: contents.count)
        let column = AnyColumn(name: "n", contents: contents)
        let missingGroup = (0..<groups.count).first { column.isNil(at: groups.firstRows[$0]) }
        return DistinctNumbers(contents, groups: groups, counts: groups.counts(), missingGroup: missingGroup)
    }

    private func assertSameAsSelection(_ column: AnyColumn, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let present = Column<Double>(column)?.presentDoubles ?? []
        let extremes = ColumnStatistics.extremes(of: present)
        if let numbers = distinct(column.contents) {
            let expected = ColumnStatistics.quantiles(of: present, probabilities)
            XCTAssertEqual(numbers.quantiles(probabilities).map { $0?.bitPattern }, expected.map { $0?.bitPattern }, message, file: file, line: line)
            XCTAssertEqual(numbers.extremes?.min.bitPattern, extremes?.min.bitPattern, message, file: file, line: line)
            XCTAssertEqual(numbers.extremes?.max.bitPattern, extremes?.max.bitPattern, message, file: file, line: line)
        } else {
            // Left to the selection only when the values are more than a quarter distinct.
            XCTAssertGreaterThan(Set(present.map { $0 == 0 ? 0 : $0 }).count * 4, present.count, message, file: file, line: line)
        }
        let summary = DataFrame(columns: [column]).summary()
        let names = ["Minimum", "First Quartile", "Median", "Third Quartile", "Maximum"]
        let fromSelection = [extremes?.min] + ColumnStatistics.quantiles(of: present, [0.25, 0.5, 0.75]) + [extremes?.max]
        for (name, value) in zip(names, fromSelection) {
            XCTAssertEqual(summary[name, Double.self][0]?.bitPattern, value?.bitPattern, "\(name), \(message)", file: file, line: line)
        }
    }

    func testIntegerQuartilesAreThoseOfTheSelectionAtEveryLengthAroundAWord() {
        let extremes = [Int.min, Int.max, Int.max - 1, -1, 0]
        for count in [8, 12, 15, 16, 17, 63, 64, 65, 127, 129, 400] {
            let values: [Int?] = (0..<count).map { row in
                if row % 9 == 4 { return nil }
                return row % 11 == 3 ? extremes[row % 5] : (row * 7) % 3 - 1
            }
            assertSameAsSelection(Column<Int>(name: "n", contents: values).eraseToAnyColumn(), "\(count) integers")
        }
    }

    func testDoubleQuartilesAreThoseOfTheSelectionAtEveryLengthAroundAWord() {
        for count in [8, 15, 16, 17, 64, 65, 129, 1000] {
            let values: [Double?] = (0..<count).map { row in
                if row % 7 == 5 { return nil }
                return [2.5, -1e300, .infinity, 0.1, -.infinity, 0][(row * 5) % 6] + Double(row % 2)
            }
            assertSameAsSelection(Column<Double>(name: "d", contents: values).eraseToAnyColumn(), "\(count) doubles")
        }
    }

    func testOneValueRepeatedIsEveryQuartile() {
        assertSameAsSelection(Column<Double>(name: "d", contents: [Double?](repeating: 4.5, count: 33)).eraseToAnyColumn(), "one value")
    }

    func testColumnsTheSortWouldNotPayForOrCannotOrderAreLeftToTheSelection() {
        XCTAssertNil(distinct(.integer(TypedValues(Array(0..<40)))), "all distinct")
        XCTAssertNil(distinct(.integer(TypedValues([]))), "empty")
        XCTAssertNil(distinct(.double(TypedValues(optionals: [Double?](repeating: nil, count: 10), placeholder: 0))), "all missing")
        XCTAssertNil(distinct(.double(TypedValues((0..<40).map { $0 % 2 == 0 ? Double.nan : 1 }))), "NaN")
        XCTAssertNil(distinct(.double(TypedValues((0..<40).map { $0 % 2 == 0 ? -0.0 : 0.0 }))), "both zeros")
        XCTAssertNotNil(distinct(.double(TypedValues((0..<40).map { $0 % 2 == 0 ? -0.0 : 1 }))), "only -0.0")
        var text = TextValuesBuilder()
        for _ in 0..<40 { text.append("a") }
        XCTAssertNil(distinct(.text(text.values)), "text")
    }
}
