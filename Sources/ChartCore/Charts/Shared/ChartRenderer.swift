/// Draws one chart kind from its geometry. The document frame (root element, accessible
/// title and description, background) is the same for every kind; each renderer names an
/// untitled chart, estimates its output's size, and draws its marks.
protocol ChartRenderer {
    /// The chart kind drawn.
    associatedtype Drawn: DrawableChart
    /// The chart's settings.
    var chart: Drawn { get }
    /// Where everything goes.
    var geometry: Drawn.Geometry { get }
    /// The accessible name of a chart without a title, such as "Bar chart".
    static var untitledName: String { get }
    /// About how many bytes the SVG takes (reserved up front).
    var estimatedBytes: Int { get }
    /// Draws everything inside the document frame.
    func draw(theme: ThemeStyle, writer: inout SVGWriter)
}

extension ChartRenderer {
    /// The SVG document.
    func render() -> String {
        let theme = chart.theme.style
        let document = SVGDocument(width: chart.width, height: chart.height, title: chart.title ?? Self.untitledName,
                                   summary: chart.textSummary, theme: theme)
        return document.render(estimatedBytes: estimatedBytes) { writer in draw(theme: theme, writer: &writer) }
    }
}
