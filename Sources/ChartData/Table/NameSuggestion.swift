/// Finds the name a person probably meant when they mistyped one ("subjet" → "subject").
enum NameSuggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is close
    /// enough to be a typo: at most a third of the name's length, and at least one edit.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(1, max(target.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// The edit distance counting insertions, deletions, substitutions and swaps of two
    /// neighbouring characters ("nmae" → "name" is one edit).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
