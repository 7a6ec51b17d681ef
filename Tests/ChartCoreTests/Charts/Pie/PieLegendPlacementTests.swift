import XCTest
@testable import ChartCore

final class PieLegendPlacementTests: XCTestCase {
    private let area = Rect(x: 0, y: 0, width: 600, height: 400)
    private let entries = ["Math", "Physics", "Art", "History"].map { LegendEntry(label: $0, color: .blue) }

    /// Twenty thousand slices: the legend was laid out once per count of entries it might
    /// list, each layout measuring every entry (over two minutes); now a binary search finds
    /// how many fit in a few layouts.
    func testThousandsOfSlicesFindTheirShortenedLegendInFewLayouts() throws {
        let many = (0..<20_000).map { LegendEntry(label: "category \($0)", color: .blue) }
        for anchor in [LegendAnchor.bottom, .right] {
            let placed = PieLegendPlacement.placeListing(many, legend: Legend(anchor: anchor), in: area, keptIn: area)
            let legend = try XCTUnwrap(placed.legend)
            XCTAssertGreaterThan(placed.leftOut, 19_000, "\(anchor)")
            XCTAssertEqual(legend.items.last?.entry.label, "+ \(placed.leftOut) more", "\(anchor)")
            XCTAssertGreaterThanOrEqual(min(placed.remaining.width, placed.remaining.height),
                                        min(area.width, area.height) * PieLegendPlacement.minimumPieShare - 1e-9)
        }
        let chart = PieChart(categories: (0..<20_000).map { "slice \($0)" }, values: (0..<20_000).map { Double($0 % 7 + 1) })
        XCTAssertTrue(try chart.svg.contains("more"))
    }

    func testRightLegendTakesTheRightSide() throws {
        let placed = PieLegendPlacement.place(entries, legend: Legend(anchor: .right), in: area, keptIn: area)
        let frame = try XCTUnwrap(placed.legend).frame
        XCTAssertEqual(frame.maxX, 600, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(placed.remaining.maxX, frame.minX)
        XCTAssertEqual(placed.remaining.height, 400)
    }

    func testBottomLegendWithTwoColumnsTakesTwoRows() throws {
        let placed = PieLegendPlacement.place(entries, legend: Legend(columns: 2, anchor: .bottom), in: area, keptIn: area)
        let legend = try XCTUnwrap(placed.legend)
        XCTAssertEqual(Set(legend.items.map(\.textOrigin.y)).count, 2)
        XCTAssertLessThanOrEqual(placed.remaining.maxY, legend.frame.minY)
    }

    func testDisplacementIntoThePieShrinksThePiesSpace() throws {
        let plain = PieLegendPlacement.place(entries, legend: Legend(columns: 2, anchor: .bottom), in: area, keptIn: area)
        let moved = PieLegendPlacement.place(entries, legend: Legend(columns: 2, anchor: .bottom,
                                                                     displacement: Point(x: 0, y: 30)), in: area, keptIn: area)
        let frame = try XCTUnwrap(moved.legend).frame
        XCTAssertEqual(frame.minY, try XCTUnwrap(plain.legend).frame.minY - 30, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(moved.remaining.maxY, frame.minY)
    }

    func testDisplacementNeverPushesTheLegendOffTheCanvasAndSaysSo() throws {
        let placed = PieLegendPlacement.place(entries, legend: Legend(anchor: .topLeft, displacement: Point(x: -100, y: 100)),
                                              in: area, keptIn: area)
        let frame = try XCTUnwrap(placed.legend).frame
        XCTAssertEqual(frame.minX, 0)
        XCTAssertEqual(frame.minY, 0)
        XCTAssertEqual(placed.warning, "legend.displacement (-100, 100) would move the legend off the picture; it is kept at the edge 200 pixels short")
    }

    func testPositiveDisplacementLiftsTheLegendAsCorePlotsDoes() throws {
        let plain = PieLegendPlacement.place(entries, legend: Legend(columns: 2, anchor: .bottom), in: area, keptIn: area)
        let lifted = PieLegendPlacement.place(entries, legend: Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30)),
                                              in: area, keptIn: area)
        XCTAssertEqual(try XCTUnwrap(lifted.legend).frame.maxY, try XCTUnwrap(plain.legend).frame.maxY - 30, accuracy: 1e-9)
        XCTAssertNil(lifted.warning)
    }

    func testCenterAnchorIsPlacedAtTheBottom() throws {
        let placed = PieLegendPlacement.place(entries, legend: Legend(anchor: .center), in: area, keptIn: area)
        XCTAssertEqual(try XCTUnwrap(placed.legend).frame.maxY, 400, accuracy: 1e-9)
    }

    func testHiddenLegendLeavesEverything() {
        let placed = PieLegendPlacement.place(entries, legend: Legend(isVisible: false), in: area, keptIn: area)
        XCTAssertNil(placed.legend)
        XCTAssertEqual(placed.remaining, area)
    }
}

final class PieLegendLongListTests: XCTestCase {
    func testLongListBesideThePieWrapsIntoColumnsOnTheCanvas() throws {
        let entries = (1...40).map { LegendEntry(label: "Subject \($0)", color: .blue) }
        let area = Rect(x: 0, y: 0, width: 600, height: 300)
        let placed = PieLegendPlacement.place(entries, legend: Legend(anchor: .right), in: area, keptIn: area)
        let legend = try XCTUnwrap(placed.legend)
        XCTAssertTrue(legend.items.allSatisfy { $0.swatch.maxY <= 300 && $0.swatch.minY >= 0 })
        XCTAssertGreaterThan(Set(legend.items.map(\.swatch.x)).count, 1)
    }
}

final class PieLegendNarrowTests: XCTestCase {
    func testColumnsThatDoNotFitTheWidthBecomeAsManyAsFit() throws {
        let entries = ["Mathematics", "Physics", "Computer Science", "English Literature"].map { LegendEntry(label: $0, color: .blue) }
        let area = Rect(x: 0, y: 0, width: 200, height: 300)
        let placed = PieLegendPlacement.place(entries, legend: Legend(columns: 2, anchor: .bottom), in: area, keptIn: area)
        let legend = try XCTUnwrap(placed.legend)
        XCTAssertEqual(Set(legend.items.map(\.swatch.x)).count, 1)
        for item in legend.items {
            XCTAssertLessThanOrEqual(item.textOrigin.x + TextMeasure.width(of: item.entry.label, style: legend.textStyle), 200)
        }
    }

    func testANameWiderThanTheAreaEndsInAnEllipsis() throws {
        let entries = [LegendEntry(label: "A subject with a name far too long for a small chart", color: .blue)]
        let area = Rect(x: 0, y: 0, width: 200, height: 300)
        let legend = try XCTUnwrap(PieLegendPlacement.place(entries, legend: Legend(anchor: .bottom), in: area, keptIn: area).legend)
        let item = try XCTUnwrap(legend.items.first)
        XCTAssertTrue(item.entry.label.hasSuffix("…"))
        XCTAssertLessThanOrEqual(item.textOrigin.x + TextMeasure.width(of: item.entry.label, style: legend.textStyle), 200 + 0.01)
    }
}
