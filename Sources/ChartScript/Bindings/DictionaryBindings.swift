/// Dictionaries: keys and values, updating and removing by key, transforming values,
/// merging, and the initialisers that build a dictionary from a sequence
/// (`Dictionary(grouping:by:)`, `Dictionary(uniqueKeysWithValues:)`). Iterating gives
/// `(key:, value:)` pairs; this kernel keeps keys in the order they were added.
enum DictionaryBindings {
    static func register(in table: BindingTable) {
        let type = table.type("Dictionary", doc("struct Dictionary<Key, Value>",
            "Values looked up by key, written [\"Math\": 31, \"Art\": 12]. ChartScript keeps keys in the order they were added.",
            "var counts = [\"Math\": 31]\ncounts[\"Art\"] = 12"))
        registerInitializers(on: type)
        type.addMethod("filter", [param(nil, "closure")], doc("func filter(_ isIncluded: ((key: Key, value: Value)) -> Bool) -> [Key: Value]",
            "The entries for which the closure returns true, as a dictionary.", "counts.filter { $0.value > 10 }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let contents = try dictionary(receiver)
            var result = DictionaryValue()
            for (key, value) in zip(contents.keys, contents.values) where try SequenceBindings.truth(try test(pair(key, value)), "filter") {
                result.set(value, for: key)
            }
            return .dictionary(result)
        }
        SequenceBindings.register(on: type, receiver: "counts")
        type.addProperty("keys", type: "[Key]", doc("var keys: Dictionary<Key, Value>.Keys", "The keys, in the order they were added.", "counts.keys.sorted()")) { value in
            .array(ArrayValue(values: try dictionary(value).keys.map(\.value)))
        }
        type.addProperty("values", type: "[Value]", doc("var values: Dictionary<Key, Value>.Values", "The values, in the order their keys were added.", "counts.values.sorted()")) { value in
            .array(ArrayValue(values: try dictionary(value).values))
        }
        registerUpdates(on: type)
        registerTransforms(on: type)
    }

    private static func registerInitializers(on type: TypeBinding) {
        type.addInitializer([], doc("init()", "An empty dictionary.", "var counts = [String: Int]()")) { _, _ in .dictionary(DictionaryValue()) }
        type.addInitializer([param("minimumCapacity", "Int")], doc("init(minimumCapacity: Int)",
            "An empty dictionary with room for at least that many pairs (the kernel grows dictionaries as needed, so the room is not visible).",
            "var counts = [String: Int](minimumCapacity: 100)")) { arguments, _ in
            _ = try arguments.int(0)
            return .dictionary(DictionaryValue())
        }
        type.addInitializer([param("uniqueKeysWithValues", "Any")], doc("init(uniqueKeysWithValues keysAndValues: some Sequence<(Key, Value)>)",
            "A dictionary of (key, value) pairs; a key must not repeat.", "Dictionary(uniqueKeysWithValues: zip([\"a\", \"b\"], [1, 2]))")) { arguments, _ in
            var result = DictionaryValue()
            for element in try Sequences.elements(of: try arguments.value(0)) {
                let (key, value) = try keyAndValue(element)
                guard result[key] == nil else { throw ScriptError.trap("Dictionary literal contains duplicate keys") }
                result.set(value, for: key)
            }
            return .dictionary(result)
        }
        type.addInitializer([param(nil, "Any"), param("uniquingKeysWith", "closure")],
                            doc("init(_ keysAndValues: some Sequence<(Key, Value)>, uniquingKeysWith combine: (Value, Value) -> Value)",
            "A dictionary of (key, value) pairs; the closure combines the values of a repeated key.",
            "Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)")) { arguments, runtime in
            let combine = runtime.binaryCaller(try arguments.function(1))
            var result = DictionaryValue()
            try merge(try arguments.value(0), into: &result, combine)
            return .dictionary(result)
        }
        type.addInitializer([param("grouping", "Any"), param("by", "closure")], doc("init(grouping values: some Sequence<Value>, by keyForValue: (Value) -> Key)",
            "The elements grouped into arrays under the key the closure gives each.",
            "Dictionary(grouping: [\"apple\", \"avocado\", \"banana\"], by: { $0.first! })")) { arguments, runtime in
            let keyFor = try runtime.unaryCaller(try arguments.function(1))
            var keys: [DictionaryKey] = []
            var groups: [DictionaryKey: ArrayBuilder] = [:]
            try Sequences.forEach(try arguments.value(0)) { element in
                let key = try DictionaryKey(try keyFor(element))
                if groups[key] == nil {
                    keys.append(key)
                    groups[key] = ArrayBuilder()
                }
                try groups[key]?.append(element)
            }
            var result = DictionaryValue()
            for key in keys { result.set(.array(groups[key]?.result ?? ArrayValue(.values([]))), for: key) }
            return .dictionary(result)
        }
    }

    private static func registerUpdates(on type: TypeBinding) {
        type.addMethod("updateValue", [param(nil, "Any"), param("forKey", "Any")], isMutating: true,
                       doc("mutating func updateValue(_ value: Value, forKey key: Key) -> Value?",
            "Sets the value for the key and returns the value it replaced, or nil when the key is new.",
            "counts.updateValue(40, forKey: \"Math\")")) { receiver, arguments, _ in
            let key = try DictionaryKey(try arguments.value(1))
            var old: Value?
            try change(&receiver) { contents in
                old = contents[key]
                try contents.makeRoom()
                contents.set(try arguments.value(0), for: key)
            }
            return .optional(old)
        }
        type.addMethod("reserveCapacity", [param(nil, "Int")], isMutating: true, doc("mutating func reserveCapacity(_ minimumCapacity: Int)",
            "Prepares room for the number of pairs (the kernel grows dictionaries as needed, so this changes nothing visible).",
            "counts.reserveCapacity(100)")) { _, arguments, _ in
            _ = try arguments.int(0)
            return .void
        }
        type.addMethod("removeValue", [param("forKey", "Any")], isMutating: true, doc("mutating func removeValue(forKey key: Key) -> Value?",
            "Removes the key and returns its value, or nil when absent.", "counts.removeValue(forKey: \"Art\")")) { receiver, arguments, _ in
            let key = try DictionaryKey(try arguments.value(0))
            var removed: Value?
            try change(&receiver) { removed = $0.remove(key) }
            return .optional(removed)
        }
        type.addMethod("removeAll", [param("keepingCapacity", "Bool", default: true)], isMutating: true,
                       doc("mutating func removeAll(keepingCapacity: Bool = false)", "Removes every key and value.", "counts.removeAll()")) { receiver, _, _ in
            receiver = .dictionary(DictionaryValue())
            return .void
        }
        type.addMethod("merge", [param(nil, "Any"), param("uniquingKeysWith", "closure")], isMutating: true,
                       doc("mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) -> Value)",
            "Adds the other dictionary's (or pairs') entries; for a key in both, the closure gets the current and the new value and gives the one to keep.",
            "counts.merge([\"Art\": 3]) { $0 + $1 }")) { receiver, arguments, runtime in
            let combine = runtime.binaryCaller(try arguments.function(1))
            let other = try arguments.value(0)
            try change(&receiver) { try merge(other, into: &$0, combine) }
            return .void
        }
        type.addMethod("merging", [param(nil, "Any"), param("uniquingKeysWith", "closure")],
                       doc("func merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) -> Value) -> [Key: Value]",
            "A new dictionary with the other's entries added; the closure chooses for keys in both.",
            "counts.merging([\"Art\": 3]) { current, _ in current }")) { receiver, arguments, runtime in
            let combine = runtime.binaryCaller(try arguments.function(1))
            var result = try dictionary(receiver)
            try merge(try arguments.value(0), into: &result, combine)
            return .dictionary(result)
        }
    }

    private static func registerTransforms(on type: TypeBinding) {
        type.addMethod("mapValues", [param(nil, "closure")], doc("func mapValues<T>(_ transform: (Value) -> T) -> [Key: T]",
            "The same keys with each value transformed by the closure.", "counts.mapValues { $0 * 2 }")) { receiver, arguments, runtime in
            let transform = try runtime.unaryCaller(try arguments.function(0))
            let contents = try dictionary(receiver)
            var result = DictionaryValue()
            for (key, value) in zip(contents.keys, contents.values) { result.set(try transform(value), for: key) }
            return .dictionary(result)
        }
        type.addMethod("compactMapValues", [param(nil, "closure")], doc("func compactMapValues<T>(_ transform: (Value) -> T?) -> [Key: T]",
            "The keys whose transformed value is not nil, with that value.", "[\"a\": \"1\", \"b\": \"x\"].compactMapValues { Int($0) }")) { receiver, arguments, runtime in
            let transform = try runtime.unaryCaller(try arguments.function(0))
            let contents = try dictionary(receiver)
            var result = DictionaryValue()
            for (key, value) in zip(contents.keys, contents.values) {
                if let transformed = try transform(value).unwrapped { result.set(transformed, for: key) }
            }
            return .dictionary(result)
        }
    }

    /// Adds `other`'s entries (a dictionary or a sequence of pairs) to `result`, combining the
    /// values of keys already there with `combine(current, new)`.
    private static func merge(_ other: Value, into result: inout DictionaryValue, _ combine: (Value, Value) throws -> Value) throws {
        for element in try Sequences.elements(of: other) {
            let (key, value) = try keyAndValue(element)
            if let current = result[key] {
                result.set(try combine(current, value), for: key)
            } else {
                result.set(value, for: key)
            }
        }
    }

    /// The key and value of a pair: a `(key:, value:)` entry or any two-element tuple.
    private static func keyAndValue(_ element: Value) throws -> (DictionaryKey, Value) {
        guard case .tuple(let tuple) = element, tuple.values.count == 2 else {
            throw ScriptError.typeMismatch("expected (key, value) pairs, not \(element.typeName)")
        }
        return (try DictionaryKey(tuple.values[0]), tuple.values[1])
    }

    /// A `(key:, value:)` pair, as iterating a dictionary gives it.
    static func pair(_ key: DictionaryKey, _ value: Value) -> Value {
        .tuple(TupleValue(labels: ["key", "value"], values: [key.value, value]))
    }

    static func dictionary(_ value: Value) throws -> DictionaryValue {
        guard case .dictionary(let dictionary) = value else { throw ScriptError.typeMismatch("expected a dictionary, not \(value.typeName)") }
        return dictionary
    }

    /// Changes the dictionary in `receiver` in place (taken out first so it is uniquely referenced).
    private static func change(_ receiver: inout Value, _ body: (inout DictionaryValue) throws -> Void) throws {
        guard case .dictionary(var contents) = receiver else { throw ScriptError.typeMismatch("expected a dictionary, not \(receiver.typeName)") }
        receiver = .void
        defer { receiver = .dictionary(contents) }
        try body(&contents)
    }
}
