/// Finds out, before a loop body is compiled, whether a closure or function written inside it
/// may capture a variable that belongs to one iteration.
///
/// Swift gives every iteration its own loop variable and its own body variables, so such a
/// body needs a fresh frame per iteration; a body without such captures (the common case)
/// runs in the enclosing frame at no extra cost. The check is by name and errs on the side of
/// a fresh frame: a closure parameter that shadows a body variable still counts as a capture.
enum CaptureAnalysis {
    /// Whether a closure or function inside `body` refers to a name that `body` declares or
    /// that the loop itself binds (`loopNames`, such as `i` in `for i in …`).
    static func capturesIterationVariables(in body: [Statement], loopNames: [String]) -> Bool {
        var names = NameCollector()
        names.declared.formUnion(loopNames)
        names.visit(body, insideFunction: false)
        return !names.declared.isDisjoint(with: names.referencedInsideFunctions)
    }
}

/// Walks statements, collecting the names declared outside any closure or function and the
/// names referred to inside closures and functions.
private struct NameCollector {
    var declared: Set<String> = []
    var referencedInsideFunctions: Set<String> = []

    mutating func visit(_ statements: [Statement], insideFunction: Bool) {
        for statement in statements { visit(statement, insideFunction: insideFunction) }
    }

    mutating func visit(_ statement: Statement, insideFunction: Bool) {
        switch statement.kind {
        case .expression(let expression):
            visit(expression, insideFunction: insideFunction)
        case .declaration(let declaration):
            if !insideFunction { declared.insert(declaration.name) }
            if let value = declaration.value { visit(value, insideFunction: insideFunction) }
        case let .assignment(target, _, value):
            visit(target, insideFunction: insideFunction)
            visit(value, insideFunction: insideFunction)
        case let .conditional(branches, otherwise):
            for branch in branches {
                if let binding = branch.binding, !insideFunction { declared.insert(binding) }
                visit(branch.condition, insideFunction: insideFunction)
                visit(branch.body, insideFunction: insideFunction)
            }
            if let otherwise { visit(otherwise, insideFunction: insideFunction) }
        case let .forIn(pattern, sequence, body):
            if !insideFunction { declared.formUnion(pattern.boundNames) }
            visit(sequence, insideFunction: insideFunction)
            visit(body, insideFunction: insideFunction)
        case let .whileLoop(condition, body):
            visit(condition, insideFunction: insideFunction)
            visit(body, insideFunction: insideFunction)
        case .function(let function):
            if !insideFunction { declared.insert(function.name) }
            for parameter in function.parameters {
                if let value = parameter.defaultValue { visit(value, insideFunction: true) }
            }
            visit(function.body, insideFunction: true)
        case .returnStatement(let value):
            if let value { visit(value, insideFunction: insideFunction) }
        case .breakStatement, .continueStatement:
            break
        }
    }

    mutating func visit(_ expression: Expression, insideFunction: Bool) {
        switch expression.kind {
        case .integer, .double, .boolean, .nilLiteral, .closureArgument, .implicitMember, .operatorReference:
            break
        case .identifier(let name):
            if insideFunction { referencedInsideFunctions.insert(name) }
        case .string(let parts):
            for case .expression(let part) in parts { visit(part, insideFunction: insideFunction) }
        case .array(let elements):
            for element in elements { visit(element, insideFunction: insideFunction) }
        case .dictionary(let pairs):
            for pair in pairs {
                visit(pair.key, insideFunction: insideFunction)
                visit(pair.value, insideFunction: insideFunction)
            }
        case .member(let base, _), .prefix(_, let base), .forceUnwrap(let base):
            visit(base, insideFunction: insideFunction)
        case let .call(base, arguments), let .subscripted(base, arguments):
            visit(base, insideFunction: insideFunction)
            for argument in arguments { visit(argument.value, insideFunction: insideFunction) }
        case let .binary(_, left, right):
            visit(left, insideFunction: insideFunction)
            visit(right, insideFunction: insideFunction)
        case let .ternary(condition, then, otherwise):
            visit(condition, insideFunction: insideFunction)
            visit(then, insideFunction: insideFunction)
            visit(otherwise, insideFunction: insideFunction)
        case .closure(let literal):
            visit(literal.body, insideFunction: true)
        case .tuple(let arguments):
            for argument in arguments { visit(argument.value, insideFunction: insideFunction) }
        }
    }
}

extension LoopPattern {
    /// The names the pattern binds for each element.
    var boundNames: [String] {
        switch self {
        case .name(let name): return [name]
        case .wildcard: return []
        case .tuple(let names): return names.compactMap { $0 }
        }
    }
}
