/// A set: unique elements, kept in the order they were first inserted (Swift's order is
/// unspecified; this one is reproducible, as for dictionaries).
///
/// One dictionary from element to insertion number holds it all, so a ``Value`` holding a set
/// carries one reference: copying any value stays a single retain (a payload with two
/// references made every value copy in the interpreter slower).
struct SetValue {
    /// Each element and the number it was inserted under; ordering by the numbers gives the
    /// insertion order.
    private var orders: [DictionaryKey: Int] = [:]
    /// The number the next inserted element gets.
    private var nextOrder = 0

    init() {}

    /// A set of the values (duplicates dropped).
    init(_ values: [Value]) throws {
        for value in values { _ = try insert(value) }
    }

    var count: Int { orders.count }

    /// About what one element of a large set takes (its key, its insertion number and the
    /// hash table's spare room), for asking the memory budget before making one.
    static let bytesPerElement = 2 * (MemoryLayout<DictionaryKey>.stride + MemoryLayout<Int>.stride)

    /// Makes room for `count` elements at once (a table grown step by step rehashes millions
    /// of elements at a time, which no interrupt can stop).
    mutating func reserveCapacity(_ count: Int) {
        orders.reserveCapacity(count)
    }

    /// The elements in insertion order.
    var elements: [DictionaryKey] {
        orders.sorted { $0.value < $1.value }.map(\.key)
    }

    /// The elements as values, in insertion order.
    var values: [Value] { elements.map(\.value) }

    func contains(_ value: Value) throws -> Bool {
        orders[try DictionaryKey(value)] != nil
    }

    /// Inserts `value`; returns whether it was new.
    mutating func insert(_ value: Value) throws -> Bool {
        let key = try DictionaryKey(value)
        guard orders[key] == nil else { return false }
        orders[key] = nextOrder
        nextOrder += 1
        return true
    }

    /// Removes `value`; returns it when it was there.
    mutating func remove(_ value: Value) throws -> Value? {
        let key = try DictionaryKey(value)
        guard orders.removeValue(forKey: key) != nil else { return nil }
        return key.value
    }

    /// Whether both hold the same elements, in any order.
    func hasSameElements(as other: SetValue) -> Bool {
        count == other.count && orders.keys.allSatisfy { other.orders[$0] != nil }
    }
}
