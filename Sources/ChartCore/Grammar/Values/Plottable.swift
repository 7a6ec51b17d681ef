import FoundationEssentials

/// The primitive types Swift Charts plots directly: numbers, strings and dates. A `Plottable`
/// type names one of them as its `PrimitivePlottable`.
public protocol PrimitivePlottableProtocol {
    /// The value as the chart's engine plots it.
    var plottedValue: PlottedValue { get }
    /// The value back from what the engine plotted, nil when `plotted` is of another kind.
    init?(plottedValue plotted: PlottedValue)
}

/// A type whose values can be plotted on a chart (Swift Charts' `Plottable`): numbers
/// (`Int`, `Double`, …) are quantitative, `String` categorical, `Date` temporal. A type of your
/// own conforms by naming a primitive value; an enum with a `String` (or numeric) raw value
/// conforms just by declaring it: `enum Status: String, Plottable { case active, inactive }`.
public protocol Plottable {
    /// The primitive type the value is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as one of the primitive plottable types.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value from its primitive form, nil when it names no value of this type.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable {
    /// The value as the chart's engine plots it.
    public var plottedValue: PlottedValue { primitivePlottable.plottedValue }
}

extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable {
    /// The raw value's primitive value (an enum case's raw value).
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    /// The case whose raw value this is.
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension String: PrimitivePlottableProtocol, Plottable {
    /// A category.
    public var plottedValue: PlottedValue { .category(self) }
    /// The category's text.
    public init?(plottedValue plotted: PlottedValue) {
        guard case .category(let text) = plotted else { return nil }
        self = text
    }
    /// The string itself.
    public var primitivePlottable: String { self }
    /// The string itself.
    public init?(primitivePlottable: String) { self = primitivePlottable }
}

extension Date: PrimitivePlottableProtocol, Plottable {
    /// An instant on a time axis.
    public var plottedValue: PlottedValue { .date(self) }
    /// The instant plotted.
    public init?(plottedValue plotted: PlottedValue) {
        guard case .date(let date) = plotted else { return nil }
        self = date
    }
    /// The date itself.
    public var primitivePlottable: Date { self }
    /// The date itself.
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}

/// A number type plotted as a quantity (every integer and floating-point type conforms).
public protocol PlottableNumber: PrimitivePlottableProtocol, Plottable where PrimitivePlottable == Self {
    /// The number as a Double (the engine's precision).
    var plottedDouble: Double { get }
    /// The number from a Double, nil when it does not fit.
    init?(plottedDouble: Double)
}

extension PlottableNumber {
    /// A quantity.
    public var plottedValue: PlottedValue { .number(plottedDouble) }
    /// The number plotted, nil for anything else or a value that does not fit.
    public init?(plottedValue plotted: PlottedValue) {
        guard case .number(let number) = plotted else { return nil }
        self.init(plottedDouble: number)
    }
    /// The number itself.
    public var primitivePlottable: Self { self }
    /// The number itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Double: PlottableNumber {
    /// The number itself.
    public var plottedDouble: Double { self }
    /// The number itself.
    public init?(plottedDouble: Double) { self = plottedDouble }
}

extension Float: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The nearest Float.
    public init?(plottedDouble: Double) { self = Float(plottedDouble) }
}

extension Int: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}

extension Int8: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}

extension Int16: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}

extension Int32: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}

extension Int64: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}

extension UInt: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}

extension UInt8: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}

extension UInt16: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}

extension UInt32: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}

extension UInt64: PlottableNumber {
    /// The number as a Double.
    public var plottedDouble: Double { Double(self) }
    /// The integer, nil when the Double is not a whole number that fits.
    public init?(plottedDouble: Double) { self.init(exactly: plottedDouble) }
}
