// The sum of a collection of numbers.

extension Collection where Element: BinaryFloatingPoint {
    /// The sum of the values, as a `Double`; 0 for an empty collection.
    ///
    /// Computed by pairwise summation, so the rounding error grows with the logarithm of
    /// the count rather than the count (as numpy's `sum`). O(n), no allocation for a
    /// contiguous collection of `Double`. A NaN value makes the sum NaN.
    public var sum: Double {
        withDoubleBuffer { StatisticsKernels.sum($0) }
    }
}

extension Collection where Element: FixedWidthInteger {
    /// The sum of the values; 0 for an empty collection.
    ///
    /// Exact while it fits `Element`; beyond that it wraps around, as `&+` and numpy's integer
    /// `sum` do (`[Int.max, 1].sum` is `Int.min`). `sumReportingOverflow` says whether it
    /// wrapped; for a sum that cannot wrap, convert first: `values.map(Double.init).sum`.
    public var sum: Element {
        sumReportingOverflow.partialValue
    }

    /// The sum of the values, wrapped around as `&+` does, and whether some partial sum
    /// (taken from the first value on) did not fit `Element`, as `addingReportingOverflow(_:)`
    /// reports for two values.
    public var sumReportingOverflow: (partialValue: Element, overflow: Bool) {
        if let result = withContiguousInts({ ints -> (Int, Bool) in
            var total = 0, overflow = false
            for value in ints {
                let (partial, overflowed) = total.addingReportingOverflow(value)
                total = partial
                overflow = overflow || overflowed
            }
            return (total, overflow)
        }) {
            return (Element(truncatingIfNeeded: result.0), result.1)
        }
        var total: Element = 0, overflow = false
        for value in self {
            let (partial, overflowed) = total.addingReportingOverflow(value)
            total = partial
            overflow = overflow || overflowed
        }
        return (total, overflow)
    }
}
