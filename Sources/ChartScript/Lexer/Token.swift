/// One token of ChartScript source.
struct Token: Equatable {
    /// What kind of token this is.
    var kind: TokenKind
    /// Where the token starts.
    var location: SourceLocation
    /// Where the token ends (just past its last scalar).
    var end: SourceLocation
    /// Whether a line break comes right before this token (statements end at line breaks).
    var followsNewline: Bool
    /// Whether whitespace (or a comment, an opening bracket, a comma, `;` or `:`) comes right
    /// before this token: an operator without it is bound to what stands on its left.
    var followsSpace: Bool
    /// Whether whitespace (or a closing bracket, a comma, `;`, `:` or the end) comes right after
    /// this token: an operator without it is bound to what stands on its right.
    var precedesSpace = false

    /// Creates a token.
    init(kind: TokenKind, location: SourceLocation, end: SourceLocation, followsNewline: Bool, followsSpace: Bool) {
        self.kind = kind
        self.location = location
        self.end = end
        self.followsNewline = followsNewline
        self.followsSpace = followsSpace
    }
}

/// The kinds of tokens.
enum TokenKind: Equatable {
    /// A name such as `graph` or `mean`.
    case identifier(String)
    /// A reserved word such as `let` or `if`.
    case keyword(String)
    /// An integer literal.
    case integer(Int)
    /// A floating-point literal.
    case double(Double)
    /// A string literal, split into literal text and interpolated source segments.
    case string([StringSegment])
    /// An operator such as `+`, `..<` or `==`.
    case symbol(String)
    /// `$0`, `$1`, … inside a closure.
    case dollar(Int)
    /// A regex literal `#/\d+/#`: the pattern between the delimiters.
    case regex(String)
    /// The end of the source.
    case end

    /// A short description for error messages ("'let'", "an identifier").
    var spelled: String {
        switch self {
        case .identifier(let name): return "'\(name)'"
        case .keyword(let word): return "'\(word)'"
        case .integer(let value): return "'\(value)'"
        case .double(let value): return "'\(value)'"
        case .string: return "a string"
        case .symbol(let symbol): return "'\(symbol)'"
        case .dollar(let index): return "'$\(index)'"
        case .regex: return "a regex literal"
        case .end: return "the end of the cell"
        }
    }
}

/// A piece of a string literal: plain text, or the source of an interpolation `\( … )`
/// with where it starts.
enum StringSegment: Equatable {
    /// Literal text, escapes already resolved.
    case text(String)
    /// The source inside `\( … )` and its location.
    case interpolation(String, SourceLocation)
}

extension TokenKind {
    /// `(`, `[`, `{`, `,`, `;` or `:`: what stands before an operator like whitespace.
    var isOpeningPunctuation: Bool {
        if case .symbol(let symbol) = self { return ["(", "[", "{", ",", ";", ":"].contains(symbol) }
        return false
    }

    /// `)`, `]`, `}`, `,`, `;` or `:`: what stands after an operator like whitespace.
    var isClosingPunctuation: Bool {
        if case .symbol(let symbol) = self { return [")", "]", "}", ",", ";", ":"].contains(symbol) }
        return false
    }
}

/// Swift's reserved words, lexed as keywords. Contextual words (`mutating`, `get`, `set`,
/// `willSet`, `override`, `lazy`, `weak`, `some`, `any`, `async`, `await`, `actor` …) stay
/// identifiers, as in Swift, so they can still name variables; the parser reads them where
/// they have a meaning.
enum Keywords {
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]

    /// Words offered by completion: the keywords and contextual words a cell starts code with.
    static let completable: Set<String> = [
        "let", "var", "func", "if", "else", "for", "in", "while", "repeat", "return", "break", "continue", "switch",
        "case", "default", "struct", "class", "enum", "protocol", "extension", "guard", "do", "catch", "try", "throw",
        "defer", "init", "self", "true", "false", "nil", "mutating", "static", "import", "where", "fallthrough",
    ]

    /// Words whose constructs the interpreter does not run, each named in its error.
    static let unsupported: Set<String> = []
}
