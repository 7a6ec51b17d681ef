/// Comparing and hashing values whose parts are shared visit each shared part once: an
/// indirect enum built by doubling (`t = .node(t, t)` sixty times) has 61 values but 2^60
/// paths to its leaves, which a plain recursion walks for ever.
///
/// One comparison (or hash) that has taken ``rememberingThreshold`` steps starts remembering
/// the pairs of enum values and structs it found equal (and the hashes of those it hashed), by
/// identity: the values are alive while it runs, and what it remembers is forgotten when it
/// ends. Comparisons also check the interrupt flag every 4,096 steps.
final class SharedValueVisits {
    /// Steps of one comparison or hash before it remembers what it visited.
    static let rememberingThreshold = 4_096

    private struct Pair: Hashable {
        var first: ObjectIdentifier
        var second: ObjectIdentifier
    }

    private var comparisonDepth = 0
    private var comparisonSteps = 0
    private var poll = InterruptPoll()
    private var equalPairs: Set<Pair> = []
    private var hashingDepth = 0
    private var hashingSteps = 0
    private var hashes: [ObjectIdentifier: Int] = [:]

    /// Whether the parts `first` and `second` (enum values or structs) are equal, by
    /// `compare` unless this comparison already found them so.
    func compare(_ first: AnyObject, _ second: AnyObject, by compare: () throws -> Bool) throws -> Bool {
        if comparisonDepth == 0 {
            comparisonSteps = 0
            if !equalPairs.isEmpty { equalPairs = [] }
            poll = InterruptPoll()
        }
        comparisonSteps += 1
        try poll.step()
        let remembers = comparisonSteps > Self.rememberingThreshold
        let pair = Pair(first: ObjectIdentifier(first), second: ObjectIdentifier(second))
        if remembers, equalPairs.contains(pair) { return true }
        comparisonDepth += 1
        defer { comparisonDepth -= 1 }
        let equal = try compare()
        if equal && remembers { equalPairs.insert(pair) }
        return equal
    }

    /// The hash of the part `value` (an enum value or a struct), by `hash` unless this hash
    /// already computed it.
    func hash(of value: AnyObject, by hash: () -> Int) -> Int {
        if hashingDepth == 0 {
            hashingSteps = 0
            if !hashes.isEmpty { hashes = [:] }
        }
        hashingSteps += 1
        let remembers = hashingSteps > Self.rememberingThreshold
        let identity = ObjectIdentifier(value)
        if remembers, let known = hashes[identity] { return known }
        hashingDepth += 1
        defer { hashingDepth -= 1 }
        let result = hash()
        if remembers { hashes[identity] = result }
        return result
    }
}
