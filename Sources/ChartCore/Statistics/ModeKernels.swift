// Counting equal values by sorting their keys: the kernels behind `mode`.

extension StatisticsKernels {
    /// Sorts `keys` (owned by the caller, overwritten) and returns the most frequent ones,
    /// ascending, each passed through `decode`. `keys` must not be empty.
    ///
    /// The runs of equal keys are counted bucket by bucket as the sort finishes each one,
    /// so the sorted keys are never read again from memory.
    static func mostFrequentKeys<Value>(
        of keys: UnsafeMutableBufferPointer<UInt64>, buckets: BucketAssignment? = nil, decode: (UInt64) -> Value
    ) -> [Value] {
        let scratch = LargeBuffer(count: keys.count)
        defer { scratch.release() }
        // The first key of each longest run so far; pages never written cost no memory.
        let modeKeys = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: keys.count)
        defer { modeKeys.deallocate() }
        var modeCount = 0
        var highest = 0
        sortKeys(keys, scratch: scratch.buffer, buckets: buckets) { sorted in
            var start = 0
            let count = sorted.count
            for index in 1...count where index == count || sorted[index] != sorted[start] {
                let length = index - start
                if length >= highest {
                    if length > highest {
                        highest = length
                        modeCount = 0
                    }
                    modeKeys[modeCount] = sorted[start]
                    modeCount += 1
                }
                start = index
            }
        }
        return [Value](unsafeUninitializedCapacity: modeCount) { modes, initialized in
            for index in 0..<modeCount { modes.initializeElement(at: index, to: decode(modeKeys[index])) }
            initialized = modeCount
        }
    }

    /// Every most frequent value of `values`, ascending, or nil when a value is NaN.
    static func modes(of values: UnsafeBufferPointer<Double>) -> [Double]? {
        let (low, high, probe) = extremes(values)
        if probe.isNaN && values.contains(where: { $0.isNaN }) { return nil }
        let storage = LargeBuffer(count: values.count)
        defer { storage.release() }
        let keys = storage.buffer
        for index in values.indices { keys[index] = sortKey(values[index]) }
        let buckets = values.count > directRadixSortLimit ? linearBuckets(of: values, low: low, high: high) : nil
        return mostFrequentKeys(of: keys, buckets: buckets) { double(fromSortKey: $0) }
    }

    /// Every most frequent value of `values`, ascending.
    static func modes(of values: UnsafeBufferPointer<Int>) -> [Int] {
        let storage = LargeBuffer(count: values.count)
        defer { storage.release() }
        let keys = storage.buffer
        for index in values.indices { keys[index] = sortKey(values[index]) }
        return mostFrequentKeys(of: keys) { integer(fromSortKey: $0) }
    }
}
