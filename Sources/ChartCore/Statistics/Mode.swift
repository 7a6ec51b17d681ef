// The mode: every value sharing the highest count.

extension Collection where Element: BinaryFloatingPoint {
    /// Every value that occurs most often, ascending. When all values are distinct, every
    /// value is a mode, so the result is all of them, sorted.
    ///
    /// Values compare numerically, so −0.0 and +0.0 count as one value, reported as +0.0.
    /// (BEMSimpleLineGraph returns only one of the tied values; this returns them all.)
    ///
    /// Counted by a radix sort of a copy of the values: O(n) time for `Double` and `Float`;
    /// other types use a comparison sort, O(n log n).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`.
    public var mode: [Element] {
        get throws(StatisticsError) {
            guard !isEmpty else { throw StatisticsError.emptyInput(statistic: "mode") }
            if convertsExactlyToDouble {
                let keysOrNaN = withDoubleBuffer { values -> (keys: [UInt64], probe: Double) in
                    var probe = 0.0
                    let keys = [UInt64](unsafeUninitializedCapacity: values.count) { keys, initialized in
                        for index in values.indices {
                            let value = values[index]
                            probe += value - value
                            keys[index] = StatisticsKernels.sortKey(value)
                        }
                        initialized = values.count
                    }
                    return (keys, probe)
                }
                try rejectNaN(producing: keysOrNaN.probe)
                var keys = keysOrNaN.keys
                return StatisticsKernels.mostFrequentKeys(of: &keys)
                    .map { Element(StatisticsKernels.double(fromSortKey: $0)) }
            }
            if let index = firstIndex(where: { $0.isNaN }) {
                throw StatisticsError.notANumber(index: distance(from: startIndex, to: index))
            }
            return modesBySorting(map { $0 == 0 ? 0 : $0 })
        }
    }
}

extension Collection where Element: BinaryInteger {
    /// Every value that occurs most often, ascending. When all values are distinct, every
    /// value is a mode, so the result is all of them, sorted.
    ///
    /// Counted by a radix sort of a copy for `[Int]` (O(n)); other integer types use a
    /// comparison sort, O(n log n).
    ///
    /// - Throws: `StatisticsError.emptyInput`.
    public var mode: [Element] {
        get throws(StatisticsError) {
            try validate(for: "mode")
            if let modes = withContiguousInts({ ints -> [Element] in
                var keys = ints.map { StatisticsKernels.sortKey($0) }
                return StatisticsKernels.mostFrequentKeys(of: &keys)
                    .map { Element(StatisticsKernels.integer(fromSortKey: $0)) }
            }) {
                return modes
            }
            return modesBySorting(Array(self))
        }
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
