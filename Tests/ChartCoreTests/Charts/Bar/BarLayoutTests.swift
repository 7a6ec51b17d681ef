import XCTest
@testable import ChartCore

final class BarLayoutTests: XCTestCase {
    /// Values 0 … 100 onto pixels 200 … 0 (y grows downwards).
    private func pixel(_ value: Double) -> Double { 200 - value * 2 }

    private func layout(_ series: [[Double]], stacked: Bool = false, horizontal: Bool = false,
                        ratio: Double = 0.5, baseline: Double = 0) -> BarLayout {
        let count = series.map(\.count).max() ?? 0
        if horizontal {
            return BarLayout(series: series, categoryCount: count, categoryAxis: 0...400, valueAxis: 0...200,
                             pixel: { $0 * 2 }, baseline: baseline, isHorizontal: true, isStacked: stacked,
                             barWidthRatio: ratio)
        }
        return BarLayout(series: series, categoryCount: count, categoryAxis: 0...400, valueAxis: 0...200,
                         pixel: pixel, baseline: baseline, isHorizontal: false, isStacked: stacked,
                         barWidthRatio: ratio)
    }

    func testSingleSeriesBarsAreCentredInTheirBands() {
        let bars = layout([[10, 50, 25, 100]])
        XCTAssertEqual(bars.bandWidth, 100)
        XCTAssertEqual(bars.segments[1].x, 125)
        XCTAssertEqual(bars.segments[1].width, 50)
        XCTAssertEqual(bars.segments[1].y, 100)
        XCTAssertEqual(bars.segments[1].height, 100)
        XCTAssertEqual(bars.segments[1].endPoint, Point(x: 150, y: 100))
    }

    func testGroupedSeriesShareTheBandSideBySide() {
        let bars = layout([[10, 20], [30, 40]], ratio: 0.8)
        let first = bars.segment(index: 0, series: 0), second = bars.segment(index: 0, series: 1)
        // Two bands of 200 px; the group fills 160 px of each, 80 px per series.
        XCTAssertEqual(first?.x, 20)
        XCTAssertEqual(first?.width, 80)
        XCTAssertEqual(second?.x, 100)
        XCTAssertEqual(second?.height, 60)
    }

    func testStackedSeriesStartWhereTheSegmentBelowEnds() {
        let bars = layout([[10, 20], [30, 5]], stacked: true)
        let upper = bars.segment(index: 0, series: 1)
        XCTAssertEqual(upper?.startValue, 10)
        XCTAssertEqual(upper?.endValue, 40)
        XCTAssertEqual(upper?.y, pixel(40))
        XCTAssertEqual(upper?.height, 60)
        XCTAssertEqual(upper?.x, bars.segment(index: 0, series: 0)?.x)
    }

    func testNegativeStackedValuesGrowDownFromTheBaseline() {
        let bars = BarLayout(series: [[10], [-5], [20], [-10]], categoryCount: 1, categoryAxis: 0...100,
                             valueAxis: 0...200, pixel: { 100 - $0 * 2 }, baseline: 0,
                             isHorizontal: false, isStacked: true, barWidthRatio: 1)
        XCTAssertEqual(bars.segment(index: 0, series: 1)?.startValue, 0)
        XCTAssertEqual(bars.segment(index: 0, series: 3)?.startValue, -5)
        XCTAssertEqual(bars.segment(index: 0, series: 3)?.endValue, -15)
        XCTAssertEqual(bars.segment(index: 0, series: 2)?.startValue, 10)
        XCTAssertEqual(bars.segment(index: 0, series: 3)?.y, 110)
    }

    func testHorizontalBarsGrowRightFromTheLeft() {
        let bars = layout([[10, 50]], horizontal: true)
        let second = bars.segments[1]
        XCTAssertEqual(second.x, 0)
        XCTAssertEqual(second.width, 100)
        XCTAssertEqual(second.y, 250)
        XCTAssertEqual(second.height, 100)
        XCTAssertEqual(second.endPoint, Point(x: 100, y: 300))
    }

    func testBarsOutsideTheRangeAreClipped() {
        let bars = layout([[150]])
        XCTAssertEqual(bars.segments[0].y, 0)
        XCTAssertEqual(bars.segments[0].height, 200)
    }

    func testMissingValuesHaveNoBarAndAreNeverHit() {
        let bars = layout([[.nan, 20]])
        XCTAssertEqual(bars.segments[0].height, 0)
        XCTAssertNil(bars.segment(at: Point(x: 50, y: 190)))
    }

    func testHitInAGapBetweenBarsPicksTheBandUnderThePointer() {
        let bars = layout([[10, 50, 25, 100]])
        XCTAssertEqual(bars.segment(at: Point(x: 105, y: 10))?.index, 1)
        XCTAssertEqual(bars.segment(at: Point(x: 399, y: 199))?.index, 3)
    }

    func testHitOutsideThePlotPicksTheNearestBand() {
        let bars = layout([[10, 50, 25, 100]])
        XCTAssertEqual(bars.segment(at: Point(x: -40, y: 10))?.index, 0)
        XCTAssertEqual(bars.segment(at: Point(x: 900, y: 10))?.index, 3)
    }

    func testHitPicksTheSeriesLaneWithinAGroup() {
        let bars = layout([[10, 20], [30, 40], [5, 5]], ratio: 0.9)
        // Band 0 is 0 … 200; its lanes are 10 … 70, 70 … 130 and 130 … 190.
        XCTAssertEqual(bars.segment(at: Point(x: 100, y: 150))?.series, 1)
        XCTAssertEqual(bars.segment(at: Point(x: 2, y: 150))?.series, 0)
        XCTAssertEqual(bars.segment(at: Point(x: 195, y: 10))?.series, 2)
    }

    func testHitPicksTheSegmentWithinAStack() {
        let bars = layout([[10], [30], [20]], stacked: true)
        XCTAssertEqual(bars.segment(at: Point(x: 200, y: pixel(5)))?.series, 0)
        XCTAssertEqual(bars.segment(at: Point(x: 200, y: pixel(25)))?.series, 1)
        XCTAssertEqual(bars.segment(at: Point(x: 200, y: pixel(95)))?.series, 2)
    }

    func testEveryBarsOwnPositionHitsItself() {
        for stacked in [false, true] {
            for horizontal in [false, true] {
                let bars = layout([[10, 50, 25, 90], [5, 8, 13, 2], [3, 1, 4, 1]], stacked: stacked,
                                  horizontal: horizontal, ratio: 0.8)
                for bar in bars.segments {
                    let hit = bars.segment(at: bar.endPoint)
                    XCTAssertEqual(hit?.index, bar.index, "stacked \(stacked) horizontal \(horizontal)")
                    XCTAssertEqual(hit?.series, bar.series, "stacked \(stacked) horizontal \(horizontal)")
                }
            }
        }
    }
}
