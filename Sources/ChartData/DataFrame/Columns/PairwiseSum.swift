/// Sums of Doubles added in numpy's pairwise order (blocks of 128 summed eight ways, halves
/// summed recursively), so that a column's sum, mean and standard deviation are the very
/// numbers pandas gives for the same values, and more accurate than a running total.
enum PairwiseSum {
    /// The sum of `values`, missing rows (`missing`) counting as 0 as pandas fills them.
    static func sum(_ values: [Double], missing: MissingMask? = nil) -> Double {
        terms(values, missing: missing, mean: nil)
    }

    /// The sum of the squared differences of `values` from `mean`, missing rows counting as 0
    /// (pandas' `nanvar`: `(avg - values) ** 2`, `putmask` of the missing, then `sum`).
    static func squaredDifferences(_ values: [Double], missing: MissingMask?, from mean: Double) -> Double {
        terms(values, missing: missing, mean: mean)
    }

    /// numpy's `pairwise_sum` over `count` values at `base`.
    static func sum(_ base: UnsafePointer<Double>?, _ count: Int) -> Double {
        guard let base else { return 0 }
        return sum(Values(base: base), from: 0, count: count)
    }

    /// The terms read in place (no filled copy, no array of squares), added in numpy's order,
    /// so the total is the one numpy gives for the array of terms.
    private static func terms(_ values: [Double], missing: MissingMask?, mean: Double?) -> Double {
        values.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            guard let missing else {
                if let mean { return sum(SquaredDifferences(values: Values(base: base), mean: mean), from: 0, count: buffer.count) }
                return sum(Values(base: base), from: 0, count: buffer.count)
            }
            return missing.words.withUnsafeBufferPointer { words in
                guard let words = words.baseAddress else { return 0 }
                if let mean {
                    let squares = SquaredDifferences(values: Values(base: base), mean: mean)
                    return sum(Present(terms: squares, missing: words), from: 0, count: buffer.count)
                }
                return sum(Present(terms: Values(base: base), missing: words), from: 0, count: buffer.count)
            }
        }
    }

    /// numpy's `pairwise_sum` of the `count` terms from `start` (blocks of up to 128 summed
    /// eight ways, halves on 8-term boundaries summed recursively); specialised for each kind
    /// of terms, so every term is read inline.
    private static func sum<Terms: PairwiseTerms>(_ terms: Terms, from start: Int, count: Int) -> Double {
        guard count > 0 else { return 0 }
        if count < 8 {
            var total = 0.0
            for index in start..<(start + count) { total += terms[index] }
            return total
        }
        if count <= 128 {
            var r0 = terms[start], r1 = terms[start + 1], r2 = terms[start + 2], r3 = terms[start + 3]
            var r4 = terms[start + 4], r5 = terms[start + 5], r6 = terms[start + 6], r7 = terms[start + 7]
            var index = start + 8
            let whole = start + count - count % 8
            while index < whole {
                r0 += terms[index]; r1 += terms[index + 1]; r2 += terms[index + 2]; r3 += terms[index + 3]
                r4 += terms[index + 4]; r5 += terms[index + 5]; r6 += terms[index + 6]; r7 += terms[index + 7]
                index += 8
            }
            var total = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))
            while index < start + count { total += terms[index]; index += 1 }
            return total
        }
        var half = count / 2
        half -= half % 8
        return sum(terms, from: start, count: half) + sum(terms, from: start + half, count: count - half)
    }

    /// The stored values.
    private struct Values: PairwiseTerms {
        let base: UnsafePointer<Double>
        @inline(__always) subscript(index: Int) -> Double { base[index] }
    }

    /// Each value's squared difference from `mean`, as `(mean - x) * (mean - x)`.
    private struct SquaredDifferences: PairwiseTerms {
        let values: Values
        let mean: Double
        @inline(__always) subscript(index: Int) -> Double { (mean - values[index]) * (mean - values[index]) }
    }

    /// `terms`, 0 where the missing mask's bit is set.
    private struct Present<Terms: PairwiseTerms>: PairwiseTerms {
        let terms: Terms
        let missing: UnsafePointer<UInt64>
        @inline(__always) subscript(index: Int) -> Double {
            (missing[index >> 6] >> UInt64(index & 63)) & 1 == 0 ? terms[index] : 0
        }
    }
}

/// The terms a pairwise sum adds, read by position.
private protocol PairwiseTerms {
    /// The term at `index`.
    subscript(index: Int) -> Double { get }
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
