extension Parser {
    /// Parses a pattern. With `bindingByDefault` (a `for` loop's pattern), names bind values as
    /// after `let`; otherwise names are expressions unless written after `let` or `var`.
    mutating func parsePattern(bindingByDefault: Bool = false) throws -> Pattern {
        try parsePattern(binding: bindingByDefault ? false : nil)
    }

    /// `binding` is `nil` outside `let`/`var`, else whether the names bound are `var`s.
    private mutating func parsePattern(binding: Bool?) throws -> Pattern {
        try nest()
        defer { depth -= 1 }
        var pattern = try parsePatternPrimary(binding: binding)
        while true {
            if check("?"), !current.followsSpace {
                advance()
                pattern = .optional(pattern)
            } else if matchKeyword("as") {
                pattern = .cast(pattern, try parseType())
            } else {
                return pattern
            }
        }
    }

    private mutating func parsePatternPrimary(binding: Bool?) throws -> Pattern {
        if checkKeyword("let") || checkKeyword("var") {
            let isVariable = checkKeyword("var")
            advance()
            switch current.kind {
            case .identifier, .symbol("("), .symbol("."): break
            default: throw expected("a name, '_' or a pattern after 'let' or 'var'")
            }
            return try parsePattern(binding: isVariable)
        }
        if case .identifier("_") = current.kind { advance(); return .wildcard }
        if matchKeyword("is") { return .typeCheck(try parseType()) }
        if check("(") {
            let location = current.location
            advance()
            var elements: [Pattern.TuplePatternElement] = []
            while !check(")") {
                var label: String?
                if case .identifier(let name) = current.kind, token(at: 1).kind == .symbol(":") {
                    label = name
                    advance(); advance()
                }
                elements.append(.init(label: label, pattern: try parsePattern(binding: binding)))
                if !match(",") { break }
            }
            try expect(")", "')' to close the tuple pattern")
            if elements.count == 1 && elements[0].label == nil { return elements[0].pattern }
            if elements.isEmpty { return .expression(Expression(kind: .tuple([]), location: location)) }
            return .tuple(elements)
        }
        if check("."), !current.precedesSpace, case .identifier(let name) = token(at: 1).kind {
            advance(); advance()
            return .enumCase(type: nil, name: name, arguments: try parseCaseArguments(binding: binding))
        }
        if check("."), !current.precedesSpace, case .keyword(let word) = token(at: 1).kind {
            // A case named with a keyword, such as `.default`.
            advance(); advance()
            return .enumCase(type: nil, name: word, arguments: try parseCaseArguments(binding: binding))
        }
        if case .identifier(let name) = current.kind {
            if let isVariable = binding {
                advance()
                return .binding(name, isVariable: isVariable)
            }
            // `Suit.hearts` or `Barcode.upc(let a, …)`: a qualified enum case (or, when the
            // type turns out to have no such case, a value such as `Limits.maximum`).
            if name.first?.isUppercase == true, token(at: 1).kind == .symbol("."),
               case .identifier(let member) = token(at: 2).kind, !tokens[min(position + 1, tokens.count - 1)].followsSpace {
                let afterMember = token(at: 3)
                let continues: Bool
                if case .symbol(let symbol) = afterMember.kind, !afterMember.followsSpace, symbol == "." || symbol == "[" { continues = true } else { continues = false }
                if !continues {
                    advance(); advance(); advance()
                    return .enumCase(type: .name(name), name: member, arguments: try parseCaseArguments(binding: binding))
                }
            }
        }
        // A value inside a binding pattern: the 0 of `case let (x, 0)`.
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return .expression(try parseBinary(minimumPrecedence: Precedence.casting + 1))
    }

    /// `(let a, _, b: let c)` after an enum case name; `nil` when there are no parentheses.
    private mutating func parseCaseArguments(binding: Bool?) throws -> [Pattern.TuplePatternElement]? {
        guard check("("), !current.followsSpace else { return nil }
        advance()
        var elements: [Pattern.TuplePatternElement] = []
        while !check(")") {
            var label: String?
            if case .identifier(let name) = current.kind, token(at: 1).kind == .symbol(":") {
                label = name
                advance(); advance()
            }
            elements.append(.init(label: label, pattern: try parsePattern(binding: binding)))
            if !match(",") { break }
        }
        try expect(")", "')' to close the associated values")
        return elements
    }
}
