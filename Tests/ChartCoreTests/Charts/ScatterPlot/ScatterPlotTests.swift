import XCTest
@testable import ChartCore

final class ScatterPlotTests: XCTestCase {
    func testMismatchedLengthsThrow() {
        XCTAssertThrowsError(try ScatterPlot(x: [1, 2], y: [1]).svg) { error in
            XCTAssertEqual(error as? ChartError, .mismatchedLengths(what: "series 1 ('Series 1') x and y", expected: 2, got: 1))
        }
    }

    func testSymbolsAreDefinedOnceAndReused() throws {
        var plot = ScatterPlot(x: [1, 2, 3], y: [1, 4, 9])
        plot.addSeries(x: [1, 2], y: [2, 3], name: "B", symbol: .circle)
        let parsed = try XCTUnwrap(SVGParsing.parse(try plot.svg))
        let uses = parsed.all("use")
        XCTAssertEqual(uses.count, 5)
        XCTAssertEqual(Set(uses.compactMap { $0.attributes["xlink:href"] }).count, 1)
        XCTAssertEqual(uses.map { $0.attributes["data-index"] }, ["0", "1", "2", "0", "1"])
    }

    func testEverySymbolKindRenders() throws {
        for symbol in PlotSymbol.allCases {
            var plot = ScatterPlot(x: [1, 2], y: [3, 4])
            plot.symbol = symbol
            XCTAssertNotNil(SVGParsing.parse(try plot.svg), symbol.rawValue)
        }
    }

    func testFixedRangesAreUsedAsGiven() throws {
        var plot = ScatterPlot(x: [1, 2], y: [3, 4])
        plot.xRange = 0...10
        plot.yRange = -5...5
        let geometry = try plot.makeGeometry()
        XCTAssertEqual(geometry.xScale.domain, 0...10)
        XCTAssertEqual(geometry.yScale.domain, -5...5)
    }

    func testConnectedPointsDrawALine() throws {
        var plot = ScatterPlot(x: [1, 2, 3], y: [3, 1, 2])
        plot.connectsPoints = true
        XCTAssertTrue(try plot.svg.contains("class=\"line\""))
    }

    func testBigUnsortedCloudIsThinnedPerPixelCell() throws {
        var generator = SystemRandomNumberGenerator()
        let x = (0..<50_000).map { _ in Double.random(in: 0...1, using: &generator) }
        let y = (0..<50_000).map { _ in Double.random(in: 0...1, using: &generator) }
        let geometry = try ScatterPlot(x: x, y: y).makeGeometry()
        XCTAssertFalse(geometry.isSortedByX[0])
        XCTAssertLessThan(geometry.drawnIndices[0].count, 50_000)
    }
}
