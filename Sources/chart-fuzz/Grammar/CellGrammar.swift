/// Cells of the language assembled from the fuzzer's bytes: declarations (structs, classes,
/// enums with payloads, protocols and extensions, functions that throw), statements (loops,
/// `switch` with patterns, `if let`, `guard`, `do`/`catch`), expressions of every kind of
/// value (numbers, strings, arrays, dictionaries, optionals, closures, charts, tables), the
/// newer syntax (emoji names, `#if`, `#function`, precedence groups, property wrappers: see
/// CellGrammar+NewerSyntax.swift) and, now and then, a stray token, so that both the happy
/// paths and the errors are reached.
///
/// Loops are bounded and recursion is guarded by a depth argument, so a program ends unless
/// the bytes make it wait on purpose, which the interrupt of the fuzz target then stops.
struct CellGrammar {
    var choices: ByteChoices
    /// Names declared so far, by kind of value.
    var names: [Kind: [String]] = [:]
    /// Infix operators declared so far, with their precedence groups.
    var operators: [(symbol: String, group: String)] = []
    private var structs: [(name: String, fields: [(String, Kind)])] = []
    private var classes: [String] = []
    private var enums: [(name: String, cases: [(String, Kind?)])] = []
    private var functions: [(name: String, parameter: Kind, result: Kind, throwing: Bool)] = []
    private var counter = 0
    private var depth = 0

    /// The kinds of value expressions are made for.
    enum Kind: CaseIterable {
        case int, double, string, bool, ints, optionalInt, strings
        var swiftType: String {
            switch self {
            case .int: return "Int"
            case .double: return "Double"
            case .string: return "String"
            case .bool: return "Bool"
            case .ints: return "[Int]"
            case .optionalInt: return "Int?"
            case .strings: return "[String]"
            }
        }
    }

    init(_ bytes: [UInt8]) {
        choices = ByteChoices(bytes)
    }

    /// Up to four cells, each a few statements.
    mutating func cells() -> [String] {
        var cells: [String] = []
        let count = 1 + choices.below(4)
        for _ in 0..<count {
            var lines: [String] = []
            let statements = 1 + choices.below(8)
            for _ in 0..<statements { lines.append(topLevelItem()) }
            if choices.chance(60) { lines.append(expression(choices.pick(Kind.allCases))) }
            if choices.chance(5) { lines.append(stray()) }
            cells.append(lines.joined(separator: "\n"))
            if choices.isExhausted { break }
        }
        return cells
    }

    /// A user expression for `user_expressions` (it may try to assign, which must not stick).
    mutating func userExpression() -> String {
        switch choices.below(3) {
        case 0: return expression(choices.pick(Kind.allCases))
        case 1:
            guard let name = names[.int]?.first else { return "1" }
            return "{ \(name) = \(choices.integer()); return 1 }()"
        default: return "{ () -> Int in var n = 0; while n < 3 { n += 1 }; return n }()"
        }
    }

    // MARK: - Declarations and statements

    private mutating func topLevelItem() -> String {
        switch choices.below(15) {
        case 0: return variable()
        case 1: return structDeclaration()
        case 2: return enumDeclaration()
        case 3: return classDeclaration()
        case 4: return functionDeclaration()
        case 5: return protocolAndExtension()
        case 6: return chart()
        case 7: return table()
        case 8: return errorHandling()
        case 9: return newerSyntax()
        case 10: return hugeWork()
        default: return statement()
        }
    }

    mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    private mutating func variable() -> String {
        let kind = choices.pick(Kind.allCases)
        let name = fresh("v")
        let value = expression(kind)
        let keyword = choices.chance(50) ? "let" : "var"
        names[kind, default: []].append(name)
        return choices.chance(50) ? "\(keyword) \(name): \(kind.swiftType) = \(value)" : "\(keyword) \(name) = \(value)"
    }

    mutating func statement() -> String {
        guard depth < 3 else { return "print(\(expression(.string)))" }
        depth += 1
        defer { depth -= 1 }
        switch choices.below(11) {
        case 0: return "print(\(expression(choices.pick(Kind.allCases))))"
        case 1:
            return "if \(expression(.bool)) {\n\(statement())\n} else {\n\(statement())\n}"
        case 2:
            let loop = fresh("i")
            names[.int, default: []].append(loop)
            defer { names[.int]?.removeLast() }
            return "for \(loop) in 0..<\(choices.below(20)) {\n\(statement())\n\(choices.chance(20) ? "if \(loop) > 2 { break }" : "")\n}"
        case 3:
            let element = fresh("e")
            names[.int, default: []].append(element)
            defer { names[.int]?.removeLast() }
            return "for \(element) in \(expression(.ints)) where \(element) % 2 == 0 {\n\(statement())\n}"
        case 4:
            let counter = fresh("n")
            return "var \(counter) = 0\nwhile \(counter) < \(choices.below(30)) {\n\(counter) += 1\n\(choices.chance(20) ? "continue" : statement())\n}"
        case 5: return switchStatement()
        case 6:
            let bound = fresh("u")
            return "if let \(bound) = \(expression(.optionalInt)) {\nprint(\(bound) + 1)\n} else {\nprint(\"none\")\n}"
        case 7: return assignment()
        case 8:
            return "let \(fresh("c")) = { (x: Int) -> Int in x \(choices.pick(["+", "*", "-", "&+"])) \(choices.integer()) }"
        case 9:
            return "do {\n\(statement())\n}"
        default:
            return "_ = \(expression(choices.pick(Kind.allCases)))"
        }
    }

    private mutating func assignment() -> String {
        let kind = choices.pick(Kind.allCases)
        guard let name = names[kind]?.last else { return variable() }
        switch kind {
        case .int: return "\(name) \(choices.pick(["=", "+=", "-=", "*="])) \(expression(.int))"
        case .ints: return choices.chance(50) ? "\(name).append(\(expression(.int)))" : "\(name) = \(expression(.ints))"
        case .strings: return "\(name).append(\(expression(.string)))"
        case .string: return "\(name) += \(expression(.string))"
        default: return "\(name) = \(expression(kind))"
        }
    }

    private mutating func switchStatement() -> String {
        if let declared = enums.last, choices.chance(60) {
            var lines = ["switch \(enumValue(declared)) {"]
            for (name, payload) in declared.cases {
                if payload != nil {
                    lines.append("case .\(name)(let payload): print(\"\(name)\", payload)")
                } else {
                    lines.append("case .\(name): print(\"\(name)\")")
                }
            }
            lines.append("}")
            return lines.joined(separator: "\n")
        }
        return """
            switch \(expression(.int)) {
            case 0: print("zero")
            case 1...9: print("small")
            case let x where x < 0: print("negative", x)
            default: print("other")
            }
            """
    }

    private mutating func structDeclaration() -> String {
        let name = fresh("S")
        let fieldCount = 1 + choices.below(3)
        let fields = (0..<fieldCount).map { index in ("f\(index)", choices.pick([Kind.int, .double, .string, .ints])) }
        structs.append((name, fields))
        var lines = ["struct \(name)\(choices.chance(30) ? ": Equatable" : "") {"]
        for (field, kind) in fields { lines.append("  var \(field): \(kind.swiftType)") }
        lines.append("  func total() -> Int { \(fields.contains { $0.1 == .int } ? "f\(fields.firstIndex { $0.1 == .int } ?? 0)" : "0") }")
        if let intField = fields.first(where: { $0.1 == .int }) {
            lines.append("  mutating func bump() { \(intField.0) &+= 1 }")
        }
        lines.append("  var label: String { \"\\(total())\" }")
        lines.append("}")
        let instance = fresh("s")
        let arguments = fields.map { "\($0.0): \(literal($0.1))" }.joined(separator: ", ")
        lines.append("var \(instance) = \(name)(\(arguments))")
        if fields.contains(where: { $0.1 == .int }) { lines.append("\(instance).bump()") }
        lines.append("print(\(instance).label, \(instance))")
        return lines.joined(separator: "\n")
    }

    private mutating func enumDeclaration() -> String {
        let name = fresh("E")
        let caseCount = 1 + choices.below(4)
        let cases: [(String, Kind?)] = (0..<caseCount).map { index in ("k\(index)", choices.chance(40) ? choices.pick([Kind.int, .string]) : nil) }
        enums.append((name, cases))
        let recursive = choices.chance(20)
        var lines = ["\(recursive ? "indirect " : "")enum \(name)\(cases.allSatisfy { $0.1 == nil } ? ": CaseIterable" : "") {"]
        for (caseName, payload) in cases {
            lines.append("  case \(caseName)\(payload.map { "(\($0.swiftType))" } ?? "")")
        }
        if recursive { lines.append("  case link(\(name))") }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private mutating func enumValue(_ declared: (name: String, cases: [(String, Kind?)])) -> String {
        let (caseName, payload) = choices.pick(declared.cases)
        guard let payload else { return "\(declared.name).\(caseName)" }
        return "\(declared.name).\(caseName)(\(literal(payload)))"
    }

    private mutating func classDeclaration() -> String {
        let name = fresh("C")
        classes.append(name)
        let list = fresh("head")
        return """
            final class \(name) {
              var value: Int
              var next: \(name)?
              init(value: Int, next: \(name)? = nil) { self.value = value; self.next = next }
              deinit { if value == \(choices.integer()) { print("deinit", value) } }
              func sum() -> Int { var total = 0; var node: \(name)? = self; while let current = node { total &+= current.value; node = current.next }; return total }
            }
            var \(list): \(name)? = nil
            for i in 0..<\(choices.below(50)) { \(list) = \(name)(value: i, next: \(list)) }
            print(\(list)?.sum() ?? -1)
            \(choices.chance(50) ? "\(list) = nil" : "")
            """
    }

    private mutating func functionDeclaration() -> String {
        let name = fresh("f")
        let parameter = choices.pick([Kind.int, .string, .ints])
        let result = choices.pick([Kind.int, .string, .bool])
        let throwing = choices.chance(30)
        functions.append((name, parameter, result, throwing))
        let body: String
        switch result {
        case .int:
            body = "if depth > 0 && x\(parameter == .int ? " != 0" : ".isEmpty == false") { return \(throwing ? "try " : "")\(name)(x, depth: depth - 1) &+ 1 }\nreturn \(expression(.int))"
        case .string: body = "return \"\\(x)\" + \(expression(.string))"
        default: body = "return \(expression(.bool))"
        }
        var lines = ["func \(name)(_ x: \(parameter.swiftType), depth: Int = \(choices.below(5)))\(throwing ? " throws" : "") -> \(result.swiftType) {"]
        if throwing { lines.append("  if depth == \(choices.below(3)) { throw FuzzError.failed(depth) }") }
        lines.append(body)
        lines.append("}")
        let call = "\(name)(\(literal(parameter)))"
        lines.append(throwing ? "print((try? \(call)) as Any)" : "print(\(call))")
        return (throwing ? errorType() + "\n" : "") + lines.joined(separator: "\n")
    }

    private var declaredErrorType = false

    private mutating func errorType() -> String {
        guard !declaredErrorType else { return "" }
        declaredErrorType = true
        return "enum FuzzError: Error { case failed(Int); case other }"
    }

    private mutating func errorHandling() -> String {
        let thrown = errorType()
        return """
            \(thrown)
            func risky\(counter)(_ n: Int) throws -> Int {
              guard n >= 0 else { throw FuzzError.failed(n) }
              if n == 7 { throw FuzzError.other }
              return n * 2
            }
            do {
              let r = try risky\(counter)(\(expression(.int)))
              print(r)
            } catch FuzzError.failed(let code) {
              print("failed", code)
            } catch {
              print("error", error)
            }
            """
    }

    private mutating func protocolAndExtension() -> String {
        let name = fresh("P")
        guard let target = structs.last?.name ?? classes.last else {
            return "protocol \(name) { func describe() -> String }"
        }
        return """
            protocol \(name) { func describe() -> String }
            extension \(target): \(name) { func describe() -> String { "\(target)" } }
            let described\(counter): [any \(name)] = []
            print(described\(counter).map { $0.describe() })
            """
    }

    private mutating func chart() -> String {
        let name = fresh("g")
        let values = "[" + (0..<choices.below(6)).map { _ in choices.double() }.joined(separator: ", ") + "]"
        switch choices.below(5) {
        case 0:
            return "var \(name) = LineGraph(\(values))\n\(name).title = \(expression(.string))\n\(name).isSmooth = \(choices.chance(50))\n\(name)"
        case 1: return "BarChart(\(values), labels: \(expression(.strings)))"
        case 2: return "PieChart(\(values))"
        case 3: return "ScatterPlot(x: \(values), y: \(values))"
        default: return "\(values).\(choices.pick(["mean", "median", "mode", "standardDeviation", "summary", "variance"]))"
        }
    }

    private mutating func table() -> String {
        let rows = (0..<choices.below(5)).map { _ in "\(choices.pick(["Math", "Art", "\\\"q\\\"", ""])),\(choices.integer())" }
        let text = (["subject,count"] + rows).joined(separator: "\\n")
        let name = fresh("t")
        return """
            let \(name) = try DataFrame(csvText: "\(text)")
            print(\(name).shape.rows)
            \(choices.chance(50) ? "\(name).grouped(by: \"subject\").counts(order: .descending)" : "\(name)")
            """
    }

    // MARK: - Expressions

    mutating func expression(_ kind: Kind) -> String {
        guard depth < 4 else { return literal(kind) }
        depth += 1
        defer { depth -= 1 }
        if choices.chance(30), let name = names[kind]?.randomElementUsing(&choices) { return name }
        switch kind {
        case .int: return intExpression()
        case .double:
            return choices.pick(["\(literal(.double))", "Double(\(expression(.int)))", "\(expression(.ints)).mean",
                                 "(\(expression(.double)) \(choices.pick(["+", "-", "*", "/"])) \(expression(.double)))",
                                 "Double.pi", "\(expression(.double)).rounded()"])
        case .string:
            return choices.pick([literal(.string), "\"\\(\(expression(.int)))-\\(\(expression(.double)))\"",
                                 "\(expression(.string)) + \(expression(.string))", "String(\(expression(.int)))",
                                 "\(expression(.strings)).joined(separator: \", \")", "\(expression(.string)).uppercased()",
                                 "String(repeating: \(literal(.string)), count: \(choices.below(5)))",
                                 "String(format: \"%.\(choices.below(8))f\", \(expression(.double)))"])
        case .bool:
            return choices.pick(["true", "\(expression(.int)) \(choices.pick(["<", "==", ">=", "!="])) \(expression(.int))",
                                 "!\(expression(.bool))", "\(expression(.bool)) && \(expression(.bool))",
                                 "\(expression(.ints)).contains(\(expression(.int)))", "\(expression(.string)).isEmpty",
                                 "\(expression(.optionalInt)) == nil"])
        case .ints:
            return choices.pick(["[" + (0..<choices.below(5)).map { _ in String(choices.integer()) }.joined(separator: ", ") + "]",
                                 "(0..<\(choices.below(12))).map { $0 * \(choices.integer()) }",
                                 "\(expression(.ints)).filter { $0 > \(choices.integer()) }", "\(expression(.ints)).sorted()",
                                 "Array(\(choices.integer() % 5)...\(choices.below(9)))", "\(expression(.ints)).reversed()",
                                 "\(expression(.ints)) + [\(expression(.int))]",
                                 "Array(repeating: \(expression(.int)), count: \(choices.below(6)))"])
        case .optionalInt:
            return choices.pick(["nil", "\(expression(.ints)).first", "Int(\(expression(.string)))",
                                 "[\"a\": \(expression(.int))][\(literal(.string))]", "\(expression(.ints)).max()",
                                 "\(expression(.ints)).firstIndex(of: \(expression(.int)))"])
        case .strings:
            return choices.pick(["[\(literal(.string)), \(literal(.string))]", "\(expression(.ints)).map { \"\\($0)\" }",
                                 "\(expression(.string)).split(separator: \",\").map { String($0) }",
                                 "[\(literal(.string)): 1].keys.sorted()"])
        }
    }

    private mutating func intExpression() -> String {
        var options = [literal(.int), "(\(expression(.int)) \(choices.pick(["+", "-", "*", "/", "%", "&+", "&*"])) \(expression(.int)))",
                       "\(expression(.ints)).count", "\(expression(.string)).count", "\(expression(.optionalInt)) ?? \(choices.integer())",
                       "\(expression(.ints)).reduce(0, &+)", "(\(expression(.bool)) ? \(choices.integer()) : \(choices.integer()))",
                       "Int(\(expression(.double)))", "abs(\(expression(.int)))", "max(\(expression(.int)), \(expression(.int)))"]
        if let function = functions.first(where: { $0.result == .int }) {
            let call = "\(function.name)(\(literal(function.parameter)))"
            options.append(function.throwing ? "((try? \(call)) ?? 0)" : call)
        }
        if let declared = structs.last, let field = declared.fields.first(where: { $0.1 == .int }) {
            options.append("\(declared.name)(\(declared.fields.map { "\($0.0): \(literal($0.1))" }.joined(separator: ", "))).\(field.0)")
        }
        if let declared = enums.last {
            let value = enumValue(declared)
            options.append("{ switch \(value) { case .\(declared.cases[0].0): return 1; default: return 2 } }()")
        }
        if choices.chance(10) { options.append("[1, 2, 3][\(choices.integer())]") }
        if let declared = operators.last { options.append("(\(expression(.int)) \(declared.symbol) \(expression(.int)))") }
        return choices.pick(options)
    }

    mutating func literal(_ kind: Kind) -> String {
        switch kind {
        case .int: return String(choices.integer())
        case .double: return choices.double()
        case .string:
            return choices.pick(["\"\"", "\"abc\"", "\"Math\"", "\"é🙂\"", "\"a\\nb\\t\\\"c\\\"\"", "\"\\u{0}\"", "\"<script>\"", "\"1,2,3\"", "\"42\""])
        case .bool: return choices.chance(50) ? "true" : "false"
        case .ints: return "[" + (0..<choices.below(4)).map { _ in String(choices.integer()) }.joined(separator: ", ") + "]"
        case .optionalInt: return choices.chance(50) ? "nil" : String(choices.integer())
        case .strings: return "[\(literal(.string))]"
        }
    }

    /// A token out of place, to reach the parser's and compiler's errors.
    private mutating func stray() -> String {
        choices.pick(["}", "{", "(", "let", "case .x:", "a + ", "[1, 2", "\"open", "func ()", "0..<", "?? nil", "#if", "@", "`", "\\(", "...",
                      "#endif", "#else", "#elseif", "$", "$0", "$🐶", "#function", "#line", "#error(\"x\")", "#available(",
                      "precedencegroup P {", "infix operator", "@propertyWrapper", "🐶🐮", "\u{200D}"])
    }
}

private extension Array {
    /// An element chosen by the fuzzer's bytes.
    func randomElementUsing(_ choices: inout ByteChoices) -> Element? {
        isEmpty ? nil : self[choices.below(count)]
    }
}
