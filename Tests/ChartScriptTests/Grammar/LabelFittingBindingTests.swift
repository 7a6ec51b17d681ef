import ChartCore
import FoundationEssentials
import XCTest
@testable import ChartScript

/// `AxisValueLabel(collisionResolution:orientation:)` and `.annotation(…, overflowResolution:)`
/// in a cell draw what the same chart built with ChartCore draws, and the forms the library
/// does not draw are errors that name them.
final class LabelFittingBindingTests: XCTestCase {
    private static let departments = ["Anthropology", "Biochemistry", "Comparative Literature", "Dance", "Economics",
                                      "Film Studies", "Geography", "History of Art"]

    private func bars(collisionResolution: AxisValueLabelCollisionResolution, orientation: AxisValueLabelOrientation) -> Chart {
        Chart {
            ForEach(Array(Self.departments.enumerated()), id: \.offset) { item in
                BarMark(x: .value("Department", item.element), y: .value("Students", 40 + item.offset * 7))
            }
        }
        .chartXAxis {
            AxisMarks { _ in
                AxisTick()
                AxisValueLabel(collisionResolution: collisionResolution, orientation: orientation)
            }
        }
        .frame(width: 360, height: 240)
    }

    private func cell(collisionResolution: String, orientation: String) -> String {
        """
        import Charts
        let departments = [\(Self.departments.map { "\"\($0)\"" }.joined(separator: ", "))]
        Chart {
            ForEach(Array(departments.enumerated()), id: \\.offset) { item in
                BarMark(x: .value("Department", item.element), y: .value("Students", 40 + item.offset * 7))
            }
        }
        .chartXAxis {
            AxisMarks { _ in
                AxisTick()
                AxisValueLabel(collisionResolution: \(collisionResolution), orientation: \(orientation))
            }
        }
        .frame(width: 360, height: 240)
        """
    }

    func testAxisLabelFittingInACellDrawsWhatChartCoreDraws() throws {
        let forms: [(String, AxisValueLabelCollisionResolution, String, AxisValueLabelOrientation)] = [
            (".greedy", .greedy, ".automatic", .automatic), (".truncate", .truncate, ".horizontal", .horizontal),
            (".disabled", .disabled, ".vertical", .vertical), (".automatic", .automatic, ".verticalReversed", .verticalReversed),
            ("AxisValueLabelCollisionResolution.greedy", .greedy, "AxisValueLabelOrientation.vertical", .vertical),
        ]
        var drawings: Set<String> = []
        for (resolutionText, resolution, orientationText, orientation) in forms {
            let svg = try XCTUnwrap(cellSVG(cell(collisionResolution: resolutionText, orientation: orientationText)))
            XCTAssertEqual(svg, try bars(collisionResolution: resolution, orientation: orientation).svg, "\(resolutionText), \(orientationText)")
            drawings.insert(svg)
        }
        XCTAssertEqual(drawings.count, 4, "each form draws its own picture (vertical labels need no thinning: greedy and disabled agree)")
        let ignored = try XCTUnwrap(cellSVG(cell(collisionResolution: ".automatic", orientation: ".automatic")))
        XCTAssertNotEqual(ignored, try bars(collisionResolution: .truncate, orientation: .horizontal).svg)
    }

    func testAFormatStyleOrTextLabelKeepsItsFitting() throws {
        let code = """
            import Charts
            Chart {
                ForEach(0..<12) { month in LineMark(x: .value("Month", Double(month)), y: .value("Rain", month * month)) }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: 1)) { value in
                    AxisValueLabel(format: .number, orientation: .vertical)
                }
            }
            .chartYAxis {
                AxisMarks { _ in AxisValueLabel(collisionResolution: .greedy) { Text("a long label") } }
            }
            .frame(width: 300, height: 200)
            """
        let expected = Chart {
            ForEach(0..<12) { month in LineMark(x: .value("Month", Double(month)), y: .value("Rain", month * month)) }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: 1)) { _ in
                AxisValueLabel(format: FloatingPointFormatStyle<Double>.number, orientation: .vertical)
            }
        }
        .chartYAxis {
            AxisMarks { _ in AxisValueLabel(collisionResolution: .greedy) { Text("a long label") } }
        }
        .frame(width: 300, height: 200)
        let cellDrawing = try XCTUnwrap(cellSVG(code))
        XCTAssertTrue(cellDrawing.contains("rotate(-90"), "the formatted labels are turned")
        XCTAssertEqual(cellDrawing, try expected.svg)
    }

    func testAnnotationOverflowResolutionInACellDrawsWhatChartCoreDraws() throws {
        let forms: [(String, AnnotationOverflowResolution)] = [
            ("AnnotationOverflowResolution(y: .fit(to: .plot))", AnnotationOverflowResolution(y: .fit(to: .plot))),
            ("AnnotationOverflowResolution(x: .fit, y: .fit(to: .chart))", AnnotationOverflowResolution(x: .fit, y: .fit(to: .chart))),
            ("AnnotationOverflowResolution(x: .disabled, y: .automatic)", AnnotationOverflowResolution(x: .disabled, y: .automatic)),
            (".automatic", .automatic),
            ("AnnotationOverflowResolution(y: .padScale)", AnnotationOverflowResolution(y: .padScale)),
            ("AnnotationOverflowResolution(x: .fit, y: AnnotationOverflowResolution.Strategy.padScale)",
             AnnotationOverflowResolution(x: .fit, y: .padScale)),
        ]
        var drawings: Set<String> = []
        for (text, resolution) in forms {
            let code = """
                import Charts
                Chart {
                    ForEach([("Math", 31), ("Art", 12), ("History", 24)], id: \\.0) { subject in
                        BarMark(x: .value("Subject", subject.0), y: .value("Students", subject.1))
                            .annotation(position: .top, overflowResolution: \(text)) { Text("\\(subject.1) students") }
                    }
                }
                .chartYScale(domain: 0...31)
                .frame(width: 300, height: 200)
                """
            let expected = Chart {
                ForEach([("Math", 31), ("Art", 12), ("History", 24)], id: \.0) { subject in
                    BarMark(x: .value("Subject", subject.0), y: .value("Students", subject.1))
                        .annotation(position: .top, overflowResolution: resolution) { Text("\(subject.1) students") }
                }
            }
            .chartYScale(domain: 0...31)
            .frame(width: 300, height: 200)
            let svg = try XCTUnwrap(cellSVG(code))
            XCTAssertEqual(svg, try expected.svg, text)
            drawings.insert(svg)
        }
        XCTAssertEqual(drawings.count, 4, "fitted to the plot, fitted to the chart, as placed, the scale padded")
    }

    func testFormsTheLibraryDoesNotDrawAreErrorsThatNameThem() {
        let greedy = cellError("""
            import Charts
            let label = AxisValueLabel(collisionResolution: .greedy(priority: 1, minimumSpacing: 4))
            """)
        XCTAssertTrue(greedy.contains("greedy(priority:minimumSpacing:) is not supported"), greedy)
        let pad = cellError("""
            import Charts
            let resolution = AnnotationOverflowResolution(y: .padding)
            """)
        XCTAssertTrue(pad.contains(".padScale"), "the error lists the strategies: \(pad)")
        let wrong = cellError("""
            import Charts
            let label = AxisValueLabel(orientation: 3)
            """)
        XCTAssertTrue(wrong.contains("AxisValueLabelOrientation"), wrong)
    }
}
