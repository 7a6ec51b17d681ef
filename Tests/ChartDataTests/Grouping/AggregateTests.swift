import XCTest
@testable import ChartData

final class AggregateTests: XCTestCase {
    private let roster = GroupingRoster.csv

    func testSumByGroupSkipsMissingNumbersAndStaysInteger() throws {
        let sums = try Table(csvText: roster).sum(of: "score", by: "subject")
        XCTAssertEqual(sums.columnNames, ["subject", "sum"])
        XCTAssertEqual(try sums["subject"].strings, ["Math", "Physics", "Music", "Art"])
        XCTAssertEqual(try sums["sum"].integers, [270, 130, 40, 0])
    }

    func testMeanByGroupLeavesAGroupWithoutNumbersMissing() throws {
        let means = try Table(csvText: roster).mean(of: "score", by: "subject")
        XCTAssertEqual(try means["subject"].strings, ["Math", "Physics", "Music", "Art"])
        XCTAssertEqual(try means["mean"].values, [90, 65, 40, nil])
    }

    func testSumOfATextColumnIsAnError() {
        XCTAssertThrowsError(try Table(csvText: roster).sum(of: "name", by: "subject")) { error in
            XCTAssertEqual(error as? TableError, .notNumeric(column: "name", type: .text, source: "CSV text"))
        }
    }

    func testSumOfDoublesIsDouble() throws {
        let sums = try Table(csvText: "g,x\na,0.5\nb,2\na,0.25\n").sum(of: "x", by: "g")
        XCTAssertEqual(try sums["sum"].doubles, [2, 0.75])
    }

    func testIntegerSumThatOverflowsBecomesDouble() throws {
        let sums = try Table(csvText: "g,x\na,9223372036854775807\na,10\n").sum(of: "x", by: "g")
        XCTAssertEqual(try sums["sum"].type, .double)
        XCTAssertEqual(try sums["sum"].doubles, [9223372036854775817.0])
    }
}
