import ChartCore

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
        EditDistance.between(Array(first.unicodeScalars), Array(second.unicodeScalars))
    }
}
