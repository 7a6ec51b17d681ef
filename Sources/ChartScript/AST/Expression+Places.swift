extension Expression {
    /// The variable a place starts from: `d` of `d`, `d.counts`, `d[0].counts`; `nil` for
    /// other expressions.
    var rootVariable: String? {
        switch kind {
        case .identifier(let name): return name
        case .member(let base, _), .subscripted(let base, _), .forceUnwrap(let base): return base.rootVariable
        default: return nil
        }
    }

    /// Whether the expression uses the name `name` anywhere (closures included).
    func mentions(_ name: String) -> Bool {
        var found = false
        SyntaxWalk.visit(self, { if case .identifier(name) = $0.kind { found = true } }, declaring: { _ in })
        return found
    }
}
