/// Numbers rows by their 64-bit key (a double's or a date's bit pattern, an integer) in
/// order of first appearance, through an open-addressing table with a multiply-and-shift
/// hash: the grouping behind `GroupKeys` for doubles, dates and wide-ranging integers.
///
/// Swift's `Dictionary` hashes each key with SipHash, seeded per process; for a million
/// doubles that hashing is most of a group-by's or a `summary()`'s time. Keys here are
/// already well spread machine words, so one multiplication mixes them enough.
struct BitPatternGroups {
    /// The group of each row.
    private(set) var codes: [Int32] = []
    /// The first row of each group, in group order.
    private(set) var firstRows: [Int] = []

    /// The groups of `keys`; rows where `isMissing` is true share one group of their own.
    ///
    /// Inlined where it is called, so that `isMissing` is inlined into the loop rather than
    /// called for each row; the table is two buffers of its own, read and written without
    /// the bounds and uniqueness checks of arrays.
    @inline(__always)
    init(_ keys: [UInt64], isMissing: (Int) -> Bool) {
        var capacity = 64
        var slotKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
        var slotGroups = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        slotGroups.initialize(repeating: -1, count: capacity)
        defer {
            slotKeys.deallocate()
            slotGroups.deallocate()
        }
        var missingGroup: Int32 = -1
        var firstRows: [Int] = []
        var groupKeys: [UInt64] = []
        let codes = [Int32](unsafeUninitializedCapacity: keys.count) { codes, initialized in
            keys.withUnsafeBufferPointer { keys in
                for row in 0..<keys.count {
                    if isMissing(row) {
                        if missingGroup < 0 { missingGroup = Int32(firstRows.count); firstRows.append(row); groupKeys.append(0) }
                        codes[row] = missingGroup
                        continue
                    }
                    let key = keys[row]
                    var index = Self.slot(of: key, capacity: capacity)
                    var group: Int32 = -1
                    while true {
                        let found = slotGroups[index]
                        if found < 0 { break }
                        if slotKeys[index] == key { group = found; break }
                        index = (index &+ 1) & (capacity &- 1)
                    }
                    if group < 0 {
                        group = Int32(firstRows.count)
                        firstRows.append(row)
                        groupKeys.append(key)
                        slotKeys[index] = key
                        slotGroups[index] = group
                        if firstRows.count * 2 > capacity {
                            // Grow to keep the table at most half full, placing every key (not the missing group) again.
                            slotKeys.deallocate()
                            slotGroups.deallocate()
                            capacity <<= 1
                            slotKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
                            slotGroups = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
                            slotGroups.initialize(repeating: -1, count: capacity)
                            for (other, otherKey) in groupKeys.enumerated() where Int32(other) != missingGroup {
                                var place = Self.slot(of: otherKey, capacity: capacity)
                                while slotGroups[place] >= 0 { place = (place &+ 1) & (capacity &- 1) }
                                slotKeys[place] = otherKey
                                slotGroups[place] = Int32(other)
                            }
                        }
                    }
                    codes[row] = group
                }
            }
            initialized = keys.count
        }
        self.codes = codes
        self.firstRows = firstRows
    }

    /// The home slot of `key` in a table of `capacity` (a power of two) slots: the top bits
    /// of the key times a large odd constant (Fibonacci hashing), after folding the high half in.
    @inline(__always)
    private static func slot(of key: UInt64, capacity: Int) -> Int {
        let mixed = (key ^ (key >> 29)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - capacity.trailingZeroBitCount))
    }
}
