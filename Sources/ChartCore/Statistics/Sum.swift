// The sum of a collection of numbers.

extension Collection where Element: BinaryFloatingPoint {
    /// The sum of the values, as a `Double`; 0 for an empty collection.
    ///
    /// Computed by pairwise summation, so the rounding error grows with the logarithm of
    /// the count rather than the count (as numpy's `sum`). O(n), no allocation for a
    /// contiguous collection of `Double`.
    ///
    /// - Throws: `StatisticsError.notANumber(index:)` when a value is NaN.
    public var sum: Double {
        get throws(StatisticsError) {
            let total = withDoubleBuffer { StatisticsKernels.sum($0) }
            try rejectNaN(producing: total)
            return total
        }
    }
}

extension Collection where Element: BinaryInteger {
    /// The exact sum of the values; 0 for an empty collection.
    ///
    /// - Throws: `StatisticsError.overflow(statistic:)` when the sum (or a partial sum,
    ///   taken from the first value on) does not fit `Element`.
    public var sum: Element {
        get throws(StatisticsError) {
            guard let total = exactSum() else { throw StatisticsError.overflow(statistic: "sum") }
            return total
        }
    }

    /// The exact sum, or nil when it overflows `Element`.
    func exactSum() -> Element? {
        if let total = withContiguousInts({ ints -> Int? in
            var total = 0
            for value in ints {
                let (partial, overflow) = total.addingReportingOverflow(value)
                if overflow { return nil }
                total = partial
            }
            return total
        }) {
            return total.map { Element($0) }
        }
        var total: Element = 0
        for value in self {
            guard let partial = addingReportingOverflow(total, value) else { return nil }
            total = partial
        }
        return total
    }
}
