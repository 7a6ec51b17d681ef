/// A set: unique elements, kept in the order they were first inserted (Swift's order is
/// unspecified; this one is reproducible, as for dictionaries).
///
/// The elements are stored in an array in insertion order, with a hash table from each
/// element to its position, so reading the elements in order costs nothing (no sort) while
/// the set is unchanged by removals. Removing an element leaves a hole instead of shifting
/// the later ones (as ``DictionaryValue`` does): a position is a hole when the table does not
/// point back at it, and the holes go when they are more than half. A set stays two words
/// inside a ``Value``.
struct SetValue {
    /// The elements in insertion order, holes included.
    private var stored: [DictionaryKey] = []
    /// Each element's position in ``stored``.
    private var positions: [DictionaryKey: Int] = [:]

    init() {}

    /// A set of the values (duplicates dropped).
    init(_ values: [Value]) throws {
        for value in values { _ = try insert(value) }
    }

    var count: Int { positions.count }

    /// About what one element of a large set takes (its key in the array and in the hash
    /// table with its position, and the table's spare room), for asking the memory budget
    /// before making one.
    static let bytesPerElement = 3 * MemoryLayout<DictionaryKey>.stride + 2 * MemoryLayout<Int>.stride

    /// Makes room for `count` elements at once (a table grown step by step rehashes millions
    /// of elements at a time, which no interrupt can stop).
    mutating func reserveCapacity(_ count: Int) {
        stored.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    /// How many stored positions are holes.
    private var holes: Int { stored.count - positions.count }

    /// The elements in insertion order (shared with the set, without a copy, when nothing
    /// was removed).
    var elements: [DictionaryKey] {
        holes == 0 ? stored : stored.indices.compactMap { positions[stored[$0]] == $0 ? stored[$0] : nil }
    }

    /// The elements as values, in insertion order.
    var values: [Value] { elements.map(\.value) }

    /// The first element in insertion order.
    var first: Value? {
        guard holes > 0 else { return stored.first?.value }
        return stored.indices.first { positions[stored[$0]] == $0 }.map { stored[$0].value }
    }

    func contains(_ value: Value) throws -> Bool {
        positions[try DictionaryKey(value)] != nil
    }

    /// Inserts `value`; returns whether it was new. One hash lookup: the table's entry is
    /// made in place when the element is missing.
    mutating func insert(_ value: Value) throws -> Bool {
        let key = try DictionaryKey(value)
        let before = positions.count, next = stored.count
        Self.touch(&positions[key, default: next])
        guard positions.count != before else { return false }
        stored.append(key)
        return true
    }

    /// Accesses an entry in place (so a missing one is added with its default).
    @inline(__always)
    private static func touch(_ position: inout Int) {}

    /// Removes `value`; returns it when it was there. O(1) amortized: the element's position
    /// becomes a hole (trailing holes are dropped at once).
    mutating func remove(_ value: Value) throws -> Value? {
        let key = try DictionaryKey(value)
        guard let position = positions.removeValue(forKey: key) else { return nil }
        let removed = stored[position]
        // A hole holds nothing: the element (an object, maybe) is released now.
        stored[position] = .int(0)
        if positions.isEmpty {
            self = SetValue()
        } else if position == stored.count - 1 {
            while let last = stored.indices.last, positions[stored[last]] != last { stored.removeLast() }
        } else if holes > 8 && holes * 2 > stored.count {
            compact()
        }
        return removed.value
    }

    /// Closes the holes, keeping the order.
    private mutating func compact() {
        guard holes > 0 else { return }
        let kept = elements
        stored = kept
        for (index, key) in kept.enumerated() { positions[key] = index }
    }

    /// Whether both hold the same elements, in any order.
    func hasSameElements(as other: SetValue) -> Bool {
        count == other.count && positions.keys.allSatisfy { other.positions[$0] != nil }
    }
}
