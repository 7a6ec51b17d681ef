import XCTest
@testable import ChartCore

/// An annotation of a mark cut by the edge of a plot that clips its marks (a visible stretch,
/// or `chartPlotStyle { $0.clipped() }`) is moved inside the plot when the chart chooses its
/// overflow resolution, not drawn half outside it; one of the user's own choice is kept.
final class ClippedAnnotationTests: XCTestCase {
    private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    private func windowed(_ resolution: AnnotationOverflowResolution = AnnotationOverflowResolution()) -> Chart {
        var chart = Chart {
            ForEach(Array(days.enumerated()), id: \.offset) { index, day in
                BarMark(x: .value("Day", day), y: .value("Cups", Double(index + 1)))
                    .annotation(position: .top, overflowResolution: resolution) { Text("label \(index + 1)") }
            }
        }
        // From Mon's centre to Wed's: both labels centred on an edge.
        chart.settings.xScale.visibleWindow = 0...2
        return chart
    }

    func testALabelCentredOnAVisibleStretchsEdgeIsMovedInside() throws {
        let geometry = try windowed().makeGeometry()
        let plot = geometry.plot
        XCTAssertEqual(geometry.annotations.count, 3)
        for annotation in geometry.annotations {
            XCTAssertGreaterThanOrEqual(annotation.bounds.minX, plot.minX - 0.01, "\(annotation.lines.first?.text.content ?? "")")
            XCTAssertLessThanOrEqual(annotation.bounds.maxX, plot.maxX + 0.01, "\(annotation.lines.first?.text.content ?? "")")
        }
        let middle = try XCTUnwrap(geometry.annotations.first { $0.lines.first?.text.content == "label 2" })
        let bar = try XCTUnwrap(geometry.placed.filter { $0.kind == .bar }.map(\.shape.bounds).first { abs($0.midX - plot.midX) < 1 })
        XCTAssertEqual(middle.bounds.midX, bar.midX, accuracy: 0.01, "a whole bar's label stays centred on it")
    }

    func testALabelWhoseOverflowIsDisabledStaysAsPlaced() throws {
        let geometry = try windowed(AnnotationOverflowResolution(x: .disabled)).makeGeometry()
        XCTAssertTrue(geometry.annotations.contains { $0.bounds.minX < geometry.plot.minX - 1 }, "as-is, half outside")
    }

    func testAnOverlayOnABarCutByAClippedPlotIsInsideThePlot() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 30)).annotation(position: .overlay) { Text("30") }
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 8)).annotation(position: .overlay) { Text("8") }
        }
        .chartYScale(domain: 0...10)
        .chartPlotStyle { $0.clipped() }
        let geometry = try chart.makeGeometry()
        let plot = geometry.plot
        XCTAssertEqual(geometry.annotations.count, 2)
        for annotation in geometry.annotations {
            XCTAssertGreaterThanOrEqual(annotation.bounds.minY, plot.minY - 0.01, "\(annotation.lines.first?.text.content ?? "")")
            XCTAssertLessThanOrEqual(annotation.bounds.maxY, plot.maxY + 0.01)
        }
    }
}
