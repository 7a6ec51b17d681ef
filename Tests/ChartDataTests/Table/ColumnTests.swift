import XCTest
@testable import ChartData

final class ColumnTests: XCTestCase {
    func testDoublesSkipMissingValues() throws {
        let column = TableColumn(name: "age", values: [17, nil, 19])
        XCTAssertEqual(try column.doubles, [17, 19])
        XCTAssertEqual(column.missingCount, 1)
        XCTAssertEqual(column.count, 3)
    }

    func testDoublesOfATextColumnIsAnErrorNamingTheColumn() {
        let table = try? Table(["subject": ["Math"]], source: "students.csv")
        XCTAssertThrowsError(try table?["subject"].doubles) { error in
            XCTAssertEqual(error as? TableError, .notNumeric(column: "subject", type: .text, source: "students.csv"))
            XCTAssertEqual(String(describing: error), "column 'subject' in students.csv holds text values, not numbers")
        }
    }

    func testTypeIsInferredFromValues() {
        XCTAssertEqual(TableColumn(name: "a", values: [1, 2, nil]).type, .integer)
        XCTAssertEqual(TableColumn(name: "a", values: [1, 2.5]).type, .double)
        XCTAssertEqual(TableColumn(name: "a", values: ["2024-09-01", nil]).type, .date)
        XCTAssertEqual(TableColumn(name: "a", values: [1, "x"]).type, .text)
        XCTAssertEqual(TableColumn(name: "a", values: [nil, nil]).type, .text)
    }

    func testMixedColumnKeepsNumbersAsTheirText() {
        XCTAssertEqual(TableColumn(name: "a", values: [1, "x", nil]).strings, ["1", "x", ""])
    }

    func testIntegersAndDatesRequireTheirType() throws {
        XCTAssertEqual(try TableColumn(name: "n", values: [3, nil, 4]).integers, [3, 4])
        XCTAssertThrowsError(try TableColumn(name: "n", values: [3.5]).integers) { error in
            XCTAssertEqual(error as? TableError, .notIntegers(column: "n", type: .double, source: "a table"))
            XCTAssertEqual(String(describing: error),
                           "column 'n' in a table holds double values, not integers; use .doubles for its numbers")
        }
        let dates = try TableColumn(name: "d", values: ["2024-01-02"]).dates
        XCTAssertEqual(dates.map(\.timeIntervalSince1970), [1_704_153_600])
        XCTAssertThrowsError(try TableColumn(name: "n", values: [3]).dates) { error in
            XCTAssertEqual(error as? TableError, .notDates(column: "n", type: .integer, source: "a table"))
        }
    }

    func testSubscriptOutOfBoundsIsMissing() {
        let column = TableColumn(name: "a", values: [1])
        XCTAssertEqual(column[0], 1)
        XCTAssertEqual(column[1], .missing)
        XCTAssertEqual(column[-1], .missing)
    }
}
