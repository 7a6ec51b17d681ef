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

    func testAnOverlaidLabelWithItsOwnColourKeepsIt() throws {
        let geometry = try segments([.blue]) { _ in Text("10").foregroundColor(.red) }.makeGeometry()
        XCTAssertEqual(geometry.annotations.first?.lines.first?.text.color, .red)
    }
}
