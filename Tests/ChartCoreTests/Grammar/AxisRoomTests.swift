import Foundation
import XCTest
@testable import ChartCore

/// The room an x axis takes below the plot is what its labels are drawn in, on every axis kind:
/// with an explicit `AxisTick()` on a category axis (which draws no tick by default), without
/// one on a number axis (which draws one by default), with a long tick and a large label font.
/// Each label's baseline plus its descent stays inside the canvas, and no more than the
/// reserve's one spare point above the edge.
final class AxisRoomTests: XCTestCase {
    /// A generous descent below the baseline, as a fraction of the font size (DejaVu Sans,
    /// which rsvg-convert draws with here, has 0.24).
    private static let descent = 0.24

    private let names = ["Anthropology", "Biochemistry", "Dance", "Economics"]

    /// The baseline and font size of each `<text>` in the SVG's x axis group.
    private func xLabels(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws -> [(baseline: Double, fontSize: Double)] {
        guard let start = svg.range(of: "<g class=\"axis x\">") else { XCTFail("no x axis", file: file, line: line); return [] }
        let group = svg[start.upperBound...]
        guard let end = group.range(of: "</g>") else { XCTFail("the x axis group is not closed", file: file, line: line); return [] }
        var labels: [(Double, Double)] = []
        for element in group[..<end.lowerBound].components(separatedBy: "<text ").dropFirst() {
            let baseline = try XCTUnwrap(attribute("y", in: element).flatMap(Double.init), file: file, line: line)
            let fontSize = try XCTUnwrap(attribute("font-size", in: element).flatMap(Double.init), file: file, line: line)
            labels.append((baseline, fontSize))
        }
        return labels
    }

    private func attribute(_ name: String, in element: String) -> String? {
        guard let start = element.range(of: " \(name)=\"") ?? (element.hasPrefix("\(name)=\"") ? element.range(of: "\(name)=\"") : nil) else {
            return nil
        }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Asserts that every x label of `chart`, `height` points high, ends inside the canvas and
    /// that the axis reserved no more than one spare point below them.
    private func assertLabelsFit(_ chart: Chart, height: Double, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let labels = try xLabels(try chart.svg, file: file, line: line)
        XCTAssertFalse(labels.isEmpty, "\(message): no labels drawn", file: file, line: line)
        let lowest = labels.map { $0.baseline + $0.fontSize * Self.descent }.max() ?? 0
        XCTAssertLessThanOrEqual(lowest, height, "\(message): the labels run below the canvas", file: file, line: line)
        XCTAssertGreaterThanOrEqual(lowest, height - 1.5, "\(message): the axis reserved more room than it draws in", file: file, line: line)
    }

    private func categoryBars() -> Chart {
        Chart {
            ForEach(Array(names.enumerated()), id: \.offset) { item in
                BarMark(x: .value("Department", item.element), y: .value("Students", 40 + item.offset * 7))
            }
        }
        .frame(width: 360, height: 240)
    }

    private func numberLine() -> Chart {
        Chart {
            ForEach(0..<5) { step in LineMark(x: .value("Step", Double(step)), y: .value("Value", step * step)) }
        }
        .frame(width: 360, height: 240)
    }

    func testAnExplicitTickOnACategoryAxisGetsItsRoom() throws {
        try assertLabelsFit(categoryBars(), height: 240, "category axis, default marks")
        try assertLabelsFit(categoryBars().chartXAxis { AxisMarks { _ in AxisTick(); AxisValueLabel() } }, height: 240,
                            "category axis with AxisTick()")
        try assertLabelsFit(categoryBars().chartXAxis { AxisMarks { _ in AxisTick(length: 12); AxisValueLabel() } }, height: 240,
                            "category axis with a 12-point tick")
    }

    func testANumberAxisWithoutATickTakesNoRoomForOne() throws {
        try assertLabelsFit(numberLine(), height: 240, "number axis, default marks")
        try assertLabelsFit(numberLine().chartXAxis { AxisMarks { _ in AxisGridLine(); AxisValueLabel() } }, height: 240,
                            "number axis without AxisTick()")
        try assertLabelsFit(numberLine().chartXAxis { AxisMarks { _ in AxisTick(length: 9); AxisValueLabel() } }, height: 240,
                            "number axis with a 9-point tick")
    }

    func testALargerLabelFontGetsItsRoom() throws {
        try assertLabelsFit(categoryBars().chartXAxis { AxisMarks { _ in AxisTick(); AxisValueLabel().font(.title) } }, height: 240,
                            "category axis, title font")
        try assertLabelsFit(numberLine().chartXAxis { AxisMarks { _ in AxisValueLabel().font(.largeTitle) } }, height: 240,
                            "number axis, large title font")
    }

    func testADateAxisWithoutATickTakesNoRoomForOne() throws {
        let day = 86_400.0
        let chart = Chart {
            ForEach(0..<6) { month in
                BarMark(x: .value("Month", Date(timeIntervalSince1970: Double(month) * 31 * day), unit: .month), y: .value("Hours", 100 + month))
            }
        }
        .chartXAxis { AxisMarks(values: .stride(by: .month)) { _ in AxisGridLine(); AxisValueLabel(centered: true) } }
        .frame(width: 360, height: 240)
        try assertLabelsFit(chart, height: 240, "date axis without AxisTick()")
    }
}
