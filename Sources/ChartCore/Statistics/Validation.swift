// Access to the values as contiguous memory, and the checks every statistic shares
// (empty input, NaN values).

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

    /// Throws `emptyInput` for an empty collection and `notANumber` for the first NaN value.
    func validate(for statistic: String) throws(StatisticsError) {
        guard !isEmpty else { throw StatisticsError.emptyInput(statistic: statistic) }
        if let index = withDoubleBuffer({ StatisticsKernels.firstNaNIndex(in: $0) }) {
            throw StatisticsError.notANumber(index: index)
        }
    }

    /// Throws `notANumber` when `result` is NaN because some value is NaN; returns quietly
    /// when the NaN comes from the values themselves (for example infinity minus infinity).
    func rejectNaN(producing result: Double) throws(StatisticsError) {
        guard result.isNaN else { return }
        if let index = withDoubleBuffer({ StatisticsKernels.firstNaNIndex(in: $0) }) {
            throw StatisticsError.notANumber(index: index)
        }
    }
}

extension Collection where Element: BinaryInteger {
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

    /// Throws `emptyInput` for an empty collection.
    func validate(for statistic: String) throws(StatisticsError) {
        guard !isEmpty else { throw StatisticsError.emptyInput(statistic: statistic) }
    }
}
