// Minimum, maximum and range.

extension StatisticsKernels {
    /// The smallest and largest values, ignoring NaN, and a probe that is NaN when some
    /// value is NaN or infinite (the caller then looks for the NaN). `values` must not be empty.
    static func extremes(_ values: UnsafeBufferPointer<Double>) -> (minimum: Double, maximum: Double, probe: Double) {
        let count = values.count
        var low = values[0], high = values[0], probe = 0.0
        var index = 0
        if count >= 8, let base = values.baseAddress {
            // Four lanes at a time, two vectors: the processor's vector min, max and add.
            let raw = UnsafeRawPointer(base)
            let stride = MemoryLayout<SIMD4<Double>>.stride
            var lows0 = SIMD4(repeating: low), lows1 = lows0
            var highs0 = lows0, highs1 = lows0
            var probes = SIMD4<Double>(repeating: 0)
            while index + 8 <= count {
                let first = raw.loadUnaligned(fromByteOffset: index * 8, as: SIMD4<Double>.self)
                let second = raw.loadUnaligned(fromByteOffset: index * 8 + stride, as: SIMD4<Double>.self)
                lows0 = lows0.replacing(with: first, where: first .< lows0)
                lows1 = lows1.replacing(with: second, where: second .< lows1)
                highs0 = highs0.replacing(with: first, where: first .> highs0)
                highs1 = highs1.replacing(with: second, where: second .> highs1)
                probes += (first - first) + (second - second)
                index += 8
            }
            let lows = lows0.replacing(with: lows1, where: lows1 .< lows0)
            let highs = highs0.replacing(with: highs1, where: highs1 .> highs0)
            low = Swift.min(Swift.min(lows[0], lows[1]), Swift.min(lows[2], lows[3]))
            high = Swift.max(Swift.max(highs[0], highs[1]), Swift.max(highs[2], highs[3]))
            probe = probes.sum()
        }
        while index < count {
            let x = values[index]
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
