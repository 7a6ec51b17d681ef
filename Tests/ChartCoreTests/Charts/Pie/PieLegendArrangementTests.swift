import XCTest
@testable import ChartCore

final class PieLegendArrangementTests: XCTestCase {
    private func entries(_ count: Int) -> [LegendEntry] {
        LayoutGoldenTests.subjects.prefix(count).map { LegendEntry(label: $0, color: .blue) }
    }

    /// The largest circle a rectangle holds, as a pie without labels.
    private func circle(_ space: Rect) -> Double {
        min(space.width, space.height) / 2
    }

    func testAlternativesFitTheColumnsThenMoveBesideWithoutTheDisplacement() {
        let asked = Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30))
        let alternatives = PieLegendPlacement.alternatives(to: asked)
        XCTAssertEqual(alternatives.map(\.anchor), [.bottom, .right])
        XCTAssertEqual(alternatives.map(\.columns), [0, 0])
        XCTAssertEqual(alternatives.map(\.displacement), [Point(x: 0, y: 30), .zero])
        XCTAssertEqual(PieLegendPlacement.alternatives(to: Legend(anchor: .topLeft)).map(\.anchor), [.left])
        XCTAssertEqual(PieLegendPlacement.alternatives(to: Legend(anchor: .right)).map(\.anchor), [.bottom])
    }

    func testTheLegendAskedForIsKeptWhileItCostsThePieLittle() throws {
        let area = Rect(x: 0, y: 0, width: 600, height: 500)
        let placed = PieLegendPlacement.place(entries(3), legend: Legend(columns: 2, anchor: .bottom), in: area,
                                              keptIn: area, radius: circle)
        XCTAssertEqual(placed.setting, Legend(columns: 2, anchor: .bottom))
        XCTAssertGreaterThan(try XCTUnwrap(placed.legend).frame.minY, placed.remaining.maxY)
    }

    func testAWideShortAreaTakesALongLegendBesideThePie() throws {
        let area = Rect(x: 0, y: 0, width: 900, height: 250)
        let placed = PieLegendPlacement.place(entries(12), legend: Legend(columns: 2, anchor: .bottom), in: area,
                                              keptIn: area, radius: circle)
        XCTAssertEqual(placed.setting.anchor, .right)
        XCTAssertEqual(placed.leftOut, 0)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(placed.legend).frame.minX, placed.remaining.maxX)
        XCTAssertEqual(placed.remaining.height, 250)
    }

    func testAnArrangementListingEveryEntryIsPreferredWhenThePieKeepsItsSize() throws {
        // Twelve entries one per row beside a 240 × 150 pie list only some; two rows below list all.
        let area = Rect(x: 0, y: 0, width: 700, height: 150)
        let placed = PieLegendPlacement.place(entries(12), legend: Legend(anchor: .right), in: area,
                                              keptIn: area, radius: circle)
        XCTAssertEqual(placed.leftOut, 0)
        XCTAssertEqual(try XCTUnwrap(placed.legend).items.count, 12)
    }

    func testAHiddenLegendLeavesTheWholeArea() {
        let area = Rect(x: 0, y: 0, width: 300, height: 200)
        let placed = PieLegendPlacement.place(entries(3), legend: Legend(isVisible: false), in: area, keptIn: area, radius: circle)
        XCTAssertNil(placed.legend)
        XCTAssertEqual(placed.remaining, area)
    }
}
