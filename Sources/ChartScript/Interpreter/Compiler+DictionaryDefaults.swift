extension Compiler {
    /// Whether a subscript's arguments are a dictionary's `[key, default: value]`.
    static func isDefaultedSubscript(_ arguments: [Argument]) -> Bool {
        arguments.count == 2 && arguments[0].label == nil && arguments[1].label == "default"
    }

    /// The arguments of `base[arguments]`, with the `default:` value of `[key, default: value]`
    /// compiled by ``compileSubscriptDefault(_:of:)``; other subscripts' as any call's.
    func compileSubscriptArguments(_ arguments: [Argument], of base: Expression) throws -> CompiledArguments {
        guard Self.isDefaultedSubscript(arguments) else { return try compileArguments(arguments) }
        let key = try compileArguments([arguments[0]])
        let fallback = try compileSubscriptDefault(arguments[1].value, of: base)
        return CompiledArguments(labels: [nil, "default"], steps: key.steps + [EvaluatorStep(run: fallback)], trailing: [false, false],
                                 inoutTargets: key.inoutTargets, userLabels: [nil, "default"], isInsideTry: key.isInsideTry)
    }

    /// The `default:` value of `base[key, default: value]`, typed as Swift types it: by the
    /// dictionary's Value type when the compiler knows it (`[]` is a `Set<Int>` on a
    /// `[String: Set<Int>]`, `0` a Double on a `[String: Double]`, `.init()` that type's
    /// initializer). A value a mutating call evaluates at most once (see
    /// ``hoistingIndices(of:)``) is read through its hidden slot.
    func compileSubscriptDefault(_ value: Expression, of base: Expression) throws -> Evaluator {
        if case .identifier(let name) = value.kind, let once = defaultsEvaluatedOnce[name] { return once }
        guard case .dictionary(_, let valueType)? = placeBaseType(base) else { return try compileExpression(value) }
        let qualified = Self.qualifyingImplicitMemberCalls(value, of: valueType)
        return boxingCharactersHeldAsAny(Self.converting(try compileExpression(qualified), to: valueType, runtime: runtime),
                                         of: value, as: valueType)
    }

    /// `container[key, default: value]` read: the default is evaluated only when a dictionary
    /// lacks the key, as Swift's `default:` is an autoclosure; another container is given both.
    func compileDefaultedSubscriptRead(_ container: @escaping Evaluator, _ indices: CompiledArguments,
                                       at location: SourceLocation) -> Evaluator {
        let (key, fallback, labels, runtime) = (indices.evaluator(at: 0), indices.evaluator(at: 1), indices.labels, self.runtime)
        return { frame in
            let value = try container(frame)
            do {
                let keyValue = try key(frame)
                if case .dictionary(let dictionary) = value {
                    return try dictionary[try dictionary.key(for: keyValue)] ?? fallback(frame)
                }
                return try Subscripts.get(value, [keyValue, try fallback(frame)], labels: labels, runtime: runtime)
            } catch { throw error.located(at: location) }
        }
    }

    /// A `default:` value that reading it twice would not show: a literal (`0`, `[]`, `"-"`,
    /// `[:]`) or a name. Any other is evaluated at most once per mutating call.
    static func isPlainDefault(_ value: Expression) -> Bool {
        switch value.kind {
        case .identifier, .closureArgument, .selfExpression, .integer, .double, .boolean, .nilLiteral, .implicitMember:
            return true
        case .string(let parts):
            return parts.allSatisfy { if case .text = $0 { return true } else { return false } }
        case .array(let elements):
            return elements.allSatisfy(isPlainDefault)
        case .dictionary(let pairs):
            return pairs.allSatisfy { isPlainDefault($0.key) && isPlainDefault($0.value) }
        default:
            return false
        }
    }

    /// `value` evaluated at most once while its hidden slot is filled: the first read that
    /// needs it (the key is missing) evaluates it, later reads in the same call take what it
    /// gave. The slot holds `.void` until then (a `Void` default is evaluated again).
    static func evaluatedOnce(_ value: @escaping Evaluator, in slot: Int) -> Evaluator {
        { frame in
            if case .void = frame.slots[slot] { frame.slots[slot] = try value(frame) }
            return frame.slots[slot]
        }
    }
}
