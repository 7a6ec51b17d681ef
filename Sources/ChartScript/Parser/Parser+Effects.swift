/// What a function, closure or `do` says it throws.
struct ThrowsClause {
    /// Whether the code can throw: `throws`, `rethrows`, `throws(E)`, but not `throws(Never)`.
    var isThrowing = false
    /// `rethrows`: throws only what the closures passed to it throw.
    var isRethrowing = false
    /// `E` of `throws(E)`: the type of every error thrown.
    var thrownType: TypeRef?
}

extension Parser {
    /// `throws`, `rethrows`, `throws(MyError)` or nothing, after a parameter list (or `do`).
    mutating func parseThrowsClause() throws -> ThrowsClause {
        var clause = ThrowsClause()
        if matchKeyword("rethrows") {
            clause.isThrowing = true
            clause.isRethrowing = true
            return clause
        }
        guard matchKeyword("throws") else { return clause }
        clause.isThrowing = true
        guard match("(") else { return clause }
        let type = try parseType()
        try expect(")", "')' after the thrown error type")
        if case .named("Never", let arguments) = type, arguments.isEmpty {
            clause.isThrowing = false
        } else {
            clause.thrownType = type
        }
        return clause
    }
}
