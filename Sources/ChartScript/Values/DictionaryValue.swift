/// A key of a dictionary: the hashable kinds of values.
enum DictionaryKey: Hashable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    /// A value of a declared `Hashable` type (an enum case, a struct), hashed by its contents.
    case other(HashableValue)

    /// The key for `value`, or a type error for values that cannot be keys.
    init(_ value: Value) throws {
        switch value {
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .native where value.sizedInteger != nil || value.floatValue != nil:
            self = .other(HashableValue(value: value))
        case .instance, .enumCase, .wrapped, .null, .native:
            if let runtime = Runtime.current, !runtime.types.conforms(value, to: "Hashable") {
                throw ScriptError.typeMismatch("a dictionary key must be Hashable; '\(value.typeName)' is not (declare it ': Hashable')")
            }
            self = .other(HashableValue(value: value))
        default: throw ScriptError.typeMismatch("a dictionary key must be Hashable (Int, Double, String, Bool or a Hashable type), not \(value.typeName)")
        }
    }

    static func == (lhs: DictionaryKey, rhs: DictionaryKey) -> Bool {
        switch (lhs, rhs) {
        case let (.int(left), .int(right)): return left == right
        case let (.string(left), .string(right)): return left == right
        case let (.double(left), .double(right)): return left == right
        case let (.bool(left), .bool(right)): return left == right
        case let (.other(left), .other(right)): return left == right
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .int(let number): hasher.combine(number)
        case .string(let text): hasher.combine(text)
        case .double(let number): hasher.combine(number)
        case .bool(let flag): hasher.combine(flag)
        case .other(let hashable): hasher.combine(hashable)
        }
    }

    /// The hash a dictionary or set table uses: an Int key's is the Int's own (one round of
    /// the standard hash over one word, as `[Int: V]` hashes), with no hasher built and fed
    /// through the enum's cases; other keys hash as ``hash(into:)`` feeds them. Keys of
    /// different kinds are never equal, so their hashes need not differ.
    func _rawHashValue(seed: Int) -> Int {
        switch self {
        case .int(let number): return number._rawHashValue(seed: seed)
        case .string(let text): return text._rawHashValue(seed: seed)
        default: return Hashed(key: self)._rawHashValue(seed: seed)
        }
    }

    /// A key hashed through the standard library's own path from ``hash(into:)``.
    private struct Hashed: Hashable {
        let key: DictionaryKey
        static func == (lhs: Hashed, rhs: Hashed) -> Bool { lhs.key == rhs.key }
        func hash(into hasher: inout Hasher) { key.hash(into: &hasher) }
    }

    /// The key as a value.
    var value: Value {
        switch self {
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .other(let hashable): return hashable.value
        }
    }
}

/// A value hashed and compared as Swift's `Hashable` would: by ``Hashing`` and ``Equality``.
struct HashableValue: Hashable {
    let value: Value

    static func == (lhs: HashableValue, rhs: HashableValue) -> Bool {
        (try? Equality.equal(lhs.value, rhs.value)) ?? false
    }

    func hash(into hasher: inout Hasher) {
        Hashing.hash(value, into: &hasher)
    }
}

/// A dictionary that keeps keys in insertion order (so output is reproducible).
///
/// Keys and values are stored in two arrays in the order they were added, with a hash table
/// from each key to its position. Removing a key leaves a hole (its key and value released at
/// once) instead of shifting the later entries; the arrays are compacted when holes are more
/// than half of them, so removal is O(1) amortized and the order of the remaining keys is
/// unchanged. A position is a hole when the table does not point back at it, so the holes
/// need no storage of their own (a dictionary stays three words inside a ``Value``).
struct DictionaryValue {
    private var storedKeys: [DictionaryKey] = []
    private var storedValues: [Value] = []
    private var positions: [DictionaryKey: Int] = [:]

    init() {}

    var count: Int { positions.count }

    /// How many stored positions are holes.
    private var holes: Int { storedKeys.count - positions.count }

    /// Whether the stored position `index` is a hole left by a removal.
    private func isHole(_ index: Int) -> Bool { positions[storedKeys[index]] != index }

    /// The keys in insertion order.
    var keys: [DictionaryKey] {
        holes == 0 ? storedKeys : storedKeys.indices.compactMap { isHole($0) ? nil : storedKeys[$0] }
    }

    /// The values in the order of ``keys``.
    var values: [Value] {
        holes == 0 ? storedValues : storedValues.indices.compactMap { isHole($0) ? nil : storedValues[$0] }
    }

    /// The key for `value` in this dictionary: an integer literal beside keys of a sized
    /// integer type takes their type (`counts[97]` in a `[UInt8: Int]`), as in Swift.
    func key(for value: Value) throws -> DictionaryKey {
        if case .int(let number) = value, let first = firstKey, case .other(let hashable) = first, let width = hashable.value.sizedInteger?.width,
           let sized = SizedInteger.exactly(number, width) {
            return .other(HashableValue(value: sized.value))
        }
        return try DictionaryKey(value)
    }

    /// The first key in insertion order.
    private var firstKey: DictionaryKey? {
        guard holes > 0 else { return storedKeys.first }
        return storedKeys.indices.first { !isHole($0) }.map { storedKeys[$0] }
    }

    subscript(key: DictionaryKey) -> Value? {
        guard let position = positions[key] else { return nil }
        return storedValues[position]
    }

    /// Replaces the value at position `index` of ``values`` (keys unchanged).
    mutating func replaceValue(at index: Int, with value: Value) {
        compact()
        storedValues[index] = value
    }

    /// Sets `value` for `key` as a literal's entry does: as ``set(_:for:)`` sets it, except
    /// that `nil` is kept as the key's value (`let d: [String: Double?] = ["b": nil]` has a key
    /// "b" whose value is nil).
    mutating func setLiteralEntry(_ value: Value, for key: DictionaryKey) {
        guard case .null = value else { return set(value, for: key) }
        store(value, for: key)
    }

    /// Sets `value` for `key`; `nil` (`.null`) removes the key, as in Swift, and an optional
    /// value is stored unwrapped, one level: in a `[String: Int?]`, `.some(nil)` stores nil and
    /// `.some(.some(3))` stores `Optional(3)`.
    mutating func set(_ value: Value, for key: DictionaryKey) {
        switch value {
        case .null: remove(key)
        case .wrapped(let inner): store(inner, for: key)
        default: store(value, for: key)
        }
    }

    /// Stores `value` for `key` as it is: replaced in place when the key is present, else
    /// appended after the last key.
    private mutating func store(_ value: Value, for key: DictionaryKey) {
        if let position = positions[key] {
            CopyMeter.changing(&storedValues) { $0[position] = value }
        } else {
            positions[key] = storedKeys.count
            CopyMeter.changing(&storedKeys) { $0.append(key) }
            CopyMeter.changing(&storedValues) { $0.append(value) }
        }
    }

    /// Runs `body` on the value for `key` in place (`counts[word, default: 0] += 1`,
    /// `groups[key, default: []].append(x)`): the value is taken out of the dictionary while it
    /// changes, so an array or string inside is not shared and changes without a copy. A
    /// missing key starts from what `makeDefault` gives, called only then, as Swift calls the
    /// `default:` autoclosure (`nil` when there is none), and is added when `body` returns;
    /// what `body` leaves is stored as ``set(_:for:)`` stores it (`nil` removes the key). An
    /// existing value is put back however `body` ends, as Swift writes an `inout` back.
    mutating func modifyValue(for key: DictionaryKey, default makeDefault: () throws -> Value?, _ body: (inout Value) throws -> Value) throws -> Value {
        guard let position = positions[key] else {
            var element = try makeDefault() ?? .null
            let result = try body(&element)
            if case .null = element { return result }
            try makeRoom()
            set(element, for: key)
            return result
        }
        var element = Value.void
        CopyMeter.changing(&storedValues) { swap(&$0[position], &element) }
        defer {
            if element.isOptional { set(element, for: key) } else { swap(&storedValues[position], &element) }
        }
        return try body(&element)
    }

    /// Makes room for one more key when the dictionary is large and full, in steps an
    /// interrupt can stop: Swift rehashes a full dictionary in one go (half a second for
    /// millions of keys). An interrupt leaves the dictionary as it was.
    @inline(__always)
    mutating func makeRoom() throws {
        try InterruptibleWork.makeRoom(in: &storedKeys)
        try InterruptibleWork.makeRoom(in: &storedValues)
        if positions.count >= Self.uncheckedGrowthLimit && positions.count == positions.capacity { try growPositions() }
    }

    /// The most keys whose table Swift rehashes unchecked (a few milliseconds).
    static let uncheckedGrowthLimit = 1 << 16

    @inline(never)
    private mutating func growPositions() throws {
        var larger = [DictionaryKey: Int](minimumCapacity: positions.count * 2)
        let flag = Runtime.current?.interruptFlag
        var start = 0
        while start < storedKeys.count {
            if flag?.isRaised == true {
                Disposal.later(&larger, replacingWith: [:])
                throw ScriptError.interrupted
            }
            let end = min(storedKeys.count, start + Self.uncheckedGrowthLimit)
            for index in start..<end where positions[storedKeys[index]] == index { larger[storedKeys[index]] = index }
            start = end
        }
        swap(&positions, &larger)
        // The keys are all held by the keys array too: freeing the old table runs no cell code.
        Disposal.later(&larger, replacingWith: [:])
    }

    /// Removes `key` and returns its value, in O(1) amortized: the entry becomes a hole (the
    /// last entry is dropped outright), and the holes go when they are more than half.
    @discardableResult
    mutating func remove(_ key: DictionaryKey) -> Value? {
        guard let position = positions.removeValue(forKey: key) else { return nil }
        var removedValue = Value.void
        swap(&storedValues[position], &removedValue)
        // A hole holds nothing: the key (an object, maybe) is released now, as Swift releases it.
        storedKeys[position] = .int(0)
        if positions.isEmpty {
            self = DictionaryValue()
        } else if position == storedKeys.count - 1 {
            // The last entry, and any holes before it, are dropped outright.
            while let last = storedKeys.indices.last, isHole(last) {
                storedKeys.removeLast()
                storedValues.removeLast()
            }
        } else if holes > 8 && holes * 2 > storedKeys.count {
            compact()
        }
        return removedValue
    }

    /// Closes the holes, keeping the order of the remaining entries.
    private mutating func compact() {
        guard holes > 0 else { return }
        var keys: [DictionaryKey] = [], values: [Value] = []
        keys.reserveCapacity(positions.count)
        values.reserveCapacity(positions.count)
        for index in storedKeys.indices where !isHole(index) {
            positions[storedKeys[index]] = keys.count
            keys.append(storedKeys[index])
            values.append(storedValues[index])
        }
        CopyMeter.note(bytes: keys.count * (MemoryLayout<DictionaryKey>.stride + MemoryLayout<Value>.stride))
        storedKeys = keys
        storedValues = values
    }
}
