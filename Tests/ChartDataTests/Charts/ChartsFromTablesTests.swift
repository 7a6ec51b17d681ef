import ChartCore
import XCTest
@testable import ChartData

final class ChartsFromTablesTests: XCTestCase {
    private let bySubject = try! Table(csvText: "subject\nMath\nArt\nMath\nMusic\nMath\nArt\n").count(by: "subject")

    func testBarChartTakesCategoriesValuesAndAxisTitlesFromTheTable() throws {
        let chart = try BarChart(bySubject)
        XCTAssertEqual(chart.categories, ["Math", "Art", "Music"])
        XCTAssertEqual(chart.values, [3, 2, 1])
        XCTAssertEqual(chart.xAxisTitle, "subject")
        XCTAssertEqual(chart.yAxisTitle, "count")
        let svg = try chart.svg
        XCTAssertTrue(svg.contains("Music"))
    }

    func testPieChartTakesSlicesFromTheTable() throws {
        let chart = try PieChart(bySubject)
        XCTAssertEqual(chart.categories, ["Math", "Art", "Music"])
        XCTAssertEqual(chart.values, [3, 2, 1])
        XCTAssertTrue(try chart.svg.contains("<svg"))
    }

    func testLineGraphOfMonthCountsLabelsTheMonths() throws {
        let months = try Table(csvText: "d\n2024-09-02\n2024-11-05\n2024-09-20\n").count(byMonthOf: "d")
        let chart = try LineGraph(months)
        XCTAssertEqual(chart.labels, ["2024-09", "2024-10", "2024-11"])
        XCTAssertEqual(chart.xAxisTitle, "month")
    }

    func testChartOfAWideTableIsAnError() {
        let wide = try! Table(csvText: "a,b,c\nx,1,2\n")
        XCTAssertThrowsError(try BarChart(wide)) { error in
            XCTAssertEqual(error as? TableError, .notTwoColumns(columns: ["a", "b", "c"], source: "CSV text"))
        }
    }
}
