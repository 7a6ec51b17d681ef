import XCTest
@testable import ChartCore

/// The seeds' kinds as marks on the engine: their data, colours and settings as the grammar's
/// marks, composed with other marks.
final class PresetTests: XCTestCase {
    func testALineGraphIsALineWithPointsAndItsReferenceLines() throws {
        var graph = LineGraph([12, 19, 25, 31], labels: ["Jan", "Feb", "Mar", "Apr"])
        graph.showsPoints = true
        graph.referenceLines = [ReferenceLine(y: 20, label: "goal")]
        graph.lineColor = .orange
        let svg = try graph.chart.svg
        XCTAssertEqual(SVGContractCounts.marks(in: svg), ["line": 1, "point": 4, "rule": 1])
        XCTAssertTrue(svg.contains("stroke=\"#FF9500\""), "the line keeps its colour")
        XCTAssertTrue(svg.contains(">goal</text>") && svg.contains(">Mar</text>"))
    }

    func testSeveralSeriesAreColouredWithALegend() throws {
        var graph = LineGraph([1, 2, 3])
        graph.addSeries([3, 2, 1], name: "2023")
        let svg = try graph.chart.svg
        XCTAssertEqual(SVGContractCounts.marks(in: svg)["line"], 2)
        XCTAssertTrue(svg.contains("class=\"legend\"") && svg.contains(">2023</text>"))
    }

    func testAPresetComposesWithAnotherMarkOnTheSameScales() throws {
        let bars = BarChart(categories: ["Math", "Art", "Music"], values: [30, 12, 8])
        let chart = Chart {
            bars.content
            RuleMark(y: .value("Average", 50.0 / 3))
        }
        let geometry = try chart.makeGeometry()
        XCTAssertEqual(SVGContractCounts.marks(in: chart.render(geometry)), ["bar": 3, "rule": 1])
        let math = try XCTUnwrap(geometry.position(index: 0, series: 0))
        XCTAssertEqual(geometry.hitTest(math)?.value, 30)
        XCTAssertEqual(geometry.hitTest(math)?.label, "Math")
    }

    func testGroupedAndStackedBarsFollowTheChart() throws {
        var bars = BarChart(categories: ["a", "b"], values: [1, 2])
        bars.addSeries([3, 4], name: "second")
        let grouped = try bars.chart.makeGeometry()
        bars.isStacked = true
        let stacked = try bars.chart.makeGeometry()
        let groupedXs = Set(grouped.placed.compactMap { if case let .rect(rect, _) = $0.shape { return rect.x } else { return nil } })
        let stackedXs = Set(stacked.placed.compactMap { if case let .rect(rect, _) = $0.shape { return rect.x } else { return nil } })
        XCTAssertEqual(groupedXs.count, 4, "side by side")
        XCTAssertEqual(stackedXs.count, 2, "one on another")
    }

    func testAPieIsSectorsInItsSliceColours() throws {
        var pie = PieChart(categories: ["a", "b", "c"], values: [1, 2, 3])
        pie.sliceColors = [.red, .green, .blue]
        pie.holeRatio = 0.5
        let svg = try pie.chart.svg
        XCTAssertEqual(SVGContractCounts.marks(in: svg), ["sector": 3])
        XCTAssertTrue(svg.contains("fill=\"#FF3B30\"") && svg.contains("fill=\"#007AFF\""))
    }

    func testAScatterPlotIsPointsWithSymbolsPerSeries() throws {
        var plot = ScatterPlot(x: [1, 2, 3], y: [2, 4, 3])
        plot.addSeries(x: [1, 2], y: [5, 6], name: "B")
        let svg = try plot.chart.svg
        XCTAssertEqual(SVGContractCounts.marks(in: svg), ["point": 5])
        XCTAssertTrue(svg.contains(">B</text>"))
    }
}

/// The bar chart preset's marks carry the seed's gradient fills, stacked labels and totals,
/// `xRange` window and cut bars.
final class BarPresetFeatureTests: XCTestCase {
    private func fills(_ chart: Chart) throws -> [Paint] { try chart.makeGeometry().placed.filter { $0.kind == .bar }.map(\.paint) }

    func testAGradientFillRunsFromATintAtTheBaseToTheColourAtTheValueEnd() throws {
        var bars = BarChart(categories: ["gain", "loss"], values: [4, -3])
        bars.barColors = [.blue]
        bars.usesGradientFill = true
        let paints = try fills(bars.chart)
        guard case let .linearGradient(up, upStart, upEnd) = paints[0], case let .linearGradient(_, downStart, downEnd) = paints[1] else {
            return XCTFail("gradients expected: \(paints)")
        }
        XCTAssertEqual(up.last?.color, .blue, "the colour at the value end")
        XCTAssertEqual(up.first?.color, Color.blue.mixed(with: .white, amount: 0.6))
        XCTAssertEqual([upStart, upEnd], [.bottom, .top], "an upward bar: tint at the bottom")
        XCTAssertEqual([downStart, downEnd], [.top, .bottom], "a bar below zero: tint at the top, on zero")
        bars.isHorizontal = true
        guard case let .linearGradient(_, start, end) = try fills(bars.chart)[0] else { return XCTFail("gradient expected") }
        XCTAssertEqual([start, end], [.leading, .trailing])
    }

    func testStackedLabelsSitOverTheirSegmentsAndTheTotalBeyondTheStack() throws {
        var bars = BarChart(categories: ["Math", "Art"], values: [31, 12])
        bars.addSeries([28, 9], name: "Last year")
        bars.isStacked = true
        bars.showsValueLabels = true
        let geometry = try bars.chart.makeGeometry()
        let texts = geometry.annotations.compactMap { $0.lines.first?.text }
        XCTAssertEqual(texts.map(\.content).sorted(), ["12", "21", "28", "31", "59", "9"].sorted())
        let total = try XCTUnwrap(texts.first { $0.content == "59" })
        XCTAssertEqual(total.weight, .bold)
        let segments = geometry.placed.filter { $0.kind == .bar }.map(\.shape.bounds)
        let inside = try XCTUnwrap(geometry.annotations.first { $0.lines.first?.text.content == "31" })
        XCTAssertTrue(segments[0].contains(Point(x: inside.bounds.midX, y: inside.bounds.midY)), "31 over its segment")
        let above = try XCTUnwrap(geometry.annotations.first { $0.lines.first?.text.content == "59" })
        XCTAssertLessThan(above.bounds.maxY, Swift.min(segments[0].minY, segments[2].minY), "the total above the stack")
    }

    func testAnXRangeShowsItsCategoriesAndAYRangeCutsTheBars() throws {
        var bars = BarChart(categories: ["a", "b", "c", "d", "e"], values: [1, 2, 3, 4, 5])
        bars.xRange = 1.5...3.5
        let geometry = try bars.chart.makeGeometry()
        XCTAssertEqual(geometry.xTicks.map(\.label), ["b", "c"])
        XCTAssertEqual(geometry.placed.filter { $0.kind == .bar }.count, 2)
        XCTAssertTrue(geometry.clipsMarksToPlot)
        bars.xRange = nil
        XCTAssertFalse(try bars.chart.makeGeometry().clipsMarksToPlot)
        bars.axisOptions.yRange = 0...3
        XCTAssertTrue(try bars.chart.makeGeometry().clipsMarksToPlot)
    }
}
