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

    func testALabelTheDataCannotAvoidIsMarkedForAPlate() throws {
        // A zigzag across the whole plot leaves no clear place at the line's height.
        let zigzag = [stride(from: 0.0, through: 300, by: 10).map { Point(x: $0, y: Int($0 / 10) % 2 == 0 ? 10 : 140) }]
        let line = LineLabelPlacement.Line(y: 75, text: "Average: 17.9", color: .blue)
        let crossed = try XCTUnwrap(LineLabelPlacement.place([line], in: plot, style: style, avoiding: zigzag).first)
        XCTAssertTrue(crossed.meetsData)
        let clear = try XCTUnwrap(LineLabelPlacement.place([line], in: plot, style: style, avoiding: []).first)
        XCTAssertFalse(clear.meetsData)
    }

    func testAPlateIsDrawnUnderACrossedLabelOnly() throws {
        var graph = LineGraph((0..<30).map { Double($0 % 2 == 0 ? 5 : 30) })
        graph.width = 320
        graph.height = 200
        graph.showsAverageLine = true
        let svg = try graph.svg
        let plates = ParsedSVG.elements(in: svg).filter { $0.attributes["class"] == "label-plate" }
        XCTAssertEqual(plates.count, 1)
        let labels = try XCTUnwrap(svg.range(of: "class=\"line-labels\""))
        let points = try XCTUnwrap(svg.range(of: "class=\"points\""))
        XCTAssertLessThan(points.lowerBound, labels.lowerBound, "the labels are drawn over the points")
        graph.values = [5, 5, 5, 5, 40]
        XCTAssertFalse(try graph.svg.contains("label-plate"))
    }

    func testSegmentAndBoxMeeting() {
        let box = Rect(x: 10, y: 10, width: 10, height: 10)
        XCTAssertTrue(LineLabelPlacement.segment(Point(x: 0, y: 0), Point(x: 30, y: 30), meets: box))
        XCTAssertFalse(LineLabelPlacement.segment(Point(x: 0, y: 30), Point(x: 5, y: 0), meets: box))
        XCTAssertTrue(LineLabelPlacement.segment(Point(x: 12, y: 12), Point(x: 14, y: 14), meets: box), "inside")
    }
}
