/// Makes cell values from JSON as `JSONDecoder` does with Swift's synthesized `Decodable`: the
/// written type (`User.self`, `[User].self`, `[String: Int].self`) says what each part must be,
/// and a mismatch is the `DecodingError` Swift throws, with its path (`items[1].x`).
struct ValueJSONDecoding {
    let runtime: Runtime

    /// One step of a path: a key or an array position.
    private enum Step {
        case key(String)
        case index(Int)
    }

    /// The value of `type` that `document` holds.
    func value(of type: TypeRef, from document: EncodedJSON) throws -> Value {
        try decode(document, as: type, path: [])
    }

    private func text(of path: [Step]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    private func decode(_ document: EncodedJSON, as type: TypeRef, path: [Step]) throws -> Value {
        try runtime.interruptFlag.check()
        switch type {
        case .optional(let wrapped), .unwrapped(let wrapped):
            if case .null = document { return .null }
            return .wrapped(try decode(document, as: wrapped, path: path))
        case .array(let element):
            guard case .array(let elements) = document else { throw mismatch("Array<Any>", document, path) }
            var values: [Value] = []
            for (index, element_) in elements.enumerated() { values.append(try decode(element_, as: element, path: path + [.index(index)])) }
            return .array(ArrayValue(values: values))
        case let .dictionary(keyType, valueType):
            guard case .object(let members) = document else { throw mismatch("Dictionary<String, Any>", document, path) }
            var dictionary = DictionaryValue()
            for member in members {
                let key: Value
                if case .named("Int", _) = keyType {
                    guard let number = Int(member.key) else { throw CodingFailure.invalidJSON(path: text(of: path)).thrown }
                    key = .int(number)
                } else {
                    key = .string(member.key)
                }
                dictionary.set(try decode(member.value, as: valueType, path: path + [.key(member.key)]), for: try DictionaryKey(key))
            }
            return .dictionary(dictionary)
        case .named(let name, _):
            if case .null = document, name != "Any" { throw CodingFailure.valueNotFound(name, path: text(of: path)).thrown }
            switch name {
            case "Int": return .int(try integer(document, name, path))
            case "Double", "CGFloat", "Float64": return .double(try floating(document, name, path))
            case "Float", "Float32": return .float(Float(try floating(document, name, path)))
            case "String":
                guard case .string(let text) = document else { throw mismatch(name, document, path) }
                return .string(text)
            case "Bool":
                guard case .bool(let flag) = document else { throw mismatch(name, document, path) }
                return .bool(flag)
            case "Date":
                // `.deferredToDate`, the default strategy: seconds since 2001 as a Double.
                return DateBindings.value(secondsSinceReferenceDate: try floating(document, "Double", path))
            default:
                if let width = IntegerWidth.named(name) {
                    let number = try integer(document, name, path)
                    guard let sized = SizedInteger.exactly(number, width) else { throw CodingFailure.invalidJSON().thrown }
                    return sized.value
                }
                guard let declared = runtime.types.type(named: name) else { return natural(document) }
                return try decode(document, as: declared, path: path)
            }
        default:
            return natural(document)
        }
    }

    private func mismatch(_ type: String, _ document: EncodedJSON, _ path: [Step]) -> ThrownError {
        if case .null = document { return CodingFailure.valueNotFound(type, path: text(of: path)).thrown }
        return CodingFailure.typeMismatch(type, found: document, path: text(of: path)).thrown
    }

    private func integer(_ document: EncodedJSON, _ type: String, _ path: [Step]) throws -> Int {
        guard case .number(let text) = document else { throw mismatch(type, document, path) }
        if let number = Int(text) { return number }
        // `2.0` is an integer; `2.5` or a number too large is refused as Swift refuses it.
        guard let number = Double(text), number.rounded() == number, let exact = Int(exactly: number) else {
            // Swift reports a number the type cannot hold as invalid JSON, without a path.
            throw CodingFailure.invalidJSON().thrown
        }
        return exact
    }

    private func floating(_ document: EncodedJSON, _ type: String, _ path: [Step]) throws -> Double {
        guard case .number(let text) = document, let number = Double(text) else { throw mismatch(type, document, path) }
        return number
    }

    /// A value of a type declared in a cell.
    private func decode(_ document: EncodedJSON, as type: TypeInfo, path: [Step]) throws -> Value {
        guard runtime.types.allConformances(of: type).contains("Decodable") else {
            throw ScriptError.typeMismatch("'\(type.name)' does not conform to 'Decodable': declare it 'Codable' to decode it from JSON")
        }
        if type.initializers.contains(where: { $0.function.parameters.map(\.label) == ["from"] }) {
            throw ScriptError.unsupported(construct: "a custom 'init(from:)' on '\(type.name)' (rename keys with a CodingKeys enum instead)")
        }
        if type.kind == .enumeration { return try decodeCase(document, as: type, path: path) }
        guard case .object = document else { throw mismatch("Dictionary<String, Any>", document, path) }
        var made = try Construction.allocate(type, runtime: runtime)
        guard case .instance(let instance) = made else { return made }
        for (field, key) in ValueJSONEncoding.codedFields(of: type, runtime: runtime) {
            guard let index = type.fieldIndex[field] else { continue }
            let fieldType = type.fields[index].type
            let isOptional: Bool = { if case .optional? = fieldType { return true } else { return false } }()
            guard let member = document[key] else {
                if isOptional { instance.fields[index] = .null; continue }
                throw CodingFailure.keyNotFound(key, path: text(of: path)).thrown
            }
            let decoded = try fieldType.map { try decode(member, as: $0, path: path + [.key(key)]) } ?? natural(member)
            instance.fields[index] = type.fields[index].isWeak ? WeakReference.store(decoded) : decoded
        }
        made = .instance(instance)
        return made
    }

    private func decodeCase(_ document: EncodedJSON, as type: TypeInfo, path: [Step]) throws -> Value {
        if let rawType = type.rawType {
            let raw = try decode(document, as: rawType, path: path)
            for (index, info) in type.cases.enumerated() where try info.rawValue.map({ try Equality.equal($0, raw) }) == true {
                return .enumCase(EnumCaseValue(type: type, caseIndex: index, associatedValues: []))
            }
            let rawName: String = { if case .named(let name, _) = rawType { return name } else { return rawType.description } }()
            throw CodingFailure.dataCorrupted("Cannot initialize \(type.name) from invalid \(rawName) value \(raw.printed)", path: text(of: path)).thrown
        }
        guard case .object(let members) = document, members.count == 1, let index = type.caseIndex[members[0].key] else {
            throw CodingFailure.typeMismatch(type.name, found: document, path: text(of: path)).thrown
        }
        let info = type.cases[index]
        var values: [Value] = []
        for (position, element) in (info.associatedValues ?? []).enumerated() {
            let key = element.label ?? "_\(position)"
            guard let member = members[0].value[key] else { throw CodingFailure.keyNotFound(key, path: text(of: path + [.key(info.name)])).thrown }
            values.append(try decode(member, as: element.type, path: path + [.key(info.name), .key(key)]))
        }
        return .enumCase(EnumCaseValue(type: type, caseIndex: index, associatedValues: values))
    }

    /// What a document is when no type says: numbers as Int or Double, objects as `[String: Any]`.
    private func natural(_ document: EncodedJSON) -> Value {
        switch document {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let text): return Int(text).map(Value.int) ?? .double(Double(text) ?? .nan)
        case .string(let text): return .string(text)
        case .array(let elements): return .array(ArrayValue(values: elements.map(natural)))
        case .object(let members):
            var dictionary = DictionaryValue()
            for member in members { if let key = try? DictionaryKey(.string(member.key)) { dictionary.set(natural(member.value), for: key) } }
            return .dictionary(dictionary)
        }
    }
}
