/// The values a scale covers (Swift Charts' `ScaleDomain`): a range of numbers or dates
/// (`0...100`), a list of categories in order (`["Low", "High"]`), or `.automatic`.
public protocol ScaleDomain {
    /// The domain as the engine reads it.
    var domainSetting: DomainSetting { get }
}

/// A scale's domain as the engine reads it.
public enum DomainSetting: Hashable, Sendable {
    /// From the data: numbers from zero when `includesZero` (the default for bars and areas, and
    /// for every quantitative axis unless told otherwise), widened to nice ticks.
    case automatic(includesZero: Bool?, isReversed: Bool)
    /// Exactly from one value to another.
    case range(PlottedValue, PlottedValue)
    /// These categories (or values), in this order.
    case values([PlottedValue])
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// From the lower bound to the upper.
    public var domainSetting: DomainSetting { .range(lowerBound.plottedValue, upperBound.plottedValue) }
}

extension Range: ScaleDomain where Bound: Plottable {
    /// From the lower bound to the upper.
    public var domainSetting: DomainSetting { .range(lowerBound.plottedValue, upperBound.plottedValue) }
}

extension Array: ScaleDomain where Element: Plottable {
    /// The elements, in order.
    public var domainSetting: DomainSetting { .values(map(\.plottedValue)) }
}

/// The domain taken from the data (Swift Charts' `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: ScaleDomain, Hashable, Sendable {
    /// Whether zero is included (nil: for quantitative axes, yes).
    public var includesZero: Bool?
    /// Whether the axis runs from high to low.
    public var isReversed: Bool
    /// The domain as the engine reads it.
    public var domainSetting: DomainSetting { .automatic(includesZero: includesZero, isReversed: isReversed) }
    /// The data's domain.
    public static let automatic = AutomaticScaleDomain(includesZero: nil, isReversed: false)
    /// The data's domain, with or without zero, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, isReversed: reversed ?? false)
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's domain.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain.automatic }
    /// The data's domain, with or without zero, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain.automatic(includesZero: includesZero, reversed: reversed)
    }
}

/// How a position scale maps onto the plot (Swift Charts' `ScaleRange` for x and y): the
/// plot's whole width or height, less padding at either end.
public protocol ScaleRange {
    /// Points left free at the start and the end of the plot dimension.
    var rangePadding: (start: Double, end: Double) { get }
}

/// The plot dimension less padding (Swift Charts' `PositionScaleRange`).
public struct PositionScaleRange: ScaleRange, Hashable, Sendable {
    /// Points free at the start.
    public var startPadding: Double
    /// Points free at the end.
    public var endPadding: Double
    /// The padding.
    public var rangePadding: (start: Double, end: Double) { (startPadding, endPadding) }
    /// The plot's width or height, less `padding` at each end.
    public static func plotDimension(padding: Double = 0) -> PositionScaleRange {
        PositionScaleRange(startPadding: padding, endPadding: padding)
    }
    /// The plot's width or height, less padding at the start and the end.
    public static func plotDimension(startPadding: Double = 0, endPadding: Double = 0) -> PositionScaleRange {
        PositionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

extension ScaleRange where Self == PositionScaleRange {
    /// The plot's width or height, less `padding` at each end.
    public static func plotDimension(padding: Double = 0) -> PositionScaleRange { PositionScaleRange.plotDimension(padding: padding) }
    /// The plot's width or height, less padding at the start and the end.
    public static func plotDimension(startPadding: Double = 0, endPadding: Double = 0) -> PositionScaleRange {
        PositionScaleRange.plotDimension(startPadding: startPadding, endPadding: endPadding)
    }
}

/// How a scale maps values to positions (Swift Charts' `ScaleType`).
public enum ScaleType: Hashable, Sendable {
    /// Chosen from the data: linear for numbers, date for dates, category for text.
    case automatic
    /// Proportional.
    case linear
    /// Logarithmic (base 10); values must be positive.
    case log
    /// Logarithmic around zero, linear near it (handles zero and negatives).
    case symmetricLog
    /// Square root.
    case squareRoot
    /// A power.
    case power(exponent: Double)
    /// Dates.
    case date
    /// Categories.
    case category
}

/// One scale's settings on a chart: domain, range padding and type.
public struct ScaleSettings: Sendable {
    /// The domain, nil for the data's.
    public var domain: DomainSetting?
    /// Padding at the ends of the plot dimension.
    public var padding: (start: Double, end: Double) = (0, 0)
    /// The type, nil for automatic.
    public var type: ScaleType?
    /// How many categories of a band scale the plot shows (`chartXVisibleDomain(length:)`),
    /// from `scrollPosition`'s (the first's when nil); nil shows every category.
    public var visibleLength: Double?
    /// The category the visible stretch starts at (`chartScrollPosition(initialX:)`).
    public var scrollPosition: PlottedValue?
    /// The stretch of a band scale shown in the plot, in category positions (the first
    /// category's band from -0.5 to 0.5, the last's up to count - 0.5), ends anywhere inside a
    /// band: it overrides `visibleLength`. What lies outside is cut at the plot's edge; nil
    /// shows every category.
    public var visibleWindow: ClosedRange<Double>?
    /// An empty setting: everything from the data.
    public init() {}
}
