extension Compiler {
    /// `rows.append((2024, "Jan", 3.5))` on `[(year: Int, month: String, total: Double)]`: the
    /// tuple takes the element type's labels, as Swift converts it (written `as` that type).
    func labellingTupleElements(_ callee: Expression, _ arguments: [Argument]) -> [Argument] {
        guard case .member(let base, let name) = callee.kind, name == "append" || name == "insert",
              let first = arguments.first, first.label == nil, case .tuple(let parts) = first.value.kind,
              parts.count > 1, parts.allSatisfy({ $0.label == nil }),
              case .array(let element)? = staticType(of: base), case .tuple(let elements) = element,
              elements.count == parts.count, elements.contains(where: { $0.label != nil }) else { return arguments }
        var labelled = arguments
        labelled[0].value = Expression(kind: .cast(first.value, .coerce, element), location: first.value.location)
        return labelled
    }

    /// `singles.append(0.1)`, `singles.insert(x, at: 0)`, `singles.append(contentsOf: [1.0 / 3])`
    /// on a `[Float]`: the new elements become Floats, as Swift types them by the array's
    /// element (an array of Doubles would otherwise grow inside it).
    func singlePrecisionArguments(_ callee: Expression, _ arguments: [Argument]) -> [Argument] {
        guard case .member(let base, let name) = callee.kind, name == "append" || name == "insert",
              let first = arguments.first, let element = singlePrecisionElement(of: base) else { return arguments }
        var converted = arguments
        let type: TypeRef = first.label == "contentsOf" ? .array(element) : element
        guard first.label == nil || first.label == "contentsOf" else { return arguments }
        converted[0].value = Expression(kind: .cast(first.value, .coerce, type), location: first.value.location)
        return converted
    }

    /// `singles[i] = 1.0 / 3` and `singles += [0.1]` on a `[Float]`: the value made Floats.
    func singlePrecisionAssigned(_ target: Expression, _ operation: String, _ value: Expression) -> Expression {
        switch (target.kind, operation) {
        case (.subscripted(let base, let arguments), "="):
            guard arguments.count == 1, arguments[0].label == nil, let element = singlePrecisionElement(of: base),
                  staticType(of: arguments[0].value) == .name("Int") else { return value }
            return Expression(kind: .cast(value, .coerce, element), location: value.location)
        case (_, "+"):
            guard let element = singlePrecisionElement(of: target) else { return value }
            return Expression(kind: .cast(value, .coerce, .array(element)), location: value.location)
        default:
            return value
        }
    }

    /// `Float` when `expression` is evidently a `[Float]` (or `[Float32]`).
    private func singlePrecisionElement(of expression: Expression) -> TypeRef? {
        guard case .array(let element)? = staticType(of: expression), case .named(let name, let arguments) = element,
              arguments.isEmpty, ScalarType(named: name) == .float else { return nil }
        return element
    }

    /// The expression naming a declared type by its qualified name (`Outer.Inner`).
    static func typeExpression(named name: String, at location: SourceLocation) -> Expression {
        let parts = name.split(separator: ".").map(String.init)
        var expression = Expression(kind: .identifier(parts[0]), location: location)
        for part in parts.dropFirst() { expression = Expression(kind: .member(expression, part), location: location) }
        return expression
    }
}
