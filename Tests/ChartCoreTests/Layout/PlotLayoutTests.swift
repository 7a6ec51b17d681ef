import XCTest
@testable import ChartCore

final class PlotLayoutTests: XCTestCase {
    private func labels(_ count: Int, text: (Int) -> String) -> [AxisLabelTick] {
        (0..<count).map { AxisLabelTick(fraction: Double($0) / Double(max(1, count - 1)), label: text($0)) }
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
        legend.displacement = Point(x: -10, y: -20)
        let moved = PlotLayout(PlotLayoutRequest(width: 500, height: 300, legend: legend, legendEntries: entries))
        XCTAssertEqual(moved.legend!.frame.minX, plain.legend!.frame.minX - 10, accuracy: 1e-9)
        XCTAssertEqual(moved.legend!.frame.minY, plain.legend!.frame.minY + 20, accuracy: 1e-9, "y up: -20 moves it down")
        XCTAssertTrue(moved.warnings.isEmpty)
    }

    func testDisplacementOffThePictureKeepsTheLegendAtTheEdgeAndWarns() throws {
        let legend = Legend(anchor: .top, displacement: Point(x: 0, y: 500))
        let layout = PlotLayout(PlotLayoutRequest(width: 500, height: 300, legend: legend,
                                                  legendEntries: [LegendEntry(label: "A", color: .blue), LegendEntry(label: "B", color: .red)]))
        XCTAssertEqual(try XCTUnwrap(layout.legend).frame.minY, 0)
        XCTAssertEqual(layout.warnings.count, 1)
        XCTAssertTrue(layout.warnings[0].hasPrefix("legend.displacement (0, 500) would move the legend off the picture"))
    }

    func testLegendTitleSitsAboveTheEntries() throws {
        let legend = Legend(columns: 1, anchor: .right, title: "Subjects")
        let layout = PlotLayout(PlotLayoutRequest(width: 500, height: 300, legend: legend,
                                                  legendEntries: [LegendEntry(label: "A", color: .blue), LegendEntry(label: "B", color: .red)]))
        let placed = try XCTUnwrap(layout.legend)
        XCTAssertEqual(placed.title, "Subjects")
        XCTAssertLessThan(placed.titleOrigin.y, placed.items[0].swatch.minY)
        XCTAssertGreaterThanOrEqual(placed.frame.width, TextMeasure.width(of: "Subjects", style: legend.titleStyle))
    }

    func testFixedPlotAreaPaddingIsMeasuredFromTheFrameUnderTheTitle() {
        let padding = EdgeInsets(top: 10, left: 40, bottom: 120, right: 0)
        let layout = PlotLayout(PlotLayoutRequest(width: 640, height: 400, padding: EdgeInsets(all: 0), title: "Title",
                                                  plotAreaPadding: padding))
        let titleHeight = TextMeasure.lineHeight(fontSize: 16) + 8
        XCTAssertEqual(layout.plotArea.minX, 40)
        XCTAssertEqual(layout.plotArea.maxX, 640)
        XCTAssertEqual(layout.plotArea.minY, titleHeight + 10, accuracy: 1e-9)
        XCTAssertEqual(layout.plotArea.maxY, 400 - 120)
    }

    func testTurnedLabelsGetTheRoomTheyNeedWhileThePlotKeepsItsShare() {
        let names = ["Mathematics", "Physics", "Chemistry", "Computer Science", "Biology", "English Literature"]
        let ticks = names.indices.map { AxisLabelTick(fraction: (Double($0) + 0.5) / 6, label: names[$0]) }
        for (width, height) in [(320.0, 200.0), (640.0, 400.0)] {
            let layout = PlotLayout(PlotLayoutRequest(width: width, height: height,
                                                      xAxis: AxisDescription(ticks: ticks, labelRotation: Angle(degrees: 45))))
            XCTAssertEqual(layout.xAxis.labelTurn, 45)
            XCTAssertGreaterThanOrEqual(layout.plotArea.height, height * PlotLayout.minimumPlotShare - 1e-9)
            XCTAssertTrue(layout.xAxis.ticks.allSatisfy { !$0.label.hasSuffix("…") }, "\(width): no name cut")
        }
    }

    func testRotationIsKeptBetweenMinusAndPlusNinetyDegrees() {
        let axis = AxisDescription(ticks: [AxisLabelTick(fraction: 0.5, label: "A")], labelRotation: Angle(degrees: 135))
        XCTAssertEqual(TurnedLabels.resolvedTurn(of: axis, plotWidth: 100), 90)
        let back = AxisDescription(ticks: [AxisLabelTick(fraction: 0.5, label: "A")], labelRotation: Angle(degrees: -30))
        XCTAssertEqual(TurnedLabels.resolvedTurn(of: back, plotWidth: 100), -30, accuracy: 1e-9)
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
