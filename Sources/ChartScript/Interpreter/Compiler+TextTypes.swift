extension Compiler {
    /// The type of the elements a `for` loop takes from `sequence` where the semantic pass's
    /// type of it shows it and the values do not: a string's characters (`for c in word`,
    /// `word.reversed()`, `Array(word)`), its words (`word.split(separator: " ")`) and
    /// `enumerated()` pairs of them (``SequenceWrapperTypes/textElement(of:)``). `nil` otherwise.
    func loopElementType(of sequence: Expression) -> TypeRef? {
        if case .string = sequence.kind { return .name("Character") }
        guard let type = expressionTypes[sequence], let element = SequenceWrapperTypes.textElement(of: type) else { return nil }
        return TypeRef(passType: element)
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
}
