// Counting equal values by sorting their keys: the kernels behind `mode`.

extension StatisticsKernels {
    /// Sorts `keys` (owned by the caller, overwritten) and returns the most frequent ones,
    /// ascending, each passed through `decode`. `keys` must not be empty.
    ///
    /// The runs of equal keys are counted bucket by bucket as the sort finishes each one,
    /// so the sorted keys are never read again from memory.
    static func mostFrequentKeys<Value: BitwiseCopyable>(
        of keys: UnsafeMutableBufferPointer<UInt64>, buckets: BucketAssignment? = nil, decode: (UInt64) -> Value
    ) -> [Value] {
        let scratch = LargeBuffer(count: keys.count)
        defer { scratch.release() }
        var highest = 0
        // Room for every value being a mode; pages never written cost no memory. The modes
        // so far are decoded straight into it and overwritten when a longer run turns up
        // (plain values, so overwriting needs no cleanup).
        let modes = [Value](unsafeUninitializedCapacity: keys.count) { modes, initialized in
            var modeCount = 0
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
                        modes.initializeElement(at: modeCount, to: decode(sorted[start]))
                        modeCount += 1
                    }
                    start = index
                }
            }
            initialized = modeCount
        }
        // Give back the unused room when only a few values are modes (a fresh, exact copy).
        guard modes.count < keys.count / 2 else { return modes }
        return [Value](unsafeUninitializedCapacity: modes.count) { copy, initialized in
            initialized = copy.initialize(fromContentsOf: modes)
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
