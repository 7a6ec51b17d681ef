extension Compiler {
    /// The Swift type of an expression on a string that the interpreter's values do not show:
    /// a string's characters and substrings are held as strings, so `s.first!` is a
    /// `Character`, `s.dropFirst()` a `Substring`, `s.split(separator: " ")` an
    /// `Array<Substring>` and `s.startIndex` a `String.Index` only by what the code says.
    /// `nil` when the expression is not one of these.
    func textType(of expression: Expression) -> TypeRef? {
        switch expression.kind {
        case .forceUnwrap(let base):
            if case .optional(let wrapped)? = staticType(of: base) { return wrapped }
            return nil
        case let .member(base, name):
            guard isText(base) else { return nil }
            switch name {
            case "first", "last": return .optional(Self.character)
            case "startIndex", "endIndex": return Self.stringIndex
            default: return nil
            }
        case let .call(callee, arguments):
            if case .identifier(let name) = callee.kind {
                if name == "Character" || name == "Substring" { return .name(name) }
                if name == "Array", arguments.count == 1, arguments[0].label == nil, isText(arguments[0].value) { return .array(Self.character) }
                return nil
            }
            guard case let .member(base, name) = callee.kind, isText(base) else { return nil }
            let labels = arguments.map(\.label)
            switch name {
            case "dropFirst", "dropLast", "prefix", "suffix": return Self.substring
            case "split": return .array(Self.substring)
            case "randomElement": return .optional(Self.character)
            case "first" where labels == ["where"], "last" where labels == ["where"]: return .optional(Self.character)
            case "firstIndex", "lastIndex": return .optional(Self.stringIndex)
            case "index": return labels.contains("limitedBy") ? .optional(Self.stringIndex) : Self.stringIndex
            default: return nil
            }
        case let .subscripted(base, arguments):
            guard isText(base), arguments.count == 1 else { return nil }
            switch arguments[0].value.kind {
            case .binary("..<", _, _), .binary("...", _, _), .prefix("..<", _), .prefix("...", _), .postfix("...", _): return Self.substring
            default: return staticType(of: arguments[0].value) == Self.stringIndex ? Self.character : nil
            }
        default:
            return nil
        }
    }

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
    private static let stringIndex = TypeRef.name("String.Index")
}
