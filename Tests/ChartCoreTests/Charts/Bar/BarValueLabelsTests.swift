import XCTest
@testable import ChartCore

final class BarValueLabelsTests: XCTestCase {
    private let plot = Rect(x: 0, y: 0, width: 400, height: 200)
    private let style = TextStyle(fontSize: 11)

    private func bars(_ series: [[Double]], stacked: Bool = false, horizontal: Bool = false) -> BarLayout {
        BarLayout(series: series, categoryCount: series[0].count,
                  categoryAxis: horizontal ? 0...200 : 0...400, valueAxis: horizontal ? 0...400 : 0...200,
                  pixel: horizontal ? { $0 * 4 } : { 200 - $0 * 2 }, baseline: 0,
                  isHorizontal: horizontal, isStacked: stacked, barWidthRatio: 0.8)
    }

    private func place(_ layout: BarLayout, stacked: Bool = false, seriesCount: Int = 1) -> [BarValueLabel] {
        BarValueLabels.place(bars: layout, plot: plot, isStacked: stacked, seriesCount: seriesCount, style: style,
                             text: { String(Int($0.value)) })
    }

    func testLabelsSitAboveUpwardBars() {
        let labels = place(bars([[50, 20]]))
        XCTAssertEqual(labels.count, 2)
        XCTAssertLessThan(labels[0].position.y, 100)   // the bar's top is at y = 100
        XCTAssertFalse(labels[0].isInside)
        XCTAssertEqual(labels[0].alignment, .middle)
    }

    func testBarReachingThePlotTopGetsItsLabelInside() {
        let labels = place(bars([[100]]))
        XCTAssertEqual(labels.first?.isInside, true)
        XCTAssertGreaterThan(labels.first?.position.y ?? 0, 0)
    }

    func testNegativeBarsGetTheirLabelBelow() {
        let layout = BarLayout(series: [[-20]], categoryCount: 1, categoryAxis: 0...400, valueAxis: 0...200,
                               pixel: { 100 - $0 * 2 }, baseline: 0, isHorizontal: false, isStacked: false, barWidthRatio: 0.8)
        let label = place(layout).first
        XCTAssertGreaterThan(label?.position.y ?? 0, 140)
    }

    func testHorizontalLabelsFollowTheBarsEnd() {
        let labels = place(bars([[50, 100]], horizontal: true))
        XCTAssertEqual(labels[0].alignment, .start)
        XCTAssertGreaterThan(labels[0].position.x, 200)
        XCTAssertTrue(labels[1].isInside, "a bar filling the plot writes its value inside")
        XCTAssertEqual(labels[1].alignment, .end)
    }

    func testStackedSegmentsTooThinForTextGetNoLabel() {
        let labels = place(bars([[50], [2]], stacked: true), stacked: true, seriesCount: 2)
        XCTAssertEqual(labels.map(\.series), [0])
        XCTAssertTrue(labels[0].isInside)
    }

    func testLabelsWiderThanTheirLaneAreLeftOut() {
        let layout = bars([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                            21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40],
                           Array(repeating: 10, count: 40)])
        XCTAssertTrue(place(layout, seriesCount: 2).isEmpty)
    }
}

final class BarStackTotalsTests: XCTestCase {
    func testEachStackGetsItsTotalAboveIt() {
        let layout = BarLayout(series: [[10, 20], [30, 5]], categoryCount: 2, categoryAxis: 0...400, valueAxis: 0...200,
                               pixel: { 200 - $0 * 2 }, baseline: 0, isHorizontal: false, isStacked: true, barWidthRatio: 0.8)
        let totals = BarStackTotals.place(bars: layout, plot: Rect(x: 0, y: 0, width: 400, height: 200),
                                          style: TextStyle(fontSize: 11), text: { String(Int($0)) })
        XCTAssertEqual(totals.map(\.text), ["40", "25"])
        XCTAssertTrue(totals.allSatisfy(\.isTotal))
        XCTAssertLessThan(totals[0].position.y, 200 - 40 * 2)   // above the stack's top
    }

    func testTotalThatWouldLeaveThePlotIsLeftOut() {
        let layout = BarLayout(series: [[60], [40]], categoryCount: 1, categoryAxis: 0...100, valueAxis: 0...200,
                               pixel: { 200 - $0 * 2 }, baseline: 0, isHorizontal: false, isStacked: true, barWidthRatio: 0.8)
        XCTAssertTrue(BarStackTotals.place(bars: layout, plot: Rect(x: 0, y: 0, width: 100, height: 200),
                                           style: TextStyle(fontSize: 11), text: { String(Int($0)) }).isEmpty)
    }
}
