import XCTest
import Foundation
@testable import ChartCore

/// A chart's data as a table of text (what assistive technology reads beside the picture): a
/// row per datum, a column per channel label, values as the chart's labels write them.
final class ChartDataTableTests: XCTestCase {
    func testAGrammarChartHasARowPerMarkUnderItsChannelsLabels() {
        let sales = [("Jan", 12.0), ("Feb", 18.5), ("Mar", 9.0)]
        var chart = Chart(sales, id: \.0) { BarMark(x: .value("Month", $0.0), y: .value("Sales", $0.1)) }
        chart.title = "Sales"
        let table = chart.dataTable
        XCTAssertEqual(table.caption, "Data of Sales")
        XCTAssertEqual(table.columns, ["Month", "Sales"])
        XCTAssertEqual(table.rows, [["Jan", "12"], ["Feb", "18.5"], ["Mar", "9"]])
        XCTAssertTrue(table.isComplete)
    }

    func testMarksOfSeveralKindsAreNamedInAMarkColumn() {
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 12))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 18))
            RuleMark(y: .value("Goal", 15))
        }
        let table = chart.dataTable
        XCTAssertEqual(table.caption, "The chart's data")
        XCTAssertEqual(table.columns, ["Mark", "Month", "Sales", "Goal"])
        XCTAssertEqual(table.rows, [["BarMark", "Jan", "12", ""], ["BarMark", "Feb", "18", ""], ["RuleMark", "", "", "15"]])
    }

    func testRangesSeriesAndColoursAreColumnsOfTheirOwn() {
        let chart = Chart {
            BarMark(x: .value("Task", "Build"), yStart: .value("Start", 2), yEnd: .value("End", 5))
                .foregroundStyle(by: .value("Team", "A"))
            LineMark(x: .value("Day", 1), y: .value("Rain", 3), series: .value("City", "Oslo"))
        }
        let table = chart.dataTable
        XCTAssertEqual(table.columns, ["Mark", "Task", "Start", "End", "Team", "Day", "Rain", "City"])
        XCTAssertEqual(table.rows.first, ["BarMark", "Build", "2", "5", "A", "", "", ""])
        XCTAssertEqual(table.rows.last, ["LineMark", "", "", "", "", "1", "3", "Oslo"])
    }

    func testADatumSeveralMarksDrawIsOneRow() throws {
        // The preset draws an area, a line and a point at each value; the table has one row each.
        var graph = LineGraph([120.5, 183.25, 150], labels: ["Q1", "Q2", "Q3"])
        graph.showsPoints = true
        graph.fillBelowColor = .blue
        graph.xAxisTitle = "Quarter"
        graph.yAxisTitle = "Students"
        let table = graph.dataTable
        XCTAssertEqual(table.columns, ["Quarter", "Students"])
        XCTAssertEqual(table.rows, [["Q1", "120.5"], ["Q2", "183.25"], ["Q3", "150"]])
    }

    func testNamedSeriesOfAPresetAreAColumn() {
        var graph = LineGraph([1, 2], labels: ["a", "b"])
        graph.addSeries([3, 4], name: "Other")
        let table = graph.dataTable
        XCTAssertEqual(table.columns, ["Label", "Value", "Series"])
        XCTAssertEqual(table.rows.count, 4)
        XCTAssertEqual(table.rows.last, ["b", "4", "Other"])
    }

    func testAPieHasARowPerSlice() {
        let table = PieChart(categories: ["Math", "Art"], values: [33, 13]).dataTable
        XCTAssertEqual(table.rows.count, 2)
        XCTAssertTrue(table.rows[0].contains("Math") && table.rows[0].contains("33"), "\(table)")
        XCTAssertTrue(table.rows[1].contains("Art") && table.rows[1].contains("13"), "\(table)")
    }

    func testAVectorizedPlotGivesARowPerElementUpToTheLimitAndSaysWhenItIsCut() {
        let small = Chart { PointPlot([(1.0, 2.0), (3.0, 4.0)], x: .value("x", \.0), y: .value("y", \.1)) }.dataTable
        XCTAssertEqual(small.rows, [["1", "2"], ["3", "4"]])
        XCTAssertTrue(small.isComplete)
        let values = (0..<1_500).map { (Double($0), Double($0 % 7)) }
        let large = Chart { LinePlot(values, x: .value("Day", \.0), y: .value("Rain", \.1)) }.dataTable
        XCTAssertEqual(large.rows.count, ChartDataTable.rowLimit)
        XCTAssertFalse(large.isComplete)
        XCTAssertEqual(large.caption, "The chart's data (its first 1000 rows; the chart draws more)")
    }

    func testManyMarksStopAtTheLimitAndAnEmptyChartHasAnEmptyTable() {
        let chart = Chart(Array(0..<5_000), id: \.self) { PointMark(x: .value("i", $0), y: .value("v", $0 * 2)) }
        XCTAssertEqual(chart.dataTable.rows.count, ChartDataTable.rowLimit)
        XCTAssertFalse(chart.dataTable.isComplete)
        XCTAssertTrue(Chart(marks: []).dataTable.isEmpty)
    }

    func testDatesReadAsTheAxisWritesThem() {
        let day = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 UTC
        let table = Chart { PointMark(x: .value("Day", day), y: .value("Rain", 3)) }.dataTable
        XCTAssertEqual(table.rows, [["Jan 1, 2024", "3"]])
    }
}
