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
    /// Whether whitespace (or a comment) comes right before this token.
    var followsSpace: Bool
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

/// Reserved words ChartScript knows, including ones it rejects with a clear message.
enum Keywords {
    /// Words with a meaning in ChartScript.
    static let supported: Set<String> = [
        "let", "var", "func", "if", "else", "for", "in", "while", "return", "break",
        "continue", "true", "false", "nil",
    ]
    /// Swift words that ChartScript does not support yet; using them gives a clear error.
    static let unsupported: Set<String> = [
        "switch", "case", "class", "struct", "enum", "protocol", "extension", "guard",
        "repeat", "defer", "do", "catch", "try", "throw", "throws", "import", "inout",
        "where", "as", "is", "async", "await", "init", "self", "Self", "super", "typealias",
        "fallthrough", "default", "static", "private", "public", "internal", "fileprivate",
        "mutating", "override", "subscript", "operator", "associatedtype", "lazy", "weak",
    ]
}
