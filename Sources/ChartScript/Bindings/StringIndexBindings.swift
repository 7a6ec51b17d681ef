/// Positions in a string (`String.Index`, see ``StringIndex``): `startIndex`, `endIndex`,
/// `indices`, `index(after:)`, `index(before:)`, `index(_:offsetBy:)`, `distance(from:to:)`,
/// and the searches that give positions (`firstIndex(of:)`, `lastIndex(where:)`, `range(of:)` …).
enum StringIndexBindings {
    private static func text(_ value: Value) -> String { StringBindings.text(value) }

    static func register(on string: TypeBinding) {
        string.addProperty("startIndex", type: "Any", doc("var startIndex: String.Index",
            "The position of the first character.", "name[name.startIndex]")) { _ in
            StringIndexing.index(0, in: "")
        }
        string.addProperty("endIndex", type: "Any", doc("var endIndex: String.Index",
            "The position after the last character (not a valid subscript).", "name[name.index(before: name.endIndex)]")) { value in
            let current = text(value)
            return StringIndexing.index(current.count, in: current)
        }
        string.addProperty("indices", type: "Any", doc("var indices: DefaultIndices<String>",
            "Every valid position, in order.", "for index in name.indices { print(name[index]) }")) { value in
            .array(ArrayValue(.values(StringIndexing.allIndices(in: text(value)))))
        }
        string.addMethod("index", [param("after", "Any")], doc("func index(after i: String.Index) -> String.Index",
            "The position after the given one.", "name.index(after: name.startIndex)")) { receiver, arguments, _ in
            try moved(receiver, try StringIndexing.offset(of: try arguments.value(0)), by: 1)
        }
        string.addMethod("index", [param("before", "Any")], doc("func index(before i: String.Index) -> String.Index",
            "The position before the given one.", "name.index(before: name.endIndex)")) { receiver, arguments, _ in
            try moved(receiver, try StringIndexing.offset(of: try arguments.value(0)), by: -1)
        }
        string.addMethod("index", [param(nil, "Any"), param("offsetBy", "Int")], doc("func index(_ i: String.Index, offsetBy distance: Int) -> String.Index",
            "The position the given number of characters away (negative: toward the start).",
            "name.index(name.startIndex, offsetBy: 3)")) { receiver, arguments, _ in
            try moved(receiver, try StringIndexing.offset(of: try arguments.value(0)), by: try arguments.int(1))
        }
        string.addMethod("index", [param(nil, "Any"), param("offsetBy", "Int"), param("limitedBy", "Any")],
                         doc("func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?",
            "The position the given number of characters away, or nil when it would pass the limit.",
            "name.index(name.startIndex, offsetBy: 3, limitedBy: name.endIndex)")) { receiver, arguments, _ in
            let start = try StringIndexing.offset(of: try arguments.value(0)), distance = try arguments.int(1)
            let limit = try StringIndexing.offset(of: try arguments.value(2))
            let (target, overflow) = start.addingReportingOverflow(distance)
            if overflow || (distance >= 0 && start <= limit && target > limit) || (distance < 0 && start >= limit && target < limit) {
                return .null
            }
            return .wrapped(try moved(receiver, start, by: distance))
        }
        string.addMethod("distance", [param("from", "Any"), param("to", "Any")], doc("func distance(from start: String.Index, to end: String.Index) -> Int",
            "The number of characters from one position to another.", "name.distance(from: name.startIndex, to: name.endIndex)")) { receiver, arguments, _ in
            let start = try StringIndexing.offset(of: try arguments.value(0)), end = try StringIndexing.offset(of: try arguments.value(1))
            let count = text(receiver).count
            guard (0...count).contains(start), (0...count).contains(end) else { throw ScriptError.trap("String index is out of bounds") }
            return .int(end - start)
        }
        registerSearches(on: string)
    }

    /// The searches that give positions, registered before the sequence methods of the same
    /// names (which give Int offsets, as arrays' do).
    private static func registerSearches(on string: TypeBinding) {
        string.addMethod("firstIndex", [param("where", "closure")], doc("func firstIndex(where predicate: (Character) -> Bool) -> String.Index?",
            "The position of the first character that satisfies the closure, or nil.", "name.firstIndex(where: { $0.isNumber })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let current = text(receiver)
            for (offset, character) in current.enumerated() where try SequenceBindings.truth(try test(.string(String(character))), "firstIndex(where:)") {
                return .wrapped(StringIndexing.index(offset, in: current))
            }
            return .null
        }
        string.addMethod("firstIndex", [param("of", "String")], doc("func firstIndex(of element: Character) -> String.Index?",
            "The position of the first occurrence of the character, or nil.", "name.firstIndex(of: \"o\")")) { receiver, arguments, _ in
            let wanted = try arguments.string(0), current = text(receiver)
            guard let offset = Array(current).firstIndex(where: { String($0) == wanted }) else { return .null }
            return .wrapped(StringIndexing.index(offset, in: current))
        }
        string.addMethod("index", [param("of", "String")], doc("func index(of element: Character) -> String.Index?",
            "The position of the first occurrence of the character, or nil (the older name of firstIndex(of:)).", "name.index(of: \"o\")")) { receiver, arguments, _ in
            let wanted = try arguments.string(0), current = text(receiver)
            guard let offset = Array(current).firstIndex(where: { String($0) == wanted }) else { return .null }
            return .wrapped(StringIndexing.index(offset, in: current))
        }
        string.addMethod("lastIndex", [param("where", "closure")], doc("func lastIndex(where predicate: (Character) -> Bool) -> String.Index?",
            "The position of the last character that satisfies the closure, or nil.", "name.lastIndex(where: { $0 == \" \" })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let current = text(receiver), characters = Array(current)
            for offset in characters.indices.reversed() where try SequenceBindings.truth(try test(.string(String(characters[offset]))), "lastIndex(where:)") {
                return .wrapped(StringIndexing.index(offset, in: current))
            }
            return .null
        }
        string.addMethod("lastIndex", [param("of", "String")], doc("func lastIndex(of element: Character) -> String.Index?",
            "The position of the last occurrence of the character, or nil.", "name.lastIndex(of: \"o\")")) { receiver, arguments, _ in
            let wanted = try arguments.string(0), current = text(receiver)
            guard let offset = Array(current).lastIndex(where: { String($0) == wanted }) else { return .null }
            return .wrapped(StringIndexing.index(offset, in: current))
        }
        string.addMethod("range", [param("of", "String")], doc("func range(of other: String) -> Range<String.Index>?",
            "The positions of the first occurrence of the other string, or nil (Foundation).",
            "if let found = name.range(of: \"roll\") { print(name[found]) }")) { receiver, arguments, _ in
            let current = text(receiver)
            guard let found = current[...].range(ofLiteral: try arguments.string(0)) else { return .null }
            let lower = current.distance(from: current.startIndex, to: found.lowerBound)
            return .wrapped(StringIndexing.range(lower..<(lower + current.distance(from: found.lowerBound, to: found.upperBound)), in: current))
        }
        string.addMethod("rangeOfCharacter", [param("from", "CharacterSet")], doc("func rangeOfCharacter(from set: CharacterSet) -> Range<String.Index>?",
            "The position of the first character in the set, or nil (Foundation).",
            "name.rangeOfCharacter(from: .decimalDigits) != nil")) { receiver, arguments, _ in
            let set = try arguments.native(0, as: CharacterSetValue.self, named: "CharacterSet")
            let current = text(receiver)
            for (offset, character) in current.enumerated() where character.unicodeScalars.contains(where: set.contains) {
                return .wrapped(StringIndexing.range(offset..<(offset + 1), in: current))
            }
            return .null
        }
    }

    /// `Range<String.Index>`, as `range(of:)` and `a..<b` of positions give it: its bounds.
    static func registerRange(in table: BindingTable) {
        let type = table.type(StringIndexing.rangeTypeName, doc("struct Range<String.Index>",
            "A range of positions in a string, as range(of:) finds it; text[range] is the text there.",
            "if let found = name.range(of: \"roll\") { print(name[found]) }"))
        func range(_ value: Value) throws -> StringIndexRange {
            guard case .native(let box) = value, let range = box.payload as? StringIndexRange else {
                throw ScriptError.typeMismatch("expected a range of String.Index, not \(value.typeName)")
            }
            return range
        }
        func position(_ index: StringIndex) -> Value { .native(NativeBox(typeName: StringIndexing.indexTypeName, payload: index)) }
        type.addProperty("lowerBound", type: "Any", doc("var lowerBound: String.Index", "The first position in the range.", "found.lowerBound")) {
            position(try range($0).lower)
        }
        type.addProperty("upperBound", type: "Any", doc("var upperBound: String.Index", "The position after the range (its last one, for a closed range).", "found.upperBound")) {
            position(try range($0).upper)
        }
        type.addProperty("isEmpty", type: "Bool", doc("var isEmpty: Bool", "Whether the range holds no position.", "found.isEmpty")) {
            .bool(try range($0).offsets.isEmpty)
        }
        type.addMethod("contains", [param(nil, "Any")], doc("func contains(_ element: String.Index) -> Bool",
            "Whether the position lies within the range.", "found.contains(name.startIndex)")) { receiver, arguments, _ in
            .bool(try range(receiver).offsets.contains(try StringIndexing.offset(of: try arguments.value(0))))
        }
    }

    /// The position `distance` characters from `offset`, which must stay within `startIndex...endIndex`.
    private static func moved(_ receiver: Value, _ offset: Int, by distance: Int) throws -> Value {
        let current = text(receiver)
        let count = current.count
        let (target, overflow) = offset.addingReportingOverflow(distance)
        guard !overflow, (0...count).contains(offset), (0...count).contains(target) else {
            throw ScriptError.trap("String index is out of bounds")
        }
        return StringIndexing.index(target, in: current)
    }
}
