extension Compiler {
    /// The type Swift gives a value assigned into a part of a variable (a tuple element, a
    /// dictionary's value, an array's element, a stored property, or parts of those nested in
    /// each other), when that type holds numbers a literal must become: `t.1 = 4` on an
    /// `(Int, Double)` stores 4.0, `m["b"] = 2` on a `[String: Double]` stores 2.0 (the place's
    /// type is `Double?`), `pairs[0] = ("b", 2)` on `[(String, Double)]` stores ("b", 2.0).
    /// `nil` for whole variables (their own declared type converts those), for places whose
    /// type is not evident, and for types with nothing to convert (`Int`, `String`, `Any`).
    func assignedElementType(_ target: Expression) -> TypeRef? {
        switch target.kind {
        case .member, .subscripted, .forceUnwrap:
            guard let type = staticType(of: target) ?? placeType(target), Self.holdsConvertedNumbers(type) else { return nil }
            return type
        default:
            return nil
        }
    }

    /// A subscript's or unwrapped place's type worked out from its base's where the semantic
    /// pass left it open (the places of `(a, m["k"]) = (1, 2)`): a dictionary's value as an
    /// optional (its value with `default:`), an array's element at an `Int`, an optional's
    /// wrapped type.
    private func placeType(_ target: Expression) -> TypeRef? {
        switch target.kind {
        case let .subscripted(base, arguments):
            switch placeBaseType(base) {
            case .dictionary(_, let value)?:
                if arguments.count == 1, arguments[0].label == nil { return .optional(value) }
                if arguments.count == 2, arguments[0].label == nil, arguments[1].label == "default" { return value }
                return nil
            case .array(let element)?:
                guard arguments.count == 1, arguments[0].label == nil, staticType(of: arguments[0].value) == .name("Int") else { return nil }
                return element
            default:
                return nil
            }
        case .forceUnwrap(let base):
            guard case .optional(let wrapped)? = placeBaseType(base) else { return nil }
            return wrapped
        default:
            return nil
        }
    }

    /// The type of a subscript's or unwrapped place's base, as ``placeType(_:)`` works it out.
    func placeBaseType(_ base: Expression) -> TypeRef? {
        staticType(of: base) ?? placeType(base)
    }

    /// Whether a value of `type` can hold a number that an integer or float literal only
    /// becomes in context: Double, Float, CGFloat, a sized integer, or such a type inside an
    /// optional, tuple, array or dictionary.
    static func holdsConvertedNumbers(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name, let arguments):
            if arguments.isEmpty {
                return ["Double", "Float", "Float32", "CGFloat"].contains(name) || IntegerWidth.named(name) != nil
            }
            return false
        case .optional(let wrapped): return holdsConvertedNumbers(wrapped)
        case .array(let element): return holdsConvertedNumbers(element)
        case .dictionary(_, let value): return holdsConvertedNumbers(value)
        case .tuple(let elements): return elements.contains { holdsConvertedNumbers($0.type) }
        default: return false
        }
    }

    /// Whether `type` is one number type (not a collection of them): the operand of `op=` and
    /// its result take it (`t.1 += 1`, `d["k", default: 0] += 1` on Doubles).
    static func isSingleNumber(_ type: TypeRef) -> Bool {
        guard case .named(_, let arguments) = type, arguments.isEmpty else { return false }
        return holdsConvertedNumbers(type)
    }

    /// `evaluator`'s value converted to `type` as Swift types the assigned literal; an implicit
    /// member (`.red`) is left for the place to resolve, and a value the conversion does not
    /// take is stored as it is (the semantic checks report what Swift rejects).
    static func converting(_ evaluator: @escaping Evaluator, to type: TypeRef?, runtime: Runtime) -> Evaluator {
        guard let type else { return evaluator }
        let plain = plainTag(of: type)
        return { frame in
            let value = try evaluator(frame)
            if plain != .none, value.builtinTag == plain { return value }
            if value.isImplicitMember { return value }
            return (try? Coercion.coerce(value, to: type, runtime: runtime)) ?? value
        }
    }
}

extension Compiler {
    /// `operation`'s result converted to `type` when it is one number type (see
    /// ``converting(_:to:runtime:)``); `operation` itself otherwise.
    static func converting(_ operation: @escaping Operators.Infix, to type: TypeRef?, runtime: Runtime) -> Operators.Infix {
        guard let type, isSingleNumber(type) else { return operation }
        let plain = plainTag(of: type)
        return { current, operand in
            let result = try operation(current, operand)
            if plain != .none, result.builtinTag == plain { return result }
            return (try? Coercion.coerce(result, to: type, runtime: runtime)) ?? result
        }
    }

    /// The tag of the values that are already of `type` with nothing to convert (`Int`,
    /// `Double`, `Bool`, `String`), else ``BuiltinTag/none``: a value with that tag is
    /// returned as it is, without asking ``Coercion``.
    static func plainTag(of type: TypeRef) -> BuiltinTag {
        guard case .named(_, let arguments) = type, arguments.isEmpty else { return .none }
        return ScalarType(type)?.valueTag ?? .none
    }
}

extension Compiler {
    /// `d[key] = value` on a dictionary whose values are optionals (`[String: Int?]`): Swift
    /// makes the value an `Int??`, so a value (`3`) or an optional (`four`, nil or not) is
    /// stored as the key's optional value and only the `nil` literal, or a doubly optional
    /// nil, removes the key. Other assignments are left as they are.
    func optionalDictionaryValue(_ newValue: @escaping Evaluator, assignedTo target: Expression, from value: Expression) -> Evaluator {
        guard case let .subscripted(base, arguments) = target.kind, arguments.count == 1, arguments[0].label == nil,
              case .dictionary(_, .optional(let stored))? = passType(of: base) else { return newValue }
        if case .nilLiteral = value.kind { return newValue }
        guard let assigned = passType(of: value) else { return newValue }
        if case .optional(let wrapped) = assigned, wrapped != stored { return newValue }  // already the subscript's `Int??`
        return { frame in .wrapped(try newValue(frame).promotedToOptional) }
    }
}
