extension Compiler {
    /// The type of the elements a `for` loop takes from `sequence` where the code shows it and
    /// the values do not: a string's characters (`for c in word`, `word.reversed()`,
    /// `Array(word)`), its words (`word.split(separator: " ")`) and `enumerated()` pairs of
    /// them. `nil` otherwise.
    func loopElementType(of sequence: Expression) -> TypeRef? {
        if isText(sequence) { return Self.character }
        if case let .call(callee, arguments) = sequence.kind, arguments.isEmpty, case let .member(base, name) = callee.kind {
            if name == "reversed", isText(base) { return Self.character }
            if name == "enumerated", let element = loopElementType(of: base) {
                return .tuple([.init(label: "offset", type: .name("Int")), .init(label: "element", type: element)])
            }
            return nil
        }
        if case .array(let element)? = staticType(of: sequence), element == Self.character || element == Self.substring { return element }
        return nil
    }

    /// Gives the names `pattern` binds (already declared in the innermost block) the parts of
    /// `type` they take: `c` in `for c in word`, `i` and `c` in `for (i, c) in word.enumerated()`.
    func giveStaticTypes(to pattern: Pattern, from type: TypeRef) {
        switch (pattern, type) {
        case (.binding(let name, _), _):
            let block = scope.blocks.count - 1
            if scope.blocks[block][name] != nil, scope.blocks[block][name]?.type == nil { scope.blocks[block][name]?.type = type }
        case let (.tuple(patterns), .tuple(types)) where patterns.count == types.count:
            for (part, partType) in zip(patterns, types) { giveStaticTypes(to: part.pattern, from: partType.type) }
        default:
            break
        }
    }

    /// Whether the expression is evidently a `String` or a `Substring`.
    private func isText(_ expression: Expression) -> Bool {
        if case .string = expression.kind { return true }
        let type = staticType(of: expression)
        return type == .name("String") || type == Self.substring
    }

    private static let character = TypeRef.name("Character")
    private static let substring = TypeRef.name("Substring")
}
