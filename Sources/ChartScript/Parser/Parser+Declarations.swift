extension Parser {
    /// Words that may stand before a declaration as modifiers.
    static let modifierWords: Set<String> = [
        "static", "class", "private", "fileprivate", "internal", "public", "open", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "indirect", "dynamic",
        "optional", "prefix", "postfix", "infix", "nonisolated", "isolated", "package", "async", "consuming", "borrowing",
    ]

    /// Words that start a declaration after any modifiers.
    private static let declarationStarts: Set<String> = [
        "let", "var", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "struct", "class",
        "enum", "protocol", "extension", "case", "operator", "actor", "precedencegroup",
    ]

    /// Whether the token at `offset` starts a declaration (`let`, `func`, `struct`, … or `actor Name`).
    private func startsDeclaration(at offset: Int) -> Bool {
        let token = token(at: offset)
        switch token.kind {
        case .keyword(let word): return Self.declarationStarts.contains(word)
        case .identifier("actor"): if case .identifier = self.token(at: offset + 1).kind { return true } else { return false }
        default: return false
        }
    }

    /// Parses a declaration (with its attributes and modifiers) when one starts here.
    mutating func parseDeclarationIfPresent() throws -> Statement? {
        let location = current.location
        var modifiers = Modifiers()
        // Attributes and modifiers, only when a declaration follows them.
        var lookahead = 0
        while true {
            let token = token(at: lookahead)
            if token.kind == .symbol("@"), case .identifier = self.token(at: lookahead + 1).kind {
                lookahead += 2
                if self.token(at: lookahead).kind == .symbol("("), !self.token(at: lookahead).followsSpace {
                    var parentheses = 0
                    repeat {
                        if self.token(at: lookahead).kind == .symbol("(") { parentheses += 1 }
                        if self.token(at: lookahead).kind == .symbol(")") { parentheses -= 1 }
                        if self.token(at: lookahead).kind == .end { return nil }
                        lookahead += 1
                    } while parentheses > 0
                }
                continue
            }
            let word: String?
            switch token.kind {
            case .identifier(let name): word = name
            case .keyword(let name) where ["static", "class", "private", "fileprivate", "internal", "public"].contains(name): word = name
            default: word = nil
            }
            guard let word, Self.modifierWords.contains(word) else { break }
            if word == "class" && !startsDeclaration(at: lookahead + 1) && !isModifier(at: lookahead + 1) { break }
            if !startsDeclaration(at: lookahead + 1) && !isModifier(at: lookahead + 1) && self.token(at: lookahead + 1).kind != .symbol("(") { break }
            lookahead += 1
            if self.token(at: lookahead).kind == .symbol("(") {
                // `private(set)`, `unowned(unsafe)`
                lookahead += 3
            }
        }
        guard lookahead > 0 || startsDeclaration(at: 0) else { return nil }
        guard startsDeclaration(at: lookahead) else { return nil }
        while position < tokens.count - 1 && lookahead > 0 {
            let before = position
            if match("@") {
                let name = try identifier("an attribute name")
                modifiers.words.insert("@" + name)
                if check("("), !current.followsSpace {
                    if name.first?.isUppercase == true {
                        // A property wrapper's arguments: `@SmallNumber(maximum: 9)`.
                        advance()
                        modifiers.attributeArguments[name] = try parseArguments(closing: ")")
                    } else {
                        try skipBalancedParentheses()
                    }
                }
            } else {
                let word = try labelOrIdentifier("a modifier")
                if check("("), !current.followsSpace, token(at: 1).kind == .identifier("set"), token(at: 2).kind == .symbol(")") {
                    // `private(set)`: only the setter has the access level.
                    modifiers.words.insert(word + "(set)")
                    advance(); advance(); advance()
                } else {
                    modifiers.words.insert(word)
                    if check("("), !current.followsSpace { try skipBalancedParentheses() }
                }
            }
            lookahead -= position - before
        }
        return try parseDeclaration(modifiers: modifiers, at: location)
    }

    private func isModifier(at offset: Int) -> Bool {
        switch token(at: offset).kind {
        case .identifier(let word): return Self.modifierWords.contains(word)
        case .keyword(let word): return ["static", "class", "private", "fileprivate", "internal", "public"].contains(word)
        case .symbol("@"): return true
        default: return false
        }
    }

    private mutating func skipBalancedParentheses() throws {
        var parentheses = 0
        repeat {
            if check("(") { parentheses += 1 }
            if check(")") { parentheses -= 1 }
            if atEnd { throw expected("')'") }
            advance()
        } while parentheses > 0
    }

    /// The declaration at the current token, after its modifiers.
    private mutating func parseDeclaration(modifiers: Modifiers, at location: SourceLocation) throws -> Statement {
        switch current.kind {
        case .keyword("let"), .keyword("var"):
            return Statement(kind: .declaration(try parseVariableDeclaration(modifiers: modifiers)), location: location)
        case .keyword("func"):
            return Statement(kind: .function(try parseFunction(modifiers: modifiers, at: location)), location: location)
        case .keyword("init"):
            return Statement(kind: .initializer(try parseInitializer(modifiers: modifiers, at: location)), location: location)
        case .keyword("deinit"):
            advance()
            functionNames.append("deinit")
            defer { functionNames.removeLast() }
            return Statement(kind: .deinitializer(body: try parseBlock()), location: location)
        case .keyword("subscript"):
            return Statement(kind: .subscriptDeclaration(try parseSubscript(modifiers: modifiers, at: location)), location: location)
        case .keyword("typealias"):
            advance()
            let name = try identifier("a name after 'typealias'")
            if check("<") { _ = try parseGenericParameters() }
            try expect("=", "'=' and a type")
            return Statement(kind: .typeAlias(name: name, type: try parseType()), location: location)
        case .keyword("associatedtype"):
            advance()
            let name = try identifier("a name after 'associatedtype'")
            let constraints = try parseInheritanceClause()
            if match("=") { _ = try parseType() }
            _ = try parseWhereClause()
            return Statement(kind: .associatedType(name: name, constraints: constraints), location: location)
        case .keyword("struct"): return try parseTypeDeclaration(.structure, modifiers: modifiers, at: location)
        case .keyword("class"): return try parseTypeDeclaration(.classType, modifiers: modifiers, at: location)
        case .keyword("enum"): return try parseTypeDeclaration(.enumeration, modifiers: modifiers, at: location)
        case .keyword("protocol"): return try parseTypeDeclaration(.protocolType, modifiers: modifiers, at: location)
        case .identifier("actor"): return try parseTypeDeclaration(.actor, modifiers: modifiers, at: location)
        case .keyword("extension"): return try parseExtension(at: location)
        case .keyword("case"):
            return Statement(kind: .enumCase(try parseEnumCase(isIndirect: modifiers.contains("indirect"))), location: location)
        case .keyword("precedencegroup"):
            return try parsePrecedenceGroup(at: location)
        case .keyword("operator"):
            advance()
            guard let symbol = currentSymbol else { throw expected("an operator after 'operator'") }
            advance()
            var group: String?
            if match(":") { group = try identifier("a precedence group") }
            let fixity: OperatorDeclaration.Fixity = modifiers.contains("prefix") ? .prefix : modifiers.contains("postfix") ? .postfix : .infix
            let declaration = OperatorDeclaration(symbol: symbol, fixity: fixity, precedenceGroup: group)
            registerOperator(declaration)
            return Statement(kind: .operatorDeclaration(declaration), location: location)
        default:
            throw expected("a declaration")
        }
    }

    /// Makes a declared operator known to the rest of the cell.
    mutating func registerOperator(_ declaration: OperatorDeclaration) {
        let group = declaration.precedenceGroup.flatMap { precedenceGroup(named: $0) }
        customOperators[declaration.symbol] = OperatorInfo(fixity: declaration.fixity,
                                                           precedence: group?.precedence ?? Precedence.defaultGroup,
                                                           isRightAssociative: group?.isRightAssociative ?? false)
    }

    /// A standard precedence group or one a cell declared.
    func precedenceGroup(named name: String) -> PrecedenceGroup? {
        if let standard = Precedence.ofGroup(name) { return PrecedenceGroup(precedence: standard.precedence, isRightAssociative: standard.isRightAssociative) }
        return precedenceGroups[name]
    }

    /// `precedencegroup Name { higherThan: A lowerThan: B associativity: right assignment: false }`:
    /// its operators bind between the groups it names.
    private mutating func parsePrecedenceGroup(at location: SourceLocation) throws -> Statement {
        advance()
        let name = try identifier("a name after 'precedencegroup'")
        try expect("{", "'{' after the precedence group's name")
        var above: [Int] = [], below: [Int] = []
        var isRightAssociative = false
        while !match("}") {
            guard !atEnd else { throw expected("'}' to close the precedence group") }
            let attribute = try identifier("'higherThan', 'lowerThan', 'associativity' or 'assignment'")
            try expect(":", "':' after '\(attribute)'")
            switch attribute {
            case "higherThan", "lowerThan":
                repeat {
                    let groupLocation = current.location
                    let other = try identifier("a precedence group")
                    guard let known = precedenceGroup(named: other) else {
                        throw LocatedError(.syntax(expected: "a known precedence group", found: "'\(other)'", atEnd: false), at: groupLocation)
                    }
                    if attribute == "higherThan" { above.append(known.precedence) } else { below.append(known.precedence) }
                } while match(",")
            case "associativity":
                let way = try identifier("'left', 'right' or 'none'")
                guard ["left", "right", "none"].contains(way) else { throw expected("'left', 'right' or 'none'") }
                isRightAssociative = way == "right"
            case "assignment":
                guard matchKeyword("true") || matchKeyword("false") else { throw expected("'true' or 'false'") }
            default:
                throw LocatedError(.syntax(expected: "'higherThan', 'lowerThan', 'associativity' or 'assignment'", found: "'\(attribute)'", atEnd: false), at: previous.location)
            }
        }
        // Between the tightest group it is higher than and the loosest it is lower than.
        let lower = above.max() ?? (below.min().map { $0 - 100 } ?? Precedence.defaultGroup - 1)
        let upper = below.min() ?? lower + 100
        let group = PrecedenceGroup(precedence: (lower + upper + 1) / 2, isRightAssociative: isRightAssociative)
        precedenceGroups[name] = group
        return Statement(kind: .precedenceGroupDeclaration(name: name, group: group), location: location)
    }

    /// `let`/`var` with its bindings, accessors or observers.
    mutating func parseVariableDeclaration(modifiers: Modifiers) throws -> Declaration {
        let isConstant = checkKeyword("let")
        advance()
        var bindings: [PatternBinding] = []
        repeat {
            let location = current.location
            let pattern: Pattern
            if check("(") {
                pattern = try parsePattern(bindingByDefault: true)
            } else if case .identifier("_") = current.kind {
                advance()
                pattern = .wildcard
            } else {
                pattern = .binding(try identifier("a name after '\(isConstant ? "let" : "var")'"), isVariable: !isConstant)
            }
            var type: TypeRef?
            if match(":") { type = try parseType() }
            var value: Expression?
            if match("=") { value = try parseExpression() }
            var accessors: PropertyAccessors?
            if check("{"), !current.followsNewline || value == nil {
                functionNames.append(pattern.boundNames.first ?? "_")
                defer { functionNames.removeLast() }
                accessors = try parseAccessors()
            }
            if value == nil && type == nil && accessors == nil && !check(",") {
                throw expected("'=' and a value, or a type annotation")
            }
            bindings.append(PatternBinding(pattern: pattern, type: type, value: value, accessors: accessors, location: location))
        } while match(",")
        // `var a, b, c: Double`: a name with neither type nor value takes the next type written.
        var laterType: TypeRef?
        for index in bindings.indices.reversed() {
            let binding = bindings[index]
            if let type = binding.type {
                laterType = type
            } else if binding.value == nil && binding.accessors == nil {
                guard let laterType else { throw LocatedError(.syntax(expected: "a type annotation after the names", found: "none", atEnd: false), at: binding.location) }
                bindings[index].type = laterType
            } else {
                laterType = nil
            }
        }
        return Declaration(isConstant: isConstant, modifiers: modifiers, bindings: bindings)
    }

    /// `{ get { } set { } }`, `{ expression }`, `{ willSet { } didSet { } }` or `{ get set }`.
    private mutating func parseAccessors() throws -> PropertyAccessors {
        try expect("{")
        try nest()
        defer { depth -= 1 }
        if checkWord("willSet") || checkWord("didSet") {
            var willSet: (String, [Statement])?
            var didSet: (String, [Statement])?
            while !match("}") {
                while match(";") {}
                if match("}") { break }
                let isWillSet = checkWord("willSet")
                guard isWillSet || checkWord("didSet") else { throw expected("'willSet' or 'didSet'") }
                advance()
                var parameter = isWillSet ? "newValue" : "oldValue"
                if match("(") {
                    parameter = try identifier("a name for the value")
                    try expect(")")
                }
                let body = try parseBlock()
                if isWillSet { willSet = (parameter, body) } else { didSet = (parameter, body) }
            }
            return .observed(willSet: willSet, didSet: didSet)
        }
        if checkWord("get") || checkWord("set") {
            let next = token(at: 1)
            let isRequirement: Bool = {
                if next.kind == .symbol("}") { return true }
                if case .identifier(let word) = next.kind, word == "set" || word == "get" { return true }
                if case .identifier("async") = next.kind { return true }
                if next.kind == .keyword("throws") { return true }
                return false
            }()
            if isRequirement {
                var isSettable = false
                while !match("}") {
                    if matchWord("set") { isSettable = true; continue }
                    if matchWord("get") || matchWord("async") || matchKeyword("throws") { continue }
                    if matchWord("mutating") || matchWord("nonmutating") { continue }
                    throw expected("'get', 'set' or '}'")
                }
                return .requirement(isSettable: isSettable)
            }
            var getter: [Statement]?
            var setter: (String, [Statement])?
            while !match("}") {
                while match(";") {}
                if match("}") { break }
                _ = matchWord("mutating") || matchWord("nonmutating")
                if matchWord("get") {
                    if matchKeyword("throws") || matchWord("async") {}
                    getter = try parseBlock()
                } else if matchWord("set") {
                    var parameter = "newValue"
                    if match("(") {
                        parameter = try identifier("a name for the new value")
                        try expect(")")
                    }
                    setter = (parameter, try parseBlock())
                } else {
                    throw expected("'get' or 'set'")
                }
            }
            guard let getter else { throw LocatedError(.syntax(expected: "a 'get' accessor", found: "only 'set'", atEnd: false), at: current.location) }
            return .computed(getter: getter, setter: setter)
        }
        // The getter alone: `var area: Double { width * height }`.
        var statements: [Statement] = []
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        while true {
            while match(";") {}
            if match("}") { break }
            if atEnd { throw expected("'}' to close the property's body") }
            statements.append(try parseStatement())
            try endOfStatement()
        }
        return .computed(getter: statements, setter: nil)
    }

    /// `func name<T>(parameters) async throws -> Type where … { body }`.
    mutating func parseFunction(modifiers: Modifiers, at location: SourceLocation) throws -> FunctionDeclaration {
        advance()
        let name: String
        if let symbol = currentSymbol, symbol != "(" {
            name = symbol
            advance()
        } else {
            name = try identifier("a function name after 'func'")
        }
        let generics = try parseGenericParameters()
        let parameters = try parseParameterList()
        let isAsync = matchWord("async")
        let effects = try parseThrowsClause()
        var returnType: TypeRef?
        if match("->") { returnType = try parseType() }
        let requirements = try parseWhereClause()
        var body: [Statement]?
        functionNames.append(name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")")
        defer { functionNames.removeLast() }
        var bodyEnd: SourceLocation?
        if check("{") {
            body = try parseBlock()
            bodyEnd = previous.location
        }
        // `throws(E)` with `E` generic throws what the closure arguments throw, as `rethrows` does.
        let throwsGenerically = effects.thrownType.map { type in generics.contains { TypeRef.named($0.name, []) == type } } ?? false
        return FunctionDeclaration(name: name, genericParameters: generics, parameters: parameters, returnType: returnType,
                                   isThrowing: effects.isThrowing, isRethrowing: effects.isRethrowing || throwsGenerically,
                                   thrownType: throwsGenerically ? nil : effects.thrownType, isAsync: isAsync, modifiers: modifiers,
                                   requirements: requirements, body: body, location: location, bodyEnd: bodyEnd)
    }

    /// `(label name: Type = default, _ values: Double..., value: inout Int)`.
    mutating func parseParameterList() throws -> [FunctionDeclaration.Parameter] {
        try expect("(", "'(' to start the parameter list")
        var parameters: [FunctionDeclaration.Parameter] = []
        while !check(")") {
            // `@DrawingBuilder content: () -> Drawable`: a result builder for closures passed here.
            var builder: String?
            if check("@"), case .identifier(let name) = token(at: 1).kind, name.first?.isUppercase == true {
                advance(); advance()
                builder = name
            }
            let first = try labelOrIdentifier("a parameter name")
            var label: String? = first
            var parameterName = first
            if case .identifier(let second) = current.kind {
                advance()
                parameterName = second
                label = first == "_" ? nil : first
            } else if first == "_" {
                label = nil
            }
            try expect(":", "':' and the parameter's type")
            let isConsuming = checkWord("consuming")
            let isPack = checkKeyword("repeat")  // `repeat each T`: any number of arguments, as a variadic
            var type = try parseType()
            var isInout = false
            if case .inoutType(let inner) = type { type = inner; isInout = true }
            var isVariadic = isPack
            if match("...") { isVariadic = true }
            var defaultValue: Expression?
            var callerLiteral: String?
            if match("=") {
                callerLiteral = sourceLiteralName()
                defaultValue = try parseExpression()
            }
            parameters.append(.init(label: label, name: parameterName, type: type, defaultValue: defaultValue,
                                    isVariadic: isVariadic, isInout: isInout, isConsuming: isConsuming, isPack: isPack, resultBuilder: builder,
                                    callerLiteral: callerLiteral))
            if !match(",") { break }
        }
        try expect(")", "')' to close the parameter list")
        return parameters
    }

    private mutating func parseInitializer(modifiers: Modifiers, at location: SourceLocation) throws -> InitializerDeclaration {
        advance()
        var isFailable = false
        if check("?"), !current.followsSpace { advance(); isFailable = true } else if check("!"), !current.followsSpace { advance(); isFailable = true }
        let generics = try parseGenericParameters()
        let parameters = try parseParameterList()
        _ = matchWord("async")
        let isThrowing = try parseThrowsClause().isThrowing
        _ = try parseWhereClause()
        var body: [Statement]?
        functionNames.append("init(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")")
        defer { functionNames.removeLast() }
        if check("{") { body = try parseBlock() }
        return InitializerDeclaration(parameters: parameters, genericParameters: generics, isFailable: isFailable,
                                      isThrowing: isThrowing, modifiers: modifiers, body: body, location: location)
    }

    private mutating func parseSubscript(modifiers: Modifiers, at location: SourceLocation) throws -> SubscriptDeclaration {
        advance()
        _ = try parseGenericParameters()
        let parameters = try parseParameterList()
        try expect("->", "'->' and the subscript's type")
        let returnType = try parseType()
        _ = try parseWhereClause()
        // A subscript's parameters have no argument label unless one is written before the name.
        functionNames.append("subscript(" + parameters.map { parameter in
            ((parameter.label == parameter.name ? nil : parameter.label) ?? "_") + ":"
        }.joined() + ")")
        defer { functionNames.removeLast() }
        let accessors = try parseAccessors()
        return SubscriptDeclaration(parameters: parameters, returnType: returnType, modifiers: modifiers, accessors: accessors, location: location)
    }

    private mutating func parseTypeDeclaration(_ kind: TypeKind, modifiers: Modifiers, at location: SourceLocation) throws -> Statement {
        advance()
        let name = try identifier("a name after '\(kind.rawValue)'")
        let generics = try parseGenericParameters()
        let inheritance = try parseInheritanceClause()
        let requirements = try parseWhereClause()
        let members = try parseMemberBlock()
        let declaration = TypeDeclaration(kind: kind, name: name, genericParameters: generics, inheritance: inheritance,
                                          requirements: requirements, modifiers: modifiers, members: members, location: location)
        return Statement(kind: .typeDeclaration(declaration), location: location)
    }

    private mutating func parseExtension(at location: SourceLocation) throws -> Statement {
        advance()
        let extended = try parseType()
        let conformances = try parseInheritanceClause()
        let requirements = try parseWhereClause()
        let members = try parseMemberBlock()
        let declaration = ExtensionDeclaration(extendedType: extended, conformances: conformances, requirements: requirements,
                                               members: members, location: location)
        return Statement(kind: .extensionDeclaration(declaration), location: location)
    }

    /// `{ members }` of a type or extension.
    private mutating func parseMemberBlock() throws -> [Statement] {
        try parseBlock()
    }

    /// `case a, b(Int), c = 3` inside an enum (the `case` keyword is current).
    private mutating func parseEnumCase(isIndirect: Bool) throws -> EnumCaseDeclaration {
        advance()
        var elements: [EnumCaseDeclaration.Element] = []
        repeat {
            let location = current.location
            let name = try identifier("a case name")
            var associated: [TypeRef.TupleTypeElement]?
            if check("(") {
                advance()
                var values: [TypeRef.TupleTypeElement] = []
                while !check(")") {
                    var label: String?
                    if case .identifier(let word) = current.kind, token(at: 1).kind == .symbol(":") {
                        label = word
                        advance(); advance()
                    } else if case .identifier = current.kind, case .identifier(let inner) = token(at: 1).kind,
                              token(at: 2).kind == .symbol(":") {
                        label = inner
                        advance(); advance(); advance()
                    }
                    let type = try parseType()
                    if match("=") { _ = try parseExpression() }
                    values.append(.init(label: label, type: type))
                    if !match(",") { break }
                }
                try expect(")", "')' to close the associated values")
                associated = values
            }
            var rawValue: Expression?
            if match("=") { rawValue = try parseExpression() }
            elements.append(.init(name: name, associatedValues: associated, rawValue: rawValue, location: location))
        } while match(",")
        return EnumCaseDeclaration(elements: elements, isIndirect: isIndirect)
    }
}
