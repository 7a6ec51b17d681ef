import XCTest
@testable import ChartCore

final class BandScaleTests: XCTestCase {
    func testBandsShareTheRangeWithPadding() {
        let scale = BandScale(count: 4, rangeStart: 0, rangeEnd: 400, paddingInner: 0, paddingOuter: 0)
        XCTAssertEqual(scale.step, 100)
        XCTAssertEqual(scale.center(of: 2), 250)
        XCTAssertEqual(scale.index(atPixel: 399), 3)
    }

    func testPixelInInnerPaddingHitsNoBand() {
        let scale = BandScale(count: 2, rangeStart: 0, rangeEnd: 200, paddingInner: 0.5, paddingOuter: 0)
        XCTAssertNil(scale.index(atPixel: scale.start(of: 0) + scale.bandwidth + 1))
        XCTAssertEqual(scale.nearestIndex(toPixel: 1000), 1)
    }
}
