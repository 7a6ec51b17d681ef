/// The optimal-string-alignment edit distance: insertions, deletions, substitutions and swaps
/// of two neighbouring elements each count 1 ("nmae" → "name" is one edit).
///
/// Used for "did you mean" hints on misspelt names. O(a.count × b.count) time,
/// O(b.count) memory.
public enum EditDistance {
    /// The edit distance between two sequences of comparable elements.
    public static func between<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The edit distance between `a` and `b` when it is at most `limit`, else `nil`; only the
    /// band of cells within `limit` of the diagonal is computed, and the work stops as soon
    /// as every cell of a row is past the limit. O(min(a, b) × limit) time, so comparing a
    /// name of megabytes with short candidates costs next to nothing.
    public static func between<Element: Equatable>(_ a: [Element], _ b: [Element], atMost limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        var beforePrevious = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, beyond)
            if low > 1 { current[low - 1] = beyond }
            var best = current[0] <= limit && low == 1 ? current[0] : beyond
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var value = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = min(value, beyond)
                best = min(best, current[j])
            }
            if high < b.count { current[high + 1] = beyond }
            if best > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
