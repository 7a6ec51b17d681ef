import Foundation
import XCTest
@testable import ChartCore

/// Every chart kind fed extreme numbers: ±1e308, subnormals, NaN and infinities in the data,
/// huge, tiny and non-finite sizes and ranges. Each must draw a well-formed SVG or refuse with
/// a `ChartError`, summarise itself, and hit-test any pointer without stopping the program.
/// Seeded, so every run checks the same cases.
final class ExtremeChartInputTests: XCTestCase {
    private let rounds = 400
    private var drawn = 0

    func testEveryChartKindSurvivesExtremeInputs() throws {
        var generator = SeededGenerator(seed: 0x5EED_C4A7)
        for _ in 0..<rounds {
            for chart in charts(&generator) {
                exercise(chart, &generator)
            }
        }
        // Most cases must draw, or the test would only be checking the refusals.
        XCTAssertGreaterThan(drawn, rounds, "too few extreme cases drew")
    }

    private func charts(_ generator: inout SeededGenerator) -> [any DrawableChart] {
        func sized<C: DrawableChart>(_ chart: C) -> C {
            var chart = chart
            guard Bool.random(using: &generator) else { return chart }
            chart.width = ExtremeNumbers.sizes.randomElement(using: &generator) ?? 640
            chart.height = ExtremeNumbers.sizes.randomElement(using: &generator) ?? 400
            return chart
        }
        func withAxes<C: XYChart>(_ chart: C) -> C {
            var chart = chart
            chart.yRange = ExtremeNumbers.range(&generator)
            chart.yLabelCount = [0, 1, 5, 50, Int.max, Int.min].randomElement(using: &generator) ?? 5
            chart.yLabelFormat = ["", "%.2f", "%.17f", "%,.0f"].randomElement(using: &generator) ?? ""
            chart.yLabelingPolicy = AxisLabelingPolicy.allCases.randomElement(using: &generator) ?? .automatic
            chart.yMajorInterval = Bool.random(using: &generator) ? nil : ExtremeNumbers.value(&generator)
            chart.xLabelRotation = Bool.random(using: &generator) ? nil : Angle(degrees: ExtremeNumbers.value(&generator))
            chart.xLabelStyle.fontSize = ExtremeNumbers.value(&generator)
            if Bool.random(using: &generator) {
                chart.plotAreaPadding = EdgeInsets(top: ExtremeNumbers.value(&generator), left: ExtremeNumbers.value(&generator),
                                                   bottom: ExtremeNumbers.value(&generator), right: ExtremeNumbers.value(&generator))
            }
            return chart
        }
        var line = LineGraph(ExtremeNumbers.values(&generator, allowsNonFinite: Int.random(in: 0..<4, using: &generator) == 0), labels: nil)
        line.addSeries(ExtremeNumbers.values(&generator, allowsNonFinite: Int.random(in: 0..<4, using: &generator) == 0), name: "second")
        line.isSmooth = Bool.random(using: &generator)
        line.showsAverageLine = Bool.random(using: &generator)
        line.referenceLines = [ReferenceLine(y: ExtremeNumbers.value(&generator))]
        line.labelGap = [nil, 0, 1, Int.max, -1].randomElement(using: &generator) ?? nil
        line.segmentAlphas = [ExtremeNumbers.value(&generator)]
        line.segmentColors = [.red]
        line.downsamplingThreshold = [nil, 3, 4, Int.max].randomElement(using: &generator) ?? nil
        let xs = ExtremeNumbers.values(&generator, allowsNonFinite: Int.random(in: 0..<4, using: &generator) == 0)
        var scatter = ScatterPlot(x: xs, y: xs.map { _ in ExtremeNumbers.value(&generator) })
        scatter.xRange = ExtremeNumbers.range(&generator)
        scatter.connectsPoints = Bool.random(using: &generator)
        scatter.downsamplingThreshold = [nil, 3, 4].randomElement(using: &generator) ?? nil
        let barValues = ExtremeNumbers.values(&generator, allowsNonFinite: Int.random(in: 0..<4, using: &generator) == 0)
        var bars = BarChart(categories: barValues.indices.map { "c\($0)" }, values: barValues)
        bars.isStacked = Bool.random(using: &generator)
        bars.isHorizontal = Bool.random(using: &generator)
        bars.showsValueLabels = Bool.random(using: &generator)
        bars.addSeries(barValues.map { _ in ExtremeNumbers.value(&generator) }, name: "second")
        bars.xRange = Bool.random(using: &generator) ? nil : ExtremeNumbers.range(&generator)
        bars.usesGradientFill = Bool.random(using: &generator)
        bars.legend.displacement = Point(x: ExtremeNumbers.value(&generator), y: ExtremeNumbers.value(&generator))
        let pieValues = ExtremeNumbers.values(&generator, allowsNonFinite: Int.random(in: 0..<4, using: &generator) == 0).map { Int.random(in: 0..<8, using: &generator) == 0 ? $0 : $0.magnitude }
        var pie = PieChart(categories: pieValues.indices.map { "s\($0)" }, values: pieValues)
        pie.radius = Bool.random(using: &generator) ? nil : ExtremeNumbers.value(&generator).magnitude
        pie.holeRatio = ExtremeNumbers.value(&generator)
        pie.startAngle = Angle(degrees: ExtremeNumbers.value(&generator))
        pie.explodedIndex = Bool.random(using: &generator) ? 0 : nil
        pie.explodeDistance = ExtremeNumbers.value(&generator)
        pie.sliceLabelPosition = Bool.random(using: &generator) ? .inside : .outside
        return [sized(withAxes(line)), sized(withAxes(scatter)), sized(withAxes(bars)), sized(pie)]
    }

    private func exercise<C: DrawableChart>(_ chart: C, _ generator: inout SeededGenerator) {
        _ = chart.textSummary
        let geometry: C.Geometry
        do {
            geometry = try chart.makeGeometry()
        } catch {
            XCTAssertFalse(error.description.isEmpty)
            return
        }
        let svg = chart.render(geometry)
        drawn += 1
        XCTAssertTrue(ParsedSVG.isWellFormed(svg), "\(C.self) \(chart.width)×\(chart.height): malformed SVG")
        XCTAssertLessThan(svg.utf8.count, 2_000_000, "\(C.self): SVG grew with the size or range")
        for _ in 0..<8 {
            let point = ExtremeNumbers.point(&generator)
            if let hit = geometry.hitTest(point) {
                XCTAssertNotNil(geometry.position(index: hit.index, series: hit.series), "\(C.self): hit \(hit) has no position")
            }
        }
        for index in [-1, 0, 1, 5, Int.max, Int.min] {
            _ = geometry.position(index: index, series: Int.random(in: -1...2, using: &generator))
        }
    }
}
