// Order-preserving 64-bit keys for doubles and integers.

extension StatisticsKernels {
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
