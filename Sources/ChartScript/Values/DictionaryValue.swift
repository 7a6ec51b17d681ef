/// A key of a dictionary: the hashable kinds of values.
enum DictionaryKey: Hashable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)

    /// The key for `value`, or a type error for values that cannot be keys.
    init(_ value: Value) throws {
        switch value {
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        default: throw ScriptError.typeMismatch("a dictionary key must be an Int, Double, String or Bool, not \(value.typeName)")
        }
    }

    /// The key as a value.
    var value: Value {
        switch self {
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        }
    }
}

/// A dictionary that keeps keys in insertion order (so output is reproducible).
struct DictionaryValue {
    private(set) var keys: [DictionaryKey] = []
    private(set) var values: [Value] = []
    private var positions: [DictionaryKey: Int] = [:]

    init() {}

    var count: Int { keys.count }

    subscript(key: DictionaryKey) -> Value? {
        guard let position = positions[key] else { return nil }
        return values[position]
    }

    /// Sets `value` for `key`; `nil` (`.null`) removes the key, as in Swift.
    mutating func set(_ value: Value, for key: DictionaryKey) {
        if case .null = value { remove(key); return }
        if let position = positions[key] {
            values[position] = value
        } else {
            positions[key] = keys.count
            keys.append(key)
            values.append(value)
        }
    }

    /// Removes `key` and returns its value.
    @discardableResult
    mutating func remove(_ key: DictionaryKey) -> Value? {
        guard let position = positions[key] else { return nil }
        let removed = values[position]
        keys.remove(at: position)
        values.remove(at: position)
        positions = [:]
        for (index, key) in keys.enumerated() { positions[key] = index }
        return removed
    }
}
