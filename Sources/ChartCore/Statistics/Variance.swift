// Variance and standard deviation, population and sample.
//
// The population forms divide by n (BEMSimpleLineGraph's standard deviation, numpy's
// default `ddof=0`, Vega-Lite's `stdevp`); the sample forms divide by n − 1 (Bessel's
// correction, numpy's `ddof=1`, Vega-Lite's `stdev`). `variance` and `standardDeviation`
// without a prefix are the population ones.
//
// Each is NaN when there are too few values (none; one for the sample forms, as numpy's
// `ddof=1` gives) and when a value is NaN.

extension StatisticsKernels {
    /// The sum of squared deviations from the mean, by the corrected two-pass algorithm.
    static func sumOfSquaredDeviations(_ values: UnsafeBufferPointer<Double>) -> Double {
        let mean = sum(values) / Double(values.count)
        return sumOfSquaredDeviations(values, from: mean)
    }
}

extension Collection where Element: BinaryFloatingPoint {
    /// The sum of squared deviations from the mean, by the corrected two-pass algorithm
    /// (values far from zero keep their precision); NaN for fewer than `minimumCount` values.
    private func squaredDeviations(minimumCount: Int) -> Double {
        guard count >= minimumCount else { return .nan }
        return withDoubleBuffer { StatisticsKernels.sumOfSquaredDeviations($0) }
    }

    /// The population variance: the mean of the squared deviations from the mean,
    /// Σ(x − mean)² / n. Same as `populationVariance`.
    public var variance: Double {
        squaredDeviations(minimumCount: 1) / Double(count)
    }

    /// The population variance, Σ(x − mean)² / n (numpy's `var` with `ddof=0`).
    public var populationVariance: Double {
        squaredDeviations(minimumCount: 1) / Double(count)
    }

    /// The sample variance, Σ(x − mean)² / (n − 1) (numpy's `var` with `ddof=1`); NaN for
    /// fewer than two values.
    public var sampleVariance: Double {
        squaredDeviations(minimumCount: 2) / Double(count - 1)
    }

    /// The population standard deviation, the square root of `populationVariance`:
    /// BEMSimpleLineGraph's standard deviation (2.29128… for 1…8). Same as
    /// `populationStandardDeviation`.
    public var standardDeviation: Double {
        (squaredDeviations(minimumCount: 1) / Double(count)).squareRoot()
    }

    /// The population standard deviation, √(Σ(x − mean)² / n) (numpy's `std`).
    public var populationStandardDeviation: Double {
        (squaredDeviations(minimumCount: 1) / Double(count)).squareRoot()
    }

    /// The sample standard deviation, √(Σ(x − mean)² / (n − 1)) (numpy's `std` with `ddof=1`);
    /// NaN for fewer than two values.
    public var sampleStandardDeviation: Double {
        (squaredDeviations(minimumCount: 2) / Double(count - 1)).squareRoot()
    }
}

extension Collection where Element: FixedWidthInteger {
    /// The sum of squared deviations from the mean; NaN for fewer than `minimumCount` values.
    private func squaredDeviations(minimumCount: Int) -> Double {
        guard count >= minimumCount else { return .nan }
        if let total = withContiguousInts({ ints in
            let mean = ints.reduce(0.0) { $0 + Double($1) } / Double(ints.count)
            var squares = 0.0, deviations = 0.0
            for value in ints {
                let deviation = Double(value) - mean
                squares += deviation * deviation
                deviations += deviation
            }
            return squares - deviations * deviations / Double(ints.count)
        }) {
            return total
        }
        return withDoubleBuffer { StatisticsKernels.sumOfSquaredDeviations($0) }
    }

    /// The population variance: the mean of the squared deviations from the mean,
    /// Σ(x − mean)² / n. Same as `populationVariance`.
    public var variance: Double {
        squaredDeviations(minimumCount: 1) / Double(count)
    }

    /// The population variance, Σ(x − mean)² / n (numpy's `var` with `ddof=0`).
    public var populationVariance: Double {
        squaredDeviations(minimumCount: 1) / Double(count)
    }

    /// The sample variance, Σ(x − mean)² / (n − 1) (numpy's `var` with `ddof=1`); NaN for
    /// fewer than two values.
    public var sampleVariance: Double {
        squaredDeviations(minimumCount: 2) / Double(count - 1)
    }

    /// The population standard deviation, the square root of `populationVariance`:
    /// BEMSimpleLineGraph's standard deviation (2.29128… for 1…8). Same as
    /// `populationStandardDeviation`.
    public var standardDeviation: Double {
        (squaredDeviations(minimumCount: 1) / Double(count)).squareRoot()
    }

    /// The population standard deviation, √(Σ(x − mean)² / n) (numpy's `std`).
    public var populationStandardDeviation: Double {
        (squaredDeviations(minimumCount: 1) / Double(count)).squareRoot()
    }

    /// The sample standard deviation, √(Σ(x − mean)² / (n − 1)) (numpy's `std` with `ddof=1`);
    /// NaN for fewer than two values.
    public var sampleStandardDeviation: Double {
        (squaredDeviations(minimumCount: 2) / Double(count - 1)).squareRoot()
    }
}
