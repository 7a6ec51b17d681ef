// Variance and standard deviation, population and sample.
//
// The population forms divide by n (BEMSimpleLineGraph's standard deviation, numpy's
// default `ddof=0`, Vega-Lite's `stdevp`); the sample forms divide by n − 1 (Bessel's
// correction, numpy's `ddof=1`, Vega-Lite's `stdev`). `variance` and `standardDeviation`
// without a prefix are the population ones.

extension StatisticsKernels {
    /// The sum of squared deviations from the mean, by the corrected two-pass algorithm.
    static func sumOfSquaredDeviations(_ values: UnsafeBufferPointer<Double>) -> Double {
        let mean = sum(values) / Double(values.count)
        return sumOfSquaredDeviations(values, from: mean)
    }
}

extension Collection where Element: BinaryFloatingPoint {
    /// The sum of squared deviations from the mean, after checking the input.
    private func squaredDeviations(for statistic: String, minimumCount: Int) throws(StatisticsError) -> Double {
        guard !isEmpty else { throw StatisticsError.emptyInput(statistic: statistic) }
        let total = withDoubleBuffer { StatisticsKernels.sumOfSquaredDeviations($0) }
        try rejectNaN(producing: total)
        guard count >= minimumCount else {
            throw StatisticsError.notEnoughValues(statistic: statistic, needed: minimumCount, got: count)
        }
        return total
    }

    /// The population variance: the mean of the squared deviations from the mean,
    /// Σ(x − mean)² / n. Same as `populationVariance`.
    ///
    /// Two passes over the values with a compensation term, so values far from zero keep
    /// their precision. O(n).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`.
    public var variance: Double {
        get throws(StatisticsError) {
            try squaredDeviations(for: "variance", minimumCount: 1) / Double(count)
        }
    }

    /// The population variance, Σ(x − mean)² / n (numpy's `var` with `ddof=0`).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`.
    public var populationVariance: Double {
        get throws(StatisticsError) {
            try squaredDeviations(for: "population variance", minimumCount: 1) / Double(count)
        }
    }

    /// The sample variance, Σ(x − mean)² / (n − 1) (numpy's `var` with `ddof=1`).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`,
    ///   `StatisticsError.notEnoughValues` for a single value.
    public var sampleVariance: Double {
        get throws(StatisticsError) {
            try squaredDeviations(for: "sample variance", minimumCount: 2) / Double(count - 1)
        }
    }

    /// The population standard deviation, the square root of `populationVariance`:
    /// BEMSimpleLineGraph's standard deviation (2.29128… for 1…8). Same as
    /// `populationStandardDeviation`.
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`.
    public var standardDeviation: Double {
        get throws(StatisticsError) {
            (try squaredDeviations(for: "standard deviation", minimumCount: 1) / Double(count)).squareRoot()
        }
    }

    /// The population standard deviation, √(Σ(x − mean)² / n) (numpy's `std`).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`.
    public var populationStandardDeviation: Double {
        get throws(StatisticsError) {
            (try squaredDeviations(for: "population standard deviation", minimumCount: 1) / Double(count)).squareRoot()
        }
    }

    /// The sample standard deviation, √(Σ(x − mean)² / (n − 1)) (numpy's `std` with `ddof=1`).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`,
    ///   `StatisticsError.notEnoughValues` for a single value.
    public var sampleStandardDeviation: Double {
        get throws(StatisticsError) {
            (try squaredDeviations(for: "sample standard deviation", minimumCount: 2) / Double(count - 1)).squareRoot()
        }
    }
}

extension Collection where Element: BinaryInteger {
    /// The sum of squared deviations from the mean, after checking the input.
    private func squaredDeviations(for statistic: String, minimumCount: Int) throws(StatisticsError) -> Double {
        try validate(for: statistic)
        guard count >= minimumCount else {
            throw StatisticsError.notEnoughValues(statistic: statistic, needed: minimumCount, got: count)
        }
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

    /// The population variance, Σ(x − mean)² / n, as a `Double`. Same as `populationVariance`.
    ///
    /// - Throws: `StatisticsError.emptyInput`.
    public var variance: Double {
        get throws(StatisticsError) {
            try squaredDeviations(for: "variance", minimumCount: 1) / Double(count)
        }
    }

    /// The population variance, Σ(x − mean)² / n (numpy's `var` with `ddof=0`).
    ///
    /// - Throws: `StatisticsError.emptyInput`.
    public var populationVariance: Double {
        get throws(StatisticsError) {
            try squaredDeviations(for: "population variance", minimumCount: 1) / Double(count)
        }
    }

    /// The sample variance, Σ(x − mean)² / (n − 1) (numpy's `var` with `ddof=1`).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notEnoughValues` for a single value.
    public var sampleVariance: Double {
        get throws(StatisticsError) {
            try squaredDeviations(for: "sample variance", minimumCount: 2) / Double(count - 1)
        }
    }

    /// The population standard deviation (BEMSimpleLineGraph's: 2.29128… for 1…8).
    /// Same as `populationStandardDeviation`.
    ///
    /// - Throws: `StatisticsError.emptyInput`.
    public var standardDeviation: Double {
        get throws(StatisticsError) {
            (try squaredDeviations(for: "standard deviation", minimumCount: 1) / Double(count)).squareRoot()
        }
    }

    /// The population standard deviation, √(Σ(x − mean)² / n) (numpy's `std`).
    ///
    /// - Throws: `StatisticsError.emptyInput`.
    public var populationStandardDeviation: Double {
        get throws(StatisticsError) {
            (try squaredDeviations(for: "population standard deviation", minimumCount: 1) / Double(count)).squareRoot()
        }
    }

    /// The sample standard deviation, √(Σ(x − mean)² / (n − 1)) (numpy's `std` with `ddof=1`).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notEnoughValues` for a single value.
    public var sampleStandardDeviation: Double {
        get throws(StatisticsError) {
            (try squaredDeviations(for: "sample standard deviation", minimumCount: 2) / Double(count - 1)).squareRoot()
        }
    }
}
