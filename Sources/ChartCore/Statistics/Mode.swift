// The mode: every value sharing the highest count.

extension Collection where Element: BinaryFloatingPoint {
    /// Every value that occurs most often, ascending. When all values are distinct, every
    /// value is a mode, so the result is all of them, sorted.
    ///
    /// Values compare numerically, so −0.0 and +0.0 count as one value, reported as +0.0.
    /// (BEMSimpleLineGraph returns only one of the tied values; this returns them all.)
    ///
    /// Counted by sorting order-preserving integer keys of the values: one pass spreads them
    /// into 256 ordered buckets (equal slices of the value range, or splitters from a sample
    /// when the values are skewed), then each bucket is radix sorted while it sits in the
    /// cache. Expected O(n) time for `Double` and `Float`, with two arrays of n 64-bit keys
    /// as working memory; other types use a comparison sort, O(n log n).
    ///
    /// An empty collection has no mode (`[]`); when a value is NaN the mode is `[nan]`, as
    /// scipy's `mode` propagates NaN by default.
    public var mode: [Element] {
        guard !isEmpty else { return [] }
        if convertsExactlyToDouble {
            guard let modes = withDoubleBuffer({ StatisticsKernels.modes(of: $0) }) else { return [.nan] }
            if Element.self == Double.self { return unsafeBitCast(modes, to: [Element].self) }
            return modes.map { Element($0) }
        }
        if contains(where: { $0.isNaN }) { return [.nan] }
        return modesBySorting(map { $0 == 0 ? 0 : $0 })
    }
}

extension Collection where Element: FixedWidthInteger {
    /// Every value that occurs most often, ascending. When all values are distinct, every
    /// value is a mode, so the result is all of them, sorted.
    ///
    /// Counted by sorting a copy: for contiguous `Int` values by the same sample-and-radix
    /// sort as for doubles (expected O(n)); other integer types use a comparison sort,
    /// O(n log n).
    ///
    /// An empty collection has no mode: `[]`.
    public var mode: [Element] {
        guard !isEmpty else { return [] }
        if let modes = withContiguousInts({ StatisticsKernels.modes(of: $0) }) {
            return unsafeBitCast(modes, to: [Element].self)  // Element is Int here
        }
        return modesBySorting(Array(self))
    }
}

/// The most frequent values of `values` (not empty), ascending, by sorting and counting runs.
func modesBySorting<Value: Comparable>(_ values: [Value]) -> [Value] {
    let sorted = values.sorted()
    var highest = 0
    var start = 0
    var runs: [(value: Value, length: Int)] = []
    for index in 1...sorted.count where index == sorted.count || sorted[index] != sorted[start] {
        runs.append((sorted[start], index - start))
        highest = Swift.max(highest, index - start)
        start = index
    }
    return runs.filter { $0.length == highest }.map(\.value)
}
