// Minimum, maximum and range.

extension StatisticsKernels {
    /// The smallest and largest values, ignoring NaN, and a probe that is NaN when some
    /// value is NaN or infinite (the caller then looks for the NaN). `values` must not be empty.
    static func extremes(_ values: UnsafeBufferPointer<Double>) -> (minimum: Double, maximum: Double, probe: Double) {
        let count = values.count
        var low0 = values[0], low1 = values[0], low2 = values[0], low3 = values[0]
        var high0 = values[0], high1 = values[0], high2 = values[0], high3 = values[0]
        var probe0 = 0.0, probe1 = 0.0
        var index = 0
        while index + 4 <= count {
            let x0 = values[index], x1 = values[index + 1], x2 = values[index + 2], x3 = values[index + 3]
            low0 = x0 < low0 ? x0 : low0; high0 = x0 > high0 ? x0 : high0
            low1 = x1 < low1 ? x1 : low1; high1 = x1 > high1 ? x1 : high1
            low2 = x2 < low2 ? x2 : low2; high2 = x2 > high2 ? x2 : high2
            low3 = x3 < low3 ? x3 : low3; high3 = x3 > high3 ? x3 : high3
            probe0 += (x0 - x0) + (x1 - x1)
            probe1 += (x2 - x2) + (x3 - x3)
            index += 4
        }
        while index < count {
            let x = values[index]
            low0 = x < low0 ? x : low0
            high0 = x > high0 ? x : high0
            probe0 += x - x
            index += 1
        }
        let low = Swift.min(Swift.min(low0, low1), Swift.min(low2, low3))
        let high = Swift.max(Swift.max(high0, high1), Swift.max(high2, high3))
        return (low, high, probe0 + probe1)
    }
}

extension Collection where Element: BinaryFloatingPoint {
    /// The smallest and largest values, after checking the input.
    func validatedExtremes(for statistic: String) throws(StatisticsError) -> (minimum: Element, maximum: Element) {
        guard !isEmpty else { throw StatisticsError.emptyInput(statistic: statistic) }
        if convertsExactlyToDouble {
            let (low, high, probe) = withDoubleBuffer { StatisticsKernels.extremes($0) }
            try rejectNaN(producing: probe)
            return (Element(low), Element(high))
        }
        var low = self[startIndex], high = self[startIndex]
        for (offset, value) in enumerated() {
            if value.isNaN { throw StatisticsError.notANumber(index: offset) }
            if value < low { low = value }
            if value > high { high = value }
        }
        return (low, high)
    }

    /// The smallest value. O(n).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`.
    public var minimum: Element {
        get throws(StatisticsError) { try validatedExtremes(for: "minimum").minimum }
    }

    /// The largest value. O(n).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`.
    public var maximum: Element {
        get throws(StatisticsError) { try validatedExtremes(for: "maximum").maximum }
    }

    /// The spread of the values, `maximum − minimum` (infinity when that difference
    /// exceeds the type's largest finite value). O(n).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.notANumber(index:)`.
    public var range: Element {
        get throws(StatisticsError) {
            let (low, high) = try validatedExtremes(for: "range")
            return high - low
        }
    }
}

extension Collection where Element: BinaryInteger {
    /// The smallest and largest values, after checking the input.
    func validatedExtremes(for statistic: String) throws(StatisticsError) -> (minimum: Element, maximum: Element) {
        try validate(for: statistic)
        if let pair = withContiguousInts({ ints -> (low: Int, high: Int) in
            var low = ints[0], high = ints[0]
            for value in ints {
                low = value < low ? value : low
                high = value > high ? value : high
            }
            return (low, high)
        }) {
            return (Element(pair.low), Element(pair.high))
        }
        var low = self[startIndex], high = self[startIndex]
        for value in self {
            if value < low { low = value }
            if value > high { high = value }
        }
        return (low, high)
    }

    /// The smallest value. O(n).
    ///
    /// - Throws: `StatisticsError.emptyInput`.
    public var minimum: Element {
        get throws(StatisticsError) { try validatedExtremes(for: "minimum").minimum }
    }

    /// The largest value. O(n).
    ///
    /// - Throws: `StatisticsError.emptyInput`.
    public var maximum: Element {
        get throws(StatisticsError) { try validatedExtremes(for: "maximum").maximum }
    }

    /// The spread of the values, `maximum − minimum`. O(n).
    ///
    /// - Throws: `StatisticsError.emptyInput`, `StatisticsError.overflow` when the difference
    ///   does not fit `Element` (for example `[Int.min, Int.max]`).
    public var range: Element {
        get throws(StatisticsError) {
            let (low, high) = try validatedExtremes(for: "range")
            guard let difference = subtractingReportingOverflow(high, low) else {
                throw StatisticsError.overflow(statistic: "range")
            }
            return difference
        }
    }
}
