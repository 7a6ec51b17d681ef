extension Compiler {
    /// The type an expression has: the semantic pass's answer (text: `s.first!` is a
    /// `Character`, `s.dropFirst()` a `Substring`, `values.reversed()` a
    /// `ReversedCollection<Array<Int>>`, though the values hold them as strings and arrays;
    /// literals, calls, closures, casts, `Result.map` …), else what the compiler itself knows:
    /// a variable's type, a tuple member of one, or the declared type an initializer the pass
    /// could not follow makes. `nil` when neither knows. Used to give variables and stored
    /// properties the type Swift infers, so later assignments convert as Swift's would
    /// (`var total = 0.0; total = 3` stores 3.0).
    func staticType(of expression: Expression) -> TypeRef? {
        if let typed = passType(of: expression) { return typed }
        // A generic parameter, an existential or an opaque type: as a declaration writes it.
        if let type = expressionTypes[expression], let written = TypeRef(passType: type, keepingAbstractTypes: true) { return written }
        let guessed = guessedType(of: expression)
        if guessed != nil { staticTypeGuesses += 1 }
        return guessed
    }

    /// What the compiler itself knows of an expression's type, without the semantic pass.
    private func guessedType(of expression: Expression) -> TypeRef? {
        switch expression.kind {
        case .identifier(let name):
            return variableType(name)
        case .call(let callee, _):
            // A declared type's initializer the semantic pass could not follow (a generic one, one of
            // a type with property wrappers): the type it makes.
            if let type = typeReference(callee), case .named(let name, _) = type, declaredType(named: name) != nil { return type }
            if case .identifier(let name) = callee.kind, let declared = declaredType(named: name), declared.kind != .protocolType {
                return .name(declared.name)
            }
            return nil
        case let .member(base, name):
            // A tuple member of a variable the compiler typed (`pair.1` of a loop's pair).
            guard case .tuple(let elements)? = staticType(of: base) else { return nil }
            if let index = Int(name) { return elements.indices.contains(index) ? elements[index].type : nil }
            return elements.first { $0.label == name }?.type
        default: return nil
        }
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

