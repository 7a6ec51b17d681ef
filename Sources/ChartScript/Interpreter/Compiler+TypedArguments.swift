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

    /// The expression naming a declared type by its qualified name (`Outer.Inner`).
    static func typeExpression(named name: String, at location: SourceLocation) -> Expression {
        let parts = name.split(separator: ".").map(String.init)
        var expression = Expression(kind: .identifier(parts[0]), location: location)
        for part in parts.dropFirst() { expression = Expression(kind: .member(expression, part), location: location) }
        return expression
    }
}
