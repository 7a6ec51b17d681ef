import XCTest
@testable import ChartData

final class TableTests: XCTestCase {
    private func students() throws -> Table {
        try Table(["name": ["Ada", "Alan", "Grace"], "subject": ["Math", "Physics", "Math"], "age": [17, 18, nil]],
                  source: "students.csv")
    }

    func testColumnNamesAndCountsFollowTheColumnsGiven() throws {
        let table = try students()
        XCTAssertEqual(table.columnNames, ["name", "subject", "age"])
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertEqual(table.columnCount, 3)
    }

    func testSubscriptAndColumnReturnTheSameColumn() throws {
        let table = try students()
        XCTAssertEqual(try table["subject"].strings, ["Math", "Physics", "Math"])
        XCTAssertEqual(try table.column("age").values, [17, 18, nil])
    }

    func testUnknownColumnErrorListsColumnsAndSuggestsTheClosest() throws {
        let table = try Table(["name": ["Ada"], "subject": ["Math"], "enrolled": ["2024-09-01"]], source: "students.csv")
        XCTAssertThrowsError(try table["subjet"]) { error in
            XCTAssertEqual(error as? TableError,
                           .columnNotFound(name: "subjet", available: ["name", "subject", "enrolled"], source: "students.csv"))
            XCTAssertEqual(String(describing: error),
                           "no column 'subjet' in students.csv; columns are: name, subject, enrolled (did you mean 'subject'?)")
        }
    }

    func testUnknownColumnFarFromEveryNameHasNoSuggestion() throws {
        XCTAssertThrowsError(try students().column("postcode")) { error in
            XCTAssertFalse(String(describing: error).contains("did you mean"))
        }
    }

    func testColumnsOfDifferentLengthsAreRejected() {
        XCTAssertThrowsError(try Table(["a": [1, 2], "b": [1]])) { error in
            XCTAssertEqual(error as? TableError, .columnLengthsDiffer(first: "a", firstCount: 2, other: "b", otherCount: 1))
        }
    }

    func testTwoColumnsWithOneNameAreRejected() {
        XCTAssertThrowsError(try Table(columns: [TableColumn(name: "a", values: [1]), TableColumn(name: "a", values: [2])])) { error in
            XCTAssertEqual(error as? TableError, .duplicateColumn(name: "a", source: "a table"))
        }
    }

    func testSelectingKeepsNamedColumnsInTheGivenOrder() throws {
        let picked = try students().selecting(["age", "name"])
        XCTAssertEqual(picked.columnNames, ["age", "name"])
        XCTAssertEqual(picked.rowCount, 3)
    }

    func testEmptyTableHasNoRows() throws {
        let table = try Table(columns: [])
        XCTAssertEqual(table.rowCount, 0)
        XCTAssertEqual(table.columnNames, [])
    }

    func testRowsGiveTypedCellAccess() throws {
        let rows = try students().rows
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(try rows[1]["name"], "Alan")
        XCTAssertEqual(rows[1][2], 18)
        XCTAssertEqual(rows[1][7], .missing)
        XCTAssertThrowsError(try rows[0]["nmae"])
    }

    func testARowByPositionListsItsCellsAndAPositionOutsideIsAnError() throws {
        let table = try students()
        XCTAssertEqual(try table[1]["name"], "Alan")
        XCTAssertEqual(try table[1].description, table.rows[1].description)
        let first = try table[0].description
        XCTAssertTrue(first.hasPrefix("name: "), first)
        XCTAssertThrowsError(try table[3]) { error in
            XCTAssertEqual(error as? TableError, .rowOutOfRange(index: 3, rowCount: 3, source: "students.csv"))
            XCTAssertEqual(String(describing: error), "no row 3 in students.csv; its 3 rows are numbered from 0 to 2")
        }
        XCTAssertThrowsError(try table[-1])
    }
}
