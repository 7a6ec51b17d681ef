// The arithmetic mean.

extension Collection where Element: BinaryFloatingPoint {
    /// The arithmetic mean (average) of the values: their sum divided by their count.
    ///
    /// The sum is pairwise (see `sum`), so the mean agrees with numpy's `mean` to within
    /// a few units in the last place. O(n).
    ///
    /// NaN for an empty collection (no values have no average) and when a value is NaN, as
    /// numpy's `mean`; `[Double.infinity, -.infinity]` also gives NaN, as IEEE arithmetic does.
    public var mean: Double {
        withDoubleBuffer { StatisticsKernels.sum($0) / Double($0.count) }
    }
}

extension Collection where Element: FixedWidthInteger {
    /// The arithmetic mean (average) of the values, as a `Double`.
    ///
    /// Computed from the exact integer sum when it fits `Element`, otherwise from a
    /// pairwise sum of the values converted to `Double`. O(n).
    ///
    /// NaN for an empty collection.
    public var mean: Double {
        guard !isEmpty else { return .nan }
        let (total, overflow) = sumReportingOverflow
        if !overflow { return Double(total) / Double(count) }
        return withDoubleBuffer { StatisticsKernels.sum($0) / Double($0.count) }
    }
}
