// The median.

extension Collection where Element: BinaryFloatingPoint {
    /// The middle value of the sorted values; for an even count, the mean of the two
    /// middle values (as numpy's `median`).
    ///
    /// Found by selection (quickselect) on a copy, not by sorting: O(n) expected time,
    /// one copy of the values; the collection itself is not reordered.
    ///
    /// NaN for an empty collection and when a value is NaN (numpy's `median`).
    public var median: Double {
        guard !isEmpty, !containsNaN else { return .nan }
        return medianFromMiddleValues(orderedValues(atRanks: medianRanks(count: count)))
    }
}

extension Collection where Element: FixedWidthInteger {
    /// The middle value of the sorted values, as a `Double`; for an even count, the mean
    /// of the two middle values (so `[1, 2]` has median 1.5).
    ///
    /// Found by selection on a copy: O(n) expected time. NaN for an empty collection.
    public var median: Double {
        guard !isEmpty else { return .nan }
        return medianFromMiddleValues(orderedValues(atRanks: medianRanks(count: count)))
    }
}
