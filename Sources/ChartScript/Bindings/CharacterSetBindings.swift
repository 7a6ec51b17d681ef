/// Foundation's `CharacterSet`, for `trimmingCharacters(in:)` and `components(separatedBy:)`:
/// the named sets (`.whitespaces`, `.punctuationCharacters` …), `CharacterSet(charactersIn:)`,
/// `union(_:)`, `inverted` and `contains(_:)`.
enum CharacterSetBindings {
    /// The binding table's name for character sets.
    static let typeName = "CharacterSet"

    static func register(in table: BindingTable) {
        let type = table.type(typeName, doc("struct CharacterSet",
            "A set of Unicode scalars (Foundation), such as .whitespaces or CharacterSet(charactersIn: \",;\"), for trimming and splitting strings.",
            "\"  hi  \".trimmingCharacters(in: .whitespaces)"))
        type.describe = { payload in (payload as? CharacterSetValue)?.name ?? typeName }
        for (name, summary, set) in CharacterSetValue.named {
            type.addStatic(name, value(set), doc("static var \(name): CharacterSet", summary, "CharacterSet.\(name)"))
        }
        type.addInitializer([param("charactersIn", "String")], doc("init(charactersIn string: String)",
            "The set of the string's characters.", "CharacterSet(charactersIn: \",;\")")) { arguments, _ in
            value(.characters(in: try arguments.string(0)))
        }
        type.addMethod("union", [param(nil, "CharacterSet")], doc("func union(_ other: CharacterSet) -> CharacterSet",
            "The characters of either set.", "CharacterSet.whitespaces.union(.punctuationCharacters)")) { receiver, arguments, _ in
            value(try set(receiver).union(try arguments.native(0, as: CharacterSetValue.self, named: typeName)))
        }
        type.addProperty("inverted", type: typeName, doc("var inverted: CharacterSet",
            "Every character not in the set.", "CharacterSet.letters.inverted")) { receiver in
            value(try set(receiver).inverted)
        }
        type.addMethod("contains", [param(nil, "Any")], doc("func contains(_ member: Unicode.Scalar) -> Bool",
            "Whether the scalar (or one-scalar character) is in the set.", "CharacterSet.decimalDigits.contains(\"7\")")) { receiver, arguments, _ in
            let member = try arguments.value(0)
            switch member {
            case .native(let box):
                if let scalar = box.payload as? Unicode.Scalar { return .bool(try set(receiver).contains(scalar)) }
            case .string(let text) where text.unicodeScalars.count == 1:
                if let scalar = text.unicodeScalars.first { return .bool(try set(receiver).contains(scalar)) }
            default: break
            }
            throw ScriptError.typeMismatch("CharacterSet.contains(_:) takes a Unicode.Scalar, not \(member.typeName)")
        }
    }

    private static func value(_ set: CharacterSetValue) -> Value {
        .native(NativeBox(typeName: typeName, payload: set))
    }

    private static func set(_ value: Value) throws -> CharacterSetValue {
        guard case .native(let box) = value, let set = box.payload as? CharacterSetValue else {
            throw ScriptError.typeMismatch("expected a CharacterSet, not \(value.typeName)")
        }
        return set
    }
}
