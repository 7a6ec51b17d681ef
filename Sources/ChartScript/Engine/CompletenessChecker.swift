import JupyterEngine

/// Decides whether console input is ready to run: open brackets, an unterminated string or
/// comment, or a trailing operator mean more is coming; a source that can never parse is invalid.
enum CompletenessChecker {
    /// The indentation added per open bracket.
    static let indentUnit = "    "

    static func status(of code: String) -> CompletenessStatus {
        if code.trimmingWhitespaceAndNewlines().isEmpty { return .complete }
        let tokens: [Token]
        do { tokens = try Lexer.tokens(of: code) } catch let error as LocatedError {
            if case .syntax(_, _, let atEnd) = error.error, atEnd { return .incomplete(indent: "") }
            return .invalid
        } catch { return .invalid }
        var depth = 0
        for token in tokens {
            guard case .symbol(let symbol) = token.kind else { continue }
            if ["(", "[", "{"].contains(symbol) { depth += 1 }
            if [")", "]", "}"].contains(symbol) { depth -= 1 }
            if depth < 0 { return .invalid }
        }
        if depth > 0 { return .incomplete(indent: String(repeating: indentUnit, count: depth)) }
        if tokens.count >= 2, endsWithContinuation(tokens[tokens.count - 2].kind) { return .incomplete(indent: indentUnit) }
        do {
            _ = try Parser.parse(code)
            return .complete
        } catch let error as LocatedError {
            switch error.error {
            case .syntax(_, _, let atEnd): return atEnd ? .incomplete(indent: "") : .invalid
            default: return .complete
            }
        } catch { return .invalid }
    }

    /// Whether a line ending with this token must continue on the next line.
    private static func endsWithContinuation(_ kind: TokenKind) -> Bool {
        switch kind {
        case .symbol(let symbol):
            return Precedence.of(symbol) != nil || ["=", ",", ".", "->", ":", "?", "+=", "-=", "*=", "/=", "%="].contains(symbol)
        case .keyword(let word):
            return ["in", "else", "return", "let", "var", "func", "if", "while", "for"].contains(word) && word != "return"
        default:
            return false
        }
    }
}
