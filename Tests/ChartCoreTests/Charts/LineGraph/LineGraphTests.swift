import Foundation
import XCTest
@testable import ChartCore

final class LineGraphTests: XCTestCase {
    func testEmptyInputShowsNoDataLabel() throws {
        let svg = try LineGraph([]).svg
        let parsed = try XCTUnwrap(SVGParsing.parse(svg))
        XCTAssertTrue(parsed.all("text").contains { $0.text == "No Data" })
        XCTAssertNil(LineGraph([]).hitTest(Point(x: 100, y: 100)))
        XCTAssertEqual(LineGraph([]).textSummary, "Line graph with no data.")
    }

    func testAllEqualValuesAreDrawnCentred() throws {
        let graph = LineGraph([4, 4, 4])
        let geometry = try graph.makeGeometry()
        let y = try XCTUnwrap(geometry.position(index: 1, series: 0)).y
        XCTAssertEqual(y, geometry.layout.plotArea.midY, accuracy: 0.5)
    }

    func testOnePointIsDrawnAsADotInTheMiddle() throws {
        let graph = LineGraph([7])
        let parsed = try XCTUnwrap(SVGParsing.parse(try graph.svg))
        let circles = parsed.all("circle")
        XCTAssertEqual(circles.count, 1)
        let geometry = try graph.makeGeometry()
        XCTAssertEqual(Double(circles[0].attributes["cx"] ?? "") ?? 0, geometry.layout.plotArea.midX, accuracy: 0.01)
    }

    func testPointsCarryIndexSeriesAndTooltip() throws {
        var graph = LineGraph([10, 25, 5], labels: ["Jan", "Feb", "Mar"])
        graph.yLabelSuffix = " kg"
        let circles = try XCTUnwrap(SVGParsing.parse(try graph.svg)).all("circle")
        XCTAssertEqual(circles.map { $0.attributes["data-index"] }, ["0", "1", "2"])
        XCTAssertEqual(circles.map { $0.attributes["data-series"] }, ["0", "0", "0"])
        XCTAssertTrue(try graph.svg.contains("<title>Feb: 25 kg</title>"))
    }

    func testPointsAreOnByDefaultOnlyForFewPoints() {
        XCTAssertTrue(LineGraph(Array(repeating: 1, count: 10)).showsPoints)
        XCTAssertFalse(LineGraph(Array(repeating: 1, count: 500)).showsPoints)
    }

    func testLongSeriesIsDownsampledButHitTestingUsesFullData() throws {
        let values = (0..<100_000).map { sin(Double($0) / 500) }
        let graph = LineGraph(values)
        let geometry = try graph.makeGeometry()
        XCTAssertTrue(geometry.isDownsampled[0])
        XCTAssertLessThanOrEqual(geometry.drawnIndices[0].count, Int(geometry.layout.plotArea.width * 2))
        let position = try XCTUnwrap(geometry.position(index: 54_321, series: 0))
        XCTAssertEqual(geometry.hitTest(position)?.index, 54_321)
        var full = graph
        full.downsamplingThreshold = nil
        XCTAssertFalse(try full.makeGeometry().isDownsampled[0])
    }

    func testBigSeriesEmitsNoPerPointElementsBeyondPixelWidth() throws {
        var graph = LineGraph((0..<50_000).map { Double($0 % 97) })
        graph.showsPoints = true
        let svg = try graph.svg
        let count = svg.components(separatedBy: "<circle").count - 1
        XCTAssertGreaterThan(count, 0)
        XCTAssertLessThanOrEqual(Double(count), graph.width)
    }

    func testSeveralSeriesGetLegendAndDistinctDashes() throws {
        var graph = LineGraph([1, 2, 3])
        graph.seriesName = "Alpha"
        graph.addSeries([3, 2, 1], name: "Beta")
        let parsed = try XCTUnwrap(SVGParsing.parse(try graph.svg))
        let texts = parsed.all("text").map(\.text)
        XCTAssertTrue(texts.contains("Alpha") && texts.contains("Beta"))
        let lines = parsed.elements.filter { $0.name == "path" && $0.attributes["data-series"] != nil && $0.attributes["fill"] == "none" }
        XCTAssertEqual(lines.count, 2)
        XCTAssertNil(lines[0].attributes["stroke-dasharray"])
        XCTAssertNotNil(lines[1].attributes["stroke-dasharray"])
    }

    func testAverageAndReferenceLinesAreDrawnAndLabelled() throws {
        var graph = LineGraph([1, 2, 3, 6])
        graph.showsAverageLine = true
        graph.referenceLines = [ReferenceLine(y: 10, label: "Goal")]
        let parsed = try XCTUnwrap(SVGParsing.parse(try graph.svg))
        let texts = parsed.all("text").map(\.text)
        XCTAssertTrue(texts.contains("Average: 3"))
        XCTAssertTrue(texts.contains("Goal"))
        // The y range grows to include the reference line.
        XCTAssertGreaterThanOrEqual(try graph.makeGeometry().yScale.domain.upperBound, 10)
    }

    func testAnimationAddsKeyframesAndStaticOutputHasNone() throws {
        var graph = LineGraph([1, 3, 2])
        XCTAssertFalse(try graph.svg.contains("@keyframes"))
        graph.animationSpeed = 10
        let svg = try graph.svg
        XCTAssertTrue(svg.contains("@keyframes"))
        XCTAssertTrue(svg.contains("stroke-dashoffset"))
    }

    func testYLabelsUseFormatPrefixAndSuffix() throws {
        var graph = LineGraph([0, 50, 100])
        graph.yLabelPrefix = "$"
        graph.yLabelFormat = "%.1f"
        let texts = try XCTUnwrap(SVGParsing.parse(try graph.svg)).all("text").map(\.text)
        XCTAssertTrue(texts.contains("$100.0"))
        XCTAssertTrue(texts.contains("$0.0"))
    }

    func testInvalidInputsThrowActionableErrors() {
        XCTAssertThrowsError(try LineGraph([1, .infinity]).svg) { error in
            XCTAssertEqual(error as? ChartError, .nonFiniteValue(what: "series 1 ('Series 1')", index: 1))
        }
        var graph = LineGraph([1, 2])
        graph.yLabelFormat = "%s"
        XCTAssertThrowsError(try graph.svg)
        graph.yLabelFormat = ""
        graph.width = 0
        XCTAssertThrowsError(try graph.svg)
    }

    func testNaNValuesBreakTheLineIntoSegments() throws {
        let graph = LineGraph([1, 2, .nan, 4, 5, .nan, .nan, 3], labels: nil)
        let parsed = try XCTUnwrap(SVGParsing.parse(try graph.svg))
        let line = try XCTUnwrap(parsed.elements.first { $0.attributes["class"] == "line" })
        XCTAssertEqual(line.attributes["d"]?.filter { $0 == "M" }.count, 3)
        XCTAssertEqual(parsed.all("circle").map { $0.attributes["data-index"] }, ["0", "1", "3", "4", "7"])
        XCTAssertTrue(graph.textSummary.contains("5 points and 3 gaps"))
    }

    func testHitTestingSkipsGaps() throws {
        let geometry = try LineGraph([1, .nan, .nan, .nan, 5]).makeGeometry()
        XCTAssertNil(geometry.position(index: 2, series: 0))
        let left = try XCTUnwrap(geometry.position(index: 0, series: 0)), right = try XCTUnwrap(geometry.position(index: 4, series: 0))
        XCTAssertEqual(geometry.hitTest(Point(x: left.x + (right.x - left.x) * 0.4, y: 0))?.index, 0)
        XCTAssertEqual(geometry.hitTest(Point(x: left.x + (right.x - left.x) * 0.8, y: 0))?.index, 4)
    }

    func testOnlyNaNValuesShowNoData() throws {
        let svg = try LineGraph([.nan, .nan]).svg
        XCTAssertTrue(svg.contains(">No Data<"))
    }

    private func shownLabels(gap: Int?, count: Int = 9) throws -> [String] {
        var graph = LineGraph(Array(repeating: 1, count: count), labels: (1...count).map { "L\($0)" })
        graph.labelGap = gap
        return try XCTUnwrap(SVGParsing.parse(try graph.svg)).all("text").map(\.text).filter { $0.hasPrefix("L") }
    }

    func testLabelGapCountsTheLabelsLeftOutAsBEMSimpleLineGraphDoes() throws {
        XCTAssertEqual(try shownLabels(gap: 0), (1...9).map { "L\($0)" }, "0 shows every label")
        XCTAssertEqual(try shownLabels(gap: 1), ["L1", "L3", "L5", "L7", "L9"], "1 leaves one out between shown labels")
        XCTAssertEqual(try shownLabels(gap: 3), ["L1", "L5", "L9"])
    }

    func testLabelGapOfTheLabelCountShowsTheFirstAndLastLabel() throws {
        XCTAssertEqual(try shownLabels(gap: 9), ["L1", "L9"])
        XCTAssertEqual(try shownLabels(gap: 8), ["L1", "L9"])
        XCTAssertEqual(try shownLabels(gap: 100), ["L1", "L9"])
        XCTAssertEqual(try shownLabels(gap: 5, count: 1), ["L1"])
    }

    func testNoLabelGapShowsEveryLabelThatFits() throws {
        XCTAssertEqual(try shownLabels(gap: nil), (1...9).map { "L\($0)" })
    }

    func testNegativeLabelGapIsAnErrorNamingTheSetting() {
        var graph = LineGraph([1, 2, 3])
        graph.labelGap = -1
        XCTAssertThrowsError(try graph.svg) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("labelGap = -1 cannot be drawn"), "\(error)")
        }
    }

    func testSummaryIsOneLine() {
        let summary = LineGraph([3, 8, 5], labels: ["a", "b", "c"]).textSummary
        XCTAssertEqual(summary, "Line graph of 3 points: from 3 to 8, mean 5.33; first 3 (a), last 5 (c).")
    }

    func testAHugeWidthDrawsInBoundedTime() throws {
        // Issue 15: `graph.width = 1e300` trapped converting the pixel budget to Int.
        var graph = LineGraph((0..<10_000).map { Double($0 % 97) })
        graph.width = 1e300
        let start = Date()
        let svg = try graph.svg
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "a huge width must not cost more than an ordinary one")
        XCTAssertTrue(ParsedSVG.isWellFormed(svg))
        let geometry = try graph.makeGeometry()
        let position = try XCTUnwrap(geometry.position(index: 5000, series: 0))
        XCTAssertEqual(geometry.hitTest(position)?.index, 5000)
    }

    func testAYRangeWiderThanTheLargestDoubleIsRefused() {
        var graph = LineGraph([1, 2, 3])
        graph.yRange = -1e308...1e308
        XCTAssertThrowsError(try graph.svg) { error in
            XCTAssertTrue(String(describing: error).contains("yRange"), "\(error)")
        }
    }
}
