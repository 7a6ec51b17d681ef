import XCTest
@testable import ChartCore

/// Value labels on a crowded axis never overlap unless asked to: the automatic resolution
/// keeps every k-th label (evenly spaced), greedy keeps each that clears the last one, truncate
/// shortens them to their room, disabled draws them all; orientation turns x labels, and an
/// axis that turns its labels to fit turns them 45° only when flat ones would not fit.
final class AxisLabelFittingTests: XCTestCase {
    private let names = (1...30).map { "Department \($0)" }

    private func bars(_ names: [String], width: Double = 640) -> Chart {
        Chart {
            ForEach(Array(names.enumerated()), id: \.offset) { index, name in
                BarMark(x: .value("Department", name), y: .value("Students", Double(index % 7 + 1)))
            }
        }
        .frame(width: width, height: 300)
    }

    /// The x labels drawn, and the stretch each covers (flat labels).
    private func shownLabels(_ geometry: PlotGeometry) -> [AxisTickMark] {
        geometry.xTicks.filter { !$0.label.isEmpty }
    }

    private func assertNoOverlap(_ ticks: [AxisTickMark], turned: TurnedLabels? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let collision = AxisLabelCollision(axis: "x", resolution: .automatic, turned: turned, style: ChartLayoutEngine.axisTextStyle)
        let extents = ticks.map { collision.extent(of: $0) }.sorted { $0.start < $1.start }
        for (left, right) in zip(extents, extents.dropFirst()) {
            XCTAssertLessThanOrEqual(left.end + AxisLayout.minimumLabelSpacing, right.start + 1e-9, "labels overlap", file: file, line: line)
        }
    }

    func testCrowdedCategoryLabelsAreThinnedEvenlyKeepingTheFirst() throws {
        let geometry = try bars(names).makeGeometry()
        let shown = shownLabels(geometry)
        XCTAssertLessThan(shown.count, names.count, "30 long names do not fit 640 points flat")
        XCTAssertGreaterThan(shown.count, 3)
        XCTAssertEqual(shown.first?.label, "Department 1")
        assertNoOverlap(shown)
        // Evenly spaced: every k-th category.
        let positions = shown.compactMap { tick in names.firstIndex(of: tick.label) }
        let steps = Set(zip(positions, positions.dropFirst()).map { $1 - $0 })
        XCTAssertEqual(steps, [5], "every fifth: a regular stride")
        XCTAssertEqual(geometry.xTicks.count, names.count, "every bar keeps its tick position")
        // The first name, wider than its band, is inside the canvas: the plot leaves room for it.
        let first = try XCTUnwrap(shown.first)
        let width = TextMeasure.width(of: first.label, style: ChartLayoutEngine.axisTextStyle)
        XCTAssertGreaterThanOrEqual(first.labelPixel - width / 2, 0)
        XCTAssertGreaterThan(geometry.plot.minX, 1, "moved in from the frame's edge for the name")
    }

    func testLabelsThatFitAreAllShown() throws {
        let geometry = try bars(["A", "B", "C", "D"]).makeGeometry()
        XCTAssertEqual(shownLabels(geometry).map(\.label), ["A", "B", "C", "D"])
        XCTAssertTrue(geometry.xTicks.allSatisfy { $0.labelTurn == 0 })
    }

    func testGreedyKeepsEachLabelThatClearsTheLastOneDrawn() throws {
        let labels = ["A", "A much longer name here", "B", "C", "Another long name", "D"]
        let chart = bars(labels, width: 360).chartXAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .greedy) }
        }
        let shown = shownLabels(try chart.makeGeometry())
        XCTAssertEqual(shown.first?.label, "A")
        XCTAssertFalse(shown.map(\.label).contains("A much longer name here"), "it would overlap A")
        XCTAssertTrue(shown.map(\.label).contains("D"))
        assertNoOverlap(shown)
    }

    func testTruncateShortensEachLabelToItsRoom() throws {
        let chart = bars(names, width: 640).chartXAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .truncate) }
        }
        let shown = shownLabels(try chart.makeGeometry())
        XCTAssertEqual(shown.count, names.count, "every label drawn, shortened")
        XCTAssertTrue(shown.contains { $0.label.hasSuffix("…") })
        assertNoOverlap(shown)
    }

    func testDisabledDrawsEveryLabel() throws {
        let chart = bars(names).chartXAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .disabled) }
        }
        XCTAssertEqual(shownLabels(try chart.makeGeometry()).map(\.label), names)
    }

    func testVerticalOrientationTurnsTheLabelsAQuarter() throws {
        let twenty = Array(names.prefix(20))
        let up = try bars(twenty).chartXAxis { AxisMarks { _ in AxisValueLabel(orientation: .vertical) } }.makeGeometry()
        XCTAssertTrue(up.xTicks.allSatisfy { $0.labelTurn == 90 })
        let down = try bars(twenty).chartXAxis { AxisMarks { _ in AxisValueLabel(orientation: .verticalReversed) } }.makeGeometry()
        XCTAssertTrue(down.xTicks.allSatisfy { $0.labelTurn == -90 })
        // Turned a quarter, 20 lines of 11-point text fit 600 points: all shown, the plot shorter for them.
        XCTAssertEqual(shownLabels(up).count, twenty.count)
        let flat = try bars(twenty).makeGeometry()
        XCTAssertLessThan(up.plot.height, flat.plot.height - 40, "room below the plot for the turned names")
        let svg = try bars(twenty).chartXAxis { AxisMarks { _ in AxisValueLabel(orientation: .vertical) } }.svg
        XCTAssertTrue(svg.contains("rotate(-90"), "the SVG turns the labels")
        // 30 turned names are 20 points apart, closer than a line and its spacing: every other one.
        let crowded = try bars(names).chartXAxis { AxisMarks { _ in AxisValueLabel(orientation: .vertical) } }.makeGeometry()
        XCTAssertEqual(shownLabels(crowded).map(\.label), stride(from: 0, to: 30, by: 2).map { names[$0] })
    }

    func testAnAxisThatTurnsLabelsToFitTurnsThemOnlyWhenFlatOnesDoNotFit() throws {
        var crowded = bars(Array(names.prefix(12)))
        crowded.settings.xAxis.turnsLabelsToFit = true
        let turned = try crowded.makeGeometry()
        XCTAssertTrue(turned.xTicks.allSatisfy { $0.labelTurn == 45 })
        XCTAssertEqual(shownLabels(turned).count, 12, "45° gives 12 names room")
        let turnedStyle = TurnedLabels(degrees: 45, style: ChartLayoutEngine.axisTextStyle)
        assertNoOverlap(shownLabels(turned), turned: turnedStyle)
        // Turned names run down to the left of their ticks: the first stays inside the canvas.
        let first = try XCTUnwrap(shownLabels(turned).first)
        let reach = turnedStyle.reach(ofWidth: TextMeasure.width(of: first.label, style: ChartLayoutEngine.axisTextStyle))
        XCTAssertGreaterThanOrEqual(first.labelPixel - reach, 0)

        var roomy = bars(["A", "B", "C"])
        roomy.settings.xAxis.turnsLabelsToFit = true
        XCTAssertTrue(try roomy.makeGeometry().xTicks.allSatisfy { $0.labelTurn == 0 })

        var horizontal = bars(Array(names.prefix(12))).chartXAxis { AxisMarks { _ in AxisValueLabel(orientation: .horizontal) } }
        horizontal.settings.xAxis.turnsLabelsToFit = true
        let flat = try horizontal.makeGeometry()
        XCTAssertTrue(flat.xTicks.allSatisfy { $0.labelTurn == 0 }, "an orientation of its own wins")
        assertNoOverlap(shownLabels(flat))
    }

    func testCrowdedCategoriesDownAYAxisAreThinnedToo() throws {
        let chart = Chart {
            ForEach(Array(names.enumerated()), id: \.offset) { index, name in
                BarMark(x: .value("Students", Double(index + 1)), y: .value("Department", name))
            }
        }
        .frame(width: 640, height: 200)
        let geometry = try chart.makeGeometry()
        let shown = geometry.yTicks.filter { !$0.label.isEmpty }
        XCTAssertLessThan(shown.count, names.count, "30 lines do not fit 200 points")
        XCTAssertEqual(shown.first?.label, "Department 1")
        let collision = AxisLabelCollision(axis: "y", resolution: .automatic, turned: nil, style: ChartLayoutEngine.axisTextStyle)
        let extents = shown.map { collision.extent(of: $0) }.sorted { $0.start < $1.start }
        for (top, below) in zip(extents, extents.dropFirst()) {
            XCTAssertLessThanOrEqual(top.end + AxisLayout.minimumLabelSpacing, below.start + 1e-9)
        }
    }
}
