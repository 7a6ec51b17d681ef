import XCTest
@testable import ChartCore

/// An annotation left where it is placed (overflow resolution `.automatic`) that would reach out
/// of the chart, such as a `.top` label on a rule spanning the whole plot height: the plot
/// shrinks to give it room inside the canvas, as Swift Charts lays it out.
final class AnnotationRoomTests: XCTestCase {
    private let cups: [(String, Double)] = [("Mon", 5), ("Tue", 9), ("Wed", 4)]

    private func chart(_ resolution: AnnotationOverflowResolution = .automatic) -> Chart {
        Chart {
            ForEach(cups, id: \.0) { day, count in
                BarMark(x: .value("Day", day), y: .value("Cups", count))
            }
            RuleMark(x: .value("Day", "Tue"))
                .annotation(position: .top, overflowResolution: resolution) { Text("Tue: 9 cups") }
        }
        .frame(width: 300, height: 200)
    }

    func testATopAnnotationOnAFullHeightRuleLiesWithinTheCanvas() throws {
        let geometry = try chart().makeGeometry()
        let annotation = try XCTUnwrap(geometry.annotations.first)
        XCTAssertGreaterThanOrEqual(annotation.bounds.minY, geometry.canvas.minY, "inside the canvas: \(annotation.bounds)")
        XCTAssertLessThanOrEqual(annotation.bounds.maxY, geometry.plot.minY, "above the plot, as placed")
        let rule = try XCTUnwrap(geometry.placed.first { $0.kind == .rule })
        XCTAssertEqual(rule.shape.bounds.minY, geometry.plot.minY, accuracy: 0.5, "the rule still spans the plot")
    }

    func testThePlotShrinksOnlyByTheRoomTheAnnotationNeeds() throws {
        let plain = try Chart {
            ForEach(cups, id: \.0) { day, count in BarMark(x: .value("Day", day), y: .value("Cups", count)) }
            RuleMark(x: .value("Day", "Tue"))
        }
        .frame(width: 300, height: 200).makeGeometry()
        let annotated = try chart().makeGeometry()
        let annotation = try XCTUnwrap(annotated.annotations.first)
        XCTAssertGreaterThan(annotated.plot.minY, plain.plot.minY, "the plot moved down for the label")
        XCTAssertEqual(annotation.bounds.minY, annotated.canvas.minY, accuracy: 0.5, "by just the label's height")
        XCTAssertEqual(annotated.plot.maxY, plain.plot.maxY, accuracy: 0.01, "its bottom stays")
    }

    func testAFittedAnnotationTakesNoRoom() throws {
        let plain = try chart(AnnotationOverflowResolution(y: .fit(to: .plot))).makeGeometry()
        let annotation = try XCTUnwrap(plain.annotations.first)
        XCTAssertGreaterThanOrEqual(annotation.bounds.minY, plain.plot.minY - 0.01, "moved inside the plot")
        let padded = try chart(AnnotationOverflowResolution(y: .padScale)).makeGeometry()
        XCTAssertEqual(padded.plot, plain.plot, "the scale pads, the plot keeps its place")
    }
}

/// `.disabled` places an annotation "as-is" (Swift Charts' words): unlike `.automatic`, it
/// takes no room, and the plot stays where an unannotated chart has it.
final class AnnotationDisabledRoomTests: XCTestCase {
    func testADisabledAnnotationTakesNoRoomAndMayLeaveTheCanvas() throws {
        let cups: [(String, Double)] = [("Mon", 5), ("Tue", 9), ("Wed", 4)]
        func chart(_ resolution: AnnotationOverflowResolution?) -> Chart {
            Chart {
                ForEach(cups, id: \.0) { day, count in BarMark(x: .value("Day", day), y: .value("Cups", count)) }
                if let resolution {
                    RuleMark(x: .value("Day", "Tue")).annotation(position: .top, overflowResolution: resolution) { Text("Tue: 9 cups") }
                } else {
                    RuleMark(x: .value("Day", "Tue"))
                }
            }
            .frame(width: 300, height: 200)
        }
        let plain = try chart(nil).makeGeometry()
        let disabled = try chart(AnnotationOverflowResolution(x: .disabled, y: .disabled)).makeGeometry()
        let automatic = try chart(.automatic).makeGeometry()
        XCTAssertEqual(disabled.plot, plain.plot, "as-is: no room")
        XCTAssertLessThan(try XCTUnwrap(disabled.annotations.first).bounds.minY, disabled.canvas.minY, "above the canvas, as placed")
        XCTAssertGreaterThan(automatic.plot.minY, plain.plot.minY, ".automatic makes room")
    }
}

/// An `.automatic` annotation below the plot (a `.bottom` label on a full-height rule) is drawn
/// under the x axis's labels, not over them, and the plot shrinks to keep it in the canvas.
final class AnnotationBelowRoomTests: XCTestCase {
    func testABottomAnnotationOnAFullHeightRuleLiesUnderTheXLabelsWithinTheCanvas() throws {
        let cups: [(String, Double)] = [("Mon", 5), ("Tue", 9), ("Wed", 4)]
        let chart = Chart {
            ForEach(cups, id: \.0) { day, count in BarMark(x: .value("Day", day), y: .value("Cups", count)) }
            RuleMark(x: .value("Day", "Tue")).annotation(position: .bottom) { Text("Tue: 9 cups") }
        }
        .frame(width: 300, height: 200)
        let geometry = try chart.makeGeometry()
        let annotation = try XCTUnwrap(geometry.annotations.first)
        let svg = chart.render(geometry)
        let label = try XCTUnwrap(svg.firstMatch(of: #/<text[^>]* y="([0-9.]+)"[^>]*>Mon</text>/#))
        let labelBaseline = try XCTUnwrap(Double(label.1))
        XCTAssertGreaterThan(annotation.bounds.minY, labelBaseline, "under the x labels: \(annotation.bounds)")
        XCTAssertLessThanOrEqual(annotation.bounds.maxY, geometry.canvas.maxY + 0.5, "inside the canvas")
    }
}
