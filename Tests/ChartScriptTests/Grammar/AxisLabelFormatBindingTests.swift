import ChartCore
import Foundation
import XCTest
@testable import ChartScript

/// Axis label formats in a cell written as Swift Charts' users write them, without their
/// types: `.percent.precision(.fractionLength(1))` (as `.number.precision(…)` already was) and
/// `.dateTime.year()`, `.dateTime.month(.abbreviated)`; each draws what the same chart built
/// with ChartCore and Foundation's format styles draws.
final class AxisLabelFormatBindingTests: XCTestCase {
    func testAPercentPrecisionFormatsAxisLabelsAsChartCoreDoes() throws {
        let code = """
            import Charts
            Chart {
                ForEach(0..<5) { step in BarMark(x: .value("Share", Double(step) / 8), y: .value("Count", step + 1)) }
            }
            .chartXAxis { AxisMarks { _ in AxisValueLabel(format: .percent.precision(.fractionLength(1))) } }
            .frame(width: 360, height: 240)
            """
        let expected = Chart {
            ForEach(0..<5) { step in BarMark(x: .value("Share", Double(step) / 8), y: .value("Count", step + 1)) }
        }
        .chartXAxis { AxisMarks { _ in AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent.percent.precision(.fractionLength(1))) } }
        .frame(width: 360, height: 240)
        let svg = try XCTUnwrap(cellSVG(code))
        XCTAssertTrue(svg.contains(">20.0%</text>"), "one digit after the point, as a percentage: \(svg)")
        XCTAssertEqual(svg, try expected.svg)
    }
}
