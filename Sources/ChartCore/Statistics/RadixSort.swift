// Least-significant-digit radix sort of 64-bit keys, used to count equal values for the mode.

extension StatisticsKernels {
    /// Bits per digit: 2¹¹ buckets keep the six counting tables in the processor's cache.
    static let radixDigitBits = 11

    /// Sorts `keys` ascending, using `scratch` (same count) as the second buffer, and
    /// returns whichever of the two holds the sorted keys.
    ///
    /// One pass counts all six digits at once; then one stable scatter per digit, skipping
    /// digits that every key shares. O(n), about seven passes over the keys.
    static func radixSort(
        _ keys: UnsafeMutableBufferPointer<UInt64>, scratch: UnsafeMutableBufferPointer<UInt64>
    ) -> UnsafeMutableBufferPointer<UInt64> {
        let bucketCount = 1 << radixDigitBits
        let mask = UInt64(bucketCount - 1)
        let digitCount = (64 + radixDigitBits - 1) / radixDigitBits
        var counts = [Int](repeating: 0, count: bucketCount * digitCount)
        counts.withUnsafeMutableBufferPointer { counts in
            for key in keys {
                var shifted = key
                for digit in 0..<digitCount {
                    counts[digit &* bucketCount &+ Int(truncatingIfNeeded: shifted & mask)] &+= 1
                    shifted >>= UInt64(radixDigitBits)
                }
            }
        }
        var source = keys
        var destination = scratch
        for digit in 0..<digitCount {
            let shift = UInt64(digit * radixDigitBits)
            let table = digit * bucketCount
            let firstBucket = Int(truncatingIfNeeded: (source[0] >> shift) & mask)
            if counts[table + firstBucket] == keys.count { continue }
            var offsets = [Int](repeating: 0, count: bucketCount)
            var running = 0
            for bucket in 0..<bucketCount {
                offsets[bucket] = running
                running += counts[table + bucket]
            }
            offsets.withUnsafeMutableBufferPointer { offsets in
                for key in source {
                    let bucket = Int(truncatingIfNeeded: (key >> shift) & mask)
                    destination[offsets[bucket]] = key
                    offsets[bucket] &+= 1
                }
            }
            swap(&source, &destination)
        }
        return source
    }

    /// The keys occurring most often in `sorted` (ascending keys), ascending. `sorted`
    /// must not be empty.
    static func mostFrequentKeys(in sorted: UnsafeMutableBufferPointer<UInt64>) -> [UInt64] {
        var highest = 0
        var start = 0
        var index = 1
        let count = sorted.count
        while index <= count {
            if index == count || sorted[index] != sorted[start] {
                highest = Swift.max(highest, index - start)
                start = index
            }
            index += 1
        }
        var modes: [UInt64] = []
        start = 0
        index = 1
        while index <= count {
            if index == count || sorted[index] != sorted[start] {
                if index - start == highest { modes.append(sorted[start]) }
                start = index
            }
            index += 1
        }
        return modes
    }

    /// Sorts `keys` (a copy made by the caller) and returns the most frequent ones.
    static func mostFrequentKeys(of keys: inout [UInt64]) -> [UInt64] {
        var scratch = [UInt64](repeating: 0, count: keys.count)
        return keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { scratch in
                mostFrequentKeys(in: radixSort(keys, scratch: scratch))
            }
        }
    }

    /// A key for `value` whose unsigned order is the numeric order of the doubles,
    /// with −0.0 and +0.0 given the same key. `value` must not be NaN.
    @inline(__always)
    static func sortKey(_ value: Double) -> UInt64 {
        let bits = (value + 0.0).bitPattern  // −0.0 + 0.0 is +0.0
        let signMask = UInt64(bitPattern: Int64(bitPattern: bits) >> 63)
        return bits ^ (signMask | (1 << 63))
    }

    /// The double whose `sortKey` is `key`.
    static func double(fromSortKey key: UInt64) -> Double {
        let bits = key & (1 << 63) != 0 ? key ^ (1 << 63) : ~key
        return Double(bitPattern: bits)
    }

    /// A key for `value` whose unsigned order is the numeric order of the integers.
    @inline(__always)
    static func sortKey(_ value: Int) -> UInt64 {
        UInt64(bitPattern: Int64(value)) ^ (1 << 63)
    }

    /// The integer whose `sortKey` is `key`.
    static func integer(fromSortKey key: UInt64) -> Int {
        Int(Int64(bitPattern: key ^ (1 << 63)))
    }
}
