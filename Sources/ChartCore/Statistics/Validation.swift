// Access to the values as contiguous memory, and the NaN check that statistics share.
//
// No statistic throws: an empty collection or a NaN value gives NaN (as numpy's `mean`,
// `median` and `std` do), an empty mode, or, for the integer extremes, the value `min(_:_:)`
// and `max(_:_:)` start from. docs/language.md, "Statistics", lists every case.

extension Collection where Element: BinaryFloatingPoint {
    /// Whether every value converts to `Double` and back without change
    /// (true for `Double`, `Float` and `Float16`; false for `Float80`).
    var convertsExactlyToDouble: Bool {
        Element.significandBitCount <= Double.significandBitCount
            && Element.exponentBitCount <= Double.exponentBitCount
    }

    /// Calls `body` with the values as contiguous `Double`s: the collection's own storage
    /// when it is a contiguous collection of `Double` (no copy), otherwise a converted copy.
    func withDoubleBuffer<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
        if Element.self == Double.self,
           let result = withContiguousStorageIfAvailable({ storage in
               storage.withMemoryRebound(to: Double.self) { body($0) }
           }) {
            return result
        }
        let copy = map { Double($0) }
        return copy.withUnsafeBufferPointer(body)
    }

    /// Whether some value is NaN. O(n), vectorised for contiguous `Double`s.
    var containsNaN: Bool {
        if convertsExactlyToDouble {
            return withDoubleBuffer { StatisticsKernels.firstNaNIndex(in: $0) } != nil
        }
        return contains { $0.isNaN }
    }
}

extension Collection where Element: FixedWidthInteger {
    /// Calls `body` with the values as contiguous `Int`s when the collection is a contiguous
    /// collection of `Int`; returns nil otherwise (the caller then takes the generic path).
    func withContiguousInts<Result>(_ body: (UnsafeBufferPointer<Int>) -> Result) -> Result? {
        guard Element.self == Int.self else { return nil }
        return withContiguousStorageIfAvailable { storage in
            storage.withMemoryRebound(to: Int.self) { body($0) }
        }
    }

    /// Calls `body` with the values converted to contiguous `Double`s (integers beyond
    /// 2^53 in magnitude are rounded to the nearest `Double`).
    func withDoubleBuffer<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
        let copy = map { Double($0) }
        return copy.withUnsafeBufferPointer(body)
    }
}
