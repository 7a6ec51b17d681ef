/// `is`, `as?`, `as!` and `as`: whether a value has a type (its own, a superclass, a protocol it
/// conforms to), and the value seen as that type.
enum Casting {
    /// Whether `value` is of the written type.
    static func isInstance(_ value: Value, of type: TypeRef, runtime: Runtime) -> Bool {
        switch type {
        case .optional(let wrapped):
            switch value {
            case .null: return true
            case .wrapped(let inner): return isInstance(inner, of: wrapped, runtime: runtime)
            default: return isInstance(value, of: wrapped, runtime: runtime)
            }
        case .array(let element):
            guard case .array(let array) = value else { return false }
            return array.values.allSatisfy { isInstance($0, of: element, runtime: runtime) }
        case let .dictionary(key, element):
            guard case .dictionary(let dictionary) = value else { return false }
            return dictionary.keys.allSatisfy { isInstance($0.value, of: key, runtime: runtime) }
                && dictionary.values.allSatisfy { isInstance($0, of: element, runtime: runtime) }
        case .existential(let inner, _): return isInstance(value, of: inner, runtime: runtime)
        case .composition(let parts): return parts.allSatisfy { isInstance(value, of: $0, runtime: runtime) }
        case .function:
            if case .function = value { return true }
            return false
        case .tuple(let elements):
            guard case .tuple(let tuple) = value, tuple.values.count == elements.count else { return false }
            return zip(tuple.values, elements).allSatisfy { isInstance($0, of: $1.type, runtime: runtime) }
        case let .named(name, arguments):
            return isInstance(value, ofNamed: name, arguments: arguments, runtime: runtime)
        default:
            return false
        }
    }

    private static func isInstance(_ value: Value, ofNamed name: String, arguments: [TypeRef], runtime: Runtime) -> Bool {
        let target = CoercionTarget(named: name)
        if case .wrapped(let inner) = value, target != .standard(StandardNominals.optional) {
            return isInstance(inner, ofNamed: name, arguments: arguments, runtime: runtime)
        }
        if value.characterInAny != nil, case .scalar(let scalar) = target, scalar == .character || scalar == .string { return scalar == .character }
        switch target {
        case .anything: return true
        case .anyObject: if case .instance(let instance) = value { return instance.type.isReferenceType } else { return false }
        case .scalar(.int): if case .int = value { return true } else { return false }
        case .scalar(.double): if case .double = value { return true } else { return false }
        case .scalar(.float): return value.floatValue != nil
        case .scalar(.string): if case .string = value { return true } else { return false }
        case .scalar(.character): if case .string(let text) = value { return text.count == 1 } else { return false }
        case .scalar(.bool): if case .bool = value { return true } else { return false }
        case .standard(StandardNominals.array): return isInstance(value, of: .array(arguments.first ?? .name("Any")), runtime: runtime)
        case .standard(StandardNominals.dictionary):
            return isInstance(value, of: .dictionary(arguments.first ?? .name("Any"), arguments.dropFirst().first ?? .name("Any")), runtime: runtime)
        case .standard(StandardNominals.optional): return value.isOptional
        default: break
        }
        if let declared = runtime.types.type(named: name) {
            switch (declared.kind, value) {
            case (.protocolType, _): return runtime.types.conforms(value, to: name)
            case (_, .instance(let instance)): return instance.type === declared || instance.type.isSubclass(of: declared) || instance.type.name == name && !declared.isReferenceType
            case (.enumeration, .enumCase(let enumValue)): return enumValue.type === declared || enumValue.type.name == name
            default: return false
            }
        }
        if BuiltinProtocols.isKnown(name) { return runtime.types.conforms(value, to: name) }
        if case .native(let box) = value { return box.typeName == name }
        return false
    }

    /// `value as? type`: the value as an optional of the type, or nil.
    static func conditionalCast(_ value: Value, to type: TypeRef, runtime: Runtime) throws -> Value {
        var subject = value
        if case .wrapped(let inner) = value, !type.isOptional { subject = inner }
        if case .null = subject, !type.isOptional { return .null }
        guard isInstance(subject, of: type, runtime: runtime) else { return .null }
        // A Character held as Any is a string again once cast to Character.
        if let text = subject.characterInAny, type == .name("Character") || type == .optional(.name("Character")) { return .wrapped(.string(text)) }
        if let scalar = ScalarType(type), scalar == .double || scalar == .float, case .int = subject { return .null }
        return (try? Coercion.coerce(subject, to: type, runtime: runtime))?.promotedToOptional ?? .null
    }

    /// `value as! type`: the value as the type, or an error.
    static func forcedCast(_ value: Value, to type: TypeRef, runtime: Runtime) throws -> Value {
        let cast = try conditionalCast(value, to: type, runtime: runtime)
        guard let result = cast.unwrapped else {
            throw ScriptError.typeMismatch("could not cast value of type '\(value.typeName)' to '\(type)'")
        }
        return result
    }
}
