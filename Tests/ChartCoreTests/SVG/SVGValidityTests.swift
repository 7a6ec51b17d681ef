import XCTest
@testable import ChartCore

/// Every chart's SVG must be well-formed XML, deterministic, accessible and safe.
final class SVGValidityTests: XCTestCase {
    private let hostile = "<script>alert(1)</script> & co"

    private func sampleSVGs() throws -> [String] {
        var svgs = try GoldenSamples.all().map(\.svg)
        var empty = LineGraph([])
        empty.title = "Nothing"
        svgs.append(try empty.svg)
        svgs.append(try LineGraph([5]).svg)
        svgs.append(try LineGraph([3, 3, 3, 3]).svg)
        var animated = LineGraph([1, 4, 2, 8])
        animated.animationSpeed = 5
        animated.fillBelowColor = .blue
        svgs.append(try animated.svg)
        svgs.append(try ScatterPlot(x: [], y: []).svg)
        return svgs
    }

    func testEverySVGParsesAsXML() throws {
        for svg in try sampleSVGs() {
            let parsed = try XCTUnwrap(SVGParsing.parse(svg), String(svg.prefix(300)))
            XCTAssertEqual(parsed.elements.first?.name, "svg")
            XCTAssertEqual(parsed.elements.first?.attributes["version"], "1.1")
            XCTAssertNotNil(parsed.elements.first?.attributes["viewBox"])
            XCTAssertEqual(parsed.elements.first?.attributes["role"], "img")
            XCTAssertEqual(parsed.elements[1].name, "title")
            XCTAssertEqual(parsed.elements[2].name, "desc")
            XCTAssertFalse(parsed.elements[2].text.isEmpty)
            XCTAssertFalse(svg.contains("<script"))
            XCTAssertFalse(svg.contains("-0 ") || svg.contains("\"-0\""))
        }
    }

    func testSameChartGivesSameBytes() throws {
        XCTAssertEqual(try GoldenSamples.lineGraph(theme: .dark).svg, try GoldenSamples.lineGraph(theme: .dark).svg)
        XCTAssertEqual(try GoldenSamples.scatterPlot(theme: .slate).svg, try GoldenSamples.scatterPlot(theme: .slate).svg)
    }

    func testHostileTextIsEscapedEverywhere() throws {
        var graph = LineGraph([1, 2, 3], labels: [hostile, "b", "c"])
        graph.title = hostile
        graph.yAxisTitle = hostile
        graph.yLabelSuffix = hostile
        graph.referenceLines = [ReferenceLine(y: 2, label: hostile)]
        graph.addSeries([3, 2, 1], name: hostile)
        var scatter = ScatterPlot(x: [1, 2], y: [3, 4])
        scatter.title = hostile
        scatter.addSeries(x: [1], y: [2], name: hostile)
        for svg in [try graph.svg, try scatter.svg] {
            XCTAssertFalse(svg.contains("<script>"))
            XCTAssertTrue(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"))
            let parsed = try XCTUnwrap(SVGParsing.parse(svg))
            XCTAssertTrue(parsed.all("title").contains { $0.text == hostile })
            XCTAssertTrue(parsed.all("text").contains { $0.text.contains(hostile) })
        }
    }

    func testCoordinatesHaveAtMostTwoDecimals() throws {
        let svg = try GoldenSamples.lineGraph(theme: .plainWhite).svg
        let regex = try NSRegularExpression(pattern: "\\d\\.\\d{3,}")
        let stripped = svg.replacingOccurrences(of: "fill-opacity=\"0.\\d+\"", with: "", options: .regularExpression)
            .replacingOccurrences(of: "stop-opacity=\"0.\\d+\"", with: "", options: .regularExpression)
            .replacingOccurrences(of: "stroke-opacity=\"0.\\d+\"", with: "", options: .regularExpression)
        XCTAssertEqual(regex.numberOfMatches(in: stripped, range: NSRange(stripped.startIndex..., in: stripped)), 0)
    }
}
