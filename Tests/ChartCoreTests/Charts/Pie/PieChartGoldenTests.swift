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
        chart.identifier = "Subject"
        chart.startAngle = Angle(radians: .pi / 4)
        chart.direction = .counterClockwise
        chart.legend = Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30))
        GoldenSVG.assertMatches(try chart.svg, named: "pie-seed-legend")
    }

    func testDonutWithExplodedSliceAndInsideLabels() throws {
        var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.title = "Enrollment by subject"
        chart.holeRatio = 0.55
        chart.centerText = "122 students"
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

/// Pies on a small canvas and with labels on the slices in a dark theme.
final class PieChartEdgeGoldenTests: XCTestCase {
    func testSmallCanvasWithLegendBelow() throws {
        var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.title = "Enrollment"
        chart.width = 320
        chart.height = 260
        chart.legend = Legend(columns: 3, anchor: .bottom)
        GoldenSVG.assertMatches(try chart.svg, named: "pie-small-canvas")
    }

    func testInsideCategoryLabelsOnDark() throws {
        var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.title = "Enrollment by subject"
        chart.theme = .stocks
        chart.sliceLabelStyle = .category
        chart.sliceLabelPosition = .inside
        chart.legend.isVisible = false
        chart.startAngle = Angle(degrees: 0)
        GoldenSVG.assertMatches(try chart.svg, named: "pie-inside-category")
    }
}

/// A pie with many categories: the legend wraps, small slices lose their labels first.
final class PieChartManyCategoriesGoldenTests: XCTestCase {
    func testThirtyCategories() throws {
        let names = (1...30).map { "Course \($0)" }
        var chart = PieChart(categories: names, values: (1...30).map { Double(($0 * 13) % 29 + 1) })
        chart.title = "Students per course"
        chart.holeRatio = 0.45
        GoldenSVG.assertMatches(try chart.svg, named: "pie-many-categories")
    }
}

/// The defaults on a narrow canvas: percent labels outside, legend to the right.
final class PieChartNarrowGoldenTests: XCTestCase {
    func testDefaultsOnANarrowCanvas() throws {
        var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.width = 400
        chart.height = 300
        chart.sliceLabelStyle = .categoryAndPercent
        let layout = try chart.makeGeometry()
        XCTAssertGreaterThan(layout.sectors.outerRadius, 40)
        GoldenSVG.assertMatches(try chart.svg, named: "pie-narrow-defaults")
    }
}
