#if canImport(Glibc)
import Glibc
#endif

/// One position scale of a laid-out chart: values to pixels along x or y, continuous (linear,
/// log, square root, power, symmetric log; numbers or dates) or banded (categories), with the
/// ticks its axis draws.
public struct AxisScale: Sendable {
    /// How values map to pixels.
    public enum Mapping: Sendable {
        /// A continuous domain (numbers, or dates as seconds since 1970) through a transform.
        case continuous(LinearScale, transform: ScaleTransform)
        /// One band per category, in order.
        case band(BandScale, categories: [PlottedValue], index: [PlottedValue: Int])
    }

    /// The mapping.
    public var mapping: Mapping
    /// What the scale holds.
    public var kind: PlottedValueKind
    /// The axis title taken from the first encoding's label.
    public var label: String
    /// The date unit the data is binned to (bars spanning months), nil for none.
    public var dateUnit: DateUnit?
    /// The pixels the plot shows of a band scale cut to a visible stretch (its bands run on
    /// beyond them), nil when every band is inside the plot.
    public var visibleRange: (Double, Double)? = nil

    /// Whether a visible stretch cuts the scale at the plot's edges.
    public var isWindowed: Bool { visibleRange != nil }

    /// The pixel of a value: a band's centre for categories; nil for a value the scale does
    /// not hold (a category not in the domain, a non-positive number on a log scale).
    public func pixel(_ value: PlottedValue) -> Double? {
        switch mapping {
        case let .continuous(scale, transform):
            guard let number = value.continuousValue, let transformed = transform.apply(number) else { return nil }
            return scale.pixel(for: transformed)
        case let .band(scale, _, index):
            guard let position = index[value] ?? index[AxisDomain.category(value)] else { return nil }
            return scale.center(of: position)
        }
    }

    /// The start pixel and width of a value's band; nil on a continuous scale.
    public func band(_ value: PlottedValue) -> (start: Double, width: Double)? {
        guard case let .band(scale, _, index) = mapping, let position = index[value] ?? index[AxisDomain.category(value)] else { return nil }
        return (scale.start(of: position), scale.bandwidth)
    }

    /// The band's width on a band scale, nil on a continuous one.
    public var bandwidth: Double? {
        if case let .band(scale, _, _) = mapping { return scale.bandwidth }
        return nil
    }

    /// Whether the scale is banded.
    public var isBand: Bool {
        if case .band = mapping { return true }
        return false
    }

    /// The pixels at the scale's ends (start, end): the plot's edges on a windowed band scale.
    public var pixelRange: (Double, Double) {
        if let visibleRange { return visibleRange }
        switch mapping {
        case let .continuous(scale, _): return (scale.rangeStart, scale.rangeEnd)
        case let .band(scale, _, _): return (scale.rangeStart, scale.rangeEnd)
        }
    }

    /// The value at a pixel on a continuous scale (for hit testing), nil on a band scale.
    public func value(atPixel pixel: Double) -> Double? {
        guard case let .continuous(scale, transform) = mapping else { return nil }
        return transform.invert(scale.value(forPixel: pixel))
    }

    /// The pixel of zero (or the scale's lower end when zero is not on it): where bars start.
    public var baseline: Double {
        switch mapping {
        case let .continuous(scale, transform):
            if let zero = transform.apply(0), scale.domain.contains(zero) { return scale.pixel(for: zero) }
            return scale.rangeStart
        case let .band(scale, _, _): return scale.rangeStart
        }
    }
}

/// A continuous scale's transform before the linear mapping (d3's log, pow, symlog scales).
public enum ScaleTransform: Hashable, Sendable {
    case identity
    case log10
    case squareRoot
    case power(Double)
    case symmetricLog

    /// The transformed value, nil where the transform is undefined (log of zero or less).
    public func apply(_ value: Double) -> Double? {
        switch self {
        case .identity: return value
        case .log10: return value > 0 ? Glibc.log10(value) : nil
        case .squareRoot: return value >= 0 ? value.squareRoot() : -(-value).squareRoot()
        case .power(let exponent): return value >= 0 ? pow(value, exponent) : -pow(-value, exponent)
        case .symmetricLog: return value >= 0 ? Glibc.log1p(value) : -Glibc.log1p(-value)
        }
    }

    /// The value a transformed value came from.
    public func invert(_ value: Double) -> Double {
        switch self {
        case .identity: return value
        case .log10: return pow(10, value)
        case .squareRoot: return value >= 0 ? value * value : -(value * value)
        case .power(let exponent): return value >= 0 ? pow(value, 1 / exponent) : -pow(-value, 1 / exponent)
        case .symmetricLog: return value >= 0 ? Glibc.expm1(value) : -Glibc.expm1(-value)
        }
    }
}
