import XCTest
@testable import ChartCore

/// Value labels as annotations: `overflowResolution: .init(y: .fit(to: .plot))` moves a label
/// that would leave the plot back inside it (onto the tallest bar, in a colour that reads on
/// the bar's fill); as placed by default; `.fit(to: .chart)` keeps it inside the whole chart.
final class AnnotationOverflowTests: XCTestCase {
    private let values: [(String, Double)] = [("Math", 33), ("Art", 12), ("Music", 9)]

    private func bars(_ resolution: AnnotationOverflowResolution, position: AnnotationPosition = .top) -> Chart {
        Chart {
            ForEach(values, id: \.0) { name, count in
                BarMark(x: .value("Subject", name), y: .value("Students", count))
                    .foregroundStyle(Color.blue)
                    .annotation(position: position, overflowResolution: resolution) { Text("\(Int(count))") }
            }
        }
        .chartYScale(domain: 0...33)
    }

    /// Each annotation's first line's baseline, by its text.
    private func labels(_ geometry: PlotGeometry) -> [String: (position: Point, text: Text)] {
        var labels: [String: (Point, Text)] = [:]
        for annotation in geometry.annotations {
            if let line = annotation.lines.first { labels[line.text.content] = (line.position, line.text) }
        }
        return labels
    }

    private func bar(_ index: Int, in geometry: PlotGeometry) -> Rect {
        geometry.placed.filter { $0.kind == .bar }[index].shape.bounds
    }

    func testByDefaultALabelAboveTheTallestBarReachesBeyondThePlot() throws {
        let geometry = try bars(.automatic).makeGeometry()
        let math = try XCTUnwrap(labels(geometry)["33"])
        XCTAssertLessThan(math.position.y, geometry.plot.minY, "above the plot's top, as placed")
        XCTAssertNil(math.text.color)
    }

    func testFitToThePlotMovesItOntoTheBarInAReadableColour() throws {
        let geometry = try bars(AnnotationOverflowResolution(y: .fit(to: .plot))).makeGeometry()
        let all = labels(geometry)
        let math = try XCTUnwrap(all["33"])
        let tallest = bar(0, in: geometry)
        XCTAssertGreaterThanOrEqual(math.position.y - 12 * 0.75, geometry.plot.minY - 0.5, "the whole line inside the plot")
        XCTAssertGreaterThan(math.position.y, tallest.minY, "over the bar's end")
        let color = try XCTUnwrap(math.text.color, "recoloured for the bar")
        XCTAssertGreaterThanOrEqual(color.contrastRatio(with: .blue), 4.5, "reads on the bar: \(color)")
        // Labels that fit above their bars stay there, in the default colour.
        let art = try XCTUnwrap(all["12"])
        XCTAssertLessThan(art.position.y, bar(1, in: geometry).minY)
        XCTAssertNil(art.text.color)
        let svg = try bars(AnnotationOverflowResolution(y: .fit(to: .plot))).svg
        XCTAssertTrue(svg.contains(">33</text>"))
    }

    func testFitToTheChartKeepsItInsideTheCanvas() throws {
        func chart(_ resolution: AnnotationOverflowResolution) -> Chart {
            Chart {
                BarMark(x: .value("Subject", "Math"), y: .value("Students", 33))
                    .annotation(position: .leading, overflowResolution: resolution) { Text("Thirty-three students") }
                BarMark(x: .value("Subject", "Art"), y: .value("Students", 12))
            }
            .frame(width: 300, height: 200)
        }
        let placed = try XCTUnwrap(labels(try chart(.automatic).makeGeometry())["Thirty-three students"])
        let width = TextMeasure.width(of: "Thirty-three students", style: AnnotationLayout.textStyle)
        XCTAssertLessThan(placed.position.x - width / 2, 0, "as placed, it starts left of the canvas")
        let geometry = try chart(AnnotationOverflowResolution(x: .fit(to: .chart))).makeGeometry()
        let fitted = try XCTUnwrap(labels(geometry)["Thirty-three students"])
        XCTAssertEqual(fitted.position.x - width / 2, 0, accuracy: 0.5, "moved to the canvas's left edge")
        let inPlot = try XCTUnwrap(labels(try chart(AnnotationOverflowResolution(x: .fit)).makeGeometry())["Thirty-three students"])
        XCTAssertEqual(inPlot.position.x - width / 2, geometry.plot.minX, accuracy: 0.5, "fit: to the plot's left edge")
    }

    /// A bar per value just under the domain's top, each label fitted back into the plot (some
    /// over most of their bar, some mostly over the plot's background), over `background`.
    private func nearlyFullBars(background: Color?) -> Chart {
        let chart = Chart {
            ForEach([33.0, 32.6, 32.2, 31.8, 31.4], id: \.self) { value in
                BarMark(x: .value("Bar", "\(value)"), y: .value("Value", value))
                    .foregroundStyle(Color.blue)
                    .annotation(position: .top, overflowResolution: AnnotationOverflowResolution(y: .fit)) { Text("\(value)") }
            }
        }
        .chartYScale(domain: 0...33)
        .frame(width: 360, height: 240)
        guard let background else { return chart }
        return chart.chartPlotStyle { $0.background(background) }
    }

    func testAFittedLabelReadsOnWhatIsBehindIt() throws {
        for background in [nil, Color.black, Color(white: 0.5)] {
            let geometry = try nearlyFullBars(background: background).makeGeometry()
            let bars = geometry.placed.filter { $0.kind == .bar }.map(\.shape.bounds)
            var overBar = 0, overBackground = 0
            for (annotation, bar) in zip(geometry.annotations, bars) {
                let line = try XCTUnwrap(annotation.lines.first)
                // The line's block: 12-point text, 14.4 points high, its baseline a quarter up from the bottom.
                let bottom = line.position.y + 14.4 * 0.25, top = bottom - 14.4
                let covered = Swift.max(0, Swift.min(bottom, bar.maxY) - Swift.max(top, bar.minY)) / 14.4
                let behind = covered > 0.5 ? Color.blue : (background ?? .white)
                if covered > 0.5 { overBar += 1 } else { overBackground += 1 }
                let color = line.text.color ?? AnnotationLayout.textStyle.color ?? .black
                XCTAssertGreaterThanOrEqual(color.contrastRatio(with: behind), 4.5,
                                            "\(line.text.content) over \(covered > 0.5 ? "its bar" : "the background \(behind)"): \(color)")
            }
            XCTAssertGreaterThan(overBar, 0, "some labels over most of their bar")
            XCTAssertGreaterThan(overBackground, 0, "some labels mostly over the background")
        }
    }

    func testATextWithItsOwnColourKeepsIt() throws {
        let chart = Chart {
            BarMark(x: .value("Subject", "Math"), y: .value("Students", 33))
                .annotation(position: .top, overflowResolution: AnnotationOverflowResolution(y: .fit)) {
                    Text("33").foregroundColor(.red)
                }
        }
        .chartYScale(domain: 0...33)
        let math = try XCTUnwrap(labels(try chart.makeGeometry())["33"])
        XCTAssertEqual(math.text.color, .red)
    }
}
