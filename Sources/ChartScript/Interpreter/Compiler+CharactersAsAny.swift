extension Compiler {
    /// `value` with the characters the code shows going into `Any` boxed as
    /// ``CharacterInAny``: the value of `let item: Any = letter`, the Character elements of an
    /// `[Any]` literal. Other values are left as they are.
    func boxingCharactersHeldAsAny(_ value: @escaping Evaluator, of expression: Expression?, as written: TypeRef?) -> Evaluator {
        guard let expression, let written else { return value }
        let character = TypeRef.name("Character")
        switch written {
        case .named("Any", []):
            guard staticType(of: expression) == character else { return value }
            return { frame in try value(frame).heldAsAnyCharacter }
        case .array(.named("Any", [])):
            guard case .array(let elements) = expression.kind else { return value }
            let positions = elements.indices.filter { staticType(of: elements[$0]) == character }
            guard !positions.isEmpty else { return value }
            return { frame in
                let made = try value(frame)
                guard case .array(let array) = made else { return made }
                var items = array.values
                for position in positions where items.indices.contains(position) { items[position] = items[position].heldAsAnyCharacter }
                return .array(ArrayValue(keeping: items))
            }
        default:
            return value
        }
    }

    /// The parameter types of the function a call names, when its declaration gives them.
    func declaredParameterTypes(of callee: Expression) -> [TypeRef]? {
        guard case .identifier(let name) = callee.kind, case .function(let parameters, _, _, _)? = variableType(name) else { return nil }
        return parameters
    }
}
