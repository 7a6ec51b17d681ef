import XCTest
@testable import ChartCore

/// The pie chart's look, pinned per theme (see GoldenSVG for regenerating).
final class PieChartGoldenTests: XCTestCase {
    func testEnrollmentPieInEveryTheme() throws {
        for theme in Theme.allCases {
            var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
            chart.title = "Enrollment by subject"
            chart.theme = theme
            GoldenSVG.assertMatches(try chart.svg, named: "pie-\(theme.rawValue)")
        }
    }

    /// CorePlot's tutorial: start angle π/4, counter-clockwise, a two-column legend at the
    /// bottom displaced upwards by 30 points.
    func testCorePlotSeedPie() throws {
        var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.title = "Enrollment by subject"
        chart.startAngle = 45
        chart.direction = .counterClockwise
        chart.legend = Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: -30))
        GoldenSVG.assertMatches(try chart.svg, named: "pie-seed-legend")
    }

    func testDonutWithExplodedSliceAndInsideLabels() throws {
        var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.title = "Enrollment by subject"
        chart.holeRatio = 0.55
        chart.explodedIndex = 0
        chart.sliceLabelPosition = .inside
        GoldenSVG.assertMatches(try chart.svg, named: "pie-donut-exploded")
    }

    func testManySmallSlicesKeepLabelsApart() throws {
        let names = ["Math", "Physics", "Art", "History", "Biology", "Music", "Chemistry", "Latin",
                     "Greek", "Drama", "Dance", "Pottery", "Chess"]
        var chart = PieChart(categories: names, values: [31, 24, 12, 18, 27, 10, 2, 1, 1, 1, 0.5, 0.5, 0.3])
        chart.title = "Enrollment by subject"
        chart.sliceLabelStyle = .categoryAndPercent
        chart.legend.isVisible = false
        GoldenSVG.assertMatches(try chart.svg, named: "pie-small-slices")
    }
}
