import XCTest
@testable import ChartCore

final class LineLabelPlacementTests: XCTestCase {
    private let plot = Rect(x: 0, y: 0, width: 300, height: 150)
    private let style = TextStyle(fontSize: 11)

    func testLabelsOfNearbyLinesDoNotOverlap() {
        let lines = [LineLabelPlacement.Line(y: 60, text: "Goal", color: .black),
                     LineLabelPlacement.Line(y: 66, text: "Last year", color: .black),
                     LineLabelPlacement.Line(y: 70, text: "Average: 26.4", color: .blue)]
        let placed = LineLabelPlacement.place(lines, in: plot, style: style, avoiding: [])
        XCTAssertEqual(placed.count, 3)
        for (index, label) in placed.enumerated() {
            XCTAssertTrue(plot.contains(Point(x: label.box.minX, y: label.box.minY)))
            for other in placed[(index + 1)...] { XCTAssertFalse(label.box.intersects(other.box), "\(label.text) / \(other.text)") }
        }
    }

    func testALabelMovesAwayFromTheData() {
        // A line rising through the right end, above the reference line.
        let data = [[Point(x: 200, y: 140), Point(x: 300, y: 20)]]
        let placed = LineLabelPlacement.place([LineLabelPlacement.Line(y: 80, text: "Goal", color: .black)], in: plot,
                                              style: style, avoiding: data)
        XCTAssertEqual(LineLabelPlacement.crossings(of: placed[0].box, with: data), 0)
    }

    func testSegmentAndBoxMeeting() {
        let box = Rect(x: 10, y: 10, width: 10, height: 10)
        XCTAssertTrue(LineLabelPlacement.segment(Point(x: 0, y: 0), Point(x: 30, y: 30), meets: box))
        XCTAssertFalse(LineLabelPlacement.segment(Point(x: 0, y: 30), Point(x: 5, y: 0), meets: box))
        XCTAssertTrue(LineLabelPlacement.segment(Point(x: 12, y: 12), Point(x: 14, y: 14), meets: box), "inside")
    }
}
