import XCTest
import ChartCore
import JupyterEngine
@testable import ChartScript

/// A chart's HTML holds its SVG unchanged; in the default look it carries the style sheet that
/// gives a dark page's colours, any other theme keeps its own.
final class ThemeFollowingHTMLTests: XCTestCase {
    private func shown(_ code: String) throws -> MimeBundle {
        let runner = CellRunner()
        guard case .success(let bundle) = runner.outcome(code) else { XCTFail("the cell failed: \(code)"); throw CancellationError() }
        return try XCTUnwrap(bundle, "the cell showed nothing: \(code)")
    }

    func testAChartShowsItsSVGInlineInHTMLThatFollowsADarkPage() throws {
        let bundle = try shown("LineGraph([1.0, 3.0, 2.0], labels: [\"a\", \"b\", \"c\"])")
        let svg = try XCTUnwrap(bundle.data["image/svg+xml"]?.stringValue)
        let html = try XCTUnwrap(bundle.data["text/html"]?.stringValue)
        XCTAssertEqual(svg, try LineGraph([1, 3, 2], labels: ["a", "b", "c"]).svg)
        XCTAssertTrue(html.hasPrefix("<div class=\"chartscript-chart-output chartscript-follows-theme\"><style>"), String(html.prefix(80)))
        XCTAssertTrue(html.hasSuffix("</style>\(svg)</div>"))
        XCTAssertTrue(html.contains(##"body[data-jp-theme-light="false"] .chartscript-follows-theme [fill="#FFFFFF"]{fill:var(--jp-layout-color0, #111111)}"##))
        // The first series' line (Okabe–Ito blue) becomes the dark palette's first colour.
        XCTAssertTrue(html.contains(##"[stroke="#0072B2"]{stroke:#56B4E9}"##), html)
    }

    func testTheStyleSheetNamesOnlyTheColoursTheChartPaintsWith() {
        let sheet = ThemeFollowingHTML.styleSheet(for: ##"<svg><rect fill="#FFFFFF"/><text fill="#374151">a</text></svg>"##)
        XCTAssertEqual(sheet.split(separator: "\n").count, 2, sheet)
        XCTAssertEqual(ThemeFollowingHTML.styleSheet(for: "<svg/>"), "")
    }

    func testAChartWithAThemeOfItsOwnKeepsIt() throws {
        let bundle = try shown("var graph = LineGraph([1.0, 3.0, 2.0])\ngraph.theme = .plainBlack\ngraph")
        let svg = try XCTUnwrap(bundle.data["image/svg+xml"]?.stringValue)
        XCTAssertEqual(bundle.data["text/html"]?.stringValue, "<div class=\"chartscript-chart-output\">\(svg)</div>")
    }
}
