/// A conversion to one written type, prepared once where the type is known (a parameter, a
/// return type) so a call does not read the type again: the common cases (an `Int` that is an
/// Int, an Int literal where a `Double` is expected) take one check.
typealias Converter = (Value) throws -> Value

extension Coercion {
    /// The conversion to `type`; `nil` when values pass unchanged (a generic parameter named
    /// in `unconstrained`, `Any`).
    static func converter(for type: TypeRef, runtime: Runtime?, unconstrained: Set<String> = []) -> Converter? {
        let link = runtime?.link
        let slow: Converter = { value in try coerce(value, to: type, runtime: link?.runtime) }
        switch type {
        case .named(let name, let arguments) where arguments.isEmpty:
            if unconstrained.contains(name) || name == "Any" { return nil }
            switch name {
            case "Int": return { value in if case .int = value { return value }; return try slow(value) }
            case "Double": return { value in
                switch value {
                case .double: return value
                case .int(let number): return .double(Double(number))
                default: return try slow(value)
                }
            }
            case "String": return { value in if case .string = value { return value }; return try slow(value) }
            case "Bool": return { value in if case .bool = value { return value }; return try slow(value) }
            default: return slow
            }
        case .optional(let wrapped):
            if case .named(let name, _) = wrapped, unconstrained.contains(name) { return { $0.promotedToOptional } }
            let inner = converter(for: wrapped, runtime: runtime, unconstrained: unconstrained)
            return { value in
                switch value {
                case .null: return value
                case .wrapped(let contents): return try inner.map { .wrapped(try $0(contents)) } ?? value
                case .implicitMember: return try slow(value)
                default: return .wrapped(try inner?(value) ?? value)
                }
            }
        case .array(let element):
            if case .named(let name, _) = element, unconstrained.contains(name) { return nil }
            return slow
        case .tuple(let elements) where elements.isEmpty:
            return nil
        default:
            return slow
        }
    }
}
