import ChartCore

/// "Did you mean" hints: the known names closest to a misspelled one.
enum Suggestions {
    /// Names longer than this (in Unicode scalars) get no hints: no name a cell can mean is
    /// that long, and comparing a megabyte of text with every known name would take long.
    static let maximumNameLength = 128

    /// Up to `limit` names from `candidates` within a small edit distance of `name`, closest
    /// first, or that start with it (three characters or more).
    static func closest(to name: String, in candidates: [String], limit: Int = 2) -> [String] {
        guard name.unicodeScalars.count <= maximumNameLength else { return [] }
        let lowered = Array(name.lowercased().unicodeScalars)
        let allowed = max(1, min(3, name.count / 3))
        var scored: [(distance: Int, name: String)] = []
        for candidate in Set(candidates) where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            if lowered.count >= 3, other.count >= lowered.count, other.starts(with: lowered) {
                // A prefix: the distance is the letters to add.
                scored.append((other.count - lowered.count, candidate))
            } else if let distance = EditDistance.between(lowered, other, atMost: allowed) {
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
