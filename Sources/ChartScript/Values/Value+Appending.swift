extension Value {
    /// Appends `addition` to the string this value holds, in place when nothing else holds the
    /// string (`text += "…"`, `text.append(…)`): amortised O(1) as Swift's own append, where
    /// making `text + addition` would copy the whole text each time. A string growing past
    /// ``MemoryGuard/reservationThreshold`` asks the memory budget each time its size doubles,
    /// as an array growing does. Returns `false`, changing nothing, when the value is no string.
    @inline(__always)
    mutating func appendString(_ addition: String) throws -> Bool {
        guard case .string(var text) = self else { return false }
        self = .void
        defer { self = .string(text) }
        let before = text.utf8.count, after = before &+ addition.utf8.count
        if after >= MemoryGuard.reservationThreshold, before.leadingZeroBitCount != after.leadingZeroBitCount || before < MemoryGuard.reservationThreshold {
            try MemoryGuard.shared.reserve(after, for: "appending to a string")
        }
        CopyMeter.changing(&text) { $0 += addition }
        return true
    }
}

extension Value {
    /// Appends the elements of `addition` to the array this value holds, in place when nothing
    /// else holds it (`list += [x]`), as `+` would join them (the element kind widens the same
    /// way); a large array asks the memory budget each time its size doubles. Returns `false`,
    /// changing nothing, when the value is no array.
    @inline(__always)
    mutating func appendElements(of addition: ArrayValue) throws -> Bool {
        guard case .array(var array) = self else { return false }
        self = .void
        defer { self = .array(array) }
        let before = array.count, after = before &+ addition.count
        let threshold = MemoryGuard.reservationThreshold / 16
        if after >= threshold, before.leadingZeroBitCount != after.leadingZeroBitCount || before < threshold {
            try MemoryGuard.shared.reserve(after &* 16, for: "joining two arrays")
        }
        for element in addition.values { try array.append(element) }
        return true
    }
}
