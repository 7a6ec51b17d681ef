/// Ranges, dictionaries and tuples.
enum CollectionBindings {
    static let rangeDocumentation = doc("struct Range<Int> / ClosedRange<Int>",
        "Consecutive integers: 0..<5 (0 to 4) or 1...5 (1 to 5). Ranges work like arrays in loops, map, filter and statistics.",
        "(0..<5).map { $0 * $0 }")

    static func register(in table: BindingTable) {
        let range = table.type("Range", rangeDocumentation)
        SequenceBindings.register(on: range, receiver: "(0..<10)")
        range.addProperty("lowerBound", type: "Int", doc("var lowerBound: Int", "The first value.", "(1...5).lowerBound")) { value in
            switch value {
            case .range(let lower, _), .closedRange(let lower, _): return .int(lower)
            default: throw ScriptError.typeMismatch("expected a range")
            }
        }
        range.addProperty("upperBound", type: "Int", doc("var upperBound: Int",
            "The end: excluded for 0..<5, included for 1...5.", "(1...5).upperBound")) { value in
            switch value {
            case .range(_, let upper), .closedRange(_, let upper): return .int(upper)
            default: throw ScriptError.typeMismatch("expected a range")
            }
        }
        registerDictionary(table.type("Dictionary", doc("struct Dictionary<Key, Value>",
            "Values looked up by key, written [\"Math\": 31, \"Art\": 12]. ChartScript keeps keys in the order they were added.",
            "var counts = [\"Math\": 31]\ncounts[\"Art\"] = 12")))
    }

    private static func dictionary(_ value: Value) throws -> DictionaryValue {
        guard case .dictionary(let dictionary) = value else { throw ScriptError.typeMismatch("expected a dictionary, not \(value.typeName)") }
        return dictionary
    }

    private static func registerDictionary(_ type: TypeBinding) {
        SequenceBindings.register(on: type, receiver: "counts")
        type.addProperty("keys", type: "[Key]", doc("var keys: [Key]", "The keys, in the order they were added.", "counts.keys")) { value in
            .array(ArrayValue(values: try dictionary(value).keys.map(\.value)))
        }
        type.addProperty("values", type: "[Value]", doc("var values: [Value]", "The values, in the order their keys were added.", "counts.values")) { value in
            .array(ArrayValue(values: try dictionary(value).values))
        }
        type.addMethod("removeValue", [param("forKey", "Any")], isMutating: true, doc("mutating func removeValue(forKey key: Key) -> Value?",
            "Removes the key and returns its value, or nil when absent.", "counts.removeValue(forKey: \"Art\")")) { receiver, arguments, _ in
            var contents = try dictionary(receiver)
            receiver = .void
            let removed = contents.remove(try DictionaryKey(try arguments.value(0)))
            receiver = .dictionary(contents)
            return .optional(removed)
        }
    }
}
