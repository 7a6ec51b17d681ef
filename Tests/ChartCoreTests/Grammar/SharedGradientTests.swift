import XCTest
@testable import ChartCore

/// Marks painted with one gradient across their own boxes share one definition in the SVG;
/// different gradients, and gradients across the plot, keep their own.
final class SharedGradientTests: XCTestCase {
    private func count(_ needle: String, in svg: String) -> Int { svg.components(separatedBy: needle).count - 1 }

    func testBarsOfOneGradientShareOneDefinition() throws {
        let chart = Chart {
            ForEach(0..<50, id: \.self) { index in
                BarMark(x: .value("Day", "\(index)"), y: .value("Cups", Double(index % 7 + 1))).foregroundStyle(Color.orange.gradient)
            }
            BarMark(x: .value("Day", "extra"), y: .value("Cups", 3)).foregroundStyle(Color.teal.gradient)
        }
        let svg = chart.render(try chart.makeGeometry())
        XCTAssertEqual(count("<linearGradient", in: svg), 2, "one orange definition for 50 bars, one teal")
        XCTAssertEqual(count("data-mark=\"bar\"", in: svg), 51)
        let ids = Set(svg.components(separatedBy: "fill=\"url(#").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) })
        XCTAssertEqual(ids.count, 2)
    }

    func testAGradientAcrossThePlotIsNotSharedWithOneAcrossABar() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "a"), y: .value("Cups", 2)).foregroundStyle(Color.orange.gradient)
            BarMark(x: .value("Day", "b"), y: .value("Cups", 4)).foregroundStyle(Color.orange.gradient).alignsMarkStylesWithPlotArea()
        }
        let svg = chart.render(try chart.makeGeometry())
        XCTAssertEqual(count("<linearGradient", in: svg), 2)
        XCTAssertEqual(count("gradientUnits=\"userSpaceOnUse\"", in: svg), 1)
    }
}
