extension Compiler {
    /// The type an expression has: the semantic pass's answer where it decided one (text:
    /// `s.first!` is a `Character`, `s.dropFirst()` a `Substring`, `s.startIndex` a
    /// `String.Index`, `values.reversed()` a `ReversedCollection<Array<Int>>`, though the
    /// values hold them as strings and arrays), else what the code evidently
    /// shows: literals and collections of them, annotated or inferred variables, calls that
    /// make a known type, arithmetic on those. `nil` when it is not evident. Used to give variables and stored
    /// properties the type Swift infers, so later assignments convert as Swift's would
    /// (`var total = 0.0; total = 3` stores 3.0).
    func staticType(of expression: Expression) -> TypeRef? {
        if let typed = passType(of: expression) { return typed }
        switch expression.kind {
        case .integer: return .name("Int")
        case .double: return .name("Double")
        case .string: return .name("String")
        case .boolean: return .name("Bool")
        case .identifier(let name):
            return variableType(name)
        case let .call(callee, arguments):
            if let type = typeReference(callee) {
                if case .named(let name, _) = type, ["Double", "Int", "String", "Bool"].contains(name) { return type }
                if case .named(let name, _) = type, declaredType(named: name) != nil { return type }
                if case .array = type { return type }
                if case .dictionary = type { return type }
            }
            if case .identifier(let name) = callee.kind {
                if ["Double", "Int", "String", "Bool"].contains(name) { return .name(name) }
                if name == "Optional", arguments.count == 1, arguments[0].label == nil { return staticType(of: arguments[0].value).map { .optional($0) } }
                if let declared = declaredType(named: name), declared.kind != .protocolType { return .name(declared.name) }
            }
            if case let .member(base, name) = callee.kind { return resultTransformType(name, on: base, arguments: arguments) }
            return nil
        case .closure(let closure):
            return closureType(closure)
        case let .member(base, name):
            if case .tuple(let elements)? = staticType(of: base) {
                if let index = Int(name) { return elements.indices.contains(index) ? elements[index].type : nil }
                return elements.first { $0.label == name }?.type
            }
            if name == "none", case .named("Optional", let arguments)? = typeReference(base), arguments.count == 1 {
                return .optional(arguments[0])  // `Optional<Int>.none`
            }
            guard case .identifier(let typeName) = base.kind, case .declaredType(let type)? = resolve(typeName) else { return nil }
            if type.caseIndex[name] != nil, type.cases[type.caseIndex[name] ?? 0].associatedValues == nil { return .name(type.name) }
            return type.staticStorage[name]?.type
        case .cast(_, .coerce, let type): return type
        case .cast(_, .conditional, let type): return .optional(type)
        case .cast(_, .forced, let type): return type
        default: return nil
        }
    }

    /// The type of `result.map { … }` and its kin on a `Result` whose type the code shows: the
    /// side the call keeps (`Failure` after `map` and `flatMap`, `Success` after `mapError` and
    /// `flatMapError`) as written, the other from the closure's evident result, else `Any` (the
    /// value tells it). `nil` for other calls.
    private func resultTransformType(_ method: String, on base: Expression, arguments: [Argument]) -> TypeRef? {
        guard ["map", "flatMap", "mapError", "flatMapError"].contains(method),
              case .named("Result", let generic)? = staticType(of: base), generic.count == 2 else { return nil }
        var made: TypeRef = .name("Any")
        if arguments.count == 1, case .closure(let closure) = arguments[0].value.kind, let result = closureResultType(closure) {
            switch (method, result) {
            case ("map", _), ("mapError", _): made = result
            case ("flatMap", .named("Result", let inner)) where inner.count == 2: made = inner[0]
            case ("flatMapError", .named("Result", let inner)) where inner.count == 2: made = inner[1]
            default: break
            }
        }
        let keepsFailure = method == "map" || method == "flatMap"
        return .named("Result", keepsFailure ? [made, generic[1]] : [generic[0], made])
    }

    /// The type of a closure literal whose parameters are all written with their types and
    /// whose result is written or evident: `{ (x: Int) in x * 2 }` is `(Int) -> Int`. `nil`
    /// otherwise.
    private func closureType(_ closure: ClosureLiteral) -> TypeRef? {
        let parameters = closure.parameters ?? []
        guard closure.parameters != nil || closure.body.isEmpty else { return nil }
        let types = parameters.compactMap(\.type)
        guard types.count == parameters.count, let result = closureResultType(closure) else { return nil }
        return .function(parameters: types, result: result, isThrowing: closure.isThrowing, isAsync: false)
    }

    /// A closure literal's result type: written, `()` for an empty body, or the type of its one
    /// expression when evident (its parameters' written types in scope). `nil` otherwise.
    private func closureResultType(_ closure: ClosureLiteral) -> TypeRef? {
        if let written = closure.returnType { return written }
        if closure.body.isEmpty { return .tuple([]) }
        guard closure.body.count == 1, case .expression(let expression) = closure.body[0].kind else { return nil }
        // The parameters are in scope for the body's type only while it is worked out (shadowing outer names).
        let parameters = closure.parameters ?? []
        scope.blocks.append(Dictionary(parameters.map { ($0.name, LocalVariable(slot: -1, isConstant: true, type: $0.type)) }, uniquingKeysWith: { $1 }))
        defer { scope.blocks.removeLast() }
        return staticType(of: expression)
    }

    /// The type an expression names when it is written as a type in expression position:
    /// `[Int]`, `[String: Int]`, `Stack<Int>`, `Array<Double>`; `nil` for ordinary values.
    func typeReference(_ expression: Expression) -> TypeRef? {
        switch expression.kind {
        case .typeExpression(let type): return type
        case .identifier(let name):
            if ["Int", "Double", "String", "Bool", "Character", "Float"].contains(name) { return .name(name) }
            if declaredType(named: name) != nil, resolve(name).map({ if case .declaredType = $0 { return true } else { return false } }) == true { return .name(name) }
            if case .type? = resolve(name) { return .name(name) }
            return nil
        case .array(let elements):
            guard elements.count == 1, let element = typeReference(elements[0]) else { return nil }
            return .array(element)
        case .dictionary(let pairs):
            guard pairs.count == 1, let key = typeReference(pairs[0].key), let value = typeReference(pairs[0].value) else { return nil }
            return .dictionary(key, value)
        case .specialized(let base, let arguments):
            guard case .identifier(let name) = base.kind else { return nil }
            return .named(name, arguments)
        case .optionalChain(let base), .optionalEvaluation(let base):
            return typeReference(base).map { .optional($0) }
        case .member(let base, let name) where name.first?.isUppercase == true:
            guard case .named(let outer, _)? = typeReference(base), let nested = declaredType(named: outer)?.nestedTypes[name] else { return nil }
            return .name(nested.name)
        default:
            return nil
        }
    }

    /// The type an array, dictionary, optional or tuple type written before `.self` names
    /// (`[Int]`, `[String: Int]`, `Int?`, `(Int, String)`), or `nil` for other expressions.
    func writtenCompositeType(_ expression: Expression) -> TypeRef? {
        switch expression.kind {
        case .array, .dictionary, .optionalChain:
            return typeReference(expression)
        case .tuple(let elements):
            guard elements.count >= 2 else { return nil }
            var types: [TypeRef.TupleTypeElement] = []
            for element in elements {
                guard element.label == nil, let type = typeReference(element.value) else { return nil }
                types.append(TypeRef.TupleTypeElement(label: nil, type: type))
            }
            return .tuple(types)
        default:
            return nil
        }
    }

    /// A type named as a value: `Int.self`, `[Int]`, `Stack<Int>`.
    func compileTypeValue(_ type: TypeRef, at location: SourceLocation) throws -> Evaluator {
        if case .named("MemoryLayout", let arguments) = type, arguments.count == 1 {
            let runtime = runtime
            return { _ in try MemoryLayoutBindings.value(for: arguments[0], runtime: runtime) }
        }
        if case .named(let name, _) = type {
            if let declared = declaredType(named: name) { return { _ in .metatype(declared) } }
            if let binding = BindingTable.shared.types[name] { return { _ in .type(binding) } }
        }
        let value = Value.native(NativeBox(typeName: "Metatype", payload: MetatypeValue(type: type)))
        return { _ in value }
    }
}

/// Syntax facts used for notes about Swift's typing.
enum StaticTypes {
    /// Whether the expression is a number literal or arithmetic on literals only (which Swift
    /// types as whatever the context needs, Double included).
    static func isNumericLiteral(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .integer, .double: return true
        case .prefix("-", let operand): return isNumericLiteral(operand)
        case let .binary(symbol, left, right): return ["+", "-", "*", "/"].contains(symbol) && isNumericLiteral(left) && isNumericLiteral(right)
        default: return false
        }
    }

    /// A short spelling of an expression for a note: a name or member chain, else "value".
    static func shortSource(_ expression: Expression) -> String {
        switch expression.kind {
        case .identifier(let name): return name
        case .member(let base, let name): return shortSource(base) + "." + name
        case .selfExpression: return "self"
        case .call(let callee, let arguments) where arguments.isEmpty: return shortSource(callee) + "()"
        default: return "value"
        }
    }
}
