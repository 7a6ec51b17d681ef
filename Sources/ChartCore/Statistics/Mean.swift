// The arithmetic mean.

extension Collection where Element: BinaryFloatingPoint {
    /// The arithmetic mean (average) of the values: their sum divided by their count.
    ///
    /// The sum is pairwise (see `sum`), so the mean agrees with numpy's `mean` to within
    /// a few units in the last place. O(n).
    ///
    /// - Throws: `StatisticsError.emptyInput` for an empty collection,
    ///   `StatisticsError.notANumber(index:)` when a value is NaN.
    public var mean: Double {
        get throws(StatisticsError) {
            guard !isEmpty else { throw StatisticsError.emptyInput(statistic: "mean") }
            let average = withDoubleBuffer { StatisticsKernels.sum($0) / Double($0.count) }
            try rejectNaN(producing: average)
            return average
        }
    }
}

extension Collection where Element: BinaryInteger {
    /// The arithmetic mean (average) of the values, as a `Double`.
    ///
    /// Computed from the exact integer sum when it fits `Element`, otherwise from a
    /// pairwise sum of the values converted to `Double`. O(n).
    ///
    /// - Throws: `StatisticsError.emptyInput` for an empty collection.
    public var mean: Double {
        get throws(StatisticsError) {
            try validate(for: "mean")
            if let total = exactSum() {
                return Double(total) / Double(count)
            }
            return withDoubleBuffer { StatisticsKernels.sum($0) / Double($0.count) }
        }
    }
}
