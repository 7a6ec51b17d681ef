import Foundation
import XCTest
@testable import ChartCore

/// The steps of adding a chart kind (docs/architecture.md), checked for every kind: it has a
/// sample here, draws, summarises itself, hit-tests back to its own points through its
/// prepared geometry, and has golden files. Forgetting a step fails one of these.
final class ChartKindTests: XCTestCase {
    func testEveryChartTypeInChartCoreHasASample() throws {
        let declared = try ChartKindSamples.declaredChartTypes()
        XCTAssertFalse(declared.isEmpty, "no chart type found in Sources/ChartCore")
        XCTAssertEqual(declared, Set(ChartKindSamples.all.map(\.typeName)),
                       "every type conforming to DrawableChart needs a sample in ChartKindSamples (and the other steps)")
    }

    func testEveryKindRendersAWellFormedSVGWithItsSummary() throws {
        for sample in ChartKindSamples.all {
            let svg = try sample.chart.svg
            XCTAssertTrue(ParsedSVG.isWellFormed(svg), sample.typeName)
            XCTAssertFalse(sample.chart.textSummary.isEmpty, sample.typeName)
            XCTAssertTrue(svg.contains(XMLEscaping.escapeText(sample.chart.textSummary)), "\(sample.typeName): summary not in <desc>")
        }
    }

    func testEveryKindHitTestsBackToItsOwnPoints() throws {
        for sample in ChartKindSamples.all {
            try assertHitsItsOwnPoints(sample.chart, name: sample.typeName)
        }
    }

    private func assertHitsItsOwnPoints<C: DrawableChart>(_ chart: C, name: String) throws {
        let geometry = try chart.makeGeometry()
        XCTAssertFalse(geometry.isEmpty, name)
        var found = 0
        for series in 0..<4 {
            for index in 0..<8 {
                guard let position = geometry.position(index: index, series: series) else { continue }
                let hit = try XCTUnwrap(geometry.hitTest(position), "\(name) \(series):\(index)")
                XCTAssertEqual(hit.index, index, "\(name) series \(series)")
                XCTAssertEqual(hit.series, series, "\(name) index \(index)")
                XCTAssertEqual(chart.hitTest(position), hit, "\(name): one-off hit test differs from the geometry's")
                found += 1
            }
        }
        XCTAssertGreaterThan(found, 2, "\(name) has no positions")
        XCTAssertEqual(chart.render(geometry), try chart.svg, "\(name): rendering the kept geometry differs")
    }

    func testEveryKindHasGoldenFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: GoldenSVG.directory.path)
        for sample in ChartKindSamples.all {
            XCTAssertTrue(files.contains { $0.hasPrefix(sample.goldenPrefix + "-") && $0.hasSuffix(".svg") },
                          "\(sample.typeName) has no golden file \(sample.goldenPrefix)-*.svg")
        }
    }

    func testEveryKindIsDescribedInTheArchitecture() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let architecture = try String(contentsOf: repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        for sample in ChartKindSamples.all {
            XCTAssertTrue(architecture.contains(sample.typeName), "docs/architecture.md does not name \(sample.typeName)")
        }
    }
}
