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
        case .double?:
            // `2.0 * .pi`: the number's type owns the member.
            if let member = try? Coercion.resolveImplicitMember(name, in: "Double", runtime: Runtime.current) { return member }
        case .int?:
            if let member = try? Coercion.resolveImplicitMember(name, in: "Int", runtime: Runtime.current) { return member }
        default:
            break
        }
        return value
    }

    /// Both operands, each implicit member resolved by the other's type.
    static func resolvePair(_ a: Value, _ b: Value) -> (Value, Value) {
        (resolve(a, like: b), resolve(b, like: a))
    }

    /// Both operands with an implicit member resolved by the other's type, or `nil` when
    /// neither is an implicit member or it could not be resolved.
    static func resolvedOperands(_ a: Value, _ b: Value) -> (Value, Value)? {
        let (first, second) = resolvePair(a, b)
        switch (first, second) {
        case (.implicitMember, _), (_, .implicitMember): return nil
        default:
            let changed: Bool
            if case .implicitMember = a { changed = true } else if case .implicitMember = b { changed = true } else { changed = false }
            return changed ? (first, second) : nil
        }
    }

    /// The elements of an array literal, implicit members resolved by the first element that
    /// is not one.
    static func resolveElements(_ values: [Value]) -> [Value] {
        guard values.contains(where: { if case .implicitMember = $0 { return true } else { return false } }),
              let reference = values.first(where: { if case .implicitMember = $0 { return false } else { return true } }) else { return values }
        return values.map { resolve($0, like: reference) }
    }
}
