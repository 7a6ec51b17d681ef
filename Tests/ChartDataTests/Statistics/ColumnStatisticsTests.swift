import ChartCore
import XCTest
@testable import ChartData

final class ColumnStatisticsTests: XCTestCase {
    private let table = try! Table(csvText: "subject,score\nMath,90\nArt,\nMath,70\nMusic,80\n")

    func testStatisticsSkipMissingValues() throws {
        let score = try table["score"]
        XCTAssertEqual(try score.sum, 240)
        XCTAssertEqual(try score.mean, 80)
        XCTAssertEqual(try score.median, 80)
        XCTAssertEqual(try score.minimum, 70)
        XCTAssertEqual(try score.maximum, 90)
        XCTAssertEqual(try score.standardDeviation, (200.0 / 3).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(try score.summary.count, 3)
    }

    func testCountColumnOfAGroupingHasAMean() throws {
        XCTAssertEqual(try table.count(by: "subject")["count"].mean, 4.0 / 3)
    }

    func testStatisticsOfATextColumnNameTheColumn() {
        XCTAssertThrowsError(try table["subject"].mean) { error in
            XCTAssertEqual(error as? TableError, .notNumeric(column: "subject", type: .text, source: "CSV text"))
        }
    }

    func testStatisticsOfAColumnWithoutNumbersFollowChartCoresEmptyRules() throws {
        let empty = try Table(csvText: "n\n1\n").filter { _ in false }
        XCTAssertTrue(try empty["n"].mean.isNaN)
        XCTAssertEqual(try empty["n"].sum, 0)
        XCTAssertEqual(try empty["n"].mode, [])
    }
}
