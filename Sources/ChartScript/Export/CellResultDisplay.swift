/// A cell's result in an exported program: the kernel shows the value of a cell's last bare
/// expression below the cell, so the program shows it with `display(…)`.
///
/// `graph` as a cell's last line becomes `display(graph)`; `try frame.selecting(columnNames: "x")` becomes
/// `try display(frame.selecting(columnNames: "x"))`. Calls that give nothing (`print`, `interactive`,
/// `values.append(4)`, a `func` of the notebook without a result type) are left alone, as
/// the kernel shows nothing for them. A cell that does not parse is left as it is.
struct CellResultDisplay {
    /// Names of free functions that return nothing (`print`, `display`, `interactive`, …).
    var voidFunctions: Set<String>
    /// Names of methods that return nothing on every type that has them (`append`, `addSeries`).
    var voidMethods: Set<String>

    /// The built-in names from the binding table, plus the notebook's own functions declared
    /// without a result type.
    init(userVoidFunctions: Set<String> = []) {
        let table = BindingTable.shared
        func returnsNothing(_ overloads: [FunctionBinding]) -> Bool {
            overloads.allSatisfy { Self.signatureReturnsNothing($0.documentation.signature) }
        }
        voidFunctions = Set(table.functions.filter { returnsNothing($0.value) }.keys).union(userVoidFunctions)
        var methods: [String: [FunctionBinding]] = [:]
        for type in table.types.values {
            for (name, overloads) in type.methods { methods[name, default: []] += overloads }
        }
        voidMethods = Set(methods.filter { returnsNothing($0.value) }.keys)
    }

    /// Whether a documented signature such as `func interactive(_ chart: DrawableChart, onTouch:
    /// ((Int) -> Void)? = nil)` has no `->` after its parameter list.
    static func signatureReturnsNothing(_ signature: String) -> Bool {
        guard signature.contains("(") else { return !signature.contains("->") }
        guard let rest = SignatureText.afterParameters(signature) else { return false }
        return !rest.contains("->")
    }

    /// The names of functions declared in `cells` without a result type.
    static func voidFunctions(declaredIn cells: [String]) -> Set<String> {
        var names = Set<String>()
        for cell in cells {
            guard let statements = try? Parser.parse(cell) else { continue }
            for statement in statements {
                if case .function(let declaration) = statement.kind, declaration.returnType == nil {
                    names.insert(declaration.name)
                }
            }
        }
        return names
    }

    /// `cell` with its last bare expression, if it has a value, wrapped in `display(…)`.
    func displayingResult(of cell: String) -> String {
        guard let statements = try? Parser.parse(cell), let last = statements.last,
              case .expression(let expression) = last.kind, !returnsNothing(expression),
              let tokens = try? Lexer.tokens(of: cell),
              let end = tokens.last(where: { $0.kind != .end })?.end.offset else {
            return cell
        }
        let scalars = Array(cell.unicodeScalars)
        let start = last.location.offset
        guard start < end, end <= scalars.count else { return cell }
        func text(_ range: Range<Int>) -> String {
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[range])
            return String(result)
        }
        var expressionText = text(start..<end)
        var prefix = "display("
        if expressionText.hasPrefix("try ") {
            expressionText.removeFirst(4)
            prefix = "try display("
        }
        return text(0..<start) + prefix + expressionText + ")" + text(end..<scalars.count)
    }

    /// Whether the expression is a call the kernel shows nothing for.
    private func returnsNothing(_ expression: Expression) -> Bool {
        if case .tryExpression(_, let inner) = expression.kind { return returnsNothing(inner) }
        guard case .call(let callee, _) = expression.kind else { return false }
        switch callee.kind {
        case .identifier(let name): return voidFunctions.contains(name)
        case .member(_, let name): return voidMethods.contains(name)
        default: return false
        }
    }
}
