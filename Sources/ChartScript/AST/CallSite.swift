/// Where a call is written and in which function, as Swift's source literals see it when they
/// are a parameter's default value: `func log(_ text: String, line: Int = #line)` called at
/// line 7 of `main.swift` inside `update()` gets 7, and `#function` gives `update()`.
struct CallSite: Equatable {
    /// The line of the call's `(`.
    var line: Int
    /// The column of the call's `(`, as swiftc's `#column` counts it.
    var column: Int
    /// The enclosing function as `#function` names it (`main` at the top level).
    var function: String

    /// The source literals that, as a parameter's default, take the caller's value.
    static let literalNames: Set<String> = ["function", "line", "column", "file", "fileID", "filePath"]
}
