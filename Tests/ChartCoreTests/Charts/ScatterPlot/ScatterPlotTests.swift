import XCTest
@testable import ChartCore

final class ScatterPlotTests: XCTestCase {
    func testMismatchedLengthsThrow() {
        XCTAssertThrowsError(try ScatterPlot(x: [1, 2], y: [1]).svg) { error in
            XCTAssertEqual(error as? ChartError, .mismatchedLengths(what: "series 1 ('Series 1') x and y", expected: 2, got: 1))
        }
    }

    func testEveryPointIsOneSymbolOfItsSeries() throws {
        var plot = ScatterPlot(x: [1, 2, 3], y: [1, 4, 9])
        plot.addSeries(x: [1, 2], y: [2, 3], name: "B", symbol: .square)
        let svg = try plot.svg
        XCTAssertEqual(SVGContractCounts.marks(in: svg), ["point": 5])
        let parsed = try XCTUnwrap(SVGParsing.parse(svg))
        XCTAssertEqual(parsed.all("circle").filter { $0.attributes["data-mark"] == "point" }.count, 3)
        XCTAssertEqual(parsed.all("path").filter { $0.attributes["data-mark"] == "point" }.count, 2)
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
        let x = try XCTUnwrap(geometry.xScale), y = try XCTUnwrap(geometry.yScale)
        XCTAssertEqual(try XCTUnwrap(x.pixel(.number(0))), geometry.plot.minX, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(x.pixel(.number(10))), geometry.plot.maxX, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(y.pixel(.number(-5))), geometry.plot.maxY, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(y.pixel(.number(5))), geometry.plot.minY, accuracy: 1e-9)
    }

    func testConnectedPointsDrawALine() throws {
        var plot = ScatterPlot(x: [1, 2, 3], y: [3, 1, 2])
        plot.connectsPoints = true
        XCTAssertEqual(SVGContractCounts.marks(in: try plot.svg), ["line": 1, "point": 3])
    }

    func testBigUnsortedCloudIsThinnedPerPixelCell() throws {
        var generator = SystemRandomNumberGenerator()
        let x = (0..<50_000).map { _ in Double.random(in: 0...1, using: &generator) }
        let y = (0..<50_000).map { _ in Double.random(in: 0...1, using: &generator) }
        let geometry = try ScatterPlot(x: x, y: y).makeGeometry()
        XCTAssertFalse(geometry.columnAnchors[0].isSortedByX)
        XCTAssertEqual(geometry.columnAnchors[0].points.count, 50_000, "hover finds every point")
        XCTAssertLessThan(geometry.placed.filter { $0.kind == .point }.count, 50_000)
    }
}
