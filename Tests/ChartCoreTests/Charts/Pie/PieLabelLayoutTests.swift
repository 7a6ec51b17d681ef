import XCTest
@testable import ChartCore

final class PieLabelLayoutTests: XCTestCase {
    private let layout = PieLabelLayout(lineHeight: 14, verticalBounds: 10...290, width: { Double($0.count) * 7 })

    private func pie(_ values: [Double], hole: Double = 0) -> SliceLayout {
        SliceLayout(values: values, center: Point(x: 200, y: 150), outerRadius: 100, startAngle: 0,
                    direction: .clockwise, holeRatio: hole, explodedIndex: nil, explodeDistance: 0)
    }

    private func overlaps(_ labels: [PlacedSliceLabel]) -> Bool {
        for side in [PlacedSliceLabel.Alignment.start, .end] {
            let ys = labels.filter { $0.alignment == side }.map(\.position.y).sorted()
            for (a, b) in zip(ys, ys.dropFirst()) where b - a < 14 - 1e-9 { return true }
        }
        return false
    }

    func testOutsideLabelsSitOnTheSliceSideWithLeaderLines() {
        let labels = layout.place(["right", "left"], on: pie([1, 1]), at: .outside)
        XCTAssertEqual(labels.count, 2)
        XCTAssertEqual(labels[0].alignment, .start)
        XCTAssertGreaterThan(labels[0].position.x, 300)
        XCTAssertEqual(labels[1].alignment, .end)
        XCTAssertLessThan(labels[1].position.x, 100)
        XCTAssertEqual(labels[0].leader.count, 3)
        XCTAssertEqual(labels[0].leader[0].x, 300, accuracy: 1e-9) // starts on the slice's edge
    }

    func testManySmallSlicesAreNudgedApart() {
        let values = [20.0] + Array(repeating: 1, count: 8)
        let labels = layout.place(values.indices.map { "s\($0)" }, on: pie(values), at: .outside)
        XCTAssertEqual(labels.count, 9)
        XCTAssertFalse(overlaps(labels))
    }

    func testLabelsThatCannotFitAreDroppedSmallestFirst() {
        let values = [100.0] + (1...40).map { Double($0) / 100 }
        let labels = layout.place(values.indices.map { "s\($0)" }, on: pie(values), at: .outside)
        XCTAssertLessThan(labels.count, values.count)
        XCTAssertTrue(labels.contains { $0.index == 0 })
        XCTAssertFalse(labels.contains { $0.index == 1 }, "the smallest slice should go first")
        XCTAssertFalse(overlaps(labels))
        XCTAssertTrue(labels.allSatisfy { layout.verticalBounds.contains($0.position.y) })
    }

    func testOutsideLabelsNeverOverlapThePie() {
        let values = [30.0, 1, 1, 1, 1, 1, 1, 30]
        for label in layout.place(values.indices.map { "s\($0)" }, on: pie(values), at: .outside) {
            let nearestX = label.alignment == .start ? label.position.x : label.position.x
            let dx = nearestX - 200, dy = label.position.y - 150
            XCTAssertGreaterThan((dx * dx + dy * dy).squareRoot(), 100, "label \(label.index) inside the pie")
        }
    }

    func testInsideLabelsOnlyWhereTheyFit() {
        let labels = layout.place(["big", "a much too long label"], on: pie([10, 0.3]), at: .inside)
        XCTAssertEqual(labels.map(\.index), [0])
        XCTAssertEqual(labels[0].alignment, .middle)
        XCTAssertTrue(labels[0].leader.isEmpty)
    }

    func testSingleSliceInsideLabelIsAtTheCentre() {
        let labels = layout.place(["all"], on: pie([3]), at: .inside)
        XCTAssertEqual(labels.first?.position, Point(x: 200, y: 150))
    }

    func testZeroSlicesGetNoLabel() {
        XCTAssertEqual(layout.place(["a", "b"], on: pie([0, 1]), at: .outside).map(\.index), [1])
    }
}

final class PieLabelLayoutScaleTests: XCTestCase {
    func testTenThousandSlicesLabelOnlyWhatFits() {
        // Twenty slices a reader can see among thousands of slivers.
        let values = (0..<10_000).map { $0 % 500 == 0 ? 20_000 : Double($0 % 97 + 1) }
        let pie = SliceLayout(values: values, center: Point(x: 200, y: 150), outerRadius: 100, startAngle: 0,
                              direction: .clockwise, holeRatio: 0, explodedIndex: nil, explodeDistance: 0)
        let layout = PieLabelLayout(lineHeight: 14, verticalBounds: 10...290, width: { Double($0.count) * 7 })
        let labels = layout.place(values.indices.map { "s\($0)" }, on: pie, at: .outside)
        XCTAssertLessThanOrEqual(labels.count, 2 * 21)
        XCTAssertFalse(labels.isEmpty)
        XCTAssertTrue(labels.allSatisfy { values[$0.index] == 20_000 }, "slivers get no label")
    }
}

final class PieLabelLayoutBoundsTests: XCTestCase {
    func testLabelsPastTheCanvasEdgeAreShortened() {
        let pie = SliceLayout(values: [1, 1], center: Point(x: 200, y: 150), outerRadius: 100, startAngle: 0,
                              direction: .clockwise, holeRatio: 0, explodedIndex: nil, explodeDistance: 0)
        let layout = PieLabelLayout(lineHeight: 14, verticalBounds: 10...290, width: { Double($0.count) * 7 },
                                    horizontalBounds: 0...400)
        let labels = layout.place(["a rather long label on the right", "left"], on: pie, at: .outside)
        let right = labels.first { $0.index == 0 }
        XCTAssertTrue(right?.text.hasSuffix("…") ?? false)
        XCTAssertLessThanOrEqual((right?.position.x ?? 0) + Double(right?.text.count ?? 0) * 7, 400)
        XCTAssertEqual(labels.first { $0.index == 1 }?.text, "left")
    }

    func testNumbersPastTheCanvasEdgeAreLeftOutNotShortened() {
        let pie = SliceLayout(values: [1, 1], center: Point(x: 200, y: 150), outerRadius: 100, startAngle: 0,
                              direction: .clockwise, holeRatio: 0, explodedIndex: nil, explodeDistance: 0)
        var layout = PieLabelLayout(lineHeight: 14, verticalBounds: 10...290, width: { Double($0.count) * 7 },
                                    horizontalBounds: 0...350)
        layout.shortensTexts = false
        let labels = layout.place(["1234567.5", "50.0%"], on: pie, at: .outside)
        XCTAssertEqual(labels.map(\.text), ["50.0%"])
    }
}
