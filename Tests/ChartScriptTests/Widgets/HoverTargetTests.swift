import ChartCore
import XCTest
@testable import ChartScript

final class HoverTargetTests: XCTestCase {
    func testScatterPlotPointsAreFoundAtTheirPixels() throws {
        let plot = ScatterPlot(x: [1, 2, 4], y: [5, 3, 8])
        let target = try HoverTarget(chart: plot)
        for index in 0..<3 {
            let pixel = try XCTUnwrap(plot.position(index: index, series: 0))
            XCTAssertEqual(target.hitTest(pixel)?.index, index)
            XCTAssertEqual(target.hitTest(pixel)?.value, plot.series[0].y[index])
        }
    }

    func testBarsAreFoundAtTheirPopupPoints() throws {
        let bars = BarChart(categories: ["a", "b", "c"], values: [2, 7, 4])
        let target = try HoverTarget(chart: bars)
        let pixel = try XCTUnwrap(bars.position(index: 2, series: 0))
        XCTAssertEqual(target.hitTest(Point(x: pixel.x, y: pixel.y + 5))?.index, 2)
    }

    func testPieAnswersNothingOutsideItsSlices() throws {
        let pie = PieChart(categories: ["a", "b"], values: [1, 3])
        let target = try HoverTarget(chart: pie)
        XCTAssertNil(target.hitTest(Point(x: 2, y: 2)))
        let middle = try XCTUnwrap(pie.position(index: 1, series: 0))
        XCTAssertEqual(target.hitTest(middle)?.index, 1)
    }

    func testPointsOffTheCanvasHitNothing() throws {
        let graph = LineGraph([1, 2, 3])
        let target = try HoverTarget(chart: graph)
        XCTAssertNil(target.hitTest(Point(x: -1, y: 100)))
        XCTAssertNil(target.hitTest(Point(x: graph.width + 1, y: 100)))
        XCTAssertNil(target.hitTest(Point(x: .infinity, y: 100)))
        XCTAssertNotNil(target.hitTest(Point(x: graph.width, y: graph.height)))
    }

    func testAffixesComeFromTheChart() throws {
        var graph = LineGraph([1, 2])
        graph.yLabelPrefix = "€"
        graph.yLabelSuffix = "%"
        let target = try HoverTarget(chart: graph)
        XCTAssertEqual(target.valuePrefix, "€")
        XCTAssertEqual(target.valueSuffix, "%")
        XCTAssertEqual(target.summary, graph.textSummary)
    }

    func testAScatterPlotAtTheLargestDoublesBecomesAWidget() throws {
        // Issue 15: `interactive(ScatterPlot(x: [-1e308, 1e308], y: [1, 2]))` killed the kernel.
        let plot = ScatterPlot(x: [-1e308, 1e308], y: [1, 2])
        let target = try HoverTarget(chart: plot)
        for index in 0..<2 {
            let pixel = try XCTUnwrap(plot.position(index: index, series: 0))
            XCTAssertEqual(target.hitTest(pixel)?.index, index)
        }
    }
}
