import ChartCore
import FoundationEssentials
import XCTest
@testable import ChartScript

/// An axis's content in a cell: an error inside an `AxisMarks { … }` closure or a label's
/// format is the cell's error, naming the axis, the content and the value (never labels
/// silently missing); `.number.precision(.fractionLength(2))` formats labels as ChartCore's
/// format style does; the overflow strategies are reached as Swift names them.
final class AxisContentBindingTests: XCTestCase {
    private func cellText(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let runner = CellRunner()
        switch runner.outcome(code) {
        case .success: return runner.context.stdout
        case .failure(let error):
            XCTFail("\(error.name): \(error.value)", file: file, line: line)
            return ""
        }
    }

    func testAnErrorInsideAnAxisMarksClosureIsTheCellsError() {
        let error = cellError("""
            import Charts
            Chart {
                ForEach(0..<4) { step in BarMark(x: .value("Step", "S\\(step)"), y: .value("Value", step)) }
            }
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel { Text("\\(10 / (value.index - value.index))") }
                }
            }
            """)
        XCTAssertTrue(error.contains("chartXAxis"), error)
        XCTAssertTrue(error.contains("AxisMarks content failed at the value S0"), error)
        XCTAssertTrue(error.lowercased().contains("division by zero"), error)
    }

    func testALabelFormatThatDoesNotApplyToTheValueIsTheCellsError() {
        let error = cellError("""
            import Charts
            Chart {
                BarMark(x: .value("Month", Date(timeIntervalSince1970: 0), unit: .month), y: .value("Value", 3))
            }
            .chartYAxis { AxisMarks { _ in AxisValueLabel() } }
            .chartXAxis { AxisMarks { _ in AxisValueLabel(format: .percent) } }
            """)
        XCTAssertTrue(error.contains("chartXAxis: the AxisValueLabel format failed at the value"), error)
        XCTAssertTrue(error.contains("Date"), error)
    }

    func testANumberPrecisionFormatsAxisLabelsAsChartCoreDoes() throws {
        let code = """
            import Charts
            Chart {
                ForEach(0..<5) { step in LineMark(x: .value("Step", Double(step) / 4), y: .value("Value", step * step)) }
            }
            .chartXAxis { AxisMarks { _ in AxisValueLabel(format: .number.precision(.fractionLength(2))) } }
            .frame(width: 360, height: 240)
            """
        let expected = Chart {
            ForEach(0..<5) { step in LineMark(x: .value("Step", Double(step) / 4), y: .value("Value", step * step)) }
        }
        .chartXAxis { AxisMarks { _ in AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2))) } }
        .frame(width: 360, height: 240)
        let svg = try XCTUnwrap(cellSVG(code))
        XCTAssertTrue(svg.contains(">0.20</text>") && svg.contains(">1.00</text>"), "two digits after the point")
        XCTAssertEqual(svg, try expected.svg)
    }

    func testAPrecisionFormatsNumbersInFormatted() {
        let printed = cellText("""
            print(3.14159.formatted(.number.precision(.fractionLength(2))))
            print(2.5.formatted(.number.precision(.fractionLength(0...1))), 2.0.formatted(.number.precision(.fractionLength(0...1))))
            """)
        XCTAssertEqual(printed, "3.14\n2.5 2\n")
        let wrong = cellError("print(1.0.formatted(.number.precision(.fractionLength(-1))))")
        XCTAssertTrue(wrong.contains("fractionLength(_:) takes 0 to 17 digits"), wrong)
    }

    func testOverflowStrategiesAreReachedAsSwiftNamesThem() throws {
        func code(_ resolution: String) -> String {
            """
            import Charts
            Chart {
                BarMark(x: .value("Subject", "Math"), y: .value("Students", 33))
                    .annotation(position: .top, overflowResolution: \(resolution)) { Text("33 students") }
                BarMark(x: .value("Subject", "Art"), y: .value("Students", 12))
            }
            .chartYScale(domain: 0...33)
            .frame(width: 300, height: 200)
            """
        }
        let expected = try Chart {
            BarMark(x: .value("Subject", "Math"), y: .value("Students", 33))
                .annotation(position: .top, overflowResolution: AnnotationOverflowResolution(y: .fit)) { Text("33 students") }
            BarMark(x: .value("Subject", "Art"), y: .value("Students", 12))
        }
        .chartYScale(domain: 0...33)
        .frame(width: 300, height: 200).svg
        for form in [".init(y: .fit)", ".init(y: .fit(to: .plot))", "AnnotationOverflowResolution(y: AnnotationOverflowResolution.Strategy.fit)",
                     "AnnotationOverflowResolution(y: .fit(to: AnnotationOverflowResolution.Boundary.plot))"] {
            XCTAssertEqual(try XCTUnwrap(cellSVG(code(form))), expected, form)
        }
        let asPlaced = try XCTUnwrap(cellSVG(code(".init(y: .disabled)")))
        XCTAssertNotEqual(asPlaced, expected, "a strategy that is not .fit leaves the label as placed")
    }

    func testImplicitInitOfAnOverflowResolutionAfterAnotherModifierTakesTheAnnotationsParameterType() throws {
        // `.foregroundStyle(.gray)` gives `some ChartContent`: `.init(` must still be the
        // annotation parameter's AnnotationOverflowResolution, not some other type's init.
        func code(_ modifiers: String, _ resolution: String) -> String {
            """
            import Charts
            let cups = [("Mon", 12), ("Tue", 18)]
            Chart {
                ForEach(cups, id: \\.0) { day in BarMark(x: .value("Day", day.0), y: .value("Cups", day.1)) }
                RuleMark(x: .value("Day", "Tue"))\(modifiers)
                    .annotation(position: .top, overflowResolution: \(resolution)) { Text("Tue: \\(cups.first { $0.0 == "Tue" }?.1 ?? 0) cups") }
            }
            .frame(width: 300, height: 200)
            """
        }
        for modifiers in [".foregroundStyle(.gray)", ".opacity(0.5)", ".foregroundStyle(.gray).lineStyle(StrokeStyle(lineWidth: 2))"] {
            let written = try XCTUnwrap(cellSVG(code(modifiers, "AnnotationOverflowResolution(y: .fit(to: .chart))")))
            XCTAssertEqual(try XCTUnwrap(cellSVG(code(modifiers, ".init(y: .fit(to: .chart))"))), written, modifiers)
            XCTAssertTrue(written.contains("Tue: 18 cups"), modifiers)
        }
    }
}
