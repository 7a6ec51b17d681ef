/// What every chart kind offers: a title, a size, a theme, a legend, its prepared geometry,
/// its SVG drawn from that geometry, a one-line text summary, and hit testing between pixels
/// and data.
///
/// Every kind has the same shape: the chart (a value of settings and data) makes its
/// `Geometry` once (`makeGeometry()`: layout, scales, every mark's place), its renderer draws
/// that geometry (`render(_:)`), and hit testing reads the same geometry, so what is drawn and
/// what is hit never drift apart. A widget keeps the geometry to answer many pointer moves.
public protocol DrawableChart {
    /// The prepared geometry of this kind of chart.
    associatedtype Geometry: ChartGeometry

    /// The title drawn above the chart; nil for none.
    var title: String? { get set }
    /// The title's text style: size, colour, weight.
    var titleStyle: TextStyle { get set }
    /// The canvas width in pixels (default 640).
    var width: Double { get set }
    /// The canvas height in pixels (default 400).
    var height: Double { get set }
    /// The colours of background, axes, text and series.
    var theme: Theme { get set }
    /// Whether `theme` was set on purpose, even to the default.
    var isThemeChosen: Bool { get }
    /// Where and how the legend is drawn.
    var legend: Legend { get set }
    /// One line describing the data, used for the SVG's <desc> and for text/plain output.
    var textSummary: String { get }
    /// The data drawn, as a table of text (what a notebook gives assistive technology beside
    /// the picture).
    var dataTable: ChartDataTable { get }
    /// The data drawn as an audio graph's series (pitch by value, in x order).
    var audioSeries: [AudioSeries] { get }
    /// Text placed before a value where a single value is shown (a popup), such as "$".
    var valuePrefix: String { get }
    /// Text placed after a value where a single value is shown (a popup), such as " kg".
    var valueSuffix: String { get }

    /// Lays the chart out: everything the renderer draws and hit testing reads.
    ///
    /// - Throws: `ChartError` when the chart cannot be drawn (mismatched lengths, values
    ///   that are not allowed, a bad number format, a size or range that cannot be drawn).
    func makeGeometry() throws(ChartError) -> Geometry
    /// The SVG document drawn from `geometry`, which must come from this chart's
    /// `makeGeometry()`.
    func render(_ geometry: Geometry) -> String
}

extension DrawableChart {
    /// Whether a front end may restyle the chart for a dark page: it is in the default light
    /// look (`DarkCounterparts.restyles`) and nobody chose that look (`isThemeChosen`).
    public var followsPageTheme: Bool { !isThemeChosen && DarkCounterparts.restyles(theme) }

    /// The rendered SVG document.
    ///
    /// - Throws: `ChartError` when the chart cannot be drawn (see `makeGeometry()`).
    public var svg: String {
        get throws(ChartError) { render(try makeGeometry()) }
    }

    /// The data point closest to a pixel position in the SVG's coordinates, or nil when there
    /// is no data, the chart cannot be drawn, or (for pies) the position is outside every
    /// slice. Lays the chart out each time: keep `makeGeometry()` to hit test many times.
    public func hitTest(_ point: Point) -> ChartHit? {
        (try? makeGeometry())?.hitTest(point)
    }

    /// The pixel position of a data point (for a popup), or nil when it does not exist.
    public func position(index: Int, series: Int) -> Point? {
        (try? makeGeometry())?.position(index: index, series: series)
    }

    /// The pixel position of a previous hit's data point.
    public func position(of hit: ChartHit) -> Point? {
        position(index: hit.index, series: hit.series)
    }
}
