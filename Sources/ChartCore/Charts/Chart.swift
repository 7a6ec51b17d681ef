/// What every chart kind offers: a title, a size, a theme, a legend, its SVG, a one-line
/// text summary, and hit testing between pixels and data.
public protocol Chart {
    /// The title drawn above the chart; nil for none.
    var title: String? { get set }
    /// The canvas width in pixels (default 640).
    var width: Double { get set }
    /// The canvas height in pixels (default 400).
    var height: Double { get set }
    /// The colours of background, axes, text and series.
    var theme: Theme { get set }
    /// Where and how the legend is drawn.
    var legend: Legend { get set }
    /// The rendered SVG document.
    var svg: String { get throws(ChartError) }
    /// One line describing the data, used for the SVG's <desc> and for text/plain output.
    var textSummary: String { get }
    /// The data point closest to a pixel position in the SVG's coordinates, or nil when there
    /// is no data (or, for pies, the position is outside every slice).
    func hitTest(_ point: Point) -> ChartHit?
    /// The pixel position of a data point (for a popup), or nil when it does not exist.
    func position(index: Int, series: Int) -> Point?
}

extension Chart {
    /// The pixel position of a previous hit's data point.
    public func position(of hit: ChartHit) -> Point? {
        position(index: hit.index, series: hit.series)
    }
}

/// A data point found by hit testing.
public struct ChartHit: Equatable, Sendable {
    /// The series number (0 for the first).
    public var series: Int
    /// The index of the point within its series (in the full data, never a downsampled copy).
    public var index: Int
    /// The point's value (y for lines and scatter plots).
    public var value: Double
    /// The point's label: its x label, category, or formatted x.
    public var label: String
    /// The point's pixel position.
    public var position: Point

    /// A hit.
    public init(series: Int, index: Int, value: Double, label: String, position: Point) {
        self.series = series
        self.index = index
        self.value = value
        self.label = label
        self.position = position
    }
}

/// Why a chart cannot be drawn.
public enum ChartError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Two arrays that must pair up have different lengths.
    case mismatchedLengths(what: String, expected: Int, got: Int)
    /// A value that must not be negative is.
    case negativeValue(what: String, index: Int, value: Double)
    /// A value is NaN or infinite where a number is needed.
    case nonFiniteValue(what: String, index: Int)
    /// A number format is not printf-like.
    case invalidNumberFormat(String)
    /// A size or other setting is outside what can be drawn.
    case invalidSetting(name: String, value: String, expected: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case let .mismatchedLengths(what, expected, got):
            return "\(what): expected \(expected) values to match, got \(got); give both arrays the same length"
        case let .negativeValue(what, index, value):
            return "\(what) at index \(index) is \(value); values must be zero or positive"
        case let .nonFiniteValue(what, index):
            return "\(what) at index \(index) is not a finite number (NaN or infinity); remove or replace it"
        case let .invalidNumberFormat(pattern):
            return "'\(pattern)' is not a number format; use one printf conversion such as \"%.0f\", \"%.2f\" or \"$%,.1f\""
        case let .invalidSetting(name, value, expected):
            return "\(name) = \(value) cannot be drawn; expected \(expected)"
        }
    }
}
