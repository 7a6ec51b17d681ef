// The value at one rank (and the next) of a large array of doubles, by radix selection:
// histograms of the sort keys' leading bits narrow the search without copying or reordering.

extension StatisticsKernels {
    /// Below this many values, selection on a copy (quickselect) is used instead.
    static let radixSelectionMinimumCount = 1 << 15
    /// Bits of the sort key examined per counting pass (2048 counters stay in the L1 cache).
    static let radixSelectionDigitBits = 11

    /// The values that would stand at `rank` and `rank + 1` if `values` were sorted
    /// ascending (both the last value when `rank` is the last index). `values` must hold no
    /// NaN and at least `radixSelectionMinimumCount` values.
    ///
    /// Each pass counts the next 11 bits of the order-preserving keys of the values that
    /// share the bits found so far, and keeps the digit holding the rank, until few enough
    /// candidates remain to be copied out and finished by quickselect. One last pass finds
    /// the next value. O(n) in the worst case (at most six counting passes), reads the
    /// values without moving them, and copies only the final candidates.
    static func adjacentOrderStatistics(of values: UnsafeBufferPointer<Double>, rank: Int) -> (Double, Double) {
        let count = values.count
        let gatherLimit = Swift.max(count / 8, 1 << 12)
        var prefix: UInt64 = 0
        var prefixBits = 0
        var remaining = rank
        var candidates = count
        var stopped = false
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 1 << radixSelectionDigitBits) { counts in
            while candidates > gatherLimit && prefixBits < 64 {
                // A stop asked for ends the search (the caller discards what it gets).
                if WorkInterruption.isRequested { stopped = true; return }
                let digitBits = Swift.min(radixSelectionDigitBits, 64 - prefixBits)
                let shift = UInt64(64 - prefixBits - digitBits)
                let mask = UInt64((1 << digitBits) - 1)
                counts.initialize(repeating: 0)
                if prefixBits == 0 {
                    for value in values {
                        counts[Int(truncatingIfNeeded: sortKey(value) >> shift)] &+= 1
                    }
                } else {
                    let prefixShift = UInt64(64 - prefixBits)
                    for value in values {
                        let key = sortKey(value)
                        let matches = unsafeBitCast(key >> prefixShift == prefix, to: UInt8.self)
                        counts[Int(truncatingIfNeeded: (key >> shift) & mask)] &+= Int(matches)
                    }
                }
                var digit = 0
                while remaining >= counts[digit] {
                    remaining -= counts[digit]
                    digit += 1
                }
                candidates = counts[digit]
                prefix = (prefix << UInt64(digitBits)) | UInt64(digit)
                prefixBits += digitBits
            }
        }
        if stopped { return (.nan, .nan) }
        let value: Double
        if prefixBits == 64 {
            value = double(fromSortKey: prefix)
        } else {
            value = selectAmongCandidates(of: values, prefix: prefix, prefixBits: prefixBits,
                                          candidateCount: candidates, rank: remaining)
        }
        guard rank + 1 < count else { return (value, value) }
        // The next value: the same value again if more copies of it follow, else the
        // smallest value above it.
        var notGreater = 0
        var smallestGreater = Double.infinity
        for other in values {
            notGreater &+= other <= value ? 1 : 0
            smallestGreater = other > value && other < smallestGreater ? other : smallestGreater
        }
        return (value, notGreater > rank + 1 ? value : smallestGreater)
    }

    /// Copies the values whose keys start with `prefix` and returns the one of rank `rank`
    /// among them.
    private static func selectAmongCandidates(
        of values: UnsafeBufferPointer<Double>, prefix: UInt64, prefixBits: Int, candidateCount: Int, rank: Int
    ) -> Double {
        let prefixShift = UInt64(64 - prefixBits)
        var candidates = [Double](unsafeUninitializedCapacity: candidateCount + 1) { buffer, initialized in
            var written = 0
            for value in values {
                // Written unconditionally, kept only when it matches: no unpredictable branch.
                buffer[written] = value
                let matches = unsafeBitCast(sortKey(value) >> prefixShift == prefix, to: UInt8.self)
                written &+= Int(matches)
            }
            initialized = written
        }
        return candidates.withUnsafeMutableBufferPointer { select(ranks: [rank], in: $0)[0] }
    }
}
