/// The loops behind grouped statistics: one pass over a column's array with each row's group
/// code, in pandas' arithmetic (Kahan sums, Welford variances, medians and quantiles of the sorted values).
enum GroupStatistics {
    /// Per group: the Kahan sum and the count of present values.
    static func sums(_ values: TypedValues<Double>, _ groups: GroupKeys) -> (sums: [Double], counts: [Int]) {
        var sums = [KahanSum](repeating: KahanSum(), count: groups.count)
        var counts = [Int](repeating: 0, count: groups.count)
        let missing = values.missing
        values.values.withUnsafeBufferPointer { buffer in
            groups.codes.withUnsafeBufferPointer { codes in
                for row in 0..<buffer.count where !(missing?[row] ?? false) {
                    let group = Int(codes[row])
                    sums[group].add(buffer[row])
                    counts[group] += 1
                }
            }
        }
        return (sums.map(\.total), counts)
    }

    /// Per group: the sum of its rows when every group's rows are contiguous (`starts` gives
    /// where each begins, in order) and no value is missing, added as numpy's `add.reduceat`
    /// adds a segment (its first value plus the pairwise sum of the rest), which is what
    /// pandas does for rows sorted by their key.
    static func segmentSums(_ values: [Double], starts: [Int]) -> [Double] {
        values.withUnsafeBufferPointer { buffer in
            starts.indices.map { group in
                let start = starts[group], end = group + 1 < starts.count ? starts[group + 1] : buffer.count
                guard let base = buffer.baseAddress, end > start else { return 0 }
                return base[start] + PairwiseSum.sum(base + start + 1, end - start - 1)
            }
        }
    }

    /// Per group: the exact integer sum (nil where it overflows) and the count of present values.
    static func integerSums(_ values: TypedValues<Int>, _ groups: GroupKeys) -> (sums: [Int?], counts: [Int]) {
        var sums = [Int](repeating: 0, count: groups.count)
        var overflowed = [Bool](repeating: false, count: groups.count)
        var counts = [Int](repeating: 0, count: groups.count)
        let missing = values.missing
        for row in 0..<values.count where !(missing?[row] ?? false) {
            let group = Int(groups.codes[row])
            let (total, overflow) = sums[group].addingReportingOverflow(values.values[row])
            if overflow { overflowed[group] = true }
            sums[group] = total
            counts[group] += 1
        }
        return (sums.indices.map { overflowed[$0] ? nil : sums[$0] }, counts)
    }

    /// Per group: the variance with `deltaDegreesOfFreedom`, by Welford's method (pandas' `group_var`).
    static func variances(_ values: TypedValues<Double>, _ groups: GroupKeys, deltaDegreesOfFreedom: Int = 1) -> [Double?] {
        var counts = [Int](repeating: 0, count: groups.count)
        var means = [Double](repeating: 0, count: groups.count)
        var squares = [Double](repeating: 0, count: groups.count)
        let missing = values.missing
        for row in 0..<values.count where !(missing?[row] ?? false) {
            let group = Int(groups.codes[row]), value = values.values[row]
            counts[group] += 1
            let previous = means[group]
            means[group] += (value - previous) / Double(counts[group])
            squares[group] += (value - means[group]) * (value - previous)
        }
        return counts.indices.map { counts[$0] > deltaDegreesOfFreedom ? squares[$0] / Double(counts[$0] - deltaDegreesOfFreedom) : nil }
    }

    /// The present values gathered group after group into one array (a counting sort by group
    /// code, rows in order within a group): group `g`'s are `values[starts[g]..<starts[g + 1]]`.
    static func groupedValues(_ values: TypedValues<Double>, _ groups: GroupKeys) -> (values: [Double], starts: [Int]) {
        let missing = values.missing
        var starts = [Int](repeating: 0, count: groups.count + 1)
        groups.codes.withUnsafeBufferPointer { codes in
            for row in 0..<values.count where !(missing?[row] ?? false) { starts[Int(codes[row]) + 1] += 1 }
        }
        for group in 0..<groups.count { starts[group + 1] += starts[group] }
        var next = Array(starts.dropLast())
        let gathered = [Double](unsafeUninitializedCapacity: starts[groups.count]) { output, initialized in
            values.values.withUnsafeBufferPointer { source in
                groups.codes.withUnsafeBufferPointer { codes in
                    for row in 0..<source.count where !(missing?[row] ?? false) {
                        let group = Int(codes[row])
                        (output.baseAddress! + next[group]).initialize(to: source[row])
                        next[group] += 1
                    }
                }
            }
            initialized = starts[groups.count]
        }
        return (gathered, starts)
    }

    /// Per group: the statistic `compute` finds in the group's present values (given in a
    /// buffer it may reorder), one pass to gather them and none to sort them.
    static func selected(_ values: TypedValues<Double>, _ groups: GroupKeys,
                         _ compute: (UnsafeMutableBufferPointer<Double>) -> Double?) -> [Double?] {
        var (gathered, starts) = groupedValues(values, groups)
        return gathered.withUnsafeMutableBufferPointer { buffer in
            (0..<groups.count).map { group in
                compute(UnsafeMutableBufferPointer(rebasing: buffer[starts[group]..<starts[group + 1]]))
            }
        }
    }

    /// The median of `buffer` (reordered), as ``median(_:)`` of the sorted values gives it,
    /// finding the middle order statistics by selection instead of sorting.
    static func median(selectingIn buffer: UnsafeMutableBufferPointer<Double>) -> Double? {
        let count = buffer.count
        guard count > 0 else { return nil }
        if buffer.contains(where: \.isNaN) {
            var values = buffer
            values.sort()
            return median(Array(buffer))
        }
        let middle = count / 2
        ColumnStatistics.select(middle, in: buffer, low: 0, high: count - 1)
        let upper = buffer[middle]
        guard count % 2 == 0 else { return upper }
        // Every value before the middle one is at most it; the largest of them is the other middle.
        var lower = buffer[0]
        for position in 1..<middle where buffer[position] > lower { lower = buffer[position] }
        return (lower + upper) / 2
    }

    /// The `probability` quantile of `buffer` (reordered), as ``quantile(_:_:)`` of the sorted
    /// values gives it, finding the two order statistics needed by selection.
    static func quantile(selectingIn buffer: UnsafeMutableBufferPointer<Double>, _ probability: Double) -> Double? {
        let count = buffer.count
        guard count > 0, probability.isFinite else { return nil }
        if buffer.contains(where: \.isNaN) {
            var values = buffer
            values.sort()
            return quantile(Array(buffer), probability)
        }
        let position = Swift.min(1, Swift.max(0, probability)) * Double(count - 1)
        let lower = Int(position.rounded(.down))
        let fraction = position - Double(lower)
        ColumnStatistics.select(lower, in: buffer, low: 0, high: count - 1)
        let low = buffer[lower]
        guard lower + 1 < count, fraction > 0 else { return low }
        // Every value after the lower one is at least it; the smallest of them is the next.
        var high = buffer[lower + 1]
        for index in (lower + 2)..<count where buffer[index] < high { high = buffer[index] }
        return low + fraction * (high - low)
    }

    /// The median of sorted values, as pandas' grouped median computes it.
    static func median(_ sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The `probability` quantile of sorted values, as pandas' grouped quantile interpolates it.
    static func quantile(_ sorted: [Double], _ probability: Double) -> Double? {
        guard !sorted.isEmpty, probability.isFinite else { return nil }
        let position = Swift.min(1, Swift.max(0, probability)) * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let fraction = position - Double(lower)
        guard lower + 1 < sorted.count, fraction > 0 else { return sorted[lower] }
        return sorted[lower] + fraction * (sorted[lower + 1] - sorted[lower])
    }
}
