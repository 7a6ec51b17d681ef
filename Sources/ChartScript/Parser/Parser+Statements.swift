extension Parser {
    /// Parses one statement or declaration.
    mutating func parseStatement() throws -> Statement {
        let location = current.location
        if let declaration = try parseDeclarationIfPresent() { return declaration }
        // `label: for …`
        if case .identifier(let label) = current.kind, token(at: 1).kind == .symbol(":"),
           case .keyword(let word) = token(at: 2).kind, ["for", "while", "repeat", "switch", "do", "if"].contains(word) {
            advance(); advance()
            return try parseControlStatement(label: label) ?? { throw expected("a loop after the label") }()
        }
        if let control = try parseControlStatement(label: nil) { return control }
        if case .keyword(let word) = current.kind {
            switch word {
            case "return":
                advance()
                if atEnd || check("}") || check(";") || current.followsNewline || checkKeyword("case") || checkKeyword("default") {
                    return Statement(kind: .returnStatement(nil), location: location)
                }
                return Statement(kind: .returnStatement(try parseExpression()), location: location)
            case "throw":
                advance()
                return Statement(kind: .throwStatement(try parseExpression()), location: location)
            case "break":
                advance()
                return Statement(kind: .breakStatement(label: statementLabel()), location: location)
            case "continue":
                advance()
                return Statement(kind: .continueStatement(label: statementLabel()), location: location)
            case "fallthrough":
                advance()
                return Statement(kind: .fallthroughStatement, location: location)
            case "defer":
                advance()
                return Statement(kind: .deferStatement(try parseBlock()), location: location)
            case "import":
                advance()
                var module = try identifier("a module name after 'import'")
                while match(".") { module += "." + (try identifier("a module name")) }
                return Statement(kind: .importDeclaration(module), location: location)
            case "else":
                throw LocatedError(.syntax(expected: "a statement ('else' must follow the '}' of an 'if')", found: "'else'", atEnd: false), at: location)
            case "in", "case", "default", "catch", "where":
                throw expected("a statement")
            default:
                if Keywords.unsupported.contains(word) {
                    throw LocatedError(.unsupported(construct: "'\(word)'"), at: location)
                }
            }
        }
        let expression = try parseExpression()
        if check("=") || Precedence.compoundAssignments[currentSymbol ?? ""] != nil {
            let symbol = currentSymbol ?? "="
            assignmentOperators[expression.location.offset] = current.location
            advance()
            guard Self.isAssignable(expression) else {
                throw LocatedError(.syntax(expected: "a variable, property or subscript on the left of '\(symbol)'", found: "an expression", atEnd: false), at: expression.location)
            }
            let value = try parseExpression()
            let operation = symbol == "=" ? "=" : Precedence.compoundAssignments[symbol] ?? symbol
            return Statement(kind: .assignment(target: expression, operator: operation, value: value), location: location)
        }
        return Statement(kind: .expression(expression), location: location)
    }

    /// The current token's text when it is a symbol.
    var currentSymbol: String? {
        if case .symbol(let symbol) = current.kind { return symbol }
        return nil
    }

    /// The label after `break` or `continue` on the same line, if any.
    private mutating func statementLabel() -> String? {
        if case .identifier(let label) = current.kind, !current.followsNewline {
            advance()
            return label
        }
        return nil
    }

    static func isAssignable(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier, .selfExpression, .closureArgument: return true
        case .member(let base, _), .subscripted(let base, _): return isAssignable(base) || isReference(base)
        case .forceUnwrap(let base), .optionalChain(let base): return isAssignable(base)
        case .optionalEvaluation(let inner): return isAssignable(inner)
        case .tuple(let elements): return elements.allSatisfy { isAssignable($0.value) || isDiscard($0.value) }
        default: return false
        }
    }

    /// A call or other expression whose result may be a class instance, whose properties can be set.
    private static func isReference(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .call, .superExpression: return true
        case .member(let base, _), .subscripted(let base, _): return isReference(base)
        default: return false
        }
    }

    /// `_` on the left of an assignment (`_ = value`).
    static func isDiscard(_ expression: Expression) -> Bool {
        if case .identifier("_") = expression.kind { return true }
        return false
    }

    /// Parses `if`, `guard`, `while`, `repeat`, `for`, `switch` or `do` when the current token
    /// starts one; `nil` otherwise.
    mutating func parseControlStatement(label: String?) throws -> Statement? {
        let location = current.location
        guard case .keyword(let word) = current.kind else { return nil }
        switch word {
        case "if": return try parseIf()
        case "guard":
            advance()
            let conditions = try parseConditionList()
            guard matchKeyword("else") else { throw expected("'else' after the 'guard' conditions") }
            let otherwise = try parseBlock()
            blockEnds[location.offset] = previous.location
            return Statement(kind: .guardStatement(conditions: conditions, otherwise: otherwise), location: location)
        case "while":
            advance()
            let conditions = try parseConditionList()
            return Statement(kind: .whileLoop(conditions: conditions, body: try parseBlock(), label: label), location: location)
        case "repeat" where token(at: 1).kind == .symbol("{"):
            advance()
            let body = try parseBlock()
            guard matchKeyword("while") else { throw expected("'while' after the 'repeat' block") }
            let condition = try parseHeaderExpression()
            return Statement(kind: .repeatWhile(body: body, condition: condition, label: label), location: location)
        case "for": return try parseFor(label: label)
        case "switch": return try parseSwitch(label: label)
        case "do": return try parseDo(label: label)
        default: return nil
        }
    }

    /// An expression before a `{` body: no trailing closures.
    mutating func parseHeaderExpression() throws -> Expression {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return try parseExpression()
    }

    /// `cond, let x = y, case .a(let b) = z` before a `{` or `else`.
    mutating func parseConditionList() throws -> [Condition] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        var conditions: [Condition] = []
        repeat {
            let location = current.location
            if checkKeyword("let") || checkKeyword("var") {
                let isVariable = checkKeyword("var")
                if token(at: 1).kind == .symbol("(") {
                    // `if let (name, count) = pairs.first`: the tuple inside the optional.
                    let pattern = try parsePattern()
                    try expect("=", "'=' after the tuple pattern")
                    conditions.append(.patternMatch(.optional(pattern), try parseExpression(), location: location))
                    continue
                }
                advance()
                let nameLocation = current.location
                // `guard let self else { return }` in a `[weak self]` closure.
                let name = matchKeyword("self") ? "self" : try identifier("a name after '\(isVariable ? "var" : "let")'")
                var type: TypeRef?
                if match(":") { type = try parseType() }
                var value = Expression(kind: name == "self" ? .selfExpression : .identifier(name), location: nameLocation)
                if match("=") { value = try parseExpression() }
                if let type { value = Expression(kind: .cast(value, .coerce, .optional(type)), location: value.location) }
                conditions.append(.optionalBinding(name: name, isVariable: isVariable, value: value, location: location))
            } else if matchKeyword("case") {
                let pattern = try parsePattern()
                try expect("=", "'=' after the pattern")
                conditions.append(.patternMatch(pattern, try parseExpression(), location: location))
            } else {
                conditions.append(.expression(try parseExpression()))
            }
        } while match(",")
        return conditions
    }

    mutating func parseIf() throws -> Statement {
        let location = current.location
        var branches: [ConditionalBranch] = []
        var otherwise: [Statement]?
        advance()
        branches.append(ConditionalBranch(conditions: try parseConditionList(), body: try parseBlock()))
        while checkKeyword("else") {
            advance()
            if checkKeyword("if") {
                advance()
                branches.append(ConditionalBranch(conditions: try parseConditionList(), body: try parseBlock()))
            } else {
                otherwise = try parseBlock()
                break
            }
        }
        return Statement(kind: .conditional(branches: branches, otherwise: otherwise), location: location)
    }

    mutating func parseFor(label: String?) throws -> Statement {
        let location = current.location
        advance()
        // `for await x in group` and `for try await x in stream`: run in order, one element at a time.
        _ = matchKeyword("try")
        _ = matchWord("await")
        let isCasePattern = matchKeyword("case")
        let pattern: Pattern
        if isCasePattern {
            pattern = try parsePattern()
        } else {
            pattern = try parsePattern(bindingByDefault: true)
        }
        guard matchKeyword("in") else { throw expected("'in' after the loop pattern") }
        let sequence = try parseHeaderExpression()
        var whereClause: Expression?
        if matchKeyword("where") { whereClause = try parseHeaderExpression() }
        let loop = ForLoop(pattern: pattern, isCasePattern: isCasePattern, sequence: sequence, whereClause: whereClause,
                           body: try parseBlock(), label: label)
        return Statement(kind: .forIn(loop), location: location)
    }

    mutating func parseSwitch(label: String?) throws -> Statement {
        let location = current.location
        advance()
        let subject = try parseHeaderExpression()
        try expect("{", "'{' after the switch subject")
        try nest()
        defer { depth -= 1 }
        var cases: [SwitchCase] = []
        while !match("}") {
            while match(";") {}
            if match("}") { break }
            let caseLocation = current.location
            if check("@") {
                // `@unknown default:`
                advance()
                _ = try identifier("an attribute name")
            }
            var patterns: [Pattern] = []
            var guards: [Expression?] = []
            if matchKeyword("default") {
                try expect(":", "':' after 'default'")
            } else if matchKeyword("case") {
                repeat {
                    patterns.append(try parsePattern())
                    guards.append(matchKeyword("where") ? try parseExpression() : nil)
                } while match(",")
                try expect(":", "':' after the case patterns")
            } else if atEnd {
                throw expected("'}' to close the switch")
            } else {
                throw expected("'case' or 'default' in the switch")
            }
            var body: [Statement] = []
            while !checkKeyword("case") && !checkKeyword("default") && !check("}") && !check("@") {
                while match(";") {}
                if checkKeyword("case") || checkKeyword("default") || check("}") { break }
                if atEnd { throw expected("'}' to close the switch") }
                body.append(try parseStatement())
                try endOfStatement()
            }
            if body.isEmpty {
                throw LocatedError(.syntax(expected: "at least one statement in the case (write 'break' to do nothing)",
                                           found: current.kind.spelled, atEnd: atEnd), at: caseLocation)
            }
            cases.append(SwitchCase(patterns: patterns, guards: guards, body: body, location: caseLocation))
        }
        return Statement(kind: .switchStatement(SwitchStatement(subject: subject, cases: cases, label: label)), location: location)
    }

    mutating func parseDo(label: String?) throws -> Statement {
        let location = current.location
        advance()
        let thrownType = try parseThrowsClause().thrownType
        let body = try parseBlock()
        var clauses: [CatchClause] = []
        while checkKeyword("catch") {
            let clauseLocation = current.location
            advance()
            var patterns: [Pattern] = []
            var guards: [Expression?] = []
            if checkKeyword("where") {
                advance()
                guards.append(try parseHeaderExpression())
            } else if !check("{") {
                let saved = allowsTrailingClosure
                allowsTrailingClosure = false
                repeat {
                    patterns.append(try parsePattern())
                    guards.append(matchKeyword("where") ? try parseHeaderExpression() : nil)
                } while match(",")
                allowsTrailingClosure = saved
            }
            clauses.append(CatchClause(patterns: patterns, guards: guards, body: try parseBlock(), location: clauseLocation))
        }
        return Statement(kind: .doCatch(body: body, clauses: clauses, label: label, thrownType: thrownType), location: location)
    }
}
