// Spreading keys into ordered buckets, the first step of sorting a large array of keys.

extension StatisticsKernels {
    /// Which of up to 256 ordered buckets each key goes to: every key of a bucket is ≤ every
    /// key of the next one, and equal keys share a bucket.
    struct BucketAssignment {
        /// The bucket of each key.
        var bucketOfKey: [UInt8]
        /// Where each bucket starts once distributed (one more entry than buckets; the last is the count).
        var starts: [Int]

        /// Builds the starts from the bucket sizes (indexed from 1).
        init(bucketOfKey: [UInt8], sizesFromIndexOne sizes: [Int]) {
            var starts = sizes
            for bucket in 1..<starts.count { starts[bucket] += starts[bucket - 1] }
            self.bucketOfKey = bucketOfKey
            self.starts = starts
        }

        /// The size of the largest bucket.
        var largestBucket: Int {
            zip(starts.dropFirst(), starts).map { $0 - $1 }.max() ?? 0
        }
    }

    /// Buckets by splitters from an evenly spaced sample of the keys, found by descending
    /// an implicit search tree without branches, four keys at a time so that their descents
    /// overlap in the processor.
    static func sampledBuckets(of keys: UnsafeMutableBufferPointer<UInt64>) -> BucketAssignment {
        let count = keys.count
        let buckets = sampleSortBucketCount
        let tree = splitterTree(for: keys, bucketCount: buckets)
        let levels = buckets.trailingZeroBitCount
        var sizes = [Int](repeating: 0, count: buckets + 1)
        let bucketOfKey = [UInt8](unsafeUninitializedCapacity: count) { bucketOfKey, initialized in
            tree.withUnsafeBufferPointer { tree in
                sizes.withUnsafeMutableBufferPointer { sizes in
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
                        sizes[node0 &- buckets &+ 1] &+= 1
                        sizes[node1 &- buckets &+ 1] &+= 1
                        sizes[node2 &- buckets &+ 1] &+= 1
                        sizes[node3 &- buckets &+ 1] &+= 1
                        index += 4
                    }
                    while index < count {
                        var node = 1
                        for _ in 0..<levels { node = step(node, keys[index]) }
                        bucketOfKey[index] = UInt8(truncatingIfNeeded: node &- buckets)
                        sizes[node &- buckets &+ 1] &+= 1
                        index += 1
                    }
                }
            }
            initialized = count
        }
        return BucketAssignment(bucketOfKey: bucketOfKey, sizesFromIndexOne: sizes)
    }

    /// Buckets by value for doubles: 256 equal slices of `low…high`, computed with one
    /// subtraction and one multiplication per value (rounding keeps the order, so equal
    /// values share a bucket and buckets stay ordered). Nil when the range is not finite or
    /// one bucket would hold more than a quarter of the values (skewed data), so the
    /// caller falls back to sampled splitters.
    static func linearBuckets(of values: UnsafeBufferPointer<Double>, low: Double, high: Double) -> BucketAssignment? {
        let width = high - low
        guard low.isFinite, high.isFinite, width.isFinite, width > 0 else { return nil }
        let buckets = 256
        // A subnormal width overflows the scale to infinity (and 0 × ∞ is NaN): such data
        // falls back to sampled splitters.
        let scale = Double(buckets) / width
        guard scale.isFinite else { return nil }
        var sizes = [Int](repeating: 0, count: buckets + 1)
        let bucketOfKey = [UInt8](unsafeUninitializedCapacity: values.count) { bucketOfKey, initialized in
            sizes.withUnsafeMutableBufferPointer { sizes in
                for index in values.indices {
                    let bucket = Int(clamping: (values[index] - low) * scale, to: 0...(buckets - 1))
                    bucketOfKey[index] = UInt8(truncatingIfNeeded: bucket)
                    sizes[bucket &+ 1] &+= 1
                }
            }
            initialized = values.count
        }
        let assignment = BucketAssignment(bucketOfKey: bucketOfKey, sizesFromIndexOne: sizes)
        return assignment.largestBucket <= values.count / 4 ? assignment : nil
    }

    /// The splitters between `bucketCount` buckets (a power of two), from a sorted sample of
    /// evenly spaced keys, laid out as an implicit binary search tree (node i has children
    /// 2i and 2i + 1; index 0 unused), so descending it gives the number of splitters
    /// below a key: its bucket.
    static func splitterTree(for keys: UnsafeMutableBufferPointer<UInt64>, bucketCount: Int) -> [UInt64] {
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
}
