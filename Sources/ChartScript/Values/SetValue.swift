/// A set: unique elements, kept in the order they were first inserted (Swift's order is
/// unspecified; this one is reproducible, as for dictionaries).
struct SetValue {
    private(set) var elements: [DictionaryKey] = []
    private var positions: [DictionaryKey: Int] = [:]

    init() {}

    /// A set of the values (duplicates dropped).
    init(_ values: [Value]) throws {
        for value in values { _ = try insert(value) }
    }

    var count: Int { elements.count }

    /// The elements as values.
    var values: [Value] { elements.map(\.value) }

    func contains(_ value: Value) throws -> Bool {
        positions[try DictionaryKey(value)] != nil
    }

    /// Inserts `value`; returns whether it was new.
    mutating func insert(_ value: Value) throws -> Bool {
        let key = try DictionaryKey(value)
        guard positions[key] == nil else { return false }
        positions[key] = elements.count
        elements.append(key)
        return true
    }

    /// Removes `value`; returns it when it was there.
    mutating func remove(_ value: Value) throws -> Value? {
        let key = try DictionaryKey(value)
        guard let position = positions[key] else { return nil }
        elements.remove(at: position)
        positions = [:]
        for (index, element) in elements.enumerated() { positions[element] = index }
        return key.value
    }

    /// Whether both hold the same elements, in any order.
    func hasSameElements(as other: SetValue) -> Bool {
        count == other.count && elements.allSatisfy { other.positions[$0] != nil }
    }
}
