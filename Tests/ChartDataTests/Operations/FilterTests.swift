import XCTest
@testable import ChartData

final class FilterTests: XCTestCase {
    private let table = try! Table(csvText: "name,subject,year\nAda,Math,2024\nAlan,Physics,2023\nGrace,Math,2023\n")

    func testFilterKeepsRowsWhereTheClosureIsTrueInOrder() throws {
        let math = try table.filter { row in try row["subject"] == "Math" }
        XCTAssertEqual(try math["name"].strings, ["Ada", "Grace"])
        XCTAssertEqual(math.columnNames, table.columnNames)
    }

    func testFilterComparesNumbersByValue() throws {
        let recent = try table.filter { row in try row["year"] >= 2024 }
        XCTAssertEqual(try recent["name"].strings, ["Ada"])
    }

    func testFilterWithUnknownColumnThrows() {
        XCTAssertThrowsError(try table.filter { row in try row["subjet"] == "Math" }) { error in
            XCTAssertTrue(String(describing: error).contains("did you mean 'subject'"))
        }
    }

    func testFilterWhereEqualsMatchesCells() throws {
        XCTAssertEqual(try table.filter(where: "year", equals: 2023).rowCount, 2)
        XCTAssertEqual(try table.filter(where: "subject", equals: "Art").rowCount, 0)
    }

    func testRowIndexIsThePositionInTheTable() throws {
        let odd = table.filter { $0.index % 2 == 1 }
        XCTAssertEqual(try odd["name"].strings, ["Alan"])
    }
}
