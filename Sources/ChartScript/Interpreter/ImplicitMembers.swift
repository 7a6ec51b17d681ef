/// Resolving `.name` (an implicit member) by the type of a value that stands beside it: the
/// value a variable already holds (`direction = .east`), the other operand of `==` or `<`,
/// the other elements of an array literal. Swift does this with its type checker.
enum ImplicitMembers {
    /// `value`, with an implicit member resolved as a member of `reference`'s type.
    static func resolve(_ value: Value, like reference: Value) -> Value {
        guard case .implicitMember(let name) = value else { return value }
        switch reference.unwrapped {
        case .enumCase(let enumValue)?:
            if let index = enumValue.type.caseIndex[name] { return .enumCase(enumValue.type.simpleCase(index)) }
            if let runtime = Runtime.current, let member = try? StaticMembers.get(enumValue.type, name, runtime: runtime) { return member }
        case .instance(let instance)?:
            if let runtime = Runtime.current, let member = try? StaticMembers.get(instance.type, name, runtime: runtime) { return member }
        case .native(let box)?:
            if let member = try? Coercion.coerce(value, to: box.typeName) { return member }
        default:
            break
        }
        return value
    }

    /// Both operands, each implicit member resolved by the other's type.
    static func resolvePair(_ a: Value, _ b: Value) -> (Value, Value) {
        (resolve(a, like: b), resolve(b, like: a))
    }

    /// The elements of an array literal, implicit members resolved by the first element that
    /// is not one.
    static func resolveElements(_ values: [Value]) -> [Value] {
        guard values.contains(where: { if case .implicitMember = $0 { return true } else { return false } }),
              let reference = values.first(where: { if case .implicitMember = $0 { return false } else { return true } }) else { return values }
        return values.map { resolve($0, like: reference) }
    }
}
