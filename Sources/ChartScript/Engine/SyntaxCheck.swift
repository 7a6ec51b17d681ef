/// Lexes and parses a cell without compiling or running it, for tools that look at cells
/// without a session (the fuzzer of the lexer and parser).
package enum SyntaxCheck {
    /// How many statements `source` holds, or the error that stops it parsing.
    package static func statementCount(of source: String) -> Result<Int, LocatedError> {
        do {
            return .success(try Parser.parse(source).count)
        } catch {
            return .failure(error.reported(at: nil))
        }
    }
}
