extension Parser {
    /// Parses a full expression, including `try`, `await` and the ternary conditional.
    mutating func parseExpression() throws -> Expression {
        try nest()
        defer { depth -= 1 }
        let location = current.location
        if checkKeyword("try") {
            advance()
            var kind = TryKind.plain
            if check("?"), !current.followsSpace { advance(); kind = .optional } else if check("!"), !current.followsSpace { advance(); kind = .forced }
            return Expression(kind: .tryExpression(kind, try parseExpression()), location: location)
        }
        if checkWord("await"), startsOperand(token(at: 1)), !token(at: 1).followsNewline {
            advance()
            return Expression(kind: .awaitExpression(try parseExpression()), location: location)
        }
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

    /// Whether `token` can begin an operand (after `await`).
    private func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .integer, .double, .string, .dollar, .regex: return true
        case .keyword(let word): return ["self", "super", "try", "true", "false", "nil"].contains(word)
        case .symbol(let symbol): return ["(", "[", "{", "."].contains(symbol)
        case .end: return false
        }
    }

    /// The infix operator at the current token with its precedence, or `nil` when the token
    /// does not continue the expression as a binary operator.
    private func infixOperator() -> (symbol: String, precedence: Int, isRightAssociative: Bool)? {
        guard case .symbol(let symbol) = current.kind else { return nil }
        // Swift's rule: an operator is binary when it has whitespace on both sides or on neither.
        guard current.followsSpace == current.precedesSpace else { return nil }
        if let precedence = Precedence.of(symbol) { return (symbol, precedence, Precedence.isRightAssociative(symbol)) }
        if let custom = customOperators[symbol], custom.fixity == .infix { return (symbol, custom.precedence, custom.isRightAssociative) }
        return nil
    }

    mutating func parseBinary(minimumPrecedence: Int) throws -> Expression {
        var left = try parsePrefix()
        var links = 0
        while true {
            if (checkKeyword("is") || checkKeyword("as")) && Precedence.casting >= minimumPrecedence && !current.followsNewline {
                let location = current.location
                let isCheck = checkKeyword("is")
                advance()
                links += 1
                if depth + links > Self.maximumDepth { throw tooDeep() }
                if isCheck {
                    left = Expression(kind: .typeCheck(left, try parseType()), location: location)
                } else {
                    var kind = CastKind.coerce
                    if check("?"), !current.followsSpace { advance(); kind = .conditional } else if check("!"), !current.followsSpace { advance(); kind = .forced }
                    left = Expression(kind: .cast(left, kind, try parseType()), location: location)
                }
                continue
            }
            guard let (symbol, precedence, isRightAssociative) = infixOperator(), precedence >= minimumPrecedence else { return left }
            let operatorLocation = current.location
            advance()
            links += 1
            if depth + links > Self.maximumDepth { throw tooDeep() }
            try nest()
            let right = try parseBinary(minimumPrecedence: isRightAssociative ? precedence : precedence + 1)
            depth -= 1
            left = Expression(kind: .binary(symbol, left, right), location: operatorLocation)
        }
    }

    /// Symbols that are punctuation where an operand is expected, never prefix operators.
    private static let nonPrefixSymbols: Set<String> = ["(", "[", "{", ".", "\\", "#", "@", "=", "->", ")", "]", "}", ",", ";", ":"]

    mutating func parsePrefix() throws -> Expression {
        let location = current.location
        if let word = ownershipOperator {
            // `consume items`, `copy items`, `discard self`.
            advance()
            return Expression(kind: .prefix(word, try parsePrefix()), location: location)
        }
        if checkKeyword("repeat") {
            // `repeat print(each values)`: the pattern, once for each element of the packs.
            advance()
            try nest()
            defer { depth -= 1 }
            return Expression(kind: .prefix("repeat", try parseBinary(minimumPrecedence: 0)), location: location)
        }
        if checkWord("each"), case .identifier = token(at: 1).kind, !token(at: 1).followsNewline {
            // `each values`: the current element of the pack `values`.
            advance()
            let pack = try parsePrimary()
            return try parsePostfix(Expression(kind: .prefix("each", pack), location: location))
        }
        if checkKeyword("try") {
            // `a + try b()`: Swift wants `try` leftmost, but the meaning is clear.
            return try parseExpression()
        }
        if case .symbol(let symbol) = current.kind, !Self.nonPrefixSymbols.contains(symbol) {
            advance()
            try nest()
            defer { depth -= 1 }
            if symbol == "&" { return Expression(kind: .inoutArgument(try parsePrefix()), location: location) }
            if symbol == "-", case .integer(.min) = current.kind, !current.followsSpace {
                // `-9223372036854775808`: the literal is Int.min, as swiftc reads it.
                advance()
                return try parsePostfix(Expression(kind: .integer(.min), location: location))
            }
            let operand = try parsePrefix()
            if symbol == "-", case .integer(let value) = operand.kind, value != .min { return Expression(kind: .integer(-value), location: location) }
            if symbol == "-", case .double(let value) = operand.kind { return Expression(kind: .double(-value), location: location) }
            return Expression(kind: .prefix(symbol, operand), location: location)
        }
        return try parsePostfix(try parsePrimary())
    }

    /// `consume`, `copy` or `discard` when it stands as an operator before a name on the same
    /// line (elsewhere these are ordinary identifiers).
    private var ownershipOperator: String? {
        guard case .identifier(let word) = current.kind, ["consume", "copy", "discard"].contains(word) else { return nil }
        let next = token(at: 1)
        guard !next.followsNewline else { return nil }
        switch next.kind {
        case .identifier: return word
        case .keyword("self"): return word
        default: return nil
        }
    }

    mutating func parsePostfix(_ start: Expression) throws -> Expression {
        var expression = start
        var isOptionalChain = false
        var links = 0
        defer { _ = links }
        while true {
            links += 1
            if depth + links > Self.maximumDepth { throw tooDeep() }
            if check("."), !current.followsSpace || current.followsNewline {
                advance()
                let memberLocation = current.location
                let name: String
                switch current.kind {
                case .identifier(let identifier): name = identifier
                case .integer(let index): name = String(index)
                case .keyword(let word): name = word
                default: throw expected("a member name after '.'")
                }
                advance()
                // `String.init(describing:)`: an initializer named with its labels, as a value.
                let labels = name == "init" ? compoundNameLabels() : nil
                let member = labels.map { name + "(" + $0.map { $0 + ":" }.joined() + ")" } ?? name
                expression = Expression(kind: .member(expression, member), location: memberLocation)
            } else if check("("), !current.followsNewline {
                callSites[expression.location.offset] = CallSite(line: current.location.line, column: current.location.column,
                                                                 function: functionNames.last ?? "main")
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
            } else if case .symbol(let symbol) = current.kind, !current.followsSpace, symbol.count > 1, symbol.allSatisfy({ $0 == "!" }) {
                // `x!!` unwraps an `Int??` twice: the lexer reads the marks as one operator. Each
                // mark is one more level (a million marks are too deep, as a million links are).
                links += symbol.count - 1
                if depth + links > Self.maximumDepth { throw tooDeep() }
                advance()
                for _ in symbol { expression = Expression(kind: .forceUnwrap(expression), location: expression.location) }
            } else if check("?"), !current.followsSpace {
                advance()
                isOptionalChain = true
                expression = Expression(kind: .optionalChain(expression), location: expression.location)
            } else if check("{"), allowsTrailingClosure, !current.followsNewline, !startsAccessorBlock() {
                let closures = try parseTrailingClosures()
                expression = Expression(kind: .call(expression, closures), location: expression.location)
            } else if check("<"), isSpecializable(expression), let arguments = speculativeGenericArguments() {
                expression = Expression(kind: .specialized(expression, arguments), location: expression.location)
            } else if case .symbol(let symbol) = current.kind, !current.followsSpace, current.precedesSpace,
                      symbol != "=", symbol != "->", Precedence.compoundAssignments[symbol] == nil,
                      symbol == "..." || symbol == "..<" || customOperators[symbol]?.fixity == .postfix {
                advance()
                expression = Expression(kind: .postfix(symbol, expression), location: expression.location)
            } else {
                break
            }
        }
        if isOptionalChain {
            return Expression(kind: .optionalEvaluation(expression), location: expression.location)
        }
        return expression
    }

    /// Whether a `{` here opens `willSet`/`didSet`/`get`/`set` blocks rather than a trailing closure.
    private func startsAccessorBlock() -> Bool {
        if case .identifier(let word) = token(at: 1).kind, ["willSet", "didSet"].contains(word) { return true }
        return false
    }

    /// Whether generic arguments may follow the expression (`Stack<Int>`, `Outer.Inner<T>`).
    private func isSpecializable(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier(let name): return name.first?.isUppercase == true
        case .member(let base, let name): return name.first?.isUppercase == true && isSpecializable(base)
        default: return false
        }
    }

    /// Trailing closures after a call: `{ … }` and then `label: { … }`.
    mutating func parseTrailingClosures() throws -> [Argument] {
        guard allowsTrailingClosure, check("{"), !current.followsNewline, !startsAccessorBlock() else { return [] }
        var arguments = [Argument(label: nil, value: try parseClosure(), isTrailingClosure: true)]
        while case .identifier(let label) = current.kind, !current.followsNewline,
              token(at: 1).kind == .symbol(":"), token(at: 2).kind == .symbol("{") {
            advance(); advance()
            arguments.append(Argument(label: label, value: try parseClosure(), isTrailingClosure: true))
        }
        return arguments
    }

    /// The labels of a compound name written after `init`, `(describing:)`, consumed; `nil`
    /// (nothing consumed) when what follows is not one, such as a call's arguments.
    mutating func compoundNameLabels() -> [String]? {
        guard check("("), !current.followsSpace else { return nil }
        var labels: [String] = []
        var offset = 1
        while true {
            let word = token(at: offset)
            if word.kind == .symbol(")"), !labels.isEmpty { break }
            switch word.kind {
            case .identifier(let label), .keyword(let label): labels.append(label)
            default: return nil
            }
            guard token(at: offset + 1).kind == .symbol(":") else { return nil }
            offset += 2
        }
        for _ in 0...offset { advance() }
        return labels
    }

    /// Arguments up to `closing`: `label: value` or `value`, separated by commas.
    mutating func parseArguments(closing: String) throws -> [Argument] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var arguments: [Argument] = []
        while !check(closing) {
            var label: String?
            if token(at: 1).kind == .symbol(":") {
                // Keywords are fine as labels: `dictionary[key, default: 0]`.
                if case .identifier(let name) = current.kind { label = name }
                if case .keyword(let word) = current.kind { label = word }
                if label != nil { advance(); advance() }
            }
            if case .symbol(let symbol) = current.kind, !["(", "[", "{", ".", "\\", "&"].contains(symbol),
               [.symbol(","), .symbol(closing)].contains(token(at: 1).kind) {
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

    /// The rest of parentheses whose first element starts with a name: `(target = value)` or
    /// `(target += value)` is an assignment used as a value (`if (john.residence?.address =
    /// home) != nil`), anything else a parenthesised expression or a tuple. Nil, with nothing
    /// consumed, when the first element is labelled or starts otherwise.
    private mutating func parseParenthesizedAssignment(at location: SourceLocation) throws -> Expression? {
        guard token(at: 1).kind != .symbol(":"), case .identifier = current.kind else { return nil }
        let first = try parseExpression()
        if check("=") || Precedence.compoundAssignments[currentSymbol ?? ""] != nil {
            let symbol = currentSymbol ?? "="
            guard Self.isAssignable(first) else {
                throw LocatedError(.syntax(expected: "a variable, property or subscript on the left of '\(symbol)'", found: "an expression", atEnd: false), at: first.location)
            }
            assignmentOperators[first.location.offset] = current.location
            advance()
            let value = try parseExpression()
            try expect(")", "')' after the assignment")
            let operation = symbol == "=" ? "=" : Precedence.compoundAssignments[symbol] ?? symbol
            let statement = Statement(kind: .assignment(target: first, operator: operation, value: value), location: first.location)
            return Expression(kind: .statementExpression(statement), location: first.location)
        }
        if match(")") { return first }
        try expect(",", "')' or ',' in the argument list")
        let rest = try parseArguments(closing: ")")
        return Expression(kind: .tuple([Argument(label: nil, value: first)] + rest), location: location)
    }

    mutating func parsePrimary() throws -> Expression {
        let token = current
        let location = token.location
        switch token.kind {
        case .integer(let value):
            if value == .min { throw LocatedError(Lexer.literalOverflow(Lexer.intMinMagnitude, type: "Int"), at: location) }
            advance(); return Expression(kind: .integer(value), location: location)
        case .double(let value): advance(); return Expression(kind: .double(value), location: location)
        case .string(let segments): advance(); return Expression(kind: .string(try parseInterpolations(segments)), location: location)
        case .identifier(let name): advance(); return Expression(kind: .identifier(name), location: location)
        case .dollar(let index): advance(); return Expression(kind: .closureArgument(index), location: location)
        case .regex(let pattern):
            // `#/\d+/#` is `Regex` made from its pattern (checked when it runs).
            advance()
            let make = Expression(kind: .call(Expression(kind: .identifier("Regex"), location: location),
                                              [Argument(label: nil, value: Expression(kind: .string([.text(pattern)]), location: location))]),
                                  location: location)
            return Expression(kind: .tryExpression(.forced, make), location: location)
        case .keyword("true"): advance(); return Expression(kind: .boolean(true), location: location)
        case .keyword("false"): advance(); return Expression(kind: .boolean(false), location: location)
        case .keyword("nil"): advance(); return Expression(kind: .nilLiteral, location: location)
        case .keyword("self"): advance(); return Expression(kind: .selfExpression, location: location)
        case .keyword("super"):
            advance()
            guard check(".") else { throw expected("'.' and a member after 'super'") }
            return Expression(kind: .superExpression, location: location)
        case .keyword("if"), .keyword("switch"):
            guard let statement = try parseControlStatement(label: nil) else { throw expected("an expression") }
            return Expression(kind: .statementExpression(statement), location: location)
        case .keyword("init"):
            throw LocatedError(.syntax(expected: "an expression ('init' is called on a type or on 'self' or 'super')", found: "'init'", atEnd: false), at: location)
        case .keyword(let word):
            if Keywords.unsupported.contains(word) { throw LocatedError(.unsupported(construct: "'\(word)'"), at: location) }
            throw expected("an expression")
        case .symbol("("):
            advance()
            let saved = allowsTrailingClosure
            allowsTrailingClosure = true
            defer { allowsTrailingClosure = saved }
            if match(")") { return Expression(kind: .tuple([]), location: location) }
            if let parenthesized = try parseParenthesizedAssignment(at: location) { return parenthesized }
            let arguments = try parseArguments(closing: ")")
            if arguments.count == 1 && arguments[0].label == nil { return arguments[0].value }
            return Expression(kind: .tuple(arguments), location: location)
        case .symbol("["): return try parseCollectionLiteral()
        case .symbol("{"): return try parseClosure()
        case .symbol("."):
            advance()
            let name: String
            switch current.kind {
            case .identifier(let identifier): name = identifier
            case .keyword(let word): name = word
            default: throw expected("a member name after '.'")
            }
            advance()
            return Expression(kind: .implicitMember(name), location: location)
        case .symbol("\\"): return try parseKeyPath()
        case .symbol("#"):
            advance()
            let name = (try? labelOrIdentifier("a directive")) ?? ""
            if name == "available" || name == "unavailable" {
                // `if #available(macOS 14, *)`: the kernel has every API it offers.
                try expect("(", "'(' after '#\(name)'")
                var depth = 1
                while depth > 0 && !atEnd {
                    if check("(") { depth += 1 } else if check(")") { depth -= 1 }
                    advance()
                }
                return Expression(kind: .boolean(name == "available"), location: location)
            }
            if name == "warning" || name == "error" {
                // `#warning("…")` compiles with a warning; `#error("…")` stops the compile.
                try expect("(", "'(' after '#\(name)'")
                guard case .string(let segments) = current.kind, segments.count <= 1 else { throw expected("a string literal") }
                var message = ""
                if case .text(let text)? = segments.first { message = text }
                advance()
                try expect(")", "')' after the message")
                if name == "error" { throw LocatedError(.syntax(expected: "no #error", found: "#error(\"\(message)\")", atEnd: false), at: location) }
                warnings.append((message, location))
                return Expression(kind: .tuple([]), location: location)
            }
            switch name {
            // As swiftc gives them for a program compiled as main.swift in the module main.
            case "function": return Expression(kind: .string([.text(functionNames.last ?? "main")]), location: location)
            case "line": return Expression(kind: .integer(location.line), location: location)
            case "column": return Expression(kind: .integer(location.column), location: location)
            case "file", "filePath": return Expression(kind: .string([.text("main.swift")]), location: location)
            case "fileID": return Expression(kind: .string([.text("main/main.swift")]), location: location)
            case "selector", "keyPath", "colorLiteral", "imageLiteral", "fileLiteral":
                throw LocatedError(.unsupported(construct: "'#\(name)' (an Objective-C or Xcode literal, which Swift on Linux does not have either)"), at: location)
            default:
                throw LocatedError(.unsupported(construct: "'#\(name)'"), at: location)
            }
        case .symbol("@"):
            throw LocatedError(.unsupported(construct: "an attribute here"), at: location)
        default:
            throw expected("an expression")
        }
    }

    /// `\Type.member.member` or `\.member`.
    private mutating func parseKeyPath() throws -> Expression {
        let location = current.location
        advance()
        var root: TypeRef?
        if !check(".") {
            let name = try identifier("a type name after '\\'")
            var arguments: [TypeRef] = []
            if check("<"), let generic = speculativeGenericArguments() { arguments = generic }
            root = .named(name, arguments)
        }
        var components: [KeyPathComponent] = []
        while (check(".") && (!current.followsSpace || components.isEmpty)) || (check("[") && !current.followsSpace && !components.isEmpty) {
            if match("[") {
                components.append(.subscripted(try parseArguments(closing: "]")))
                continue
            }
            advance()
            let name: String
            switch current.kind {
            case .identifier(let identifier): name = identifier
            case .integer(let index): name = String(index)
            case .keyword("self"): name = "self"
            default: throw expected("a property name in the key path")
            }
            advance()
            var isOptionalChain = false
            if check("?"), !current.followsSpace { advance(); isOptionalChain = true }
            components.append(.member(name, isOptionalChain: isOptionalChain))
        }
        guard !components.isEmpty else { throw expected("'.' and a property name in the key path") }
        return Expression(kind: .keyPath(root: root, components: components), location: location)
    }

    /// The callee standing for an interpolation with labelled arguments (`\(x, specifier: "%.2f")`),
    /// which no cell can name.
    static let interpolationWithArguments = "$interpolation"

    /// Whether the tokens at the cursor begin a labelled argument (`year:`).
    private var startsLabelledArgument: Bool {
        guard case .identifier = current.kind else { return false }
        return token(at: 1).kind == .symbol(":")
    }

    /// Parses each interpolated segment of a string literal as an expression: `\(x)`, a
    /// formatted one `\(x, specifier: "%.1f")` (a call of ``interpolationWithArguments`` with
    /// the value first), or a labelled one `\(year: .defaultDigits)` (a call with labelled
    /// arguments only).
    private func parseInterpolations(_ segments: [StringSegment]) throws -> [StringPart] {
        try segments.map { segment in
            switch segment {
            case .text(let text): return .text(text)
            case let .interpolation(source, location):
                var parser = Parser(tokens: try Lexer.tokens(of: source, base: location))
                parser.depth = depth
                parser.customOperators = customOperators
                // `\(year: .defaultDigits)`: a labelled interpolation, as Date.FormatString has them.
                let startsLabelled = parser.startsLabelledArgument
                let location = parser.current.location
                let expression = startsLabelled ? nil : try parser.parseExpression()
                // `\(value, specifier: "%.1f")`, `\(date, format: .dateTime.year())`: a Text's interpolation.
                var arguments: [Argument] = []
                while startsLabelled && arguments.isEmpty || parser.match(",") {
                    guard parser.startsLabelledArgument, case .identifier(let label) = parser.current.kind else {
                        throw parser.expected("a labelled argument such as 'specifier:' or 'format:' after ',' in the interpolation")
                    }
                    parser.advance()
                    parser.advance()
                    arguments.append(Argument(label: label, value: try parser.parseExpression()))
                }
                guard parser.atEnd else { throw parser.expected("')' to end the interpolation") }
                guard let expression else {
                    let callee = Expression(kind: .identifier(Self.interpolationWithArguments), location: location)
                    return .expression(Expression(kind: .call(callee, arguments), location: location))
                }
                guard !arguments.isEmpty else { return .expression(expression) }
                let callee = Expression(kind: .identifier(Self.interpolationWithArguments), location: expression.location)
                return .expression(Expression(kind: .call(callee, [Argument(label: nil, value: expression)] + arguments), location: expression.location))
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

    /// `{ body }`, `{ x in body }`, `{ (x, y) in body }`, `{ (x: Int) -> Int in body }`,
    /// `{ [weak self] in body }`.
    mutating func parseClosure() throws -> Expression {
        let location = current.location
        try expect("{")
        try nest()
        defer { depth -= 1 }
        var literal = ClosureLiteral(parameters: nil, body: [])
        let start = position
        if let signature = try? parseClosureSignature() {
            literal.parameters = signature.parameters
            literal.returnType = signature.returnType
            literal.isThrowing = signature.isThrowing
            literal.thrownType = signature.thrownType
            literal.captures = signature.captures
        } else {
            position = start
        }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        while true {
            while match(";") {}
            if match("}") { break }
            if atEnd { throw expected("'}' to close the closure") }
            literal.body.append(try parseStatement())
            try endOfStatement()
        }
        return Expression(kind: .closure(literal), location: location)
    }

    private struct ClosureSignature {
        var parameters: [ClosureLiteral.Parameter]?
        var returnType: TypeRef?
        var isThrowing = false
        var thrownType: TypeRef?
        var captures: [ClosureLiteral.Capture] = []
    }

    /// The part of a closure before `in`; throws when there is none (the caller rewinds).
    private mutating func parseClosureSignature() throws -> ClosureSignature {
        var signature = ClosureSignature()
        if check("[") {
            advance()
            while !check("]") {
                var ownership = ClosureLiteral.Capture.Ownership.strong
                if matchWord("weak") { ownership = .weak } else if matchWord("unowned") { ownership = .unowned }
                if check("("), case .identifier = token(at: 1).kind { advance(); advance(); try expect(")") }
                let name = try labelOrIdentifier("a captured name")
                var value: Expression?
                if match("=") { value = try parseExpression() }
                signature.captures.append(.init(name: name, value: value, ownership: ownership))
                if !match(",") { break }
            }
            try expect("]")
            if matchKeyword("in") { return signature }
        }
        if match("(") {
            var parameters: [ClosureLiteral.Parameter] = []
            while !check(")") {
                var name = try labelOrIdentifier("a parameter name")
                if case .identifier(let second) = current.kind { advance(); name = second }
                var type: TypeRef?
                if match(":") {
                    type = try parseType()
                    if case .inoutType(let inner) = type { type = inner }
                    _ = match("...")
                }
                parameters.append(.init(name: name, type: type))
                if !match(",") { break }
            }
            try expect(")")
            signature.parameters = parameters
        } else if case .identifier = current.kind {
            var parameters: [ClosureLiteral.Parameter] = []
            repeat { parameters.append(.init(name: try identifier("a parameter name"), type: nil)) } while match(",")
            signature.parameters = parameters
        }
        _ = matchWord("async")
        let effects = try parseThrowsClause()
        signature.isThrowing = effects.isThrowing
        signature.thrownType = effects.thrownType
        if match("->") { signature.returnType = try parseType() }
        guard matchKeyword("in") else { throw expected("'in'") }
        if signature.parameters == nil { signature.parameters = [] }
        return signature
    }
}
