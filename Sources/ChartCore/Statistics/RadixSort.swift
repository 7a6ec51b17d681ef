// Sorting 64-bit keys (into ordered buckets, then radix sort in each), used to count
// equal values for the mode.

extension StatisticsKernels {
    /// How many buckets the first, sample-based distribution uses.
    static let sampleSortBucketCount = 256
    /// Arrays up to this size are radix sorted directly (they fit the processor's cache).
    static let directRadixSortLimit = 1 << 14

    /// Sorts `keys` ascending, using `scratch` (same count) as working space, and returns
    /// whichever of the two holds the sorted keys.
    ///
    /// Small arrays are radix sorted directly. Large ones are first distributed into 256
    /// ordered buckets (given by the caller, or by splitters taken from an evenly spaced
    /// sample): one pass with 256 output streams, kind to the cache and the address
    /// translation. Then each bucket, now small enough for the cache, is radix sorted.
    /// Expected O(n); a bucket larger than expected only costs more passes, never a wrong order.
    ///
    /// `visit` is called with each sorted stretch as soon as it is sorted (while it is still
    /// in the cache), in ascending order; equal keys never straddle two stretches.
    @discardableResult
    static func sortKeys(
        _ keys: UnsafeMutableBufferPointer<UInt64>, scratch: UnsafeMutableBufferPointer<UInt64>,
        buckets given: BucketAssignment? = nil,
        visit: (UnsafeMutableBufferPointer<UInt64>) -> Void = { _ in }
    ) -> UnsafeMutableBufferPointer<UInt64> {
        let count = keys.count
        if count <= directRadixSortLimit {
            radixSort(keys, scratch: scratch)
            visit(keys)
            return keys
        }
        let assignment = given ?? sampledBuckets(of: keys)
        let buckets = assignment.starts.count - 1
        assignment.bucketOfKey.withUnsafeBufferPointer { bucketOfKey in
            assignment.starts.withUnsafeBufferPointer { starts in
                // Distribute into scratch, bucket by bucket in ascending order.
                var next = Array(starts[0..<buckets])
                next.withUnsafeMutableBufferPointer { next in
                    for index in 0..<count {
                        let bucket = Int(bucketOfKey[index])
                        scratch[next[bucket]] = keys[index]
                        next[bucket] &+= 1
                    }
                }
                // Sort each bucket in place, with one small working buffer shared by all
                // buckets (it stays in the cache, unlike the matching range of `keys`).
                var largest = 0
                for bucket in 0..<buckets { largest = Swift.max(largest, starts[bucket + 1] - starts[bucket]) }
                let working = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: largest)
                defer { working.deallocate() }
                var poll = WorkInterruption.Poll(interval: 1 << 20)
                for bucket in 0..<buckets where starts[bucket + 1] > starts[bucket] {
                    // A stop asked for leaves the rest unsorted (the caller discards the result).
                    if poll.shouldStop(after: starts[bucket + 1] - starts[bucket]) { break }
                    let range = starts[bucket]..<starts[bucket + 1]
                    let stretch = UnsafeMutableBufferPointer(rebasing: scratch[range])
                    radixSort(stretch, scratch: UnsafeMutableBufferPointer(rebasing: working[0..<range.count]))
                    visit(stretch)
                }
            }
        }
        return scratch
    }

    /// Arrays up to this size are finished by insertion sort.
    static let radixSortInsertionLimit = 32

    /// Sorts `values` in place by most-significant-digit radix sort; `scratch` (same count)
    /// is working space. Meant for arrays that fit the cache.
    ///
    /// Each level looks only at the highest bits in which the values still differ (so
    /// shared leading bits cost nothing), spreads the values into up to 2048 groups by
    /// them (about one group per two values), and recurses into each group; small groups
    /// are finished by insertion sort. At most sixteen levels, so O(n) whatever the values.
    static func radixSort(_ values: UnsafeMutableBufferPointer<UInt64>, scratch: UnsafeMutableBufferPointer<UInt64>) {
        let count = values.count
        if count <= radixSortInsertionLimit {
            insertionSort(values)
            return
        }
        let first = values[0]
        var varying: UInt64 = 0
        for value in values { varying |= value ^ first }
        if varying == 0 { return }
        // About one group per two values, at most 2048 groups (the counters stay in the cache).
        let digitBits = Swift.min(11, Swift.max(4, Int.bitWidth - count.leadingZeroBitCount - 1))
        let groups = 1 << digitBits
        let mask = UInt64(groups - 1)
        let highestVaryingBit = 63 - varying.leadingZeroBitCount
        let shift = UInt64(Swift.max(highestVaryingBit - digitBits + 1, 0))
        withUnsafeTemporaryAllocation(of: Int.self, capacity: groups + 1) { starts in
            starts.initialize(repeating: 0)
            for value in values { starts[Int(truncatingIfNeeded: (value >> shift) & mask) &+ 1] &+= 1 }
            for group in 0..<groups { starts[group + 1] &+= starts[group] }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: groups) { next in
                for group in 0..<groups { next[group] = starts[group] }
                for value in values {
                    let group = Int(truncatingIfNeeded: (value >> shift) & mask)
                    scratch[next[group]] = value
                    next[group] &+= 1
                }
            }
            _ = values.update(fromContentsOf: scratch)
            guard shift > 0 else { return }  // the last digit: each group holds equal values
            for group in 0..<groups where starts[group + 1] - starts[group] > 1 {
                let range = starts[group]..<starts[group + 1]
                radixSort(UnsafeMutableBufferPointer(rebasing: values[range]),
                          scratch: UnsafeMutableBufferPointer(rebasing: scratch[range]))
            }
        }
    }

    /// Sorts a few values in place by insertion.
    private static func insertionSort(_ values: UnsafeMutableBufferPointer<UInt64>) {
        guard values.count > 1 else { return }
        for index in 1..<values.count {
            let value = values[index]
            var position = index
            while position > 0 && value < values[position - 1] {
                values[position] = values[position - 1]
                position -= 1
            }
            values[position] = value
        }
    }
}
