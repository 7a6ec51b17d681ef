import XCTest
@testable import ChartCore

/// `overflowResolution: .init(y: .padScale)` (Swift Charts' "pads the scale of the chart to make
/// space for the annotation"): the label stays where it is placed, above its bar, and the scale
/// is drawn in from the plot's edge by what the label needs, so it ends inside the plot; along x
/// the same for a label beside the last point.
final class AnnotationPadScaleTests: XCTestCase {
    private let values: [(String, Double)] = [("Math", 33), ("Art", 12), ("Music", 9)]

    private func bars(_ resolution: AnnotationOverflowResolution) -> Chart {
        Chart {
            ForEach(values, id: \.0) { name, count in
                BarMark(x: .value("Subject", name), y: .value("Students", count))
                    .annotation(position: .top, overflowResolution: resolution) { Text("\(Int(count)) students") }
            }
        }
        .chartYScale(domain: 0...33)
        .frame(width: 300, height: 200)
    }

    private func tallestBar(_ geometry: PlotGeometry) -> Rect {
        geometry.placed.filter { $0.kind == .bar }[0].shape.bounds
    }

    func testPadScaleKeepsTheLabelAboveItsBarAndInsideThePlot() throws {
        let padded = try bars(AnnotationOverflowResolution(y: .padScale)).makeGeometry()
        let asPlaced = try bars(.automatic).makeGeometry()
        // As placed, the label reaches out of the chart and the plot shrinks for it; padded, the
        // plot keeps the place it has with no label outside it (a fitted one).
        let fitted = try bars(AnnotationOverflowResolution(y: .fit)).makeGeometry()
        XCTAssertEqual(padded.plot, fitted.plot, "the plot area is the same; only the scale is drawn in")
        let label = try XCTUnwrap(padded.annotations.first?.bounds)
        XCTAssertGreaterThanOrEqual(label.minY, padded.plot.minY - 0.01, "the label ends inside the plot")
        XCTAssertLessThan(asPlaced.annotations[0].bounds.minY, asPlaced.plot.minY, "as placed, it reaches out of the plot")
        let bar = tallestBar(padded)
        XCTAssertLessThanOrEqual(label.maxY, bar.minY, "still above its bar, not moved onto it")
        XCTAssertEqual(bar.minY - label.maxY, 4, accuracy: 0.01, "at the annotation's spacing from the bar")
        XCTAssertGreaterThan(bar.minY, tallestBar(asPlaced).minY, "the tallest bar is shorter: the scale's top came down")
        // By no more than the label needs: its top touches the plot's.
        XCTAssertEqual(label.minY, padded.plot.minY, accuracy: 0.5)
        // The axis follows the scale: the top tick (33) is where the tallest bar ends.
        let scale = try XCTUnwrap(padded.yScale)
        XCTAssertEqual(try XCTUnwrap(scale.pixel(.number(33))), bar.minY, accuracy: 0.01)
    }

    func testPadScaleAlongXMakesRoomForALabelBesideTheLastPoint() throws {
        func chart(_ resolution: AnnotationOverflowResolution) -> Chart {
            Chart {
                ForEach(0..<5) { step in
                    PointMark(x: .value("Step", Double(step)), y: .value("Value", step * 2))
                        .annotation(position: .trailing, overflowResolution: resolution) { Text("step \(step)") }
                }
            }
            .chartXScale(domain: 0...4)
            .frame(width: 300, height: 200)
        }
        let padded = try chart(AnnotationOverflowResolution(x: .padScale)).makeGeometry()
        let last = try XCTUnwrap(padded.annotations.last?.bounds)
        XCTAssertLessThanOrEqual(last.maxX, padded.plot.maxX + 0.01, "the last label ends inside the plot")
        XCTAssertEqual(last.maxX, padded.plot.maxX, accuracy: 0.5, "by just the room it needs")
        let unpadded = try chart(.automatic).makeGeometry()
        XCTAssertGreaterThan(try XCTUnwrap(unpadded.annotations.last?.bounds).maxX, unpadded.plot.maxX)
        let scale = try XCTUnwrap(padded.xScale)
        XCTAssertEqual(try XCTUnwrap(scale.pixel(.number(0))), padded.plot.minX, accuracy: 0.01, "the leading end is not padded")
        XCTAssertLessThan(try XCTUnwrap(scale.pixel(.number(4))), padded.plot.maxX - 20)
    }

    func testPadScaleAddsToThePlotDimensionPadding() throws {
        let chart = bars(AnnotationOverflowResolution(y: .padScale)).chartYScale(range: .plotDimension(startPadding: 10, endPadding: 30))
        let geometry = try chart.makeGeometry()
        let scale = try XCTUnwrap(geometry.yScale)
        XCTAssertEqual(try XCTUnwrap(scale.pixel(.number(0))), geometry.plot.maxY - 10, accuracy: 0.01, "the start padding is kept")
        // 30 points free above 33 leave room for the label (spacing 4 + a 12-point line): no more is added.
        XCTAssertEqual(try XCTUnwrap(scale.pixel(.number(33))), geometry.plot.minY + 30, accuracy: 0.01)
    }
}
