/// The language's newer syntax, which the lexer and parser learnt last: names made of emoji
/// and other scripts (also after `$`), `#if` conditional compilation and `#available`,
/// `#function` and the other source literals, precedence groups with operators that use them,
/// and property wrappers with projected values.
extension CellGrammar {
    /// One item of newer syntax.
    mutating func newerSyntax() -> String {
        switch choices.below(5) {
        case 0: return unicodeNamedVariable()
        case 1: return conditionalCompilation()
        case 2: return sourceLiterals()
        case 3: return precedenceGroupAndOperator()
        default: return propertyWrapper()
        }
    }

    /// `let 🐶🐮3 = …`: a variable named in emoji or another script, usable by later expressions.
    private mutating func unicodeNamedVariable() -> String {
        let kind = choices.pick(Kind.allCases)
        let name = fresh(choices.pick(["🐶🐮", "π", "你好", "ⓐ", "👍🏽", "é", "Ω_", "x\u{301}", "❶"]))
        let value = expression(kind)
        names[kind, default: []].append(name)
        return "\(choices.chance(50) ? "let" : "var") \(name) = \(value)\nprint(\(name))"
    }

    /// `#if` / `#elseif` / `#else` / `#endif` around statements (at the top level or in a
    /// function), and `if #available(…)`.
    private mutating func conditionalCompilation() -> String {
        let conditions = ["os(Linux)", "os(macOS)", "arch(x86_64)", "arch(arm64)", "canImport(Foundation)",
                          "canImport(UIKit)", "swift(>=5.9)", "compiler(<5)", "DEBUG", "!DEBUG && os(Linux)",
                          "targetEnvironment(simulator)", "hasFeature(StrictConcurrency)", "true", "false",
                          "os(Linux) || os(Windows)", "(swift(>=6.0))"]
        var lines = ["#if \(choices.pick(conditions))", statement()]
        if choices.chance(40) { lines += ["#elseif \(choices.pick(conditions))", statement()] }
        if choices.chance(60) { lines += ["#else", statement()] }
        lines.append("#endif")
        if choices.chance(30) {
            let name = fresh("cc")
            return "func \(name)() -> Int {\n\(lines.joined(separator: "\n"))\nreturn \(choices.integer())\n}\nprint(\(name)())"
        }
        if choices.chance(30) {
            let check = choices.pick(["#available(macOS 14, *)", "#unavailable(iOS 13)", "#available(Linux 1, *)"])
            return "if \(check) {\n\(statement())\n} else {\n\(statement())\n}"
        }
        return lines.joined(separator: "\n")
    }

    /// `#function`, `#line`, `#column`, `#file`, `#fileID`, `#filePath` in functions, methods,
    /// closures and default values; now and then `#warning`.
    private mutating func sourceLiterals() -> String {
        let literals = ["#function", "#line", "#column", "#file", "#fileID", "#filePath"]
        let shown = (0..<(1 + choices.below(3))).map { _ in choices.pick(literals) }.joined(separator: ", ")
        let name = fresh("where")
        switch choices.below(5) {
        case 0: return "func \(name)(_ x: Int) { print(\(shown)) }\n\(name)(\(choices.integer()))"
        case 1: return "func \(name)(caller: String = \(choices.pick(literals))) -> String { caller }\nprint(\(name)())"
        case 2:
            return "struct \(name.uppercased()) {\n  init() { print(\(shown)) }\n  var v: Int { print(#function); return 1 }\n"
                + "  subscript(i: Int) -> Int { print(#function); return i }\n}\n_ = \(name.uppercased())()[\(choices.integer())]"
        case 3: return "let \(name) = { print(\(shown)) }\n\(name)()"
        default: return "#warning(\(literal(.string)))\nprint(\(shown))"
        }
    }

    /// A precedence group, an infix operator in it, its function, and a use of it; the
    /// operator is then available to integer expressions.
    private mutating func precedenceGroupAndOperator() -> String {
        let group = fresh("Group")
        let known = ["AdditionPrecedence", "MultiplicationPrecedence", "ComparisonPrecedence", "RangeFormationPrecedence",
                     "NilCoalescingPrecedence", "LogicalConjunctionPrecedence", "TernaryPrecedence", "AssignmentPrecedence"]
            + operators.map(\.group)
        var attributes: [String] = []
        if choices.chance(70) { attributes.append("higherThan: \(choices.pick(known))") }
        if choices.chance(40) { attributes.append("lowerThan: \(choices.pick(known))") }
        if choices.chance(70) { attributes.append("associativity: \(choices.pick(["left", "right", "none"]))") }
        if choices.chance(20) { attributes.append("assignment: \(choices.chance(50))") }
        let symbol = choices.pick(["**", "<*>", "+++", "|>", "<>", "%%", "^^", "•", "∘", "..<<"])
        let body = choices.pick(["a &* 10 &+ b", "a &- b", "b == 0 ? a : a / b", "max(a, b)", "a &+ b &* 2"])
        operators.append((symbol, group))
        let use = "print(\(choices.integer()) \(symbol) \(choices.integer()) \(symbol) \(choices.integer()), 1 + 2 \(symbol) 3)"
        return "precedencegroup \(group) {\n  \(attributes.joined(separator: "\n  "))\n}\n"
            + "infix operator \(symbol): \(group)\nfunc \(symbol) (a: Int, b: Int) -> Int { \(body) }\n\(use)"
    }

    /// A property wrapper (clamping, with a projected value), a struct whose stored
    /// properties use it, and reads and writes of the wrapped and projected values.
    private mutating func propertyWrapper() -> String {
        let wrapper = fresh("Clamped")
        let holder = fresh("Holder")
        let instance = fresh("h")
        let maximum = choices.integer()
        var lines = [
            "@propertyWrapper",
            "struct \(wrapper) {",
            "  private var number = 0",
            "  private var maximum: Int",
            "  var projectedValue: Bool",
            "  var wrappedValue: Int {",
            "    get { number }",
            "    set { projectedValue = newValue > maximum; number = min(newValue, maximum) }",
            "  }",
            "  init(wrappedValue: Int, maximum: Int = \(maximum)) {",
            "    self.maximum = maximum; projectedValue = false; number = min(wrappedValue, maximum)",
            "  }",
            "}",
            "struct \(holder) {",
            "  @\(wrapper) var a: Int = \(choices.integer())",
            "  @\(wrapper)(maximum: \(choices.integer())) var b: Int = \(choices.integer())",
            "}",
            "var \(instance) = \(holder)()",
            "\(instance).a = \(expression(.int))",
            "\(instance).b \(choices.pick(["=", "+=", "-="])) \(expression(.int))",
            "print(\(instance).a, \(instance).$a, \(instance).b, \(instance).$b, \(instance))",
        ]
        if choices.chance(30) { lines.append("let copy = \(holder)(a: \(choices.integer()))\nprint(copy.$a)") }
        return lines.joined(separator: "\n")
    }
}
