// Sorting 64-bit keys (sample sort into buckets, then radix sort), used to count equal
// values for the mode.

extension StatisticsKernels {
    /// How many buckets the first, sample-based distribution uses.
    static let sampleSortBucketCount = 256
    /// Arrays up to this size are radix sorted directly (they fit the processor's cache).
    static let directRadixSortLimit = 1 << 14

    /// Sorts `keys` ascending, using `scratch` (same count) as working space, and returns
    /// whichever of the two holds the sorted keys.
    ///
    /// Small arrays are radix sorted directly. Large ones are first distributed into 256
    /// buckets by splitters taken from an evenly spaced sample (one pass with 256 output
    /// streams, kind to the cache and the address translation), then each bucket, now
    /// small enough for the cache, is radix sorted. Expected O(n); a bucket that the
    /// sample did not anticipate only costs more passes, never a wrong order.
    static func sortKeys(
        _ keys: UnsafeMutableBufferPointer<UInt64>, scratch: UnsafeMutableBufferPointer<UInt64>
    ) -> UnsafeMutableBufferPointer<UInt64> {
        let count = keys.count
        if count <= directRadixSortLimit {
            radixSort(keys, scratch: scratch)
            return keys
        }
        let buckets = sampleSortBucketCount
        let tree = splitterTree(for: keys, bucketCount: buckets)
        let levels = buckets.trailingZeroBitCount
        var bucketOfKey = [UInt8](repeating: 0, count: count)
        var starts = [Int](repeating: 0, count: buckets + 1)
        tree.withUnsafeBufferPointer { tree in
            bucketOfKey.withUnsafeMutableBufferPointer { bucketOfKey in
                starts.withUnsafeMutableBufferPointer { starts in
                    // Classify: descend the implicit search tree without branches.
                    for index in 0..<count {
                        let key = keys[index]
                        var node = 1
                        for _ in 0..<levels {
                            // key > splitter, as the borrow of splitter − key, without a branch.
                            let splitter = tree[node]
                            let borrow = ((~splitter & key) | (~(splitter ^ key) & (splitter &- key))) >> 63
                            node = 2 &* node &+ Int(truncatingIfNeeded: borrow)
                        }
                        let bucket = node &- buckets
                        bucketOfKey[index] = UInt8(truncatingIfNeeded: bucket)
                        starts[bucket &+ 1] &+= 1
                    }
                    for bucket in 0..<buckets { starts[bucket + 1] &+= starts[bucket] }
                    // Distribute into scratch, bucket by bucket in ascending order.
                    var next = Array(starts[0..<buckets])
                    next.withUnsafeMutableBufferPointer { next in
                        for index in 0..<count {
                            let bucket = Int(bucketOfKey[index])
                            scratch[next[bucket]] = keys[index]
                            next[bucket] &+= 1
                        }
                    }
                    // Sort each bucket in place, with the same range of `keys` as working space.
                    for bucket in 0..<buckets where starts[bucket + 1] - starts[bucket] > 1 {
                        let range = starts[bucket]..<starts[bucket + 1]
                        radixSort(UnsafeMutableBufferPointer(rebasing: scratch[range]),
                                  scratch: UnsafeMutableBufferPointer(rebasing: keys[range]))
                    }
                }
            }
        }
        return scratch
    }

    /// The splitters between `bucketCount` buckets (a power of two), from a sorted sample of
    /// evenly spaced keys, laid out as an implicit binary search tree (node i has children
    /// 2i and 2i + 1; index 0 unused), so descending it gives the number of splitters
    /// below a key: its bucket.
    private static func splitterTree(for keys: UnsafeMutableBufferPointer<UInt64>, bucketCount: Int) -> [UInt64] {
        let oversampling = 16
        let sampleCount = Swift.min(keys.count, bucketCount * oversampling)
        var sample = (0..<sampleCount).map { keys[$0 * (keys.count / sampleCount)] }
        sample.sort()
        let splitters = (1..<bucketCount).map { sample[$0 * sampleCount / bucketCount] }
        var tree = [UInt64](repeating: 0, count: bucketCount)
        var nextSplitter = 0
        func fill(_ node: Int) {
            guard node < bucketCount else { return }
            fill(2 * node)
            tree[node] = splitters[nextSplitter]
            nextSplitter += 1
            fill(2 * node + 1)
        }
        fill(1)
        return tree
    }

    /// Sorts `values` in place by least-significant-digit radix sort on 8-bit digits,
    /// skipping every digit that all values share; `scratch` (same count) is working space.
    /// Meant for arrays that fit the cache: 256 counters per digit.
    static func radixSort(_ values: UnsafeMutableBufferPointer<UInt64>, scratch: UnsafeMutableBufferPointer<UInt64>) {
        let count = values.count
        if count <= 32 {
            insertionSort(values)
            return
        }
        let first = values[0]
        var varying: UInt64 = 0
        for value in values { varying |= value ^ first }
        if varying == 0 { return }
        var source = values
        var destination = scratch
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
            for digit in 0..<8 where (varying >> UInt64(8 * digit)) & 0xFF != 0 {
                let shift = UInt64(8 * digit)
                counts.initialize(repeating: 0)
                for value in source { counts[Int(truncatingIfNeeded: (value >> shift) & 0xFF)] &+= 1 }
                var running = 0
                for bucket in 0..<256 {
                    let size = counts[bucket]
                    counts[bucket] = running
                    running &+= size
                }
                for value in source {
                    let bucket = Int(truncatingIfNeeded: (value >> shift) & 0xFF)
                    destination[counts[bucket]] = value
                    counts[bucket] &+= 1
                }
                swap(&source, &destination)
            }
        }
        if source.baseAddress != values.baseAddress {
            _ = values.update(fromContentsOf: source)
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

    /// The keys occurring most often in `sorted` (ascending keys), ascending. `sorted`
    /// must not be empty.
    static func mostFrequentKeys(in sorted: UnsafeMutableBufferPointer<UInt64>) -> [UInt64] {
        let count = sorted.count
        // First pass: the highest count and how many keys reach it.
        var highest = 0
        var modeCount = 0
        var start = 0
        for index in 1...count where index == count || sorted[index] != sorted[start] {
            let length = index - start
            if length > highest {
                highest = length
                modeCount = 1
            } else if length == highest {
                modeCount += 1
            }
            start = index
        }
        // Second pass: collect them.
        return [UInt64](unsafeUninitializedCapacity: modeCount) { modes, initialized in
            var found = 0
            var start = 0
            for index in 1...count where index == count || sorted[index] != sorted[start] {
                if index - start == highest {
                    modes[found] = sorted[start]
                    found += 1
                }
                start = index
            }
            initialized = found
        }
    }

    /// Sorts `keys` (a copy made by the caller) and returns the most frequent ones.
    static func mostFrequentKeys(of keys: inout [UInt64]) -> [UInt64] {
        var scratch = [UInt64](repeating: 0, count: keys.count)
        return keys.withUnsafeMutableBufferPointer { keys in
            scratch.withUnsafeMutableBufferPointer { scratch in
                mostFrequentKeys(in: sortKeys(keys, scratch: scratch))
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
