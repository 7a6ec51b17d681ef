/// The loops behind grouped statistics: one pass over a column's array with each row's group
/// code, in pandas' arithmetic (Kahan sums, Welford variances, sorted medians and quantiles).
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

    /// Per group: the present values, sorted.
    static func sortedValues(_ values: TypedValues<Double>, _ groups: GroupKeys) -> [[Double]] {
        var lists = [[Double]](repeating: [], count: groups.count)
        let missing = values.missing
        for row in 0..<values.count where !(missing?[row] ?? false) { lists[Int(groups.codes[row])].append(values.values[row]) }
        return lists.map { $0.sorted() }
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
