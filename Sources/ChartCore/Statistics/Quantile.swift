// Quantiles by linear interpolation (numpy's default method).

/// Where quantile `probability` falls among `count` sorted values: the rank below, the
/// rank above, and the fraction of the way between them. numpy's "linear" method
/// (Hyndman and Fan's definition 7): the position is (count − 1) × probability.
func quantilePosition(of probability: Double, count: Int) -> (lower: Int, upper: Int, fraction: Double) {
    let position = Double(count - 1) * probability
    let lower = Int(clamping: position.rounded(.down), to: 0...Swift.max(0, count - 1))
    let upper = Swift.min(lower + 1, count - 1)
    return (lower, upper, position - Double(lower))
}

/// The value `fraction` of the way from `lower` to `upper`, computed as numpy does
/// (from the nearer end, so fraction 0 and 1 give the end values exactly).
func interpolate(from lower: Double, to upper: Double, fraction: Double) -> Double {
    let difference = upper - lower
    return fraction < 0.5 ? lower + difference * fraction : upper - difference * (1 - fraction)
}

/// Whether `probability` lies in 0…1 (false for NaN).
func isProbability(_ probability: Double) -> Bool {
    probability >= 0 && probability <= 1
}

extension Collection where Element: BinaryFloatingPoint {
    /// The value below which a fraction `probability` of the values lie, interpolating
    /// linearly between the two nearest sorted values (numpy's default `quantile`):
    /// `quantile(0.5)` is the median, `quantile(0)` the minimum, `quantile(1)` the maximum.
    ///
    /// Found by selection on a copy: O(n) expected time.
    ///
    /// NaN when `probability` is outside 0…1 (or NaN), for an empty collection, and when a
    /// value is NaN.
    public func quantile(_ probability: Double) -> Double {
        guard isProbability(probability), !isEmpty, !containsNaN else { return .nan }
        let (lower, upper, fraction) = quantilePosition(of: probability, count: count)
        let values = orderedValues(atRanks: lower == upper ? [lower] : [lower, upper])
        return interpolate(from: values[0], to: values[values.count - 1], fraction: fraction)
    }
}

extension Collection where Element: FixedWidthInteger {
    /// The value below which a fraction `probability` of the values lie, interpolating
    /// linearly between the two nearest sorted values (numpy's default `quantile`).
    ///
    /// NaN when `probability` is outside 0…1 (or NaN) and for an empty collection.
    public func quantile(_ probability: Double) -> Double {
        guard isProbability(probability), !isEmpty else { return .nan }
        let (lower, upper, fraction) = quantilePosition(of: probability, count: count)
        let values = orderedValues(atRanks: lower == upper ? [lower] : [lower, upper])
        return interpolate(from: values[0], to: values[values.count - 1], fraction: fraction)
    }
}
