import XCTest
import ChartCore
import JupyterEngine
@testable import ChartScript

/// A chart's HTML is the one copy of its SVG: unchanged, in an element hidden by its own style attribute that its style
/// sheet shows, beside the summary that sheet hides (what a sanitised view shows); in the
/// default look the sheet also gives a dark page's colours, any other theme keeps its own.
final class ThemeFollowingHTMLTests: XCTestCase {
    private func shown(_ code: String) throws -> MimeBundle {
        let runner = CellRunner()
        guard case .success(let bundle) = runner.outcome(code) else { XCTFail("the cell failed: \(code)"); throw CancellationError() }
        return try XCTUnwrap(bundle, "the cell showed nothing: \(code)")
    }

    func testAChartShowsItsSVGInlineInHTMLThatFollowsADarkPage() throws {
        let bundle = try shown("LineGraph([1.0, 3.0, 2.0], labels: [\"a\", \"b\", \"c\"])")
        let graph = try LineGraph([1, 3, 2], labels: ["a", "b", "c"])
        let html = try XCTUnwrap(bundle.data["text/html"]?.stringValue)
        XCTAssertEqual(bundle.chartSVG, try graph.svg)
        XCTAssertNil(bundle.data["image/svg+xml"], "the SVG is stored once, in the HTML")
        let table = graph.dataTable
        let details = DataTableHTML.identifier(svg: try graph.svg, table: table)
        XCTAssertTrue(html.hasPrefix("<div class=\"chartscript-chart-output chartscript-follows-theme\" role=\"figure\" aria-details=\"\(details)\""
                                     + " data-chartscript-intact=\"\"><style>"), String(html.prefix(160)))
        XCTAssertTrue(html.hasSuffix("</style><div class=\"chartscript-picture\" hidden style=\"display:none\">\(try graph.svg)</div>"
                                     + "<p class=\"chartscript-fallback\">\(graph.textSummary)</p>"
                                     + DataTableHTML.html(table, identifier: details) + "</div>"), String(html.suffix(200)))
        XCTAssertTrue(html.contains(##"body[data-jp-theme-light="false"] .chartscript-follows-theme [fill="#FFFFFF"]{fill:var(--jp-layout-color0, #111111)}"##))
        // The first series' line (Okabe–Ito blue) becomes the dark palette's first colour.
        XCTAssertTrue(html.contains(##"[stroke="#0072B2"]{stroke:#56B4E9}"##), html)
    }

    func testTheStyleSheetShowsThePictureAndHidesTheSummaryOnlyInIntactMarkup() {
        let html = ThemeFollowingHTML.html(svg: "<svg><text>x</text></svg>", summary: "A <b> & c", follows: true)
        XCTAssertTrue(html.contains("[data-chartscript-intact]>.chartscript-picture{display:block !important}"), html)
        XCTAssertTrue(html.contains("[data-chartscript-intact]>.chartscript-fallback{display:none !important}"), html)
        XCTAssertTrue(html.contains("<p class=\"chartscript-fallback\">A &lt;b&gt; &amp; c</p>"), "the summary is escaped: \(html)")
    }

    func testASanitisedViewReadsAsTheSummary() throws {
        // What JupyterLab's sanitiser keeps of untrusted HTML: no <style> (with its text), no
        // SVG elements (their text stays), no data- attributes, no `hidden`; style and classes stay.
        let bundle = try shown("var graph = LineGraph([1.0, 3.0, 2.0], labels: [\"Jan\", \"Feb\", \"Mar\"])\ngraph.title = \"Enrollment\"\ngraph")
        let html = try XCTUnwrap(bundle.data["text/html"]?.stringValue)
        let sanitised = SanitiserModel.sanitise(html)
        XCTAssertEqual(SanitiserModel.visibleText(sanitised), bundle.plainText, sanitised)
        XCTAssertFalse(sanitised.contains("data-chartscript-intact"))
    }

    func testTheStyleSheetNamesOnlyTheColoursTheChartPaintsWith() {
        let sheet = ThemeFollowingHTML.styleSheet(for: ##"<svg><rect fill="#FFFFFF"/><text fill="#374151">a</text></svg>"##)
        XCTAssertEqual(sheet.split(separator: "\n").count, 2, sheet)
        XCTAssertEqual(ThemeFollowingHTML.styleSheet(for: "<svg/>"), "")
    }

    func testTwoChartsOfTheSameDataNameTablesOfTheirOwn() throws {
        // aria-details must name one element: a lesson shows the same data before and after styling it.
        let plain = try XCTUnwrap(shown("BarChart(categories: [\"a\", \"b\"], values: [1, 2])").data["text/html"]?.stringValue)
        let styled = try XCTUnwrap(shown("var g = BarChart(categories: [\"a\", \"b\"], values: [1, 2])\ng.cornerRadius = 4\ng")
            .data["text/html"]?.stringValue)
        let details = #/aria-details="([^"]+)"/#
        let first = try XCTUnwrap(plain.firstMatch(of: details)?.1), second = try XCTUnwrap(styled.firstMatch(of: details)?.1)
        XCTAssertNotEqual(first, second)
    }

    func testTheStyleSheetReadsEachPaintAttributeByItsWholeName() {
        let light = ThemeFollowingHTML.styleSheet(for: ##"<svg><rect fill="#FFFFFF"/></svg>"##)
        let stroked = ThemeFollowingHTML.styleSheet(for: ##"<svg><rect stroke-width="2" stroke="#FFFFFF"/><stop stop-color="#FFFFFF"/></svg>"##)
        XCTAssertTrue(light.contains("[fill=\"#FFFFFF\"]"), light)
        XCTAssertTrue(stroked.contains("[stroke=\"#FFFFFF\"]") && stroked.contains("[stop-color=\"#FFFFFF\"]"), stroked)
        XCTAssertFalse(stroked.contains("[fill="), stroked)
        XCTAssertEqual(ThemeFollowingHTML.styleSheet(for: ##"<svg><rect data-fill="#FFFFFF" title="fill"/><text>fill=</text></svg>"##), "")
    }

    func testAChartWithAThemeOfItsOwnKeepsIt() throws {
        let bundle = try shown("var graph = LineGraph([1.0, 3.0, 2.0])\ngraph.theme = .plainBlack\ngraph")
        let html = try XCTUnwrap(bundle.data["text/html"]?.stringValue)
        XCTAssertTrue(html.hasPrefix("<div class=\"chartscript-chart-output\" role=\"figure\""), html)
        XCTAssertFalse(html.contains("data-jp-theme-light"), "no dark rules for a chart with its own theme")
        XCTAssertNotNil(bundle.chartSVG)
    }

    func testTheChartsDataIsATableOutOfSightThatTheFigureNamesAsItsDetails() throws {
        let bundle = try shown("var graph = BarChart(categories: [\"Math\", \"R&D\"], values: [33, 13])\ngraph.title = \"Enrollment\"\ngraph")
        let html = try XCTUnwrap(bundle.data["text/html"]?.stringValue)
        let details = try XCTUnwrap(html.firstMatch(of: #/role="figure" aria-details="(chartscript-data-[0-9a-f]{16})"/#)?.1)
        XCTAssertTrue(html.contains("<div class=\"chartscript-data\" hidden style=\"display:none\"><table id=\"\(details)\">"
                                    + "<caption>Data of Enrollment</caption>"), html)
        XCTAssertTrue(html.contains("<tr><th scope=\"row\">Math</th><td>33</td></tr><tr><th scope=\"row\">R&amp;D</th><td>13</td></tr>"), html)
        XCTAssertTrue(html.contains("[data-chartscript-intact]>.chartscript-data{display:block !important;position:absolute;width:1px;height:1px;"), html)
        var chart = BarChart(categories: ["Math", "R&D"], values: [33, 13])
        chart.title = "Enrollment"
        XCTAssertEqual(bundle.chartSVG, try chart.svg, "the SVG is unchanged by the table beside it")
        // The same chart gets the same id; another chart another.
        let again = try XCTUnwrap(try shown("var graph = BarChart(categories: [\"Math\", \"R&D\"], values: [33, 13])\ngraph.title = \"Enrollment\"\ngraph")
            .data["text/html"]?.stringValue)
        XCTAssertTrue(again.contains("aria-details=\"\(details)\""))
        let other = try XCTUnwrap(try shown("BarChart(categories: [\"Math\"], values: [34])").data["text/html"]?.stringValue)
        XCTAssertFalse(other.contains(String(details)))
    }

    func testAnEmptyChartHasNoTable() throws {
        let html = ThemeFollowingHTML.html(svg: "<svg/>", summary: "Empty", follows: true, table: Chart(marks: []).dataTable)
        XCTAssertFalse(html.contains("<table"), html)
        XCTAssertFalse(html.contains("aria-details"), html)
    }

    func testTheDefaultLookChosenOnPurposeIsKeptOnADarkPage() throws {
        let chosen = try XCTUnwrap(try shown("var graph = LineGraph([1.0, 3.0, 2.0])\ngraph.theme = .plainWhite\ngraph").data["text/html"]?.stringValue)
        XCTAssertFalse(chosen.contains("data-jp-theme-light"), "a chosen light look does not follow the page")
        XCTAssertFalse(Chart { BarMark(x: .value("a", "x"), y: .value("b", 1)) }.chartTheme(.plainWhite).followsPageTheme)
        let grammar = try shown("import Charts\nChart { BarMark(x: .value(\"a\", \"x\"), y: .value(\"b\", 1)) }.chartTheme(.plainWhite)")
        XCTAssertFalse(try XCTUnwrap(grammar.data["text/html"]?.stringValue).contains("data-jp-theme-light"), "chartTheme in a cell is a choice")
        let slate = try shown("import Charts\nChart { BarMark(x: .value(\"a\", \"x\"), y: .value(\"b\", 1)) }.chartTheme(.slate)")
        XCTAssertEqual(slate.chartSVG, try Chart { BarMark(x: .value("a", "x"), y: .value("b", 1)) }.chartTheme(.slate).svg,
                       "chartTheme in a cell draws what ChartCore draws")
        var scatter = ScatterPlot(x: [1, 2], y: [3, 4])
        XCTAssertTrue(scatter.followsPageTheme)
        scatter.theme = .plainWhite
        XCTAssertFalse(scatter.followsPageTheme, "a preset drawn by the engine keeps the choice")
        for code in ["LineGraph([1.0, 3.0, 2.0])", "ScatterPlot(x: [1, 2], y: [3, 4])",
                     "import Charts\nChart { BarMark(x: .value(\"a\", \"x\"), y: .value(\"b\", 1)) }"] {
            let html = try XCTUnwrap(try shown(code).data["text/html"]?.stringValue)
            XCTAssertTrue(html.contains("data-jp-theme-light"), "the default look follows the page: \(code)")
        }
    }

    func testHTMLWithoutAnSVGHasNone() {
        XCTAssertNil(ThemeFollowingHTML.svg(in: "<p>no picture</p>"))
        XCTAssertNil(ThemeFollowingHTML.svg(in: "</div><p class=\"chartscript-fallback\"><div class=\"chartscript-picture\" hidden style=\"display:none\">"))
    }
}

/// A model of what JupyterLab's HTML sanitiser (sanitize-html with its allowed tags) keeps, for
/// the markup a chart writes: allowed elements with their class, style and id (not `hidden`); the text of
/// disallowed elements, except `<style>`, whose text goes with it.
private enum SanitiserModel {
    static let allowed: Set<String> = ["div", "p", "span", "img", "table", "tr", "td", "th", "caption", "thead", "tbody"]
    static let keptAttributes: Set<String> = ["class", "style", "id", "title", "alt", "src"]

    static func sanitise(_ html: String) -> String {
        var output = "", rest = Substring(html), skippingStyle = false
        while let open = rest.firstIndex(of: "<") {
            if !skippingStyle { output += rest[..<open] }
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let closing = tag.hasPrefix("/")
            let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
            if name == "style" { skippingStyle = !closing; continue }
            guard allowed.contains(name), !skippingStyle else { continue }
            if closing { output += "</\(name)>"; continue }
            var kept = "<\(name)"
            for attribute in attributes(of: String(tag.dropFirst(name.count))) where keptAttributes.contains(attribute.name) {
                kept += attribute.value.map { " \(attribute.name)=\"\($0)\"" } ?? " \(attribute.name)"
            }
            output += kept + ">"
        }
        if !skippingStyle { output += rest }
        return output
    }

    /// The text a browser shows: everything outside elements styled `display:none`.
    static func visibleText(_ sanitised: String) -> String {
        var text = "", depth = 0, hiddenDepth: Int?, rest = Substring(sanitised)
        while let open = rest.firstIndex(of: "<") {
            if hiddenDepth == nil { text += rest[..<open] }
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("img") { continue }
            if tag.hasPrefix("/") {
                depth -= 1
                if hiddenDepth == depth { hiddenDepth = nil }
            } else {
                if hiddenDepth == nil, tag.contains("style=\"display:none\"") { hiddenDepth = depth }
                depth += 1
            }
        }
        if hiddenDepth == nil { text += rest }
        return text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func attributes(of text: String) -> [(name: String, value: String?)] {
        var result: [(String, String?)] = [], rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "/" }
            let name = rest.prefix { $0 != "=" && $0 != " " && $0 != "/" }
            guard !name.isEmpty else { return result }
            rest = rest.dropFirst(name.count)
            if rest.hasPrefix("=\"") {
                rest = rest.dropFirst(2)
                let value = rest.prefix { $0 != "\"" }
                rest = rest.dropFirst(value.count + 1)
                result.append((String(name), String(value)))
            } else {
                result.append((String(name), nil))
            }
        }
    }
}
