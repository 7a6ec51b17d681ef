extension Compiler {
    /// The type the code declares for what an expression gives: a call of a function or
    /// closure whose type is known (`parse("5")` for `func parse(_:) -> Result<Int, MyError>`),
    /// a declared method's result (`box.first()`), a declared type's stored or computed
    /// property (`box.total`), an element of an array or dictionary whose type is known
    /// (`operations[0]` of a `[(Int) -> Int]`). `nil` when not declared, or when it names a
    /// generic parameter, which the value tells better.
    func declaredResultType(of expression: Expression) -> TypeRef? {
        let found: TypeRef?
        switch expression.kind {
        case let .call(callee, _):
            switch callee.kind {
            case .identifier(let name):
                guard case .function(_, let result, _, _)? = variableType(name) else { return nil }
                found = result
            case let .member(base, name):
                guard let type = declaredInstanceType(of: base), let methods = type.methods[name], methods.count == 1 else { return nil }
                found = methods[0].function.returnType
            default:
                return nil
            }
        case let .member(base, name):
            guard let type = declaredInstanceType(of: base) else { return nil }
            if let index = type.fieldIndex[name] { found = type.fields[index].type } else { found = type.computedProperties[name]?.type }
        case let .subscripted(base, arguments):
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            switch staticType(of: base) {
            case .array(let element)?: found = staticType(of: arguments[0].value) == .name("Int") ? element : nil
            case let .dictionary(key, value)?: found = staticType(of: arguments[0].value) == key ? .optional(value) : nil
            default: return nil
            }
        default:
            return nil
        }
        guard let found, namesOnlyConcreteTypes(found) else { return nil }
        return found
    }

    /// The declared struct, class, actor or enum an expression's value evidently is.
    private func declaredInstanceType(of expression: Expression) -> TypeInfo? {
        guard case .named(let name, let arguments)? = staticType(of: expression), arguments.isEmpty,
              let type = declaredType(named: name), type.kind != .protocolType, type.genericParameters.isEmpty else { return nil }
        return type
    }

    /// Whether every type `type` names is a standard, bound or declared type (not a generic
    /// parameter, `Self` or an associated type).
    func namesOnlyConcreteTypes(_ type: TypeRef) -> Bool {
        type.mentionedNames.allSatisfy { name in
            Self.standardTypeNames.contains(name) || SequenceWrappers.names.contains(name) || BindingTable.shared.types[name] != nil
                || declaredType(named: name) != nil
        }
    }

    private static let standardTypeNames: Set<String> = [
        "Int", "Double", "String", "Bool", "Character", "Float", "Substring", "Void", "Any", "Error",
        "Result", "Optional", "Array", "Dictionary", "Set", "Range", "ClosedRange", "ArraySlice",
    ]

    /// The function type a `func` declaration gives its name: `(Int) -> Int` for
    /// `func square(_ x: Int) -> Int`. `nil` for a generic function or one with variadic or
    /// `inout` parameters (whose types this does not spell).
    static func declaredFunctionType(_ declaration: FunctionDeclaration) -> TypeRef? {
        guard declaration.genericParameters.isEmpty, declaration.parameters.allSatisfy({ !$0.isVariadic && !$0.isInout }) else { return nil }
        let parameters = declaration.parameters.compactMap(\.type)
        guard parameters.count == declaration.parameters.count else { return nil }
        return .function(parameters: parameters, result: declaration.returnType ?? .tuple([]), isThrowing: declaration.isThrowing, isAsync: declaration.isAsync)
    }
}
