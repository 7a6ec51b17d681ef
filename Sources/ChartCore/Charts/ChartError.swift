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
    /// A chart's mark or modifier cannot be drawn as written: names the mark ("BarMark(x:y:)")
    /// and the channel or modifier (".foregroundStyle(by:)", "x"), and says why.
    case markCannotBeDrawn(mark: String, modifier: String, reason: String)
    /// An axis's content failed for one of its values: names the modifier ("chartXAxis"), what
    /// failed ("the AxisMarks content", "the AxisValueLabel format") and the value, says why.
    case axisContentFailed(modifier: String, content: String, value: String, reason: String)
    /// An axis would hold more categories than a chart can show apart (``maximumCategories``):
    /// names the chart or mark and the axis.
    case tooManyCategories(chart: String, axis: String, count: Int)

    /// The most categories one axis shows: past it, bars and bands are thinner than a pixel
    /// in any picture a notebook shows (10,000 bars over 1,000 pixels), and laying out
    /// millions would take seconds and gigabytes for a picture nobody can read.
    public static let maximumCategories = 10_000

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
        case let .markCannotBeDrawn(mark, modifier, reason):
            return "\(mark) \(modifier): \(reason)"
        case let .axisContentFailed(modifier, content, value, reason):
            return "\(modifier): \(content) failed at the value \(value): \(reason)"
        case let .tooManyCategories(chart, axis, count):
            let counted = count > Self.maximumCategories + 1 ? "\(count)" : "more than \(Self.maximumCategories)"
            return "\(chart) has \(counted) categories on its \(axis) axis; a chart shows at most \(Self.maximumCategories) "
                + "apart (each would be thinner than a pixel): group them into fewer first (the largest 20 and \"other\", "
                + "or counts per group), or plot the values as a line or a histogram"
        }
    }
}
