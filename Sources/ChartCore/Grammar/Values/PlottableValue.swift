import FoundationEssentials

/// A labelled value given to a mark's channel (x, y, angle, foreground style, symbol,
/// position, series): `.value("Month", sale.month)` (Swift Charts' `PlottableValue`). The
/// label names the axis or legend; a range (`.value("Hours", 8..<17)`) gives a start and an end.
public struct PlottableValue<Value: Plottable> {
    /// The label shown on the axis or legend.
    public var label: String
    /// The encoding the engine reads: the value (or a range's start), its end, its date unit.
    public var encoding: PlottedEncoding

    private init(label: String, encoding: PlottedEncoding) {
        self.label = label
        self.encoding = encoding
    }

    /// A value from its encoding already erased (how a language binding the grammar makes
    /// one from a value typed only at run time; the type parameter is then nominal).
    public static func encoded(_ encoding: PlottedEncoding) -> PlottableValue<Value> {
        PlottableValue(label: encoding.label, encoding: encoding)
    }

    /// A value with a label.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), encoding: PlottedEncoding(label: String(label), value: value.plottedValue))
    }

    /// A value with a label given as text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue.value(label.content, value)
    }

    /// A range of values with a label: a bar or rule from the range's start to its end.
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: String(label), encoding: PlottedEncoding(label: String(label), value: range.lowerBound.plottedValue,
                                                                      end: range.upperBound.plottedValue))
    }

    /// A closed range of values with a label.
    public static func value<S: StringProtocol>(_ label: S, _ range: ClosedRange<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: String(label), encoding: PlottedEncoding(label: String(label), value: range.lowerBound.plottedValue,
                                                                      end: range.upperBound.plottedValue))
    }
}

extension PlottableValue where Value == Date {
    /// A date with a label, binned to a calendar unit: a bar spans the unit (a whole month for
    /// `.month`) and the axis labels the units. Calendars reckon in UTC here.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                               calendar: Calendar = .current) -> PlottableValue<Date> {
        var encoding = PlottedEncoding(label: String(label), value: .date(value))
        encoding.unit = DateUnit(unit)
        return PlottableValue(label: String(label), encoding: encoding)
    }
}

/// A channel's value as the engine reads it, whatever its Swift type: the label, the value
/// (a range's start), a range's end, and a date's calendar unit.
public struct PlottedEncoding: Hashable, Sendable {
    /// The axis or legend title.
    public var label: String
    /// The value, or the start of a range.
    public var value: PlottedValue
    /// The end of a range; nil for a single value.
    public var end: PlottedValue?
    /// The calendar unit a date is binned to (`unit: .month`); nil for none.
    public var unit: DateUnit?

    /// An encoding of `value` (and `end` for a range).
    public init(label: String, value: PlottedValue, end: PlottedValue? = nil, unit: DateUnit? = nil) {
        self.label = label
        self.value = value
        self.end = end
        self.unit = unit
    }
}
