import XCTest
@testable import ChartCore

final class ScatterPlotNumbersTests: XCTestCase {
    func testXAndYMayEachBeIntegersOrDoubles() throws {
        let hours = [1.0, 2.5, 3.0, 4.5]
        let scores = [52, 60, 58, 71]
        var mixed = ScatterPlot(x: hours, y: scores)
        var doubles = ScatterPlot(x: hours, y: scores.map(Double.init))
        mixed.addSeries(x: [1, 2, 3, 4], y: [50.5, 55, 57, 70], name: "B")
        doubles.addSeries(x: [1.0, 2, 3, 4], y: [50.5, 55, 57, 70], name: "B")
        mixed.addSeries(x: [5, 6], y: [60, 61], name: "C")
        doubles.addSeries(x: [5.0, 6], y: [60.0, 61], name: "C")
        mixed.addSeries(x: [7.5], y: [65], name: "D")
        doubles.addSeries(x: [7.5], y: [65.0], name: "D")
        XCTAssertEqual(try mixed.svg, try doubles.svg)
        XCTAssertEqual(try ScatterPlot(x: [1, 2], y: [3, 4]).svg, try ScatterPlot(x: [1.0, 2], y: [3.0, 4]).svg)
        XCTAssertEqual(try ScatterPlot(x: [1, 2], y: [3.5, 4]).svg, try ScatterPlot(x: [1.0, 2], y: [3.5, 4]).svg)
    }
}
