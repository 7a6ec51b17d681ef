import XCTest
@testable import ChartCore

/// Vectorized plots (LinePlot, PointPlot, AreaPlot): a collection drawn by one mark per series,
/// hit tested on every element.
final class VectorizedPlotTests: XCTestCase {
    struct Reading { let day: Int; let city: String; let rain: Double }
    let readings = (0..<300).map { Reading(day: $0 % 150, city: $0 < 150 ? "Oslo" : "Rome", rain: Double(($0 * 37) % 50)) }

    func testALinePlotDrawsOneLinePerSeriesColouredWithALegend() throws {
        let chart = Chart { LinePlot(readings, x: .value("Day", \.day), y: .value("Rain", \.rain), series: .value("City", \.city)) }
        let svg = try chart.svg
        XCTAssertEqual(SVGContractCounts.marks(in: svg), ["line": 2])
        XCTAssertTrue(svg.contains("stroke=\"#007AFF\"") && svg.contains("stroke=\"#34C759\""))
        XCTAssertTrue(svg.contains(">Oslo</text>") && svg.contains(">Rome</text>"))
        XCTAssertTrue(chart.textSummary.hasPrefix("A chart of a LinePlot of 300 points"), chart.textSummary)
    }

    func testEveryElementOfAPlotIsHitAtItsPixel() throws {
        let chart = Chart { PointPlot(readings, x: .value("Day", \.day), y: .value("Rain", \.rain)) }
        let geometry = try chart.makeGeometry()
        XCTAssertEqual(SVGContractCounts.marks(in: chart.render(geometry)), ["point": 300])
        for row in [0, 17, 299] {
            let position = try XCTUnwrap(geometry.position(index: row, series: 0))
            let hit = try XCTUnwrap(geometry.hitTest(position))
            XCTAssertEqual(hit.value, readings[row].rain)
            XCTAssertEqual(hit.label, "\(readings[row].day)")
        }
    }

    func testAnAreaPlotStartsAtZeroAndNaNIsLeftOutWithAWarning() throws {
        let values: [(x: Double, y: Double)] = [(0, 3), (1, .nan), (2, 5), (3, 4)]
        let geometry = try Chart { AreaPlot(values, x: .value("x", \.x), y: .value("y", \.y)) }.makeGeometry()
        XCTAssertEqual(geometry.yTicks.first?.label, "0")
        XCTAssertEqual(geometry.placed.count, 1)
        XCTAssertTrue(geometry.warnings.contains { $0.contains("1 values that are NaN") }, "\(geometry.warnings)")
    }
}
