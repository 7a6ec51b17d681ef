/// Which rows of a column hold no value: one bit per row, set where the value is missing.
///
/// A column with no missing value keeps no mask at all (see ``TypedValues``), so a fully
/// present numeric column costs exactly its values.
struct MissingMask: Sendable, Equatable {
    /// The bits, 64 rows to a word; bit `row % 64` of word `row / 64`.
    private(set) var words: [UInt64]
    /// The number of rows the mask covers.
    private(set) var count: Int

    /// A mask of `count` rows, none missing.
    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) >> 6)
        self.count = count
    }

    /// Whether the value in `row` is missing; the caller keeps `row` in bounds.
    @inline(__always)
    subscript(row: Int) -> Bool {
        get { words[row >> 6] & (1 << UInt64(row & 63)) != 0 }
        set {
            if newValue { words[row >> 6] |= 1 << UInt64(row & 63) } else { words[row >> 6] &= ~(1 << UInt64(row & 63)) }
        }
    }

    /// Adds one row at the end.
    mutating func append(_ missing: Bool) {
        if count & 63 == 0 { words.append(0) }
        count += 1
        if missing { self[count - 1] = true }
    }

    /// The number of missing rows.
    var missingCount: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Whether any row is missing.
    var hasMissing: Bool { words.contains { $0 != 0 } }

    /// The mask of the rows at `rows` of a column whose mask is `source` (nil: none missing);
    /// a row below 0 is missing.
    static func gathering(_ source: MissingMask?, _ rows: [Int]) -> MissingMask {
        var mask = MissingMask(count: rows.count)
        let sourceWords = source?.words ?? []
        mask.words.withUnsafeMutableBufferPointer { output in
            sourceWords.withUnsafeBufferPointer { words in
                rows.withUnsafeBufferPointer { rows in
                    for position in 0..<rows.count {
                        let row = rows[position]
                        let bit: UInt64 = row < 0 ? 1 : words.isEmpty ? 0 : (words[row >> 6] >> UInt64(row & 63)) & 1
                        output[position >> 6] |= bit << UInt64(position & 63)
                    }
                }
            }
        }
        return mask
    }

    /// Calls `body` with each missing row, in order (a word of 64 rows at a time).
    func forEachMissingRow(_ body: (Int) -> Void) {
        for (index, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                body(index << 6 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }

    /// The rows missing in either mask, the first `count` rows of each (a word at a time).
    static func union(_ a: MissingMask?, _ b: MissingMask?, count: Int) -> MissingMask? {
        guard a != nil || b != nil else { return nil }
        var mask = MissingMask(count: count)
        mask.words.withUnsafeMutableBufferPointer { output in
            for source in [a, b] {
                guard let source else { continue }
                for word in 0..<Swift.min(output.count, source.words.count) { output[word] |= source.words[word] }
            }
        }
        if count & 63 != 0, let last = mask.words.indices.last {
            mask.words[last] &= (1 << UInt64(count & 63)) - 1  // rows past `count` stay present
        }
        return mask
    }
}
