/// A recursive-descent parser (Pratt-style for operators) from tokens to statements.
///
/// Statements end at a line break or `;`. Swift constructs outside what the interpreter runs
/// produce ``ScriptError/unsupported(construct:)`` naming the construct, never a silent misparse.
struct Parser {
    var tokens: [Token]
    var position = 0
    /// How deeply expressions and blocks are nested, guarded against runaway input.
    var depth = 0
    /// The deepest nesting accepted, counting brackets, blocks and chains of operators and
    /// members (`a + b + c …`), so that no input can exhaust the stack of what walks the tree.
    static let maximumDepth = 256
    /// Inside `if`/`while`/`for` headers a `{` starts the body, not a trailing closure.
    var allowsTrailingClosure = true
    /// Operators declared by cells (`infix operator +-: AdditionPrecedence`): their precedence.
    var customOperators: [String: OperatorInfo] = [:]
    /// The functions, initializers and accessors being parsed, innermost last, as `#function`
    /// names them (`greet(name:)`, `init()`, `area`).
    var functionNames: [String] = []
    /// Each call's place as `#line`, `#column` and `#function` give it to a parameter's
    /// default, by the offset of the callee expression (unique per call, even in chains).
    var callSites: [Int: CallSite] = [:]
    /// Where each assignment's operator (`=`, `+=` …) is, by the offset of its target (swiftc
    /// reports a refused compound assignment there).
    var assignmentOperators: [Int: SourceLocation] = [:]
    /// Where the closing `}` of a `guard`'s body is, by the offset of the `guard` (swiftc
    /// reports a body that falls through there).
    var blockEnds: [Int: SourceLocation] = [:]
    /// `#warning("…")` messages met, for the session to show as notes.
    var warnings: [(message: String, location: SourceLocation)] = []
    /// Precedence groups declared by cells (`precedencegroup PowerPrecedence { … }`).
    var precedenceGroups: [String: PrecedenceGroup] = [:]

    /// A precedence group: how tightly its operators bind, and which way they group.
    struct PrecedenceGroup: Equatable {
        var precedence: Int
        var isRightAssociative: Bool
    }

    /// What the parser knows of a declared operator.
    struct OperatorInfo: Equatable {
        var fixity: OperatorDeclaration.Fixity
        var precedence: Int
        var isRightAssociative: Bool
    }

    /// Creates a parser over `source`, the cell numbered `cell` in its session.
    init(source: String, customOperators: [String: OperatorInfo] = [:], precedenceGroups: [String: PrecedenceGroup] = [:], cell: Int = 0) throws {
        self.precedenceGroups = precedenceGroups
        tokens = try ConditionalCompilation.resolve(try Lexer.tokens(of: source, base: SourceLocation(line: 1, column: 1, offset: 0, cell: cell)))
        self.customOperators = customOperators
    }

    /// Creates a parser over already lexed tokens.
    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// Parses a whole cell.
    static func parse(_ source: String, customOperators: [String: OperatorInfo] = [:], precedenceGroups: [String: PrecedenceGroup] = [:],
                      cell: Int = 0) throws -> [Statement] {
        var parser = try Parser(source: source, customOperators: customOperators, precedenceGroups: precedenceGroups, cell: cell)
        return try parser.parseProgram()
    }

    /// The name of a source literal (`function` for `#function`) written alone as the next
    /// expression (followed by `,` or `)`), else `nil`.
    func sourceLiteralName() -> String? {
        guard check("#"), case .identifier(let name) = token(at: 1).kind, CallSite.literalNames.contains(name) else { return nil }
        let after = token(at: 2).kind
        return after == .symbol(",") || after == .symbol(")") ? name : nil
    }

    var current: Token { tokens[min(position, tokens.count - 1)] }
    var previous: Token { tokens[max(0, min(position - 1, tokens.count - 1))] }
    var atEnd: Bool { current.kind == .end }

    /// The token `offset` places after the current one.
    func token(at offset: Int) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    func check(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }
    func checkKeyword(_ word: String) -> Bool { current.kind == .keyword(word) }
    /// Whether the current token is the identifier `word` (a contextual keyword such as `get`).
    func checkWord(_ word: String) -> Bool { current.kind == .identifier(word) }

    mutating func match(_ symbol: String) -> Bool {
        if check(symbol) { advance(); return true }
        return false
    }

    mutating func matchKeyword(_ word: String) -> Bool {
        if checkKeyword(word) { advance(); return true }
        return false
    }

    mutating func matchWord(_ word: String) -> Bool {
        if checkWord(word) { advance(); return true }
        return false
    }

    /// An error saying what was expected at the current token.
    func expected(_ what: String) -> LocatedError {
        LocatedError(.syntax(expected: what, found: current.kind.spelled, atEnd: atEnd), at: current.location)
    }

    mutating func expect(_ symbol: String, _ what: String? = nil) throws {
        guard match(symbol) else { throw expected(what ?? "'\(symbol)'") }
    }

    mutating func identifier(_ what: String) throws -> String {
        if case .identifier(let name) = current.kind { advance(); return name }
        if case .keyword(let word) = current.kind, Keywords.unsupported.contains(word) {
            throw LocatedError(.unsupported(construct: "'\(word)'"), at: current.location)
        }
        throw expected(what)
    }

    /// A name where Swift also accepts keywords: argument labels, member names after `.`.
    mutating func labelOrIdentifier(_ what: String) throws -> String {
        switch current.kind {
        case .identifier(let name): advance(); return name
        case .keyword(let word): advance(); return word
        default: throw expected(what)
        }
    }

    /// Enters one level of nesting, failing past ``maximumDepth``.
    mutating func nest() throws {
        depth += 1
        if depth > Self.maximumDepth { throw tooDeep() }
    }

    /// The error for input nested past the limit.
    func tooDeep() -> LocatedError {
        LocatedError(.tooDeep(limit: Self.maximumDepth), at: current.location)
    }

    /// Parses statements until the end of the source.
    mutating func parseProgram() throws -> [Statement] {
        var statements: [Statement] = []
        while true {
            while match(";") {}
            if atEnd { return statements }
            statements.append(try parseStatement())
            try endOfStatement()
        }
    }

    /// A statement must be followed by a line break, `;`, `}` or the end.
    mutating func endOfStatement() throws {
        if atEnd || check(";") || check("}") || current.followsNewline { return }
        if check("=") {
            throw LocatedError(.syntax(expected: "a line break or ';' (only variables, properties and subscripts can be assigned to)", found: "'='", atEnd: false), at: current.location)
        }
        throw expected("a line break or ';' after the statement")
    }

    /// Parses `{ statements }`.
    mutating func parseBlock() throws -> [Statement] {
        try expect("{", "'{' to start the block")
        try nest()
        defer { depth -= 1 }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var statements: [Statement] = []
        while true {
            while match(";") {}
            if match("}") { return statements }
            if atEnd { throw expected("'}' to close the block") }
            statements.append(try parseStatement())
            try endOfStatement()
        }
    }
}
