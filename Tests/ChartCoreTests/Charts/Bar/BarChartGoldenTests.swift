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

/// Crowded charts: turned labels thinned so that none overlaps.
final class BarChartCrowdedGoldenTests: XCTestCase {
    func testSixtyCategoriesAreThinned() throws {
        let names = (1...60).map { "Week \($0)" }
        var chart = BarChart(categories: names, values: (1...60).map { Double(($0 * 37) % 50 + 5) })
        chart.title = "Weekly sign-ups"
        chart.barWidthRatio = 0.8
        let layout = try BarChartGeometry(chart)
        XCTAssertEqual(layout.plot.xAxis.labelTurn, 45)
        let shown = layout.plot.xAxis.ticks.filter(\.isLabelShown)
        XCTAssertLessThan(shown.count, 60)
        let spacing = zip(shown, shown.dropFirst()).map { ($1.labelPosition.x - $0.labelPosition.x) * 0.5.squareRoot() }
        XCTAssertTrue(spacing.allSatisfy { $0 >= TextMeasure.lineHeight(fontSize: 12) - 1e-9 })
        GoldenSVG.assertMatches(try chart.svg, named: "bar-crowded")
    }
}

/// Bars below zero and long category names on a horizontal chart.
final class BarChartEdgeGoldenTests: XCTestCase {
    func testNegativeValuesWithLabels() throws {
        var chart = BarChart(categories: ["Q1", "Q2", "Q3", "Q4"], values: [12.5, -8.25, 3, -15])
        chart.title = "Net enrollment change"
        chart.showsValueLabels = true
        chart.yLabelSuffix = " %"
        chart.theme = .slate
        chart.cornerRadius = 4
        GoldenSVG.assertMatches(try chart.svg, named: "bar-negative")
    }

    func testHorizontalLongNames() throws {
        var chart = BarChart(categories: ["Introduction to computer science", "Organic chemistry", "Art",
                                          "History of the ancient world", "Music"],
                             values: [120, 64, 12, 48, 10])
        chart.title = "Students per course"
        chart.isHorizontal = true
        chart.showsValueLabels = true
        chart.theme = .dark
        GoldenSVG.assertMatches(try chart.svg, named: "bar-horizontal-long-names")
    }
}

/// Turned category labels with a legend below: the legend goes under the labels.
final class BarChartLegendGoldenTests: XCTestCase {
    func testTurnedLabelsWithBottomLegend() throws {
        let names = ["Mathematics", "Physics", "Art history", "Modern history", "Biology", "Music theory",
                     "Chemistry", "Computer science", "Literature", "Philosophy"]
        var chart = BarChart(categories: names, values: [31, 24, 12, 18, 27, 10, 22, 35, 15, 8])
        chart.seriesName = "This year"
        chart.addSeries([28, 26, 9, 20, 22, 12, 25, 30, 14, 9], name: "Last year")
        chart.isStacked = true
        chart.title = "Enrollment by subject"
        chart.xAxisTitle = "Subject"
        chart.legend = Legend(anchor: .bottom)
        let layout = try BarChartGeometry(chart)
        let legend = try XCTUnwrap(layout.plot.legend)
        XCTAssertEqual(layout.plot.xAxis.labelTurn, 45)
        let longest = names.map { TextMeasure.width(of: $0, fontSize: 12) }.max() ?? 0
        XCTAssertGreaterThanOrEqual(legend.frame.minY, layout.plot.plotArea.maxY + longest * 0.5.squareRoot())
        XCTAssertLessThanOrEqual(legend.frame.maxY, chart.height)
        GoldenSVG.assertMatches(try chart.svg, named: "bar-turned-legend-bottom")
    }
}
