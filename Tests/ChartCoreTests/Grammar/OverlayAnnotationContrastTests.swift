import XCTest
@testable import ChartCore

/// An annotation drawn over its own mark (`.overlay`, the value inside a stacked segment) in
/// no colour of its own takes one that reads on the mark's fill; one of its own is kept.
final class OverlayAnnotationContrastTests: XCTestCase {
    private func segments(_ fills: [Color], text: @escaping (Int) -> Text) -> Chart {
        Chart {
            ForEach(Array(fills.enumerated()), id: \.offset) { index, fill in
                BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10))
                    .foregroundStyle(fill)
                    .annotation(position: .overlay) { text(index) }
            }
        }
    }

    func testAnOverlaidLabelReadsOnItsBarsFill() throws {
        let fills = [Color.blue, Color.black, Color.yellow, Color(white: 0.9)]
        let geometry = try segments(fills) { Text("\($0)") }.makeGeometry()
        XCTAssertEqual(geometry.annotations.count, fills.count)
        for (annotation, fill) in zip(geometry.annotations, fills) {
            let line = try XCTUnwrap(annotation.lines.first)
            let color = line.text.color ?? AnnotationLayout.textStyle.color ?? .black
            XCTAssertGreaterThanOrEqual(color.contrastRatio(with: fill), 4.5, "label \(line.text.content) on \(fill): \(color)")
        }
    }

    /// White is preferred on a fill when it reaches 4.5:1 there, even where a dark colour would
    /// contrast a little more; below 4.5:1 the darker colour is kept.
    func testAnOverlaidLabelIsWhiteWhereWhiteReadsAtFourAndAHalf() throws {
        let midGrey = Color(red255: 118, green255: 118, blue255: 118)
        XCTAssertGreaterThanOrEqual(Color.white.contrastRatio(with: midGrey), 4.5)
        XCTAssertGreaterThan(Color.black.contrastRatio(with: midGrey), Color.white.contrastRatio(with: midGrey))
        let indigo = Color(red255: 88, green255: 86, blue255: 214)
        let fills = [midGrey, indigo, .blue, .orange]
        let geometry = try segments(fills) { Text("\($0)") }.makeGeometry()
        let colors = geometry.annotations.map { $0.lines.first?.text.color }
        XCTAssertEqual(colors[0], .white, "white reads at 4.54:1 on mid grey")
        XCTAssertEqual(colors[1], .white)
        for (color, fill) in zip(colors[2...], fills[2...]) {
            let color = try XCTUnwrap(color)
            XCTAssertLessThan(Color.white.contrastRatio(with: fill), 4.5)
            XCTAssertLessThan(color.luminance, fill.luminance, "the darker colour where white does not reach 4.5:1: \(fill)")
            XCTAssertGreaterThanOrEqual(color.contrastRatio(with: fill), 4.5)
        }
    }

    func testAnOverlaidLabelWithItsOwnColourKeepsIt() throws {
        let geometry = try segments([.blue]) { _ in Text("10").foregroundColor(.red) }.makeGeometry()
        XCTAssertEqual(geometry.annotations.first?.lines.first?.text.color, .red)
    }
}
