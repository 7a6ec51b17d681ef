import ChartCore

/// A chart's `text/html` representation: the same SVG inline, so that the front end's page
/// styles it and assistive technology reads it.
///
/// JupyterLab and Notebook 7 prefer `text/html` to `image/svg+xml`, which they would show as an
/// `<img>` without a text alternative and out of reach of the page's styles. Inline, the SVG's
/// own `role="img"`, `<title>` and `<desc>` name and describe the chart, and a chart in the
/// default light look (`DarkCounterparts.restyles`) follows the page's theme: a style sheet,
/// active only under a dark JupyterLab theme (`body[data-jp-theme-light="false"]`, which
/// JupyterLab, Notebook 7 and nbconvert's dark HTML set), gives each light colour the SVG uses
/// its dark counterpart, the background the page's own (`--jp-layout-color0`). The SVG is
/// unchanged: the `image/svg+xml` beside it, a PNG of it and a compiled program's file are the
/// light picture.
enum ThemeFollowingHTML {
    /// The class of the element that holds a chart which follows the page's theme.
    static let followingClass = "chartscript-follows-theme"
    /// What the page must match for the dark counterparts to apply.
    static let darkPage = #"body[data-jp-theme-light="false"]"#
    /// The page's background colour, with JupyterLab Dark's as the fallback.
    static let pageBackground = "var(--jp-layout-color0, \(DarkCounterparts.darkBackground.hexString))"

    /// `svg` inside a `<div>`, with the dark style sheet when `theme` follows the page.
    static func html(svg: String, theme: Theme) -> String {
        guard DarkCounterparts.restyles(theme) else { return "<div class=\"chartscript-chart-output\">\(svg)</div>" }
        return "<div class=\"chartscript-chart-output \(followingClass)\"><style>\(styleSheet(for: svg))</style>\(svg)</div>"
    }

    /// The rules for the colours `svg` paints with (fill, stroke and gradient stops written as
    /// attributes), each scoped to a dark page and an element of `followingClass`.
    static func styleSheet(for svg: String) -> String {
        var rules = ""
        for pair in DarkCounterparts.pairs {
            let light = pair.light.hexString
            let dark = pair.role == .background ? pageBackground : pair.dark.hexString
            for property in ["fill", "stroke", "stop-color"] where svg.contains("\(property)=\"\(light)\"") {
                rules += "\(darkPage) .\(followingClass) [\(property)=\"\(light)\"]{\(property):\(dark)}\n"
            }
        }
        return rules
    }

    /// The interactive view's own marks on a dark page: the ring round the hovered point
    /// (drawn in `currentColor`, set on the element).
    static let hoverRules = "\(darkPage) .\(followingClass) .chartscript-ring{color:#E5E7EB !important}\n"
}
