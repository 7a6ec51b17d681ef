/// A recursive-descent parser (Pratt-style for operators) from tokens to statements.
///
/// Statements end at a line break or `;`. Swift constructs outside the subset produce
/// ``ScriptError/unsupported(construct:)`` naming the construct, never a silent misparse.
struct Parser {
    var tokens: [Token]
    var position = 0
    /// How deeply expressions and blocks are nested, guarded against runaway input.
    var depth = 0
    /// The deepest nesting accepted.
    static let maximumDepth = 200
    /// Inside `if`/`while`/`for` headers a `{` starts the body, not a trailing closure.
    var allowsTrailingClosure = true

    /// Creates a parser over `source`.
    init(source: String) throws {
        tokens = try Lexer.tokens(of: source)
    }

    /// Creates a parser over already lexed tokens.
    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// Parses a whole cell.
    static func parse(_ source: String) throws -> [Statement] {
        var parser = try Parser(source: source)
        return try parser.parseProgram()
    }

    var current: Token { tokens[min(position, tokens.count - 1)] }
    var previous: Token { tokens[max(0, min(position - 1, tokens.count - 1))] }
    var atEnd: Bool { current.kind == .end }

    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    func check(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }
    func checkKeyword(_ word: String) -> Bool { current.kind == .keyword(word) }

    mutating func match(_ symbol: String) -> Bool {
        if check(symbol) { advance(); return true }
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

    mutating func nest() throws {
        depth += 1
        if depth > Self.maximumDepth {
            throw LocatedError(.unsupported(construct: "nesting deeper than \(Self.maximumDepth) levels"), at: current.location)
        }
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
