/// Reading documented Swift signatures (`func load(_ path: String) throws -> Table`).
enum SignatureText {
    /// What follows the parameter list (` throws -> Table`); nil for a signature without one
    /// (`var mean: Double { get throws }`) or whose parentheses do not balance.
    static func afterParameters(_ signature: String) -> Substring? {
        guard let open = signature.firstIndex(of: "(") else { return nil }
        var depth = 0
        var index = open
        while index < signature.endIndex {
            switch signature[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return signature[signature.index(after: index)...] }
            default: break
            }
            index = signature.index(after: index)
        }
        return nil
    }
}

extension Documentation {
    /// Whether the documented function, initialiser or property itself throws, so a call
    /// needs `try`: `throws` after the parameter list (`func load() throws -> Table`) or in
    /// the accessor (`{ get throws }`), not a closure parameter's (`init(operation: () async
    /// throws -> Success)`), which throws only when the closure does.
    var declaresThrows: Bool {
        (SignatureText.afterParameters(signature) ?? Substring(signature)).contains(" throws")
    }
}
