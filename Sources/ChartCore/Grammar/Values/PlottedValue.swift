import FoundationEssentials

/// One value as a chart plots it, whatever its Swift type: a number (quantitative), a
/// category (text), or an instant (temporal). Every `Plottable` value becomes one of these;
/// scales, stacking, legends and hit testing work on them alone.
public enum PlottedValue: Hashable, Sendable, CustomStringConvertible {
    /// A quantity: plotted on a linear or log scale.
    case number(Double)
    /// A category: plotted on a band scale, in the order first seen.
    case category(String)
    /// An instant: plotted on a date scale (seconds since 1970, as `Date` holds them).
    case date(Date)

    /// The kind of scale the value belongs on.
    public var kind: PlottedValueKind {
        switch self {
        case .number: return .quantitative
        case .category: return .nominal
        case .date: return .temporal
        }
    }

    /// The number a continuous scale places: the number itself, or a date's seconds since 1970;
    /// nil for a category.
    public var continuousValue: Double? {
        switch self {
        case .number(let number): return number
        case .date(let date): return date.timeIntervalSince1970
        case .category: return nil
        }
    }

    /// The value as a label reads it: a number in its shortest form, a category as written,
    /// a date as "Jan 5, 2024" (en_US, UTC).
    public var description: String {
        switch self {
        case .number(let number): return PlottedValue.text(of: number)
        case .category(let text): return text
        case .date(let date): return DateLabels.mediumDate(date.timeIntervalSince1970)
        }
    }

    /// A number printed as a chart's text prints it: integers without ".0", others in their
    /// shortest round-trip form, non-finite values as "nan" / "inf".
    public static func text(of number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}

/// What kind of scale a value is plotted on (Vega-Lite's measurement types).
public enum PlottedValueKind: String, Hashable, Sendable {
    /// Numbers: linear or log.
    case quantitative
    /// Categories: one band each.
    case nominal
    /// Dates: a time axis.
    case temporal
}
