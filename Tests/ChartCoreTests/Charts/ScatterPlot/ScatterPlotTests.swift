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

    func testTurnedXLabelsEndAtTheirTicksAndTakeRoomBelow() throws {
        var plot = ScatterPlot(x: [0, 10_000, 20_000], y: [1, 2, 3])
        plot.xLabelFormat = "%.1f km"
        let flat = try plot.makeGeometry()
        plot.xLabelRotation = Angle(degrees: 45)
        let turned = try plot.makeGeometry()
        XCTAssertLessThan(turned.plot.maxY, flat.plot.maxY - 20, "turned labels need more room below the plot")
        XCTAssertTrue(turned.xTicks.allSatisfy { $0.labelTurn == 45 })
        let svg = try plot.svg
        XCTAssertTrue(svg.contains("text-anchor=\"end\""), "a label turned counter-clockwise ends at its tick")
        XCTAssertTrue(svg.contains("transform=\"rotate(-45 "), svg)
    }

    func testPlotAreaPaddingFixesThePlotArea() throws {
        var plot = ScatterPlot(x: [1, 2, 3], y: [1, 2, 3])
        plot.plotAreaPadding = EdgeInsets(top: 30, left: 90, bottom: 80, right: 40)
        let geometry = try plot.makeGeometry()
        XCTAssertEqual(geometry.plot.minX, plot.padding.left + 90, accuracy: 1e-9)
        XCTAssertEqual(geometry.plot.maxX, plot.width - plot.padding.right - 40, accuracy: 1e-9)
        XCTAssertEqual(geometry.plot.maxY, plot.height - plot.padding.bottom - 80, accuracy: 1e-9)
    }

    func testThemeColoursReachGridAxesAndText() throws {
        var plot = ScatterPlot(x: [1, 2, 3], y: [1, 2, 3])
        plot.theme = .dark
        let style = Theme.dark.style
        let svg = try plot.svg
        XCTAssertTrue(svg.contains("stroke=\"\(style.gridColor.hexString)\""), "grid lines in the theme's grid colour")
        XCTAssertTrue(svg.contains("class=\"axis-lines\" stroke=\"\(style.axisColor.hexString)\""))
        XCTAssertTrue(svg.contains("fill=\"\(style.textColor.hexString)\""), "axis labels in the theme's text colour")
        XCTAssertTrue(svg.contains("fill=\"\(style.seriesColor(0).hexString)\""), "points in the theme's first colour")
    }
}
