import XCTest
@testable import ChartCore

final class CategoryAxisTests: XCTestCase {
    func testEveryBandIsShownByDefault() {
        let axis = CategoryAxis(count: 4, visible: nil)
        XCTAssertEqual(axis.visible, 0.5...4.5)
        XCTAssertEqual(axis.visibleFractions.map(\.fraction), [0.125, 0.375, 0.625, 0.875])
        XCTAssertEqual(axis.pixelSpan(0...400), 0...400)
    }

    func testAWiderRangeLeavesMarginsAndANarrowerOneReachesBeyondThePlot() {
        let wide = CategoryAxis(count: 4, visible: 0...5)
        XCTAssertEqual(wide.pixelSpan(0...500), 50...450)
        let narrow = CategoryAxis(count: 4, visible: 0.5...2.5)
        XCTAssertEqual(narrow.visibleFractions.map(\.index), [0, 1])
        XCTAssertEqual(narrow.pixelSpan(0...200), 0...400)
    }

    func testAnEmptyRangeShowsEveryBand() {
        XCTAssertEqual(CategoryAxis(count: 3, visible: 2...2).visible, 0.5...3.5)
    }
}
