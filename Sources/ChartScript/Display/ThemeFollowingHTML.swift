import ChartCore
import FoundationEssentials

/// A chart's `text/html` representation, the one copy of its SVG a display carries: the SVG
/// inline, so that the front end's page styles it and assistive technology reads it, and the
/// chart's one-line summary for a view that cannot show it.
///
/// JupyterLab, Notebook 7, nbconvert's HTML, Voilà and VS Code prefer `text/html` to
/// `image/svg+xml` (which JupyterLab would show as an `<img>` without a text alternative, out of
/// reach of the page's styles), so the bundle carries no `image/svg+xml` beside it
/// (`docs/charts.md`, "Which front end reads what"). Inline, the SVG's own `role="img"`,
/// `<title>` and `<desc>` name and describe the chart, and a chart in the default light look
/// (`DarkCounterparts.restyles`) follows the page's theme: a style sheet, active only under a
/// dark JupyterLab theme (`body[data-jp-theme-light="false"]`, which JupyterLab, Notebook 7 and
/// nbconvert's dark HTML set), gives each light colour the SVG uses its dark counterpart, the
/// background the page's own (`--jp-layout-color0`).
///
/// A notebook the front end does not trust has its HTML sanitised: `<style>`, the SVG's elements
/// and every `data-` attribute go, text and (in JupyterLab) an inline `display` stay. So the SVG
/// sits in an element hidden by its own `style` (and `hidden`, for sanitisers that keep only
/// that) which only this markup's own style sheet shows (matched through a `data-` attribute
/// the sanitiser removes, so a trusted chart's sheet elsewhere on the page cannot show a
/// sanitised one), and the summary, which that sheet hides, is what a sanitised view shows.
enum ThemeFollowingHTML {
    /// The class of the element that holds a chart which follows the page's theme.
    static let followingClass = "chartscript-follows-theme"
    /// The class of the hidden element that holds the SVG.
    static let pictureClass = "chartscript-picture"
    /// The class of the paragraph with the summary a sanitised view shows.
    static let fallbackClass = "chartscript-fallback"
    /// The attribute (a `data-` one, which sanitisers drop) that marks unsanitised markup.
    static let intactAttribute = "data-chartscript-intact"
    /// What the page must match for the dark counterparts to apply.
    static let darkPage = #"body[data-jp-theme-light="false"]"#
    /// The page's background colour, with JupyterLab Dark's as the fallback.
    static let pageBackground = "var(--jp-layout-color0, \(DarkCounterparts.darkBackground.hexString))"

    /// Shows the picture and hides the summary, in markup the sanitiser left intact.
    static let pictureRules = "[\(intactAttribute)]>.\(pictureClass){display:block !important}"
        + "[\(intactAttribute)]>.\(fallbackClass){display:none !important}\n"

    /// `svg` and `summary` inside a `<div>`, with the dark style sheet when the chart `follows`
    /// the page's theme (`DrawableChart.followsPageTheme`), and the chart's data as a table for
    /// assistive technology (`DataTableHTML`) unless `table` is nil or empty. The summary is cut
    /// as the SVG's `<desc>` cuts it (``LabelLimit``): a title of 150,000 combining marks is not
    /// carried whole beside the picture.
    static func html(svg: String, summary: String, follows: Bool, table: ChartDataTable? = nil) -> String {
        let classes = follows ? "chartscript-chart-output \(followingClass)" : "chartscript-chart-output"
        let data = table.flatMap { $0.isEmpty ? nil : ($0, DataTableHTML.identifier(svg: svg, table: $0)) }
        let sheet = pictureRules + (data == nil ? "" : DataTableHTML.rules) + (follows ? styleSheet(for: svg) : "")
        let figure = data.map { " role=\"figure\" aria-details=\"\($0.1)\"" } ?? ""
        return "<div class=\"\(classes)\"\(figure) \(intactAttribute)=\"\"><style>\(sheet)</style>"
            + pictureOpening + svg + pictureClosing + "\(XMLEscaping.escapeText(LabelLimit.bounded(summary)))</p>"
            + (data.map { DataTableHTML.html($0.0, identifier: $0.1) } ?? "") + "</div>"
    }

    /// The opening of the element that holds the SVG.
    private static let pictureOpening = "<div class=\"\(pictureClass)\" hidden style=\"display:none\">"
    /// What follows the SVG: the end of its element and the summary's opening.
    private static let pictureClosing = "</div><p class=\"\(fallbackClass)\">"

    /// The SVG inside a chart's `html`, exactly as drawn; nil when there is none.
    static func svg(in html: String) -> String? {
        guard let start = html.firstRange(of: pictureOpening), let end = html.ranges(of: pictureClosing).last,
              start.upperBound <= end.lowerBound else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The rules for the colours `svg` paints with (fill, stroke and gradient stops written as
    /// attributes), each scoped to a dark page and an element of `followingClass`.
    static func styleSheet(for svg: String) -> String {
        var rules = ""
        let painted = paints(in: svg)
        for pair in DarkCounterparts.pairs {
            let light = pair.light.hexString
            let dark = pair.role == .background ? pageBackground : pair.dark.hexString
            for property in paintProperties where painted.contains(Paint(property: property, value: light)) {
                rules += "\(darkPage) .\(followingClass) [\(property)=\"\(light)\"]{\(property):\(dark)}\n"
            }
        }
        return rules
    }

    /// The attributes that paint an SVG element.
    private static let paintProperties = ["fill", "stroke", "stop-color"]

    /// One attribute that paints, as written: `fill="#FFFFFF"`.
    private struct Paint: Hashable {
        let property: String
        let value: String
    }

    /// Every paint attribute `svg` writes, read in one pass over its bytes (a search of the
    /// whole document per colour and attribute took longer than drawing a chart of 1e5 points).
    private static func paints(in svg: String) -> Set<Paint> {
        var svg = svg
        return svg.withUTF8 { bytes in
            var found: Set<Paint> = []
            let equals = UInt8(ascii: "="), quote = UInt8(ascii: "\"")
            var position = 0
            while position + 1 < bytes.count {
                guard bytes[position] == equals, bytes[position + 1] == quote else {
                    position += 1
                    continue
                }
                var nameStart = position
                while nameStart > 0, isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
                var valueEnd = position + 2
                while valueEnd < bytes.count, bytes[valueEnd] != quote { valueEnd += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self)
                if paintProperties.contains(name) {
                    let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 2)..<valueEnd]), as: UTF8.self)
                    found.insert(Paint(property: name, value: value))
                }
                position = valueEnd + 1
            }
            return found
        }
    }

    /// Whether `byte` may be part of an attribute's name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// The interactive view's own marks on a dark page: the ring round the hovered point
    /// (drawn in `currentColor`, set on the element).
    static let hoverRules = "\(darkPage) .\(followingClass) .chartscript-ring{color:#E5E7EB !important}\n"
}
