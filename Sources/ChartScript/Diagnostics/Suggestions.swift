/// "Did you mean" hints: the known names closest to a misspelled one.
enum Suggestions {
    /// Up to `limit` names from `candidates` within a small edit distance of `name`, closest first.
    static func closest(to name: String, in candidates: [String], limit: Int = 2) -> [String] {
        let lowered = name.lowercased()
        let allowed = max(1, min(3, name.count / 3))
        var scored: [(distance: Int, name: String)] = []
        for candidate in Set(candidates) where candidate != name {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= allowed || (candidate.lowercased().hasPrefix(lowered) && lowered.count >= 3) {
                scored.append((distance, candidate))
            }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    /// The edit distance between two strings (insertions, deletions, substitutions and
    /// swaps of neighbours each count 1), by Unicode scalars.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first.unicodeScalars), b = Array(second.unicodeScalars)
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
}
