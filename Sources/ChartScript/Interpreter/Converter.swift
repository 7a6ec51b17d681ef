/// A conversion to one written type, prepared once where the type is known (a parameter, a
/// return type) so a call does not read the type again: the common cases (an `Int` that is an
/// Int, an Int literal where a `Double` is expected) take one check.
typealias Converter = (Value) throws -> Value

extension Coercion {
    /// The conversion to `type`; `nil` when values pass unchanged (a generic parameter named
    /// in `unconstrained`, `Any`).
    /// The standard types whose conversions always take ``coerce(_:to:runtime:)``.
    private static let convertsBySlowPath: Set<NominalType> = [
        StandardNominals.array, StandardNominals.dictionary, StandardNominals.set, StandardNominals.optional,
        StandardNominals.arraySlice, StandardNominals.range, StandardNominals.closedRange,
    ]

    static func converter(for type: TypeRef, runtime: Runtime?, unconstrained: Set<String> = []) -> Converter? {
        let link = runtime?.link
        let slow: Converter = { value in try coerce(value, to: type, runtime: link?.runtime) }
        switch type {
        case .named(let name, let arguments) where arguments.isEmpty:
            let target = CoercionTarget(named: name)
            if unconstrained.contains(name) || target == .anything { return nil }
            switch target {
            case .scalar(.int): return { value in if case .int = value { return value }; return try slow(value) }
            case .scalar(.double): return { value in
                switch value {
                case .double: return value
                case .int(let number): return .double(Double(number))
                default: return try slow(value)
                }
            }
            case .scalar(.string): return { value in if case .string = value { return value }; return try slow(value) }
            case .scalar(.bool): return { value in if case .bool = value { return value }; return try slow(value) }
            case .anyObject: return slow
            case .standard(let standard) where Self.convertsBySlowPath.contains(standard): return slow
            default:
                // A type declared in a cell: an instance or case of that very type passes as it is;
                // other values convert with the target read here, once.
                let declared = DeclaredTypeLookup(name: name)
                return { value in
                    if let runtime = link?.runtime, let type = declared.type(in: runtime), type.kind != .protocolType {
                        switch value {
                        case .instance(let instance) where instance.type === type: return value
                        case .enumCase(let enumValue) where enumValue.type === type && enumValue.genericArguments == nil: return value
                        default: break
                        }
                    }
                    if let scalarName = value.builtinTag.scalarTypeName, scalarName == name { return value }
                    return try coerce(value, toNamed: name, arguments: [], target: target, runtime: link?.runtime)
                }
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

/// The declared type a name means in a session, looked up once per generation of its types.
final class DeclaredTypeLookup {
    private let name: String
    private var generation = -1
    private var found: TypeInfo?

    init(name: String) { self.name = name }

    /// The type `name` declares in `runtime`'s session, if any.
    @inline(__always)
    func type(in runtime: Runtime) -> TypeInfo? {
        let current = runtime.types.generation
        if generation != current {
            found = runtime.types.type(named: name)
            generation = current
        }
        return found
    }
}
