/// The result of a nearest-point lookup before it is dressed up as a `ChartHit`: just the
/// series and index, found without allocating.
public struct HitIndex: Hashable, Sendable {
    /// The series number.
    public var series: Int
    /// The index within the series (full data).
    public var index: Int

    /// A lookup result.
    public init(series: Int, index: Int) {
        self.series = series
        self.index = index
    }
}
