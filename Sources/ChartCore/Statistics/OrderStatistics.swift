// The values at given ranks of the sorted order, shared by median, quantile and summary.

extension Collection where Element: BinaryFloatingPoint {
    /// The values that would stand at `ranks` (ascending, each in `0..<count`) if the
    /// collection were sorted ascending, found by selection on a copy. The collection must
    /// be neither empty nor hold a NaN.
    func orderedValues(atRanks ranks: [Int]) -> [Double] {
        if convertsExactlyToDouble {
            if ranks.count <= 2, ranks.last == ranks[0] + ranks.count - 1,
               count >= StatisticsKernels.radixSelectionMinimumCount {
                // One rank or two adjacent ones (median, quantile): radix selection, no copy.
                let pair = withDoubleBuffer { StatisticsKernels.adjacentOrderStatistics(of: $0, rank: ranks[0]) }
                return ranks.count == 1 ? [pair.0] : [pair.0, pair.1]
            }
            var copy = withDoubleBuffer { Array($0) }
            return copy.withUnsafeMutableBufferPointer { StatisticsKernels.select(ranks: ranks, in: $0) }
        }
        var copy = Array(self)
        return copy.withUnsafeMutableBufferPointer { StatisticsKernels.select(ranks: ranks, in: $0) }
            .map { Double($0) }
    }
}

extension Collection where Element: FixedWidthInteger {
    /// The values that would stand at `ranks` (ascending, each in `0..<count`) if the
    /// collection were sorted ascending, found by selection on a copy and converted to
    /// `Double`. The collection must not be empty.
    func orderedValues(atRanks ranks: [Int]) -> [Double] {
        if let selected = withContiguousInts({ ints -> [Double] in
            var copy = Array(ints)
            return copy.withUnsafeMutableBufferPointer { StatisticsKernels.select(ranks: ranks, in: $0) }
                .map { Double($0) }
        }) {
            return selected
        }
        var copy = Array(self)
        return copy.withUnsafeMutableBufferPointer { StatisticsKernels.select(ranks: ranks, in: $0) }
            .map { Double($0) }
    }
}

/// The middle of two values, (a + b) / 2, without overflowing to infinity for huge values.
func midpoint(_ a: Double, _ b: Double) -> Double {
    let middle = (a + b) / 2
    return middle.isInfinite && a.isFinite && b.isFinite ? a / 2 + b / 2 : middle
}

/// The ranks around the median of `count` values: one rank for an odd count, the two
/// middle ranks for an even count.
func medianRanks(count: Int) -> [Int] {
    count % 2 == 1 ? [count / 2] : [count / 2 - 1, count / 2]
}

/// The median from the values at `medianRanks(count:)`.
func medianFromMiddleValues(_ middle: [Double]) -> Double {
    middle.count == 1 ? middle[0] : midpoint(middle[0], middle[1])
}
