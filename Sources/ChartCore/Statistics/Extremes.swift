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
    /// The smallest and largest values, or nil when the collection is empty or holds a NaN.
    func extremes() -> (minimum: Element, maximum: Element)? {
        guard !isEmpty else { return nil }
        if convertsExactlyToDouble {
            let (low, high, probe) = withDoubleBuffer { StatisticsKernels.extremes($0) }
            if probe.isNaN && containsNaN { return nil }
            return (Element(low), Element(high))
        }
        var low = self[startIndex], high = self[startIndex]
        for value in self {
            if value.isNaN { return nil }
            if value < low { low = value }
            if value > high { high = value }
        }
        return (low, high)
    }

    /// The smallest value. O(n).
    ///
    /// NaN for an empty collection and when a value is NaN (numpy's `min` propagates NaN;
    /// Swift's `min()` gives nil for no values, and NaN is this type's "no value").
    public var minimum: Element {
        extremes()?.minimum ?? .nan
    }

    /// The largest value. O(n).
    ///
    /// NaN for an empty collection and when a value is NaN.
    public var maximum: Element {
        extremes()?.maximum ?? .nan
    }

    /// The spread of the values, `maximum − minimum` (infinity when that difference
    /// exceeds the type's largest finite value). O(n).
    ///
    /// NaN for an empty collection and when a value is NaN.
    public var range: Element {
        guard let (low, high) = extremes() else { return .nan }
        return high - low
    }
}

extension Collection where Element: FixedWidthInteger {
    /// The smallest and largest values, or nil for an empty collection.
    func extremes() -> (minimum: Element, maximum: Element)? {
        guard !isEmpty else { return nil }
        if let pair = withContiguousInts({ ints -> (low: Int, high: Int) in
            var low = ints[0], high = ints[0]
            for value in ints {
                low = value < low ? value : low
                high = value > high ? value : high
            }
            return (low, high)
        }) {
            return (Element(truncatingIfNeeded: pair.low), Element(truncatingIfNeeded: pair.high))
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
    /// An integer has no NaN, so for an empty collection this is `Element.max`: the value
    /// `min(_:_:)` folds start from, which every value would replace (the loop
    /// `var smallest = Int.max; for v in values { smallest = min(smallest, v) }` gives it too).
    /// Check `isEmpty` first where an empty collection can occur.
    public var minimum: Element {
        extremes()?.minimum ?? .max
    }

    /// The largest value. O(n).
    ///
    /// For an empty collection this is `Element.min`, the value `max(_:_:)` folds start from
    /// (see `minimum`).
    public var maximum: Element {
        extremes()?.maximum ?? .min
    }

    /// The spread of the values, `maximum − minimum`; 0 for an empty collection. O(n).
    ///
    /// When the difference does not fit `Element` (`[Int.min, Int.max]`) it wraps around as
    /// `&-` does, as numpy's `ptp` does for integers; convert to `Double` first for such values.
    public var range: Element {
        guard let (low, high) = extremes() else { return 0 }
        return high &- low
    }
}
