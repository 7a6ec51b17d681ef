/// Replacement of every occurrence of a string, matching as Foundation's
/// `replacingOccurrences(of:with:)` does.
extension String {
    /// The string with every non-overlapping occurrence of `target`, searched from the start,
    /// replaced by `replacement`. Occurrences are whole characters compared by canonical
    /// equivalence ("é" matches "e\u{301}", "e" does not match inside "e\u{301}"), except that
    /// a carriage return and line feed count as two characters. An empty target changes nothing.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = target.matchingUnits
        guard !pattern.isEmpty else { return self }
        let units = matchingUnits
        var result = ""
        var index = 0
        while index < units.count {
            if index + pattern.count <= units.count, units[index..<index + pattern.count].elementsEqual(pattern) {
                result += replacement
                index += pattern.count
            } else {
                result += units[index]
                index += 1
            }
        }
        return result
    }

    /// The characters as strings, with each "\r\n" split into its two scalars.
    private var matchingUnits: [String] {
        var units: [String] = []
        units.reserveCapacity(count)
        for character in self {
            if character == "\r\n" {
                units.append("\r")
                units.append("\n")
            } else {
                units.append(String(character))
            }
        }
        return units
    }
}
