// A local dictionary changed through a default that reads it: swiftc refuses the overlap.
func tally(_ words: [String]) -> [String: Int] {
    var firstSeen: [String: Int] = [:]
    for word in words {
        firstSeen[word, default: firstSeen.count] += 0
    }
    return firstSeen
}
print(tally(["a", "b", "a"]))
