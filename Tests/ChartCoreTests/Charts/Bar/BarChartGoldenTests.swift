import XCTest
@testable import ChartCore

/// The bar chart's look, pinned per theme (see GoldenSVG for regenerating).
final class BarChartGoldenTests: XCTestCase {
    func testEnrollmentBarChartInEveryTheme() throws {
        for theme in Theme.allCases {
            var chart = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
            chart.title = "Enrollment by subject"
            chart.theme = theme
            chart.barColors = [.red, .blue, .orange, .green, .purple]
            chart.showsValueLabels = true
            chart.yAxisTitle = "Students"
            GoldenSVG.assertMatches(try chart.svg, named: "bar-\(theme.rawValue)")
        }
    }

    func testGroupedAndStackedAndHorizontal() throws {
        var grouped = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
        grouped.title = "Enrollment, this year and last"
        grouped.seriesName = "This year"
        grouped.addSeries(Enrollment.lastYear, name: "Last year")
        grouped.cornerRadius = 3
        GoldenSVG.assertMatches(try grouped.svg, named: "bar-grouped")

        var stacked = grouped
        stacked.isStacked = true
        stacked.showsValueLabels = true
        GoldenSVG.assertMatches(try stacked.svg, named: "bar-stacked")

        var horizontal = grouped
        horizontal.isHorizontal = true
        horizontal.showsValueLabels = true
        horizontal.xAxisTitle = "Subject"
        horizontal.yAxisTitle = "Students"
        GoldenSVG.assertMatches(try horizontal.svg, named: "bar-horizontal")
    }

    func testManyLongCategoriesAreTurned() throws {
        let names = ["Mathematics", "Physics", "Art history", "Modern history", "Biology", "Music theory",
                     "Chemistry", "Computer science", "Literature", "Philosophy", "Economics", "Geography"]
        var chart = BarChart(categories: names, values: [31, 24, 12, 18, 27, 10, 22, 35, 15, 8, 19, 14])
        chart.title = "Enrollment by subject"
        chart.xAxisTitle = "Subject"
        chart.yAxisTitle = "Students"
        GoldenSVG.assertMatches(try chart.svg, named: "bar-turned-labels")
    }
}
