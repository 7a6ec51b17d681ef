extension Compiler {
    /// Compiles `help(name)` and `help(value.member)` by name rather than by value, so that
    /// `help(print)` and `help(graph.lineColor)` document the function or member itself.
    /// Returns `nil` for other calls, which then run as ordinary calls of `help(_:)`.
    func compileHelp(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation) throws -> Evaluator? {
        guard case .identifier("help") = callee.kind, case .builtinFunction? = resolve("help"),
              arguments.count == 1, arguments[0].label == nil else { return nil }
        let runtime = self.runtime
        let topic = arguments[0].value
        switch topic.kind {
        case .identifier(let name):
            switch resolve(name) {
            case .builtinFunction?:
                let documentation = try located(topic.location) { try HelpTopics.documentation(named: name) }
                return { _ in
                    HelpTopics.page(documentation, runtime: runtime)
                    return .void
                }
            case nil where BindingTable.shared.constants[name] == nil:
                throw unknownName(name, at: topic.location)
            default:
                return nil
            }
        case let .member(base, "self"):
            // `help(LineGraph.self)`: the type named as a value, as Swift writes it.
            return try compileHelp(callee, [Argument(label: nil, value: base)], at: location)
        case let .member(base, member):
            let receiver = try compileExpression(base)
            return { frame in
                let value = try receiver(frame)
                do {
                    HelpTopics.page(try HelpTopics.documentation(ofMember: member, of: value), runtime: runtime)
                } catch { throw error.located(at: topic.location) }
                return .void
            }
        default:
            return nil
        }
    }
}
