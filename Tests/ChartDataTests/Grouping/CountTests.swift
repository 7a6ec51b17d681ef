import XCTest
@testable import ChartData

final class CountTests: XCTestCase {
    private let roster = GroupingRoster.csv

    func testCountByTextColumnIsLargestFirstWithTiesInFirstAppearanceOrder() throws {
        let counts = try Table(csvText: roster).count(by: "subject")
        XCTAssertEqual(counts.columnNames, ["subject", "count"])
        XCTAssertEqual(try counts["subject"].strings, ["Math", "Physics", "Art", "Music"])
        XCTAssertEqual(try counts["count"].integers, [3, 2, 1, 1])
    }

    func testCountSkipsMissingValues() throws {
        let counts = try Table(csvText: roster).count(by: "subject")
        XCTAssertEqual(try counts["count"].integers.reduce(0, +), 7)
    }

    func testCountByIntegerColumnKeepsIntegerKeys() throws {
        let counts = try Table(csvText: roster).count(by: "year")
        XCTAssertEqual(try counts["year"].type, .integer)
        XCTAssertEqual(try counts["year"].integers, [2024, 2023])
        XCTAssertEqual(try counts["count"].integers, [5, 3])
    }

    func testCountOfAFilteredTableIgnoresValuesNoLongerPresent() throws {
        let counts = try Table(csvText: roster).filter { try $0["year"] == 2023 }.count(by: "subject")
        XCTAssertEqual(try counts["subject"].strings, ["Math", "Physics", "Music"])
    }

    func testCountByUnknownColumnSuggestsTheName() {
        XCTAssertThrowsError(try Table(csvText: roster, source: "roster.csv").count(by: "subjects")) { error in
            XCTAssertTrue(String(describing: error).hasSuffix("(did you mean 'subject'?)"))
        }
    }
}
