/// Finds the nearest value in an ascending array in (nearly) constant time: a table of
/// bucket starts over the value range narrows each search to a few cache lines, then a
/// binary search finishes it. Built once in O(n); lookups allocate nothing.
struct SortedLookup: Sendable {
    private let starts: [Int32]
    private let origin: Double
    private let bucketWidth: Double
    private let count: Int

    /// An index for `values`, which must be ascending and finite.
    init(_ values: [Double]) {
        count = min(values.count, Int(Int32.max))
        let buckets = max(1, min(1 << 16, values.count / 32))
        origin = values.first ?? 0
        let span = (values.last ?? 0) - origin
        bucketWidth = span > 0 ? span / Double(buckets) : 0
        var starts = [Int32](repeating: Int32(truncatingIfNeeded: values.count), count: buckets)
        if bucketWidth > 0 {
            var next = 0
            for (index, value) in values.enumerated() {
                let bucket = Int(clamping: (value - origin) / bucketWidth, to: 0...(buckets - 1))
                while next <= bucket {
                    starts[next] = Int32(truncatingIfNeeded: index)
                    next += 1
                }
            }
        } else if !values.isEmpty {
            starts[0] = 0
        }
        self.starts = starts
    }

    @inline(__always)
    private func start(_ bucket: Int) -> Int { Int(starts[bucket]) }

    /// The first index whose value is at least `target` (`count` when none is).
    func lowerBound(of target: Double, in values: UnsafeBufferPointer<Double>) -> Int {
        var low = 0, high = count
        if bucketWidth > 0 && target.isFinite {
            let buckets = starts.count
            var bucket = Int(clamping: ((target - origin) / bucketWidth).rounded(.down), to: 0...(buckets - 1))
            // Guard against rounding at bucket edges: step until the bucket brackets the target.
            while bucket > 0 && start(bucket) > 0 && start(bucket) < count && values[start(bucket) - 1] >= target { bucket -= 1 }
            while bucket + 1 < buckets && start(bucket + 1) < count && values[start(bucket + 1)] < target { bucket += 1 }
            low = start(bucket)
            high = bucket + 1 < buckets ? start(bucket + 1) : count
            if low > 0 && values[low - 1] >= target { low = 0 }
        }
        while low < high {
            let middle = (low + high) >> 1
            if values[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
