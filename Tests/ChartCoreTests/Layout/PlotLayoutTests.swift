import XCTest
@testable import ChartCore

final class PlotLayoutTests: XCTestCase {
    private func labels(_ count: Int, text: (Int) -> String) -> [AxisTick] {
        (0..<count).map { AxisTick(fraction: Double($0) / Double(max(1, count - 1)), label: text($0)) }
    }

    func testShownXLabelsNeverOverlap() {
        let request = PlotLayoutRequest(width: 400, height: 300,
                                        xAxis: AxisDescription(ticks: labels(60) { "Label \($0)" }),
                                        yAxis: AxisDescription(ticks: labels(5) { "\($0 * 25)" }))
        let layout = PlotLayout(request)
        let shown = layout.xAxis.ticks.filter(\.isLabelShown)
        XCTAssertGreaterThan(shown.count, 1)
        XCTAssertLessThan(shown.count, 60)
        for (a, b) in zip(shown, shown.dropFirst()) {
            let halfA = TextMeasure.width(of: a.label, fontSize: 12) / 2, halfB = TextMeasure.width(of: b.label, fontSize: 12) / 2
            XCTAssertLessThanOrEqual(a.pixel + halfA, b.pixel - halfB)
        }
    }

    func testLabelsAndTitlesStayInsideCanvas() {
        let request = PlotLayoutRequest(width: 320, height: 240, title: "A fairly long title",
                                        xAxis: AxisDescription(ticks: labels(3) { "Category number \($0)" }, title: "X"),
                                        yAxis: AxisDescription(ticks: labels(4) { "$\($0 * 100000)" }, title: "Y"))
        let layout = PlotLayout(request)
        for tick in layout.xAxis.ticks where tick.isLabelShown {
            let half = TextMeasure.width(of: tick.label, fontSize: 12) / 2
            XCTAssertGreaterThanOrEqual(tick.labelPosition.x - half, 0)
            XCTAssertLessThanOrEqual(tick.labelPosition.x + half, 320)
        }
        for tick in layout.yAxis.ticks {
            XCTAssertGreaterThanOrEqual(tick.labelPosition.x - TextMeasure.width(of: tick.label, fontSize: 12), 0)
            XCTAssertGreaterThan(tick.labelPosition.y - 12, 0)
        }
        XCTAssertLessThanOrEqual(layout.xAxis.titlePosition.y, 240)
        XCTAssertGreaterThan(layout.plotArea.width, 100)
    }

    func testOutsideLegendDoesNotCoverThePlotArea() {
        for anchor in LegendAnchor.allCases where anchor != .center {
            let request = PlotLayoutRequest(width: 500, height: 300, legend: Legend(anchor: anchor),
                                            legendEntries: [LegendEntry(label: "Revenue", color: .blue),
                                                            LegendEntry(label: "Costs", color: .red)])
            let layout = PlotLayout(request)
            let legend = try! XCTUnwrap(layout.legend)
            XCTAssertFalse(legend.frame.intersects(layout.plotArea), anchor.rawValue)
            XCTAssertTrue(layout.canvas.contains(Point(x: legend.frame.maxX, y: legend.frame.maxY)), anchor.rawValue)
        }
    }

    func testInsideLegendSitsInsidePlotAreaAndDisplacementMovesIt() {
        var legend = Legend(anchor: .topRight, isInsidePlotArea: true)
        let entries = [LegendEntry(label: "A", color: .blue)]
        let plain = PlotLayout(PlotLayoutRequest(width: 500, height: 300, legend: legend, legendEntries: entries))
        XCTAssertTrue(plain.plotArea.contains(Point(x: plain.legend!.frame.maxX, y: plain.legend!.frame.minY)))
        legend.displacement = Point(x: -10, y: 20)
        let moved = PlotLayout(PlotLayoutRequest(width: 500, height: 300, legend: legend, legendEntries: entries))
        XCTAssertEqual(moved.legend!.frame.minX, plain.legend!.frame.minX - 10, accuracy: 1e-9)
        XCTAssertEqual(moved.legend!.frame.minY, plain.legend!.frame.minY + 20, accuracy: 1e-9)
    }

    func testLegendColumnsWrapEntriesIntoRows() {
        let entries = (0..<5).map { LegendEntry(label: "Entry \($0)", color: .blue) }
        let layout = PlotLayout(PlotLayoutRequest(width: 600, height: 400, legend: Legend(columns: 2, anchor: .bottom),
                                                  legendEntries: entries))
        let rows = Set(layout.legend!.items.map(\.textOrigin.y))
        XCTAssertEqual(rows.count, 3)
    }

    func testThinningStrideSkipsOverlappingLabels() {
        XCTAssertEqual(AxisLayout.thinningStride(extents: [(0, 10), (5, 15), (10, 20), (15, 25)], spacing: 0), 2)
        XCTAssertEqual(AxisLayout.thinningStride(extents: [(0, 10), (20, 30)], spacing: 8), 1)
    }
}
