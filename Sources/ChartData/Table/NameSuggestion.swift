import ChartCore

/// Finds the name a person probably meant when they mistyped one ("subjet" → "subject").
enum NameSuggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is close
    /// enough to be a typo: at most a third of the name's length, and at least one edit.
    /// A name longer than ``maximumNameLength`` characters gets no suggestion (no column is
    /// named like that, and the comparison would cost time for nothing).
    static func closest(to name: String, among candidates: [String]) -> String? {
        guard name.unicodeScalars.count <= maximumNameLength else { return nil }
        let target = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            let limit = max(1, max(target.count, other.count) / 3)
            guard let distance = EditDistance.between(target, other, atMost: limit) else { continue }
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The longest name compared with the candidates.
    static let maximumNameLength = 256

    /// The edit distance counting insertions, deletions, substitutions and swaps of two
    /// neighbouring characters ("nmae" → "name" is one edit).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        EditDistance.between(a, b)
    }
}
