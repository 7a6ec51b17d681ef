// Minimum, maximum and range.

extension StatisticsKernels {
    /// The smallest and largest values, ignoring NaN, and a probe that is NaN when some
    /// value is NaN or infinite (the caller then looks for the NaN). `values` must not be empty.
    static func extremes(_ values: UnsafeBufferPointer<Double>) -> (minimum: Double, maximum: Double, probe: Double) {
        guard let base = values.baseAddress, values.count >= 4 else {
            var low = values[0], high = values[0], probe = 0.0
            for x in values {
                low = x < low ? x : low
                high = x > high ? x : high
                probe += x - x
            }
            return (low, high, probe)
        }
        return vectorExtremes(base, count: values.count)
    }

    /// `extremes` for at least four values: two values per vector, which compiles to the
    /// processor's vector compare-and-select (more accumulators compile worse).
    @inline(never)
    private static func vectorExtremes(_ base: UnsafePointer<Double>, count: Int) -> (Double, Double, Double) {
        let raw = UnsafeRawPointer(base)
        var lows = SIMD2(repeating: base[0]), highs = lows
        var probes = SIMD2<Double>(repeating: 0)
        var index = 0
        while index + 2 <= count {
            let pair = raw.loadUnaligned(fromByteOffset: index * 8, as: SIMD2<Double>.self)
            lows = lows.replacing(with: pair, where: pair .< lows)
            highs = highs.replacing(with: pair, where: pair .> highs)
            probes += pair - pair
            index += 2
        }
        var low = Swift.min(lows[0], lows[1])
        var high = Swift.max(highs[0], highs[1])
        var probe = probes.sum()
        while index < count {
            let x = base[index]
            low = x < low ? x : low
            high = x > high ? x : high
            probe += x - x
            index += 1
        }
        return (low, high, probe)
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
