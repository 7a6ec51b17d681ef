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

    /// Twelve months of 2023 and 2024, one bar each.
    private static let months = (0..<24).map { Date(timeIntervalSince1970: 1_672_531_200 + Double($0) * 31 * 86_400) }

    func testDateTimeYearAndMonthFormatAxisLabelsAsChartCoreDoes() throws {
        let code = """
            import Charts
            import Foundation
            let months = (0..<24).map { Date(timeIntervalSince1970: 1_672_531_200 + Double($0) * 31 * 86_400) }
            Chart {
                ForEach(Array(months.enumerated()), id: \\.offset) { item in
                    BarMark(x: .value("Month", item.element, unit: .month), y: .value("Rain", item.offset % 7))
                }
            }
            .chartXAxis { AxisMarks(values: .stride(by: .year)) { _ in AxisValueLabel(format: .dateTime.year()) } }
            .chartYAxis { AxisMarks { _ in AxisValueLabel() } }
            .frame(width: 360, height: 240)
            """
        let expected = Chart {
            ForEach(Array(Self.months.enumerated()), id: \.offset) { item in
                BarMark(x: .value("Month", item.element, unit: .month), y: .value("Rain", item.offset % 7))
            }
        }
        .chartXAxis { AxisMarks(values: .stride(by: .year)) { _ in AxisValueLabel(format: Date.FormatStyle.dateTime.year()) } }
        .chartYAxis { AxisMarks { _ in AxisValueLabel() } }
        .frame(width: 360, height: 240)
        let svg = try XCTUnwrap(cellSVG(code))
        XCTAssertTrue(svg.contains(">2024</text>"), "the year alone")
        XCTAssertEqual(svg, try expected.svg)
    }

    func testDateTimeMonthAbbreviatedAndCombinedFieldsFormatAsFoundationDoes() throws {
        for (cellForm, style) in [(".dateTime.month(.abbreviated)", Date.FormatStyle.dateTime.month(.abbreviated)),
                                  (".dateTime.month(.wide).year()", Date.FormatStyle.dateTime.month(.wide).year()),
                                  (".dateTime.day().month()", Date.FormatStyle.dateTime.day().month())] {
            let code = """
                import Charts
                import Foundation
                let months = (0..<6).map { Date(timeIntervalSince1970: 1_672_531_200 + Double($0) * 31 * 86_400) }
                Chart {
                    ForEach(Array(months.enumerated()), id: \\.offset) { item in
                        LineMark(x: .value("Month", item.element), y: .value("Rain", item.offset * 3))
                    }
                }
                .chartXAxis { AxisMarks(values: .stride(by: .month)) { _ in AxisValueLabel(format: \(cellForm)) } }
                .frame(width: 480, height: 240)
                """
            let expected = Chart {
                ForEach(Array(Self.months.prefix(6).enumerated()), id: \.offset) { item in
                    LineMark(x: .value("Month", item.element), y: .value("Rain", item.offset * 3))
                }
            }
            .chartXAxis { AxisMarks(values: .stride(by: .month)) { _ in AxisValueLabel(format: style) } }
            .frame(width: 480, height: 240)
            let svg = try XCTUnwrap(cellSVG(code), cellForm)
            XCTAssertTrue(Self.months.prefix(6).contains { svg.contains(">\($0.formatted(style))</text>") }, "\(cellForm): labels as Foundation writes them")
            XCTAssertEqual(svg, try expected.svg, cellForm)
        }
    }

    func testDateTimeFieldsTheKernelDoesNotWriteAreErrorsThatNameThem() {
        let error = cellError("""
            import Foundation
            print(Date(timeIntervalSince1970: 0).formatted(.dateTime.year().day()))
            """)
        XCTAssertTrue(error.contains("does not write .dateTime with the fields yd"), error)
        let wrong = cellError("print(3.5.formatted(.dateTime.year()))")
        XCTAssertTrue(wrong.contains(".dateTime formats a Date"), wrong)
    }
}
