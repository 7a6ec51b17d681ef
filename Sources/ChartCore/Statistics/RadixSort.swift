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
    ///
    /// `visit` is called with each sorted stretch as soon as it is sorted (while it is still
    /// in the cache), in ascending order; equal keys never straddle two stretches.
    @discardableResult
    static func sortKeys(
        _ keys: UnsafeMutableBufferPointer<UInt64>, scratch: UnsafeMutableBufferPointer<UInt64>,
        visit: (UnsafeMutableBufferPointer<UInt64>) -> Void = { _ in }
    ) -> UnsafeMutableBufferPointer<UInt64> {
        let count = keys.count
        if count <= directRadixSortLimit {
            radixSort(keys, scratch: scratch)
            visit(keys)
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
                    // Classify: descend the implicit search tree without branches, four keys
                    // at a time so that their descents overlap in the processor.
                    @inline(__always) func step(_ node: Int, _ key: UInt64) -> Int {
                        // key > splitter, as the borrow of splitter − key.
                        let splitter = tree[node]
                        let borrow = ((~splitter & key) | (~(splitter ^ key) & (splitter &- key))) >> 63
                        return 2 &* node &+ Int(truncatingIfNeeded: borrow)
                    }
                    var index = 0
                    while index + 4 <= count {
                        let key0 = keys[index], key1 = keys[index + 1], key2 = keys[index + 2], key3 = keys[index + 3]
                        var node0 = 1, node1 = 1, node2 = 1, node3 = 1
                        for _ in 0..<levels {
                            node0 = step(node0, key0)
                            node1 = step(node1, key1)
                            node2 = step(node2, key2)
                            node3 = step(node3, key3)
                        }
                        bucketOfKey[index] = UInt8(truncatingIfNeeded: node0 &- buckets)
                        bucketOfKey[index + 1] = UInt8(truncatingIfNeeded: node1 &- buckets)
                        bucketOfKey[index + 2] = UInt8(truncatingIfNeeded: node2 &- buckets)
                        bucketOfKey[index + 3] = UInt8(truncatingIfNeeded: node3 &- buckets)
                        starts[node0 &- buckets &+ 1] &+= 1
                        starts[node1 &- buckets &+ 1] &+= 1
                        starts[node2 &- buckets &+ 1] &+= 1
                        starts[node3 &- buckets &+ 1] &+= 1
                        index += 4
                    }
                    while index < count {
                        var node = 1
                        for _ in 0..<levels { node = step(node, keys[index]) }
                        let bucket = node &- buckets
                        bucketOfKey[index] = UInt8(truncatingIfNeeded: bucket)
                        starts[bucket &+ 1] &+= 1
                        index += 1
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
                    // Sort each bucket in place, with one small working buffer shared by all
                    // buckets (it stays in the cache, unlike the matching range of `keys`).
                    var largest = 0
                    for bucket in 0..<buckets { largest = Swift.max(largest, starts[bucket + 1] - starts[bucket]) }
                    let working = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: largest)
                    defer { working.deallocate() }
                    for bucket in 0..<buckets where starts[bucket + 1] > starts[bucket] {
                        let range = starts[bucket]..<starts[bucket + 1]
                        let stretch = UnsafeMutableBufferPointer(rebasing: scratch[range])
                        radixSort(stretch, scratch: UnsafeMutableBufferPointer(rebasing: working[0..<range.count]))
                        visit(stretch)
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

    /// Sorts `keys` (owned by the caller, overwritten) and returns the most frequent ones,
    /// ascending, each passed through `decode`. `keys` must not be empty.
    ///
    /// The runs of equal keys are counted bucket by bucket as the sort finishes each one,
    /// so the sorted keys are never read again from memory.
    static func mostFrequentKeys<Value>(
        of keys: UnsafeMutableBufferPointer<UInt64>, decode: (UInt64) -> Value
    ) -> [Value] {
        let scratch = LargeBuffer(count: keys.count)
        defer { scratch.release() }
        var highest = 0
        var modes: [Value] = []
        modes.reserveCapacity(keys.count)  // untouched capacity costs no memory
        sortKeys(keys, scratch: scratch.buffer) { sorted in
            var start = 0
            let count = sorted.count
            for index in 1...count where index == count || sorted[index] != sorted[start] {
                let length = index - start
                if length > highest {
                    highest = length
                    modes.removeAll(keepingCapacity: true)
                }
                if length == highest { modes.append(decode(sorted[start])) }
                start = index
            }
        }
        return modes
    }

    /// Every most frequent value of `values`, ascending, or nil when a value is NaN.
    static func modes(of values: UnsafeBufferPointer<Double>) -> [Double]? {
        let storage = LargeBuffer(count: values.count)
        defer { storage.release() }
        let keys = storage.buffer
        var probe = 0.0
        for index in values.indices {
            let value = values[index]
            probe += value - value
            keys[index] = sortKey(value)
        }
        if probe.isNaN && values.contains(where: { $0.isNaN }) { return nil }
        return mostFrequentKeys(of: keys) { double(fromSortKey: $0) }
    }

    /// Every most frequent value of `values`, ascending.
    static func modes(of values: UnsafeBufferPointer<Int>) -> [Int] {
        let storage = LargeBuffer(count: values.count)
        defer { storage.release() }
        let keys = storage.buffer
        for index in values.indices { keys[index] = sortKey(values[index]) }
        return mostFrequentKeys(of: keys) { integer(fromSortKey: $0) }
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
