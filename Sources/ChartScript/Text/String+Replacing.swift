/// Replacement of every occurrence of a string, matching as Foundation's
/// `replacingOccurrences(of:with:)` does.
extension String {
    /// The string with every non-overlapping occurrence of `target`, searched from the start,
    /// replaced by `replacement`. Occurrences are whole characters compared by canonical
    /// equivalence ("é" matches "e\u{301}", "e" does not match inside "e\u{301}"), except that
    /// a carriage return and line feed count as two characters. An empty target changes nothing.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        (try? replacingEveryChecked(target, with: replacement)) ?? self
    }

    /// ``replacingEvery(_:with:)`` for a cell's strings: the occurrences are found first, with
    /// interrupt checks, and the result's size asked of the memory budget before it is made
    /// (a 3 MB string whose every character becomes a kilobyte would need 3 GB).
    func replacingEveryChecked(_ target: String, with replacement: String) throws -> String {
        let pattern = target.matchingUnits
        guard !pattern.isEmpty else { return self }
        try MemoryGuard.shared.reserve(utf8.count &* MemoryLayout<String>.stride, for: "replacingOccurrences on \(utf8.count) bytes")
        let units = matchingUnits
        var poll = InterruptPoll()
        var starts: [Int] = []
        var index = 0
        while index < units.count {
            try poll.step()
            if index + pattern.count <= units.count, units[index..<index + pattern.count].elementsEqual(pattern) {
                starts.append(index)
                index += pattern.count
            } else {
                index += 1
            }
        }
        guard !starts.isEmpty else { return self }
        let (added, overflow) = starts.count.multipliedReportingOverflow(by: replacement.utf8.count)
        let (sum, overflowed) = max(0, utf8.count - starts.count * target.utf8.count).addingReportingOverflow(added)
        let size = overflow || overflowed ? Int.max : sum
        try MemoryGuard.shared.reserve(size, for: "replacingOccurrences making \(size) bytes")
        var result = ""
        result.reserveCapacity(size)
        index = 0
        var next = 0
        while index < units.count {
            try poll.step()
            if next < starts.count, starts[next] == index {
                result += replacement
                index += pattern.count
                next += 1
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
