import XCTest
@testable import ChartCore

/// The CorePlot settings of the bar chart: xRange in category positions, gradient fills, and
/// a yRange that cuts bars saying so.
final class BarChartFeatureTests: XCTestCase {
    private func seed() -> BarChart {
        BarChart(categories: ["Math", "Physics", "Art", "History"], values: [31, 24, 12, 18])
    }

    func testXRangeCountsCategoryPositionsFromOneAsTheTutorialDoes() throws {
        var chart = seed()
        chart.xRange = 0...5
        let geometry = try chart.makeGeometry()
        let area = geometry.plot.plotArea
        let unit = area.width / 5
        let first = try XCTUnwrap(geometry.bars.segment(index: 0, series: 0))
        XCTAssertEqual(first.x + first.width / 2, area.minX + unit, accuracy: 1e-9, "the first bar centred at position 1")
        XCTAssertTrue(geometry.clipsToPlotArea)
    }

    func testXRangeShowingPartOfTheAxisLabelsOnlyTheBarsShown() throws {
        var chart = seed()
        chart.xRange = 0.5...2.5
        let labels = try chart.makeGeometry().plot.xAxis.ticks.map(\.label)
        XCTAssertEqual(labels, ["Math", "Physics"])
    }

    func testGradientFillsUseOneGradientPerColour() throws {
        var chart = seed()
        chart.usesGradientFill = true
        chart.barColors = [.red, .blue]
        let elements = ParsedSVG.elements(in: try chart.svg)
        XCTAssertEqual(elements.filter { $0.name == "linearGradient" }.count, 4, "two colours, each forward and backward")
        XCTAssertTrue(elements.filter { $0.name == "rect" && $0.attributes["data-index"] != nil }
            .allSatisfy { $0.attributes["fill"]?.hasPrefix("url(#") == true })
    }

    func testAYRangeThatCutsBarsSaysSoAndMarksThem() throws {
        var chart = seed()
        chart.yRange = 0...20
        let geometry = try chart.makeGeometry()
        XCTAssertEqual(geometry.clippedBars.map(\.index), [0, 1])
        XCTAssertEqual(geometry.warnings, ["yRange 0…20 cuts 2 bars: Math (31), Physics (24); widen it, or set yRange = nil to fit the data"])
        XCTAssertTrue(try chart.svg.contains("class=\"cut-marks\""))
    }

    func testAYRangeThatCutsStacksNamesTheirTotals() throws {
        var chart = seed()
        chart.addSeries([10, 10, 10, 10], name: "Last year")
        chart.isStacked = true
        chart.yRange = 0...35
        let warnings = try chart.makeGeometry().warnings
        XCTAssertEqual(warnings, ["yRange 0…35 cuts 1 stack: Math (total 41); widen it, or set yRange = nil to fit the data"])
    }

    func testARangeThatHoldsEveryBarIsSilent() throws {
        var chart = seed()
        chart.yRange = 0...40
        XCTAssertTrue(try chart.makeGeometry().warnings.isEmpty)
    }
}
