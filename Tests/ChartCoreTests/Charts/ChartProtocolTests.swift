import XCTest
@testable import ChartCore

final class ChartProtocolTests: XCTestCase {
    private func charts() -> [any DrawableChart] {
        var line = LineGraph([4, 9, 2], labels: ["a", "b", "c"])
        line.addSeries([1, 2, 3], name: "second")
        var scatter = ScatterPlot(x: [1, 2, 3], y: [3, 1, 2])
        scatter.addSeries(x: [0.5], y: [1], name: "second")
        return [line, scatter]
    }

    func testPositionOfHitRoundTrips() throws {
        for chart in charts() {
            let position = try XCTUnwrap(chart.position(index: 1, series: 0))
            let hit = try XCTUnwrap(chart.hitTest(position))
            XCTAssertEqual(chart.position(of: hit), position)
            XCTAssertEqual(hit.index, 1)
        }
    }

    func testHiddenLegendDrawsNoLegend() throws {
        for var chart in charts() {
            XCTAssertTrue(try chart.svg.contains("class=\"legend\""))
            chart.legend.isVisible = false
            XCTAssertFalse(try chart.svg.contains("class=\"legend\""))
        }
    }

    func testEveryThemeRendersEveryChart() throws {
        for var chart in charts() {
            for theme in Theme.allCases {
                chart.theme = theme
                XCTAssertNotNil(SVGParsing.parse(try chart.svg), theme.rawValue)
            }
        }
    }

    func testSizeSetsViewBox() throws {
        for var chart in charts() {
            chart.width = 320
            chart.height = 200
            XCTAssertTrue(try chart.svg.contains("viewBox=\"0 0 320 200\""))
        }
    }

    func testScatterTooltipsNameSeriesAndCoordinates() throws {
        var plot = ScatterPlot(x: [1.5], y: [2])
        plot.seriesName = "A"
        plot.addSeries(x: [3], y: [4], name: "B")
        XCTAssertTrue(try plot.svg.contains("<title>B: (3, 4)</title>"))
    }
}
