import XCTest
@testable import ChartCore

/// A category axis showing a stretch of its categories (`chartXVisibleDomain(length:)`,
/// `chartScrollPosition(initialX:)`, or a window in category positions): the bands shown span
/// the plot, those beyond are left out (not drawn, hit or labelled), one cut by the edge is
/// drawn up to it (the marks clipped to the plot).
final class VisibleDomainTests: XCTestCase {
    private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    private func chart() -> Chart {
        Chart {
            ForEach(Array(days.enumerated()), id: \.offset) { index, day in
                BarMark(x: .value("Day", day), y: .value("Cups", Double(index + 1)))
                    .annotation(position: .top) { Text("\(index + 1)") }
            }
        }
    }

    private func bars(_ geometry: PlotGeometry) -> [Rect] { geometry.placed.filter { $0.kind == .bar }.map(\.shape.bounds) }

    func testAVisibleLengthShowsThatManyCategoriesAcrossThePlot() throws {
        let whole = try chart().makeGeometry()
        let geometry = try chart().chartXVisibleDomain(length: 3).makeGeometry()
        let shown = bars(geometry)
        XCTAssertEqual(shown.count, 3)
        XCTAssertEqual(shown[0].width, bars(whole)[0].width * 2, accuracy: 0.5, "half the categories, twice as wide")
        XCTAssertEqual(geometry.xTicks.map(\.label), ["Mon", "Tue", "Wed"])
        XCTAssertEqual(geometry.annotations.compactMap { $0.lines.first?.text.content }, ["1", "2", "3"])
        XCTAssertEqual(geometry.anchors.count, 3)
        let svg = chart().chartXVisibleDomain(length: 3).render(geometry)
        XCTAssertTrue(svg.contains("<clipPath"), "marks cut at the plot's edges")
        XCTAssertFalse(chart().render(whole).contains("<clipPath"), "no clip when every category shows")
    }

    func testTheScrollPositionIsTheFirstCategoryShown() throws {
        let geometry = try chart().chartXVisibleDomain(length: 2).chartScrollPosition(initialX: "Thu").makeGeometry()
        XCTAssertEqual(geometry.xTicks.map(\.label), ["Thu", "Fri"])
        XCTAssertEqual(bars(geometry).count, 2)
        let first = try XCTUnwrap(bars(geometry).first)
        XCTAssertGreaterThan(first.minX, geometry.plot.minX)
        XCTAssertLessThan(first.minX - geometry.plot.minX, first.width / 2)
    }

    func testAWindowEndingInsideABandCutsItsBarAtThePlotsEdge() throws {
        var chart = chart()
        chart.settings.xScale.visibleWindow = 0.5...2.8
        let geometry = try chart.makeGeometry()
        let shown = bars(geometry)
        // Tue and Wed whole, the first fifth of Thu's band (2.5…3.5) in the plot.
        XCTAssertEqual(shown.count, 3)
        XCTAssertGreaterThan(try XCTUnwrap(shown.last).maxX, geometry.plot.maxX, "Thu's bar runs past the edge and is clipped")
        XCTAssertEqual(geometry.xTicks.map(\.label), ["Tue", "Wed"], "Thu's centre is beyond the edge: no label")
        XCTAssertTrue(geometry.clipsMarksToPlot)
        XCTAssertFalse(geometry.anchors.contains { $0.position.x > geometry.plot.maxX })
    }

    func testAContinuousScaleIgnoresAVisibleLength() throws {
        let numbers = Chart { ForEach(1...6, id: \.self) { BarMark(x: .value("Day", $0), y: .value("Cups", Double($0))) } }
        let geometry = try numbers.chartXVisibleDomain(length: 2).makeGeometry()
        XCTAssertEqual(bars(geometry).count, 6)
        XCTAssertFalse(geometry.clipsMarksToPlot)
    }
}

/// `chartPlotStyle { $0.clipped() }`: bars beyond a fixed domain are cut at the plot's edge.
final class ClippedPlotTests: XCTestCase {
    func testAClippedPlotCutsItsMarksAtItsEdges() throws {
        let bars = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 30))
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 8))
        }
        .chartYScale(domain: 0...10)
        let clipped = bars.chartPlotStyle { $0.clipped() }
        let geometry = try clipped.makeGeometry()
        XCTAssertTrue(geometry.clipsMarksToPlot)
        let svg = clipped.render(geometry)
        XCTAssertTrue(svg.contains("<clipPath"))
        XCTAssertTrue(svg.contains("<g class=\"marks\" clip-path=\"url(#"), "the marks' group is clipped")
        XCTAssertFalse(bars.render(try bars.makeGeometry()).contains("<clipPath"), "unclipped by default, as Swift Charts")
    }
}
