/// Maps a numeric domain linearly onto a pixel range, and back (d3's scaleLinear).
///
/// A degenerate domain (lower == upper) maps every value to the middle of the range, so
/// all-equal data is drawn centred instead of dividing by zero.
public struct LinearScale: Hashable, Sendable {
    /// The data interval.
    public let domain: ClosedRange<Double>
    /// The pixel at `domain.lowerBound`.
    public let rangeStart: Double
    /// The pixel at `domain.upperBound` (smaller than `rangeStart` for a y axis, which grows up).
    public let rangeEnd: Double
    private let slope: Double
    /// 1, or ½ for a domain wider than the largest double (-1e308...1e308): values are then
    /// halved before scaling, so the span stays finite. Multiplying by 1 is exact, so ordinary
    /// domains map exactly as `rangeStart + (value - lowerBound) × slope`.
    private let inputScale: Double
    /// `domain.lowerBound × inputScale`.
    private let scaledLowerBound: Double
    /// 1 / `inputScale` (1 or 2, so multiplying by it is exact and cheaper than dividing).
    private let outputScale: Double

    /// A scale from `domain` onto the pixels `rangeStart`…`rangeEnd`.
    public init(domain: ClosedRange<Double>, rangeStart: Double, rangeEnd: Double) {
        self.domain = domain
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
        let span = domain.upperBound - domain.lowerBound
        inputScale = span.isInfinite && domain.lowerBound.isFinite && domain.upperBound.isFinite ? 0.5 : 1
        scaledLowerBound = domain.lowerBound * inputScale
        outputScale = 1 / inputScale
        let scaledSpan = domain.upperBound * inputScale - scaledLowerBound
        slope = scaledSpan > 0 && scaledSpan.isFinite ? (rangeEnd - rangeStart) / scaledSpan : 0
    }

    /// The pixel for a data value.
    @inline(__always)
    public func pixel(for value: Double) -> Double {
        if slope == 0 { return (rangeStart + rangeEnd) / 2 }
        return rangeStart + (value * inputScale - scaledLowerBound) * slope
    }

    /// The data value at a pixel (the inverse of `pixel(for:)`); the domain's middle when degenerate.
    @inline(__always)
    public func value(forPixel pixel: Double) -> Double {
        if slope == 0 { return domain.lowerBound / 2 + domain.upperBound / 2 }
        return (scaledLowerBound + (pixel - rangeStart) / slope) * outputScale
    }

    /// Where `value` lies along the domain: 0 at the lower bound, 1 at the upper (0.5 if degenerate).
    public func fraction(for value: Double) -> Double {
        let span = domain.upperBound * inputScale - scaledLowerBound
        guard span > 0 && span.isFinite else { return 0.5 }
        return (value * inputScale - scaledLowerBound) / span
    }
}
