/// The signatures of messages already accepted, to refuse a message sent a second time
/// (a replay).
///
/// Like jupyter_client's `Session`, it remembers up to `capacity` digests and forgets a
/// tenth of them, chosen at random, when full.
public struct DigestHistory: Sendable {
    /// How many digests are kept before the oldest tenth is culled.
    public let capacity: Int
    private var digests: Set<[UInt8]> = []

    /// Creates an empty history; the default capacity is jupyter_client's 2^16.
    public init(capacity: Int = 1 << 16) {
        self.capacity = max(1, capacity)
    }

    /// How many digests are remembered.
    public var count: Int { digests.count }

    /// Whether `digest` was seen before.
    public func contains(_ digest: [UInt8]) -> Bool {
        digests.contains(digest)
    }

    /// Remembers `digest`; culls a tenth of the history first when it is full.
    public mutating func insert(_ digest: [UInt8]) {
        if digests.count >= capacity {
            let cullCount = max(1, capacity / 10)
            for stale in digests.shuffled().prefix(cullCount) { digests.remove(stale) }
        }
        digests.insert(digest)
    }
}
