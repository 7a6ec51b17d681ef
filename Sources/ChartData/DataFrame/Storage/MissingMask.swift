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
}
