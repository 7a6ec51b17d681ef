import XCTest
@testable import ChartCore

/// Bars at a number or a date on a continuous axis stay inside the plot area, as Swift Charts
/// draws them: the scale's range leaves room for half a bar at either end, so the last bar does
/// not reach over the trailing y axis's labels, nor the first over the leading edge.
final class BarExtentTests: XCTestCase {
    /// The rectangles of the chart's bars and its plot area.
    private func bars(_ chart: Chart) throws -> (bars: [Rect], plot: Rect) {
        let geometry = try chart.makeGeometry()
        let rects = geometry.placed.compactMap { mark -> Rect? in
            guard mark.kind == .bar, case let .rect(rect, _) = mark.shape else { return nil }
            return rect
        }
        return (rects, geometry.plot)
    }

    private func assertInside(_ rects: [Rect], _ plot: Rect, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(rects.isEmpty, "\(message): no bars drawn", file: file, line: line)
        for rect in rects {
            XCTAssertGreaterThanOrEqual(rect.minX, plot.minX - 0.01, "\(message): a bar starts left of the plot", file: file, line: line)
            XCTAssertLessThanOrEqual(rect.maxX, plot.maxX + 0.01, "\(message): a bar reaches past the plot's trailing edge", file: file, line: line)
            XCTAssertGreaterThanOrEqual(rect.minY, plot.minY - 0.01, "\(message): a bar reaches above the plot", file: file, line: line)
            XCTAssertLessThanOrEqual(rect.maxY, plot.maxY + 0.01, "\(message): a bar reaches below the plot", file: file, line: line)
        }
    }

    func testBarsOnANumberXAxisStayInsideThePlot() throws {
        let chart = Chart {
            ForEach(1...5, id: \.self) { step in BarMark(x: .value("Step", step), y: .value("Count", step * 3)) }
        }
        .frame(width: 360, height: 240)
        let (rects, plot) = try bars(chart)
        assertInside(rects, plot, "bars at 1…5")
        // The bars keep their width: 80 % of the gap between neighbours, not squeezed to a line.
        let widths = rects.map(\.width)
        XCTAssertGreaterThan(widths.min() ?? 0, 20, "the bars are thinner than a fifth of the plot's share each")
    }

    func testBarsWithAFixedWidthAtTheDomainsEndsStayInsideThePlot() throws {
        let chart = Chart {
            BarMark(x: .value("x", 0.0), y: .value("y", 2), width: .fixed(40))
            BarMark(x: .value("x", 10.0), y: .value("y", 3), width: .fixed(40))
        }
        .frame(width: 300, height: 200)
        let (rects, plot) = try bars(chart)
        assertInside(rects, plot, "40-point bars at 0 and 10")
        XCTAssertEqual(rects.map(\.width), [40, 40], "a fixed width is kept")
    }

    func testHorizontalBarsOnANumberYAxisStayInsideThePlot() throws {
        let chart = Chart {
            ForEach(0...4, id: \.self) { row in BarMark(xStart: .value("Start", 0), xEnd: .value("Count", row + 1), y: .value("Row", row)) }
        }
        .frame(width: 300, height: 200)
        let (rects, plot) = try bars(chart)
        assertInside(rects, plot, "horizontal bars at rows 0…4")
        XCTAssertGreaterThan(rects.map(\.height).min() ?? 0, 10, "the bars keep their thickness")
    }

    func testBarsInsideTheDomainLeaveTheScaleUnpadded() throws {
        // Bars at 2…8 on a fixed 0…10 domain are inside already: the ends of the axis stay at
        // the plot's edges.
        let chart = Chart {
            ForEach(2...8, id: \.self) { step in BarMark(x: .value("Step", Double(step)), y: .value("Count", step)) }
        }
        .chartXScale(domain: 0...10)
        .frame(width: 360, height: 240)
        let geometry = try chart.makeGeometry()
        let scale = try XCTUnwrap(geometry.xScale)
        XCTAssertEqual(try XCTUnwrap(scale.pixel(.number(0))), geometry.plot.minX, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(scale.pixel(.number(10))), geometry.plot.maxX, accuracy: 0.01)
    }
}
