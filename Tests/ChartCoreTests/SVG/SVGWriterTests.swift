import XCTest
@testable import ChartCore

final class SVGWriterTests: XCTestCase {
    func testAttributesAndTextAreEscaped() {
        var writer = SVGWriter()
        writer.element("text", [SVGAttribute("data-label", "\"><script>")], text: "<b>&")
        XCTAssertEqual(writer.finish(), "<text data-label=\"&quot;&gt;&lt;script&gt;\">&lt;b&gt;&amp;</text>\n")
    }

    func testFinishClosesOpenElements() {
        var writer = SVGWriter()
        writer.start("svg")
        writer.start("g")
        writer.empty("rect", [SVGAttribute("x", 1.005)])
        XCTAssertEqual(writer.finish(), "<svg>\n<g>\n<rect x=\"1\"/>\n</g>\n</svg>\n")
    }

    func testIDsAreDeterministicAndPrefixed() {
        var first = SVGWriter(idPrefix: "chart")
        var second = SVGWriter(idPrefix: "chart")
        XCTAssertEqual(first.makeID("grad"), "chart-grad-1")
        XCTAssertEqual(first.makeID("grad"), "chart-grad-2")
        XCTAssertEqual(second.makeID("grad"), "chart-grad-1")
    }

    func testIDPrefixDropsUnsafeCharacters() {
        XCTAssertEqual(SVGWriter(idPrefix: "\"><x").idPrefix, "x")
        XCTAssertEqual(SVGWriter(idPrefix: "1").idPrefix, "c1")
    }

    func testTranslucentPaintWritesOpacity() {
        let attributes = SVGAttribute.paint("fill", Color.black.withAlpha(0.5))
        XCTAssertEqual(attributes.map(\.value), ["#000000", "0.5"])
        XCTAssertEqual(SVGAttribute.paint("fill", .clear).map(\.value), ["none"])
    }

    func testDocumentFrameIsAccessibleSVG11() {
        let document = SVGDocument(width: 640, height: 400, title: "T <1>", summary: "S & s", theme: Theme.plainWhite.style)
        let svg = document.render { _ in }
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"640\" height=\"400\" viewBox=\"0 0 640 400\" role=\"img\""))
        XCTAssertTrue(svg.contains("<title id=\"\(document.idPrefix)-title\">T &lt;1&gt;</title>\n<desc id=\"\(document.idPrefix)-desc\">S &amp; s</desc>"))
        XCTAssertFalse(svg.contains("@import"))
        XCTAssertFalse(svg.contains("<script"))
    }
}
