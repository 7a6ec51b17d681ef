extension Documentation {
    /// Whether the documented function, initialiser or property itself throws, so a call
    /// needs `try`: `throws` after the parameter list (`func load() throws -> Table`) or in
    /// the accessor (`{ get throws }`), not a closure parameter's (`init(operation: () async
    /// throws -> Success)`), which throws only when the closure does.
    var declaresThrows: Bool {
        guard let open = signature.firstIndex(of: "(") else { return signature.contains(" throws") }
        var depth = 0
        var index = open
        while index < signature.endIndex {
            switch signature[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return signature[signature.index(after: index)...].contains(" throws") }
            default: break
            }
            index = signature.index(after: index)
        }
        return signature.contains(" throws")
    }
}
