extension Parser {
    /// A type as written: `Int`, `[Double]`, `[String: Int]`, `Double?`, `(Int) -> Int`,
    /// `Stack<Int>`, `Outer.Inner`, `any Shape`, `some View`, `P & Q`, `inout T`, `T.Type`.
    mutating func parseType() throws -> TypeRef {
        try nest()
        defer { depth -= 1 }
        var type = try parseTypeWithoutComposition()
        if check("&") {
            var parts = [type]
            while match("&") { parts.append(try parseTypeWithoutComposition()) }
            type = .composition(parts)
        }
        return type
    }

    private mutating func parseTypeWithoutComposition() throws -> TypeRef {
        while check("@") {
            // Attributes on types: `@escaping`, `@Sendable`, `@MainActor`; `@autoclosure` is kept.
            advance()
            if try identifier("an attribute name after '@'") == "autoclosure" { return .autoclosure(try parseTypeWithoutComposition()) }
        }
        if matchKeyword("inout") { return .inoutType(try parseTypeWithoutComposition()) }
        // Ownership of a parameter (`borrowing FileHandle`, `consuming [Int]`): the value is the same.
        if checkWord("borrowing") || checkWord("consuming") || checkWord("sending"), !token(at: 1).followsNewline {
            switch token(at: 1).kind {
            case .identifier, .symbol("("), .symbol("["), .symbol("@"), .symbol("~"): advance()
            default: break
            }
        }
        // `repeat each T` in a parameter pack: read as its pattern (`T`); a tuple of a pack is
        // read as the pack's generic parameter (see `parseTupleType`).
        if matchKeyword("repeat") { return try parseTypeWithoutComposition() }
        if checkWord("each"), case .identifier = token(at: 1).kind { advance() }
        // `~Copyable`, `~Escapable`: the type may not be copied; no conformance.
        if check("~"), case .identifier(let name) = token(at: 1).kind {
            advance(); advance()
            return .named("~" + name, [])
        }
        if checkWord("some") || checkWord("any"), case .identifier = token(at: 1).kind, !token(at: 1).followsNewline {
            let isOpaque = checkWord("some")
            advance()
            return .existential(try parseTypeWithoutComposition(), isOpaque: isOpaque)
        }
        var type: TypeRef
        if match("[") {
            let element = try parseType()
            if match(":") {
                let value = try parseType()
                type = .dictionary(element, value)
            } else {
                type = .array(element)
            }
            try expect("]", "']' to close the type")
        } else if match("(") {
            var elements: [TypeRef.TupleTypeElement] = []
            var packPattern: TypeRef?
            while !check(")") {
                if checkKeyword("repeat") {
                    let pattern = try parseType()
                    if packPattern == nil { packPattern = pattern }
                    elements.append(.init(label: nil, type: pattern))
                    if !match(",") { break }
                    continue
                }
                var label: String?
                if case .identifier(let name) = current.kind, token(at: 1).kind == .symbol(":") {
                    label = name
                    advance(); advance()
                } else if case .identifier = current.kind, case .identifier(let inner) = token(at: 1).kind,
                          token(at: 2).kind == .symbol(":") {
                    // `(_ x: Int) -> Int`: a parameter name in a function type.
                    label = inner
                    advance(); advance(); advance()
                }
                let elementType = try parseType()
                if match("...") { elements.append(.init(label: label, type: .array(elementType))) } else {
                    elements.append(.init(label: label, type: elementType))
                }
                if !match(",") { break }
            }
            try expect(")", "')' to close the type")
            let isAsync = matchWord("async")
            let isThrowing = try parseThrowsClause().isThrowing
            if match("->") {
                let result = try parseType()
                return .function(parameters: elements.map(\.type), result: result, isThrowing: isThrowing, isAsync: isAsync)
            }
            if let packPattern {
                // `(repeat each T)`, `(repeat (each T, each U))`: a tuple as long as the pack,
                // read as the pack's generic parameter (which converts nothing).
                type = Self.packParameter(in: packPattern)
            } else {
                type = elements.count == 1 && elements[0].label == nil ? elements[0].type : .tuple(elements)
            }
        } else {
            type = try parseTypeIdentifier()
        }
        while true {
            if !current.followsSpace && check("?") { advance(); type = .optional(type); continue }
            if !current.followsSpace && check("!") { advance(); type = .unwrapped(type); continue }
            if !current.followsSpace, case .symbol(let symbol) = current.kind, symbol.hasPrefix("?>") {
                // `MemoryLayout<Int?>`: `?>` lexes as one operator.
                tokens[position].kind = .symbol(String(symbol.dropFirst()))
                type = .optional(type)
                continue
            }
            if !current.followsSpace && check("??") {
                // `Int??` lexes as one operator.
                advance()
                type = .optional(.optional(type))
                continue
            }
            if check("."), case .identifier("Type") = token(at: 1).kind {
                advance(); advance()
                type = .metatype(type)
                continue
            }
            if check("."), case .identifier("Protocol") = token(at: 1).kind {
                advance(); advance()
                type = .metatype(type)
                continue
            }
            return type
        }
    }

    /// `Name`, `Name<Args>`, `Outer.Inner<Args>`, `Self`, `Any`.
    private mutating func parseTypeIdentifier() throws -> TypeRef {
        var name: String
        if matchKeyword("Self") { name = "Self" } else if checkKeyword("self") {
            throw expected("a type name")
        } else {
            name = try identifier("a type name")
        }
        var arguments: [TypeRef] = []
        if check("<") { arguments = try parseGenericArgumentList() }
        while check("."), case .identifier(let next) = token(at: 1).kind, next != "Type", next != "Protocol", !token(at: 1).followsSpace {
            advance(); advance()
            name += "." + next
            if !arguments.isEmpty { name = TypeRef.named(name, arguments).description; arguments = [] }
            if check("<") { arguments = try parseGenericArgumentList() }
        }
        return .named(name, arguments)
    }

    /// `<T, U>` after a type name (a `>>` closing two lists is split).
    mutating func parseGenericArgumentList() throws -> [TypeRef] {
        try expect("<")
        var arguments: [TypeRef] = []
        repeat { arguments.append(try parseType()) } while match(",")
        try closeAngleBracket()
        return arguments
    }

    /// Consumes one `>`, splitting `>>`, `>>>`, `>=` or `>?` tokens that close generic lists.
    mutating func closeAngleBracket() throws {
        if match(">") { return }
        if case .symbol(let symbol) = current.kind, symbol.hasPrefix(">"), symbol.count > 1 {
            let rest = String(symbol.dropFirst())
            tokens[position].kind = .symbol(rest)
            tokens[position].followsSpace = false
            return
        }
        throw expected("'>' to close the generic arguments")
    }

    /// Generic arguments after a name in an expression (`Stack<Int>()`), when the tokens read
    /// as a type list closed by `>` and followed by something that cannot continue a
    /// comparison; otherwise `nil` and nothing is consumed.
    mutating func speculativeGenericArguments() -> [TypeRef]? {
        guard check("<"), !current.followsSpace else { return nil }
        let saved = (position, tokens, depth)
        do {
            let arguments = try parseGenericArgumentList()
            let next = current
            let followers: Set<String> = ["(", ".", ")", "]", ",", ";", "}", ":", "?", "!", "=="]
            if next.kind == .end || next.followsNewline { return arguments }
            if case .symbol(let symbol) = next.kind, followers.contains(symbol) { return arguments }
            // `Result<Int, Oops> { 3 }`: a trailing closure, where one may follow.
            if next.kind == .symbol("{"), allowsTrailingClosure { return arguments }
        } catch {}
        (position, tokens, depth) = saved
        return nil
    }

    /// `<T, U: Comparable>` after a function or type name.
    /// The generic parameter a pack expansion's pattern repeats: `T` in `each T` or `(each T, each U)`.
    private static func packParameter(in pattern: TypeRef) -> TypeRef {
        if case .tuple(let elements) = pattern, let first = elements.first { return packParameter(in: first.type) }
        return pattern
    }

    mutating func parseGenericParameters() throws -> [GenericParameter] {
        guard match("<") else { return [] }
        var parameters: [GenericParameter] = []
        repeat {
            if checkWord("each"), case .identifier = token(at: 1).kind { advance() }  // a parameter pack
            let name = try identifier("a generic parameter name")
            var constraints: [TypeRef] = []
            if match(":") {
                let constraint = try parseType()
                if case .composition(let parts) = constraint { constraints = parts } else { constraints = [constraint] }
            }
            parameters.append(GenericParameter(name: name, constraints: constraints))
        } while match(",")
        try closeAngleBracket()
        return parameters
    }

    /// `where T: Equatable, Element == Double` (empty when there is no `where`).
    mutating func parseWhereClause() throws -> [GenericRequirement] {
        guard matchKeyword("where") else { return [] }
        var requirements: [GenericRequirement] = []
        repeat {
            let subject = try parseType()
            if match(":") {
                let constraint = try parseType()
                if case .composition(let parts) = constraint {
                    requirements += parts.map { .conformance(subject, $0) }
                } else {
                    requirements.append(.conformance(subject, constraint))
                }
            } else if match("==") {
                requirements.append(.sameType(subject, try parseType()))
            } else {
                throw expected("':' or '==' in the 'where' clause")
            }
        } while match(",")
        return requirements
    }

    /// `: A, B, C` after a type's name (empty when absent).
    mutating func parseInheritanceClause() throws -> [TypeRef] {
        guard match(":") else { return [] }
        var types: [TypeRef] = []
        repeat {
            if checkKeyword("class") { advance(); types.append(.name("AnyObject")); continue }
            types.append(try parseType())
        } while match(",")
        return types
    }
}
