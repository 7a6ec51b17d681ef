/// Sums of Doubles added in numpy's pairwise order (blocks of 128 summed eight ways, halves
/// summed recursively), so that a column's sum, mean and standard deviation are the very
/// numbers pandas gives for the same values, and more accurate than a running total.
enum PairwiseSum {
    /// The sum of `values`, missing rows (`missing`) counting as 0 as pandas fills them.
    static func sum(_ values: [Double], missing: MissingMask? = nil) -> Double {
        guard let missing else {
            return values.withUnsafeBufferPointer { sum($0.baseAddress, $0.count) }
        }
        var filled = values
        for row in values.indices where missing[row] { filled[row] = 0 }
        return filled.withUnsafeBufferPointer { sum($0.baseAddress, $0.count) }
    }

    /// numpy's `pairwise_sum` over `count` values at `base`.
    static func sum(_ base: UnsafePointer<Double>?, _ count: Int) -> Double {
        guard let base, count > 0 else { return 0 }
        if count < 8 {
            var total = 0.0
            for index in 0..<count { total += base[index] }
            return total
        }
        if count <= 128 {
            var r0 = base[0], r1 = base[1], r2 = base[2], r3 = base[3]
            var r4 = base[4], r5 = base[5], r6 = base[6], r7 = base[7]
            var index = 8
            let whole = count - count % 8
            while index < whole {
                r0 += base[index]; r1 += base[index + 1]; r2 += base[index + 2]; r3 += base[index + 3]
                r4 += base[index + 4]; r5 += base[index + 5]; r6 += base[index + 6]; r7 += base[index + 7]
                index += 8
            }
            var total = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))
            while index < count { total += base[index]; index += 1 }
            return total
        }
        var half = count / 2
        half -= half % 8
        return sum(base, half) + sum(base + half, count - half)
    }
}

/// A running sum with Kahan's compensation, as pandas' grouped sums and means add.
struct KahanSum {
    private(set) var total = 0.0
    private var compensation = 0.0

    /// Adds `value`.
    @inline(__always)
    mutating func add(_ value: Double) {
        let y = value - compensation
        let t = total + y
        compensation = (t - total) - y
        total = t
    }
}
