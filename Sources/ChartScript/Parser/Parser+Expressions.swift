extension Parser {
    /// Parses a full expression, including the ternary conditional.
    mutating func parseExpression() throws -> Expression {
        try nest()
        defer { depth -= 1 }
        let condition = try parseBinary(minimumPrecedence: Precedence.ternary + 1)
        if check("?") && current.followsSpace {
            advance()
            let then = try parseExpression()
            try expect(":", "':' in the conditional expression")
            let otherwise = try parseExpression()
            return Expression(kind: .ternary(condition, then, otherwise), location: condition.location)
        }
        return condition
    }

    /// Whether the current token is an infix operator continuing the expression.
    private func infixOperator() -> String? {
        guard case .symbol(let symbol) = current.kind, Precedence.of(symbol) != nil else { return nil }
        if current.followsNewline {
            // On a new line, `- x` continues the expression; `-x` starts a new statement.
            let next = tokens[min(position + 1, tokens.count - 1)]
            if !next.followsSpace { return nil }
        }
        return symbol
    }

    mutating func parseBinary(minimumPrecedence: Int) throws -> Expression {
        var left = try parsePrefix()
        while let symbol = infixOperator(), let precedence = Precedence.of(symbol), precedence >= minimumPrecedence {
            let operatorLocation = current.location
            advance()
            let nextMinimum = Precedence.isRightAssociative(symbol) ? precedence : precedence + 1
            let right = try parseBinary(minimumPrecedence: nextMinimum)
            left = Expression(kind: .binary(symbol, left, right), location: operatorLocation)
        }
        return left
    }

    mutating func parsePrefix() throws -> Expression {
        let location = current.location
        if case .symbol(let symbol) = current.kind, ["-", "+", "!", "~"].contains(symbol) {
            advance()
            try nest()
            defer { depth -= 1 }
            let operand = try parsePrefix()
            if symbol == "-", case .integer(let value) = operand.kind { return Expression(kind: .integer(-value), location: location) }
            if symbol == "-", case .double(let value) = operand.kind { return Expression(kind: .double(-value), location: location) }
            return Expression(kind: .prefix(symbol, operand), location: location)
        }
        if check("&") { throw LocatedError(.unsupported(construct: "'&' (inout arguments)"), at: location) }
        return try parsePostfix(try parsePrimary())
    }

    mutating func parsePostfix(_ start: Expression) throws -> Expression {
        var expression = start
        while true {
            if check("."), !current.followsSpace || current.followsNewline {
                advance()
                let memberLocation = current.location
                let name: String
                switch current.kind {
                case .identifier(let identifier): name = identifier
                case .integer(let index): name = String(index)
                case .double(let value):
                    // `pair.0.1` lexes `0.1` as a number.
                    throw LocatedError(.unsupported(construct: "nested tuple access '.\(value)'"), at: current.location)
                case .keyword(let word) where word == "self" || word == "init":
                    throw LocatedError(.unsupported(construct: "'.\(word)'"), at: current.location)
                default: throw expected("a member name after '.'")
                }
                advance()
                expression = Expression(kind: .member(expression, name), location: memberLocation)
            } else if check("("), !current.followsNewline {
                advance()
                var arguments = try parseArguments(closing: ")")
                arguments += try parseTrailingClosures()
                expression = Expression(kind: .call(expression, arguments), location: expression.location)
            } else if check("["), !current.followsNewline, !current.followsSpace {
                advance()
                let arguments = try parseArguments(closing: "]")
                expression = Expression(kind: .subscripted(expression, arguments), location: expression.location)
            } else if check("!"), !current.followsSpace {
                advance()
                expression = Expression(kind: .forceUnwrap(expression), location: expression.location)
            } else if check("?"), !current.followsSpace {
                throw LocatedError(.unsupported(construct: "optional chaining '?'"), at: current.location)
            } else if check("{"), allowsTrailingClosure, !current.followsNewline {
                let closures = try parseTrailingClosures()
                expression = Expression(kind: .call(expression, closures), location: expression.location)
            } else {
                return expression
            }
        }
    }

    /// Trailing closures after a call: `{ … }` and then `label: { … }`.
    mutating func parseTrailingClosures() throws -> [Argument] {
        guard allowsTrailingClosure, check("{"), !current.followsNewline else { return [] }
        var arguments = [Argument(label: nil, value: try parseClosure(), isTrailingClosure: true)]
        while case .identifier(let label) = current.kind, !current.followsNewline,
              tokens[min(position + 1, tokens.count - 1)].kind == .symbol(":"),
              tokens[min(position + 2, tokens.count - 1)].kind == .symbol("{") {
            advance(); advance()
            arguments.append(Argument(label: label, value: try parseClosure(), isTrailingClosure: true))
        }
        return arguments
    }

    /// Arguments up to `closing`: `label: value` or `value`, separated by commas.
    mutating func parseArguments(closing: String) throws -> [Argument] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var arguments: [Argument] = []
        while !check(closing) {
            var label: String?
            if tokens[min(position + 1, tokens.count - 1)].kind == .symbol(":") {
                // Keywords are fine as labels: `dictionary[key, default: 0]`.
                if case .identifier(let name) = current.kind { label = name }
                if case .keyword(let word) = current.kind { label = word }
                if label != nil { advance(); advance() }
            }
            if case .symbol(let symbol) = current.kind, Precedence.of(symbol) != nil,
               [.symbol(","), .symbol(closing)].contains(tokens[min(position + 1, tokens.count - 1)].kind) {
                arguments.append(Argument(label: label, value: Expression(kind: .operatorReference(symbol), location: current.location)))
                advance()
            } else {
                arguments.append(Argument(label: label, value: try parseExpression()))
            }
            if !match(",") { break }
        }
        try expect(closing, "'\(closing)' or ',' in the argument list")
        return arguments
    }

    mutating func parsePrimary() throws -> Expression {
        let token = current
        let location = token.location
        switch token.kind {
        case .integer(let value): advance(); return Expression(kind: .integer(value), location: location)
        case .double(let value): advance(); return Expression(kind: .double(value), location: location)
        case .string(let segments): advance(); return Expression(kind: .string(try parseInterpolations(segments)), location: location)
        case .identifier(let name): advance(); return Expression(kind: .identifier(name), location: location)
        case .dollar(let index): advance(); return Expression(kind: .closureArgument(index), location: location)
        case .keyword("true"): advance(); return Expression(kind: .boolean(true), location: location)
        case .keyword("false"): advance(); return Expression(kind: .boolean(false), location: location)
        case .keyword("nil"): advance(); return Expression(kind: .nilLiteral, location: location)
        case .keyword(let word):
            if Keywords.unsupported.contains(word) { throw LocatedError(.unsupported(construct: "'\(word)'"), at: location) }
            throw expected("an expression")
        case .symbol("("):
            advance()
            let saved = allowsTrailingClosure
            allowsTrailingClosure = true
            defer { allowsTrailingClosure = saved }
            if match(")") { return Expression(kind: .tuple([]), location: location) }
            let arguments = try parseArguments(closing: ")")
            if arguments.count == 1 && arguments[0].label == nil { return arguments[0].value }
            return Expression(kind: .tuple(arguments), location: location)
        case .symbol("["): return try parseCollectionLiteral()
        case .symbol("{"): return try parseClosure()
        case .symbol("."):
            advance()
            guard case .identifier(let name) = current.kind else { throw expected("a member name after '.'") }
            advance()
            return Expression(kind: .implicitMember(name), location: location)
        case .symbol("#"), .symbol("@"):
            throw LocatedError(.unsupported(construct: "attributes and directives ('\(token.kind.spelled.dropFirst().dropLast())')"), at: location)
        case .symbol("\\"):
            throw LocatedError(.unsupported(construct: "key paths"), at: location)
        default:
            throw expected("an expression")
        }
    }

    /// Parses each interpolated segment of a string literal as an expression.
    private func parseInterpolations(_ segments: [StringSegment]) throws -> [StringPart] {
        try segments.map { segment in
            switch segment {
            case .text(let text): return .text(text)
            case let .interpolation(source, location):
                var parser = Parser(tokens: try Lexer.tokens(of: source, base: location))
                parser.depth = depth
                let expression = try parser.parseExpression()
                guard parser.atEnd else { throw parser.expected("')' to end the interpolation") }
                return .expression(expression)
            }
        }
    }

    /// `[a, b]`, `[k: v]`, `[]` or `[:]`.
    private mutating func parseCollectionLiteral() throws -> Expression {
        let location = current.location
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        if match(":") {
            try expect("]", "']' to close the empty dictionary")
            return Expression(kind: .dictionary([]), location: location)
        }
        var elements: [Expression] = []
        var pairs: [(key: Expression, value: Expression)] = []
        var isDictionary: Bool?
        while !check("]") {
            let element = try parseExpression()
            if match(":") {
                if isDictionary == false { throw expected("',' or ']' in the array literal") }
                isDictionary = true
                pairs.append((element, try parseExpression()))
            } else {
                if isDictionary == true { throw expected("':' and a value in the dictionary literal") }
                isDictionary = false
                elements.append(element)
            }
            if !match(",") { break }
        }
        try expect("]", "']' or ',' in the collection literal")
        if isDictionary == true { return Expression(kind: .dictionary(pairs), location: location) }
        return Expression(kind: .array(elements), location: location)
    }

    /// `{ body }`, `{ x in body }`, `{ (x, y) in body }`, `{ (x: Int) -> Int in body }`.
    mutating func parseClosure() throws -> Expression {
        let location = current.location
        try expect("{")
        let names = closureParameterNames()
        if names != nil {
            while !checkKeyword("in") { advance() }
            advance()
        }
        try nest()
        defer { depth -= 1 }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var body: [Statement] = []
        while true {
            while match(";") {}
            if match("}") { break }
            if atEnd { throw expected("'}' to close the closure") }
            body.append(try parseStatement())
            try endOfStatement()
        }
        return Expression(kind: .closure(ClosureLiteral(parameterNames: names, body: body)), location: location)
    }

    /// Looks ahead for a parameter list ending in `in`; returns the names, or `nil` when
    /// the closure has none.
    private func closureParameterNames() -> [String]? {
        var index = position
        var names: [String] = []
        var parenthesisDepth = 0
        var expectingName = true
        var inType = false
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .keyword("in"): return parenthesisDepth == 0 ? names : nil
            case .identifier(let name):
                if expectingName && !inType { names.append(name); expectingName = false }
            case .symbol("("): parenthesisDepth += 1
            case .symbol(")"): parenthesisDepth -= 1; if parenthesisDepth < 0 { return nil }
            case .symbol(","): if parenthesisDepth <= 1 { expectingName = true; inType = false }
            case .symbol(":"): inType = true
            case .symbol("->"): inType = true; expectingName = false
            case .symbol("["), .symbol("]"), .symbol("?"), .symbol("<"), .symbol(">"): if !inType { return nil }
            default: return nil
            }
            index += 1
        }
        return nil
    }
}
