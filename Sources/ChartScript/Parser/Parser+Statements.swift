extension Parser {
    /// Parses one statement.
    mutating func parseStatement() throws -> Statement {
        let location = current.location
        if case .keyword(let word) = current.kind {
            switch word {
            case "let", "var": return Statement(kind: .declaration(try parseDeclaration()), location: location)
            case "if": return try parseIf()
            case "for": return try parseFor()
            case "while":
                advance()
                let condition = try parseHeaderExpression()
                return Statement(kind: .whileLoop(condition: condition, body: try parseBlock()), location: location)
            case "func": return Statement(kind: .function(try parseFunction()), location: location)
            case "return":
                advance()
                if atEnd || check("}") || check(";") || current.followsNewline {
                    return Statement(kind: .returnStatement(nil), location: location)
                }
                return Statement(kind: .returnStatement(try parseExpression()), location: location)
            case "break": advance(); return Statement(kind: .breakStatement, location: location)
            case "continue": advance(); return Statement(kind: .continueStatement, location: location)
            case "else": throw LocatedError(.syntax(expected: "a statement ('else' must follow the '}' of an 'if')", found: "'else'", atEnd: false), at: location)
            case "in": throw expected("a statement")
            default:
                if Keywords.unsupported.contains(word) {
                    throw LocatedError(.unsupported(construct: "'\(word)'"), at: location)
                }
            }
        }
        let expression = try parseExpression()
        for assignment in ["=", "+=", "-=", "*=", "/=", "%="] where check(assignment) {
            advance()
            guard Self.isAssignable(expression) else {
                throw LocatedError(.syntax(expected: "a variable, property or subscript on the left of '\(assignment)'", found: "an expression", atEnd: false), at: expression.location)
            }
            let value = try parseExpression()
            let operation = assignment == "=" ? "=" : String(assignment.dropLast())
            return Statement(kind: .assignment(target: expression, operator: operation, value: value), location: location)
        }
        return Statement(kind: .expression(expression), location: location)
    }

    static func isAssignable(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .member(let base, _), .subscripted(let base, _): return isAssignable(base)
        default: return false
        }
    }

    /// `let name: Type = value`.
    mutating func parseDeclaration() throws -> Declaration {
        let isConstant = checkKeyword("let")
        advance()
        if check("(") { throw LocatedError(.unsupported(construct: "tuple destructuring in a declaration"), at: current.location) }
        let name = try identifier("a name after '\(isConstant ? "let" : "var")'")
        var annotation: TypeAnnotation?
        if match(":") { annotation = try parseType() }
        var value: Expression?
        if match("=") { value = try parseExpression() }
        if value == nil && annotation == nil {
            throw expected("'=' and a value, or a type annotation")
        }
        if check(",") { throw LocatedError(.unsupported(construct: "declaring several names in one statement"), at: current.location) }
        return Declaration(isConstant: isConstant, name: name, typeAnnotation: annotation, value: value)
    }

    /// A type as written: `Int`, `[Double]`, `[String: Int]`, `Double?`, `(Int) -> Int`.
    mutating func parseType() throws -> TypeAnnotation {
        var spelling = ""
        if match("[") {
            let element = try parseType()
            if match(":") {
                let value = try parseType()
                spelling = "[\(element.spelling): \(value.spelling)]"
            } else {
                spelling = "[\(element.spelling)]"
            }
            try expect("]", "']' to close the type")
        } else if match("(") {
            var parts: [String] = []
            while !check(")") {
                parts.append(try parseType().spelling)
                if !match(",") { break }
            }
            try expect(")", "')' to close the type")
            spelling = "(" + parts.joined(separator: ", ") + ")"
            if match("->") { spelling += " -> " + (try parseType().spelling) }
        } else {
            spelling = try identifier("a type name")
            if match("<") {
                var parts: [String] = []
                repeat { parts.append(try parseType().spelling) } while match(",")
                try expect(">", "'>' to close the generic arguments")
                spelling += "<" + parts.joined(separator: ", ") + ">"
            }
        }
        while !current.followsSpace && (check("?") || check("!")) { spelling += check("?") ? "?" : "!"; advance() }
        return TypeAnnotation(spelling: spelling)
    }

    /// An expression before a `{` body: no trailing closures.
    mutating func parseHeaderExpression() throws -> Expression {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        if checkKeyword("let") || checkKeyword("var") {
            throw LocatedError(.unsupported(construct: "optional binding here ('while let'); only 'if let' binds"), at: current.location)
        }
        let condition = try parseExpression()
        if check(",") { throw LocatedError(.unsupported(construct: "several conditions separated by ','; use '&&'"), at: current.location) }
        return condition
    }

    mutating func parseIf() throws -> Statement {
        let location = current.location
        var branches: [ConditionalBranch] = []
        var otherwise: [Statement]?
        advance()
        branches.append(try parseBranch())
        while checkKeyword("else") {
            advance()
            if checkKeyword("if") {
                advance()
                branches.append(try parseBranch())
            } else {
                otherwise = try parseBlock()
                break
            }
        }
        return Statement(kind: .conditional(branches: branches, otherwise: otherwise), location: location)
    }

    /// A condition and its block: `condition { … }`, `let name = value { … }` or `let name { … }`.
    private mutating func parseBranch() throws -> ConditionalBranch {
        guard checkKeyword("let") || checkKeyword("var") else {
            return ConditionalBranch(condition: try parseHeaderExpression(), binding: nil, body: try parseBlock())
        }
        advance()
        let nameLocation = current.location
        let name = try identifier("a name after 'if let'")
        var value = Expression(kind: .identifier(name), location: nameLocation)
        if match("=") { value = try parseHeaderExpression() }
        if check(",") { throw LocatedError(.unsupported(construct: "several conditions separated by ','; nest the 'if' statements"), at: current.location) }
        return ConditionalBranch(condition: value, binding: name, body: try parseBlock())
    }

    mutating func parseFor() throws -> Statement {
        let location = current.location
        advance()
        let pattern: LoopPattern
        if match("(") {
            var names: [String?] = []
            repeat {
                if case .identifier("_") = current.kind { advance(); names.append(nil) } else { names.append(try identifier("a name in the loop pattern")) }
            } while match(",")
            try expect(")", "')' to close the loop pattern")
            pattern = .tuple(names)
        } else {
            if checkKeyword("case") { throw LocatedError(.unsupported(construct: "'for case'"), at: current.location) }
            let name = try identifier("a loop variable after 'for'")
            pattern = name == "_" ? .wildcard : .name(name)
        }
        guard checkKeyword("in") else { throw expected("'in' after the loop variable") }
        advance()
        let sequence = try parseHeaderExpression()
        if checkKeyword("where") { throw LocatedError(.unsupported(construct: "'where' in a for loop"), at: current.location) }
        return Statement(kind: .forIn(pattern: pattern, sequence: sequence, body: try parseBlock()), location: location)
    }

    mutating func parseFunction() throws -> FunctionDeclaration {
        let location = current.location
        advance()
        let name = try identifier("a function name after 'func'")
        if check("<") { throw LocatedError(.unsupported(construct: "generic functions"), at: current.location) }
        try expect("(", "'(' to start the parameter list")
        var parameters: [FunctionDeclaration.Parameter] = []
        while !check(")") {
            let first = try identifier("a parameter name")
            var label: String? = first
            var parameterName = first
            if case .identifier(let second) = current.kind {
                advance()
                parameterName = second
                label = first == "_" ? nil : first
            }
            try expect(":", "':' and the parameter's type")
            let type = try parseType()
            if check("...") { throw LocatedError(.unsupported(construct: "variadic parameters"), at: current.location) }
            var defaultValue: Expression?
            if match("=") { defaultValue = try parseExpression() }
            parameters.append(.init(label: label, name: parameterName, type: type, defaultValue: defaultValue))
            if !match(",") { break }
        }
        try expect(")", "')' to close the parameter list")
        if checkKeyword("throws") || checkKeyword("async") { throw LocatedError(.unsupported(construct: "'\(current.kind.spelled)' functions"), at: current.location) }
        var returnType: TypeAnnotation?
        if match("->") { returnType = try parseType() }
        let body = try parseBlock()
        return FunctionDeclaration(name: name, parameters: parameters, returnType: returnType, body: body, location: location)
    }
}
