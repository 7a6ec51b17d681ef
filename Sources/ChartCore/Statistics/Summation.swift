// Accurate and fast sums over contiguous doubles: the building blocks of sum, mean and
// variance.

/// Numeric kernels shared by the statistics: they work on contiguous memory and never throw.
enum StatisticsKernels {
    /// Below this many values a block is summed directly with eight running sums;
    /// above it the block is split in two halves summed separately (pairwise summation).
    static let pairwiseBlockSize = 256

    /// The sum of `values` by pairwise summation: the rounding error grows with log2(n)
    /// rather than n, as numpy's `sum` does, while eight independent running sums keep
    /// the processor's adders busy.
    static func sum(_ values: UnsafeBufferPointer<Double>) -> Double {
        guard let base = values.baseAddress else { return 0 }
        return pairwiseSum(base, count: values.count)
    }

    private static func pairwiseSum(_ base: UnsafePointer<Double>, count: Int) -> Double {
        if count <= pairwiseBlockSize {
            var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, s5 = 0.0, s6 = 0.0, s7 = 0.0
            var index = 0
            while index + 8 <= count {
                s0 += base[index]; s1 += base[index + 1]
                s2 += base[index + 2]; s3 += base[index + 3]
                s4 += base[index + 4]; s5 += base[index + 5]
                s6 += base[index + 6]; s7 += base[index + 7]
                index += 8
            }
            var tail = 0.0
            while index < count { tail += base[index]; index += 1 }
            return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7)) + tail
        }
        let half = (count / 2) & ~7
        return pairwiseSum(base, count: half) + pairwiseSum(base + half, count: count - half)
    }

    /// The sum of squared deviations from `center`, Σ(x − c)², corrected by the
    /// compensation term (Σ(x − c))² / n of the two-pass algorithm (Chan, Golub and LeVeque
    /// 1983): the error of `center` itself cancels out, so the result stays accurate even
    /// for values far from zero, such as 1e9 + small noise.
    static func sumOfSquaredDeviations(_ values: UnsafeBufferPointer<Double>, from center: Double) -> Double {
        guard let base = values.baseAddress, !values.isEmpty else { return 0 }
        let (squares, deviations) = pairwiseDeviations(base, count: values.count, center: center)
        return squares - deviations * deviations / Double(values.count)
    }

    private static func pairwiseDeviations(
        _ base: UnsafePointer<Double>, count: Int, center: Double
    ) -> (squares: Double, deviations: Double) {
        if count <= pairwiseBlockSize {
            var q0 = 0.0, q1 = 0.0, q2 = 0.0, q3 = 0.0
            var d0 = 0.0, d1 = 0.0, d2 = 0.0, d3 = 0.0
            var index = 0
            while index + 4 <= count {
                let e0 = base[index] - center, e1 = base[index + 1] - center
                let e2 = base[index + 2] - center, e3 = base[index + 3] - center
                q0 += e0 * e0; q1 += e1 * e1; q2 += e2 * e2; q3 += e3 * e3
                d0 += e0; d1 += e1; d2 += e2; d3 += e3
                index += 4
            }
            var squares = (q0 + q1) + (q2 + q3)
            var deviations = (d0 + d1) + (d2 + d3)
            while index < count {
                let e = base[index] - center
                squares += e * e
                deviations += e
                index += 1
            }
            return (squares, deviations)
        }
        let half = (count / 2) & ~7
        let left = pairwiseDeviations(base, count: half, center: center)
        let right = pairwiseDeviations(base + half, count: count - half, center: center)
        return (left.squares + right.squares, left.deviations + right.deviations)
    }

    /// The index of the first NaN in `values`, or nil when there is none.
    static func firstNaNIndex(in values: UnsafeBufferPointer<Double>) -> Int? {
        // A quick test first: the sum of x − x is NaN exactly when some x is NaN or infinite.
        var probe0 = 0.0, probe1 = 0.0, probe2 = 0.0, probe3 = 0.0
        var index = 0
        let count = values.count
        while index + 4 <= count {
            probe0 += values[index] - values[index]
            probe1 += values[index + 1] - values[index + 1]
            probe2 += values[index + 2] - values[index + 2]
            probe3 += values[index + 3] - values[index + 3]
            index += 4
        }
        while index < count { probe0 += values[index] - values[index]; index += 1 }
        guard (probe0 + probe1 + probe2 + probe3).isNaN else { return nil }
        return values.firstIndex { $0.isNaN }
    }
}
