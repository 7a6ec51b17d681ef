import FoundationEssentials

/// Rows sorted into groups of equal keys (one or several columns), groups numbered in order
/// of first appearance. A missing key is a key like any other (TabularData's `nil` group).
struct GroupKeys {
    /// The group of each row.
    let codes: [Int32]
    /// The first row of each group, in group order.
    let firstRows: [Int]

    /// The number of groups.
    var count: Int { firstRows.count }

    /// The groups of the rows of `columns` (of equal length `rowCount`).
    init(_ columns: [ColumnContents], rowCount: Int) {
        guard let first = columns.first else {
            codes = [Int32](repeating: 0, count: rowCount)
            firstRows = rowCount > 0 ? [0] : []
            return
        }
        var combined = Self.codes(of: first)
        for column in columns.dropFirst() {
            let next = Self.codes(of: column)
            combined = Self.combine(combined, next)
        }
        codes = combined.codes
        firstRows = combined.firstRows
    }

    /// How many rows fall in each group.
    func counts() -> [Int] {
        var counts = [Int](repeating: 0, count: count)
        counts.withUnsafeMutableBufferPointer { counts in
            codes.withUnsafeBufferPointer { codes in
                for code in codes { counts[Int(truncatingIfNeeded: code)] &+= 1 }
            }
        }
        return counts
    }

    /// The rows of each group, in order.
    func rowsByGroup() -> [[Int]] {
        var rows = [[Int]](repeating: [], count: count)
        let counts = counts()
        for group in rows.indices { rows[group].reserveCapacity(counts[group]) }
        for (row, code) in codes.enumerated() { rows[Int(code)].append(row) }
        return rows
    }

    /// The group codes of one column's values.
    private static func codes(of contents: ColumnContents) -> (codes: [Int32], firstRows: [Int]) {
        switch contents {
        case .text(let values):
            // Equal strings share one canonical code (the dictionary may repeat values); -1 (missing) gets its own.
            var firstCode: [String: Int32] = [:]
            firstCode.reserveCapacity(values.dictionary.count)
            let canonical = values.dictionary.enumerated().map { code, text -> Int32 in
                if let first = firstCode[text] { return first }
                firstCode[text] = Int32(code)
                return Int32(code)
            }
            var groupOfCode = [Int32](repeating: -1, count: values.dictionary.count + 1)
            var firstRows: [Int] = []
            let codes = values.codes.enumerated().map { row, code -> Int32 in
                let key = code < 0 ? values.dictionary.count : Int(canonical[Int(code)])
                let group = groupOfCode[key]
                if group >= 0 { return group }
                let newGroup = Int32(firstRows.count)
                groupOfCode[key] = newGroup
                firstRows.append(row)
                return newGroup
            }
            return (codes, firstRows)
        case .integer(let values): return dense(values.values, values.missing)
        // -0.0 and 0.0 are one key.
        case .double(let values): return bitPatterns(keys(values.values) { ($0 == 0 ? 0 : $0).bitPattern }, values.missing)
        case .date(let values): return bitPatterns(values.values.map { ($0.timeIntervalSince1970 == 0 ? 0 : $0.timeIntervalSince1970).bitPattern }, values.missing)
        case .boolean(let values): return dense(values.values.map { $0 ? 1 : 0 }, values.missing)
        case .other(let values): return hashed(values.values.map { $0.map { String(describing: $0) } ?? "" }, nil,
                                               missingRows: values.values.map { $0 == nil })
        }
    }

    /// `key` of each value, written in place (a generic `map` checks capacity per element).
    @inline(__always)
    private static func keys<T>(_ values: [T], _ key: (T) -> UInt64) -> [UInt64] {
        values.withUnsafeBufferPointer { input in
            [UInt64](unsafeUninitializedCapacity: input.count) { output, initialized in
                for row in 0..<input.count { output[row] = key(input[row]) }
                initialized = input.count
            }
        }
    }

    /// The smallest and largest of `values` in one pass, nil for none.
    private static func range(_ values: [Int]) -> (low: Int, high: Int)? {
        values.withUnsafeBufferPointer { buffer in
            guard var low = buffer.first else { return nil }
            var high = low
            for value in buffer {
                low = Swift.min(low, value)
                high = Swift.max(high, value)
            }
            return (low, high)
        }
    }

    /// Groups of integers: through an array indexed by value when their range is small,
    /// else through a hash table.
    private static func dense(_ values: [Int], _ missing: MissingMask?) -> (codes: [Int32], firstRows: [Int]) {
        guard let (low, high) = range(values) else { return ([], []) }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, span < Swift.max(1 << 16, values.count * 2) else {
            return bitPatterns(values.map { UInt64(bitPattern: Int64($0)) }, missing)
        }
        var groupOfValue = [Int32](repeating: -1, count: span + 2)
        var firstRows: [Int] = []
        var codes = [Int32](repeating: 0, count: values.count)
        let missingWords = missing?.words ?? []
        values.withUnsafeBufferPointer { buffer in
            groupOfValue.withUnsafeMutableBufferPointer { table in
                codes.withUnsafeMutableBufferPointer { output in
                    missingWords.withUnsafeBufferPointer { words in
                        // Rows past the mask's words (none when there is no mask) are present.
                        for row in 0..<buffer.count {
                            let isMissing = row >> 6 < words.count && (words[row >> 6] >> UInt64(row & 63)) & 1 != 0
                            let slot = isMissing ? span + 1 : buffer[row] &- low
                            var group = table[slot]
                            if group < 0 {
                                group = Int32(firstRows.count)
                                table[slot] = group
                                firstRows.append(row)
                            }
                            output[row] = group
                        }
                    }
                }
            }
        }
        return (codes, firstRows)
    }

    /// Groups of 64-bit keys through ``BitPatternGroups``; `missing` rows share one group.
    private static func bitPatterns(_ keys: [UInt64], _ missing: MissingMask?) -> (codes: [Int32], firstRows: [Int]) {
        let groups: BitPatternGroups
        if let missing {
            groups = missing.words.withUnsafeBufferPointer { words in
                // Rows past the mask's words are present.
                BitPatternGroups(keys) { row in row >> 6 < words.count && (words[row >> 6] >> UInt64(row & 63)) & 1 != 0 }
            }
        } else {
            groups = BitPatternGroups(keys) { _ in false }
        }
        return (groups.codes, groups.firstRows)
    }

    /// Groups of hashable values through a hash table; `missing` rows share one group.
    private static func hashed<Key: Hashable>(_ values: [Key], _ missing: MissingMask?,
                                              missingRows: [Bool]? = nil) -> (codes: [Int32], firstRows: [Int]) {
        var groupOfKey: [Key: Int32] = [:]
        var missingGroup: Int32 = -1
        var firstRows: [Int] = []
        let codes = values.enumerated().map { row, value -> Int32 in
            if (missing?[row] ?? false) || (missingRows?[row] ?? false) {
                if missingGroup < 0 { missingGroup = Int32(firstRows.count); firstRows.append(row) }
                return missingGroup
            }
            if let group = groupOfKey[value] { return group }
            let group = Int32(firstRows.count)
            groupOfKey[value] = group
            firstRows.append(row)
            return group
        }
        return (codes, firstRows)
    }

    /// The groups of pairs of groups, numbered by first appearance.
    private static func combine(_ a: (codes: [Int32], firstRows: [Int]), _ b: (codes: [Int32], firstRows: [Int]))
        -> (codes: [Int32], firstRows: [Int]) {
        let width = b.firstRows.count
        let product = a.firstRows.count * width
        var firstRows: [Int] = []
        if product <= Swift.max(1 << 20, a.codes.count * 2) {
            var groupOfPair = [Int32](repeating: -1, count: product)
            let codes = (0..<a.codes.count).map { row -> Int32 in
                let pair = Int(a.codes[row]) * width + Int(b.codes[row])
                if groupOfPair[pair] >= 0 { return groupOfPair[pair] }
                let group = Int32(firstRows.count)
                groupOfPair[pair] = group
                firstRows.append(row)
                return group
            }
            return (codes, firstRows)
        }
        return bitPatterns((0..<a.codes.count).map { UInt64(a.codes[$0]) &* UInt64(width) &+ UInt64(b.codes[$0]) }, nil)
    }
}
