/// Turns cell values into JSON as `JSONEncoder` does with Swift's synthesized `Encodable`:
/// a struct or class as an object of its stored properties (renamed by a `CodingKeys` enum,
/// `nil` ones left out), an enum with raw values as its raw value, other enums as
/// `{"case":{"label":value}}`, collections as arrays and objects.
struct ValueJSONEncoding {
    let runtime: Runtime

    /// The document for `value`.
    func document(of value: Value) throws -> EncodedJSON {
        try runtime.interruptFlag.check()
        switch value {
        case .null: return .null
        case .wrapped(let inner): return try document(of: inner)
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(String(number))
        case .double(let number): return try finite(number, typeName: "Double")
        case .string(let text): return .string(text)
        case .array(let array): return .array(try array.values.map(document(of:)))
        case .set(let set): return .array(try set.values.map(document(of:)))
        case .dictionary(let dictionary):
            let pairs = Array(zip(dictionary.keys.map(\.value), dictionary.values))
            if pairs.allSatisfy({ if case .string = $0.0 { return true } else { return false } }) || pairs.allSatisfy({ if case .int = $0.0 { return true } else { return false } }) {
                return .object(try pairs.map { key, element in (key: Self.keyText(key), value: try document(of: element)) })
            }
            // Other keys: Swift writes the pairs one after another in an array.
            return .array(try pairs.flatMap { [try document(of: $0.0), try document(of: $0.1)] })
        case .instance(let instance):
            try requireEncodable(instance.type)
            var members: [(key: String, value: EncodedJSON)] = []
            for (field, key) in Self.codedFields(of: instance.type, runtime: runtime) {
                guard let index = instance.type.fieldIndex[field], index < instance.fields.count else { continue }
                let stored = WeakReference.load(instance.fields[index])
                if case .null = stored { continue }  // `encodeIfPresent`: a nil property is left out
                if case .void = stored { continue }
                members.append((key, try document(of: stored)))
            }
            return .object(members)
        case .enumCase(let enumValue):
            try requireEncodable(enumValue.type)
            if let raw = enumValue.info.rawValue { return try document(of: raw) }
            var payload: [(key: String, value: EncodedJSON)] = []
            for (index, element) in (enumValue.info.associatedValues ?? []).enumerated() where index < enumValue.associatedValues.count {
                payload.append((element.label ?? "_\(index)", try document(of: enumValue.associatedValues[index])))
            }
            return .object([(enumValue.info.name, .object(payload))])
        case .native(let box):
            if let number = box.payload as? Float { return try finite(Double(number), typeName: "Float", text: number.description) }
            if let sized = box.sizedInteger { return .number(sized.description) }
            // `.deferredToDate`, the default strategy: seconds since 2001 as a Double.
            if let seconds = DateBindings.secondsSinceReferenceDate(in: box) { return try finite(seconds, typeName: "Double") }
            throw ScriptError.typeMismatch("a value of type '\(value.typeName)' cannot be encoded as JSON: it is not Encodable")
        default:
            throw ScriptError.typeMismatch("a value of type '\(value.typeName)' cannot be encoded as JSON: it is not Encodable")
        }
    }

    private func finite(_ number: Double, typeName: String, text: String? = nil) throws -> EncodedJSON {
        guard number.isFinite else {
            let name = number.isNaN ? "nan" : number < 0 ? "-inf" : "inf"
            let member = number.isNaN ? "nan" : number < 0 ? "-infinity" : "infinity"
            throw CodingFailure.invalidValue(name, type: typeName, reason: "Unable to encode \(typeName).\(member) directly in JSON.").thrown
        }
        guard let text else { return EncodedJSON.number(number) }
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    private func requireEncodable(_ type: TypeInfo) throws {
        if case .methods(let methods) = runtime.types.member(named: "encode", of: type),
           methods.contains(where: { $0.function.parameters.map(\.label) == ["to"] }) {
            throw ScriptError.unsupported(construct: "a custom 'encode(to:)' on '\(type.name)' (rename keys with a CodingKeys enum instead)")
        }
        guard runtime.types.allConformances(of: type).contains("Encodable") else {
            throw ScriptError.typeMismatch("'\(type.name)' does not conform to 'Encodable': declare it 'Codable' to encode it as JSON")
        }
    }

    private static func keyText(_ key: Value) -> String {
        if case .string(let text) = key { return text }
        return key.printed
    }

    /// The stored properties coded, in order, with their keys: those of a nested `CodingKeys`
    /// enum (its raw values, or case names) when the type declares one, else every stored property.
    static func codedFields(of type: TypeInfo, runtime: Runtime) -> [(field: String, key: String)] {
        if let keys = type.nestedTypes["CodingKeys"], keys.kind == .enumeration {
            return keys.cases.map { info in
                if case .string(let raw)? = info.rawValue { return (info.name, raw) }
                return (info.name, info.name)
            }
        }
        return type.fields.map { ($0.name, $0.name) }
    }
}
