import ChartCore
import XCTest
@testable import ChartScript

/// `chartXVisibleDomain(length:)` and `chartScrollPosition(initialX:)` in a cell draw what the
/// same chart built with ChartCore draws.
final class VisibleDomainBindingTests: XCTestCase {
    private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    private var chart: Chart {
        Chart {
            ForEach(Array(Self.days.enumerated()), id: \.offset) { item in
                BarMark(x: .value("Day", item.element), y: .value("Cups", item.offset + 1))
            }
        }
        .frame(width: 360, height: 240)
    }

    private func cell(_ modifiers: String) -> String {
        """
        import Charts
        let days = [\(Self.days.map { "\"\($0)\"" }.joined(separator: ", "))]
        Chart {
            ForEach(Array(days.enumerated()), id: \\.offset) { item in
                BarMark(x: .value("Day", item.element), y: .value("Cups", item.offset + 1))
            }
        }
        .frame(width: 360, height: 240)
        \(modifiers)
        """
    }

    func testAVisibleDomainAndScrollPositionInACellDrawWhatChartCoreDraws() throws {
        let shown = try XCTUnwrap(cellSVG(cell(".chartXVisibleDomain(length: 2)\n.chartScrollPosition(initialX: \"Wed\")")))
        XCTAssertEqual(shown, try chart.chartXVisibleDomain(length: 2).chartScrollPosition(initialX: "Wed").svg)
        XCTAssertEqual(shown.components(separatedBy: "data-mark=\"bar\"").count - 1, 2)
        XCTAssertNotEqual(shown, try chart.svg)
    }
}

/// `chartPlotStyle { $0.clipped() }` in a cell draws what ChartCore draws.
final class ClippedPlotBindingTests: XCTestCase {
    func testAClippedPlotInACellDrawsWhatChartCoreDraws() throws {
        let code = """
            import Charts
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Cups", 30))
                BarMark(x: .value("Day", "Tue"), y: .value("Cups", 8))
            }
            .chartYScale(domain: 0...10)
            .chartPlotStyle { $0.clipped() }
            """
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 30))
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 8))
        }
        .chartYScale(domain: 0...10)
        .chartPlotStyle { $0.clipped() }
        let svg = try XCTUnwrap(cellSVG(code))
        XCTAssertEqual(svg, try chart.svg)
        XCTAssertTrue(svg.contains("<clipPath"))
    }
}
