import ChartCore

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
        EditDistance.between(a, b)
    }
}
