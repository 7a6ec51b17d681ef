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

    mutating func declare(_ names: [String], insideFunction: Bool) {
        if !insideFunction { declared.formUnion(names) }
    }

    mutating func visit(_ statement: Statement, insideFunction: Bool) {
        switch statement.kind {
        case .expression(let expression), .throwStatement(let expression):
            visit(expression, insideFunction: insideFunction)
        case .returnStatement(let value):
            if let value { visit(value, insideFunction: insideFunction) }
        case .declaration(let declaration):
            for binding in declaration.bindings {
                declare(binding.pattern.boundNames, insideFunction: insideFunction)
                if let value = binding.value { visit(value, insideFunction: insideFunction) }
            }
        case let .assignment(target, _, value):
            visit(target, insideFunction: insideFunction)
            visit(value, insideFunction: insideFunction)
        case let .conditional(branches, otherwise):
            for branch in branches {
                visit(branch.conditions, insideFunction: insideFunction)
                visit(branch.body, insideFunction: insideFunction)
            }
            if let otherwise { visit(otherwise, insideFunction: insideFunction) }
        case let .guardStatement(conditions, otherwise):
            visit(conditions, insideFunction: insideFunction)
            visit(otherwise, insideFunction: insideFunction)
        case .forIn(let loop):
            declare(loop.pattern.boundNames, insideFunction: insideFunction)
            visit(loop.sequence, insideFunction: insideFunction)
            if let condition = loop.whereClause { visit(condition, insideFunction: insideFunction) }
            visit(loop.body, insideFunction: insideFunction)
        case let .whileLoop(conditions, body, _):
            visit(conditions, insideFunction: insideFunction)
            visit(body, insideFunction: insideFunction)
        case let .repeatWhile(body, condition, _):
            visit(body, insideFunction: insideFunction)
            visit(condition, insideFunction: insideFunction)
        case .switchStatement(let statement):
            visit(statement.subject, insideFunction: insideFunction)
            for switchCase in statement.cases {
                for pattern in switchCase.patterns { visit(pattern, insideFunction: insideFunction) }
                for condition in switchCase.guards.compactMap({ $0 }) { visit(condition, insideFunction: insideFunction) }
                visit(switchCase.body, insideFunction: insideFunction)
            }
        case let .doCatch(body, clauses, _, _):
            visit(body, insideFunction: insideFunction)
            for clause in clauses {
                if clause.patterns.isEmpty { declare(["error"], insideFunction: insideFunction) }
                for pattern in clause.patterns { visit(pattern, insideFunction: insideFunction) }
                for condition in clause.guards.compactMap({ $0 }) { visit(condition, insideFunction: insideFunction) }
                visit(clause.body, insideFunction: insideFunction)
            }
        case .deferStatement(let body):
            visit(body, insideFunction: insideFunction)
        case .function(let function):
            declare([function.name], insideFunction: insideFunction)
            for parameter in function.parameters {
                if let value = parameter.defaultValue { visit(value, insideFunction: true) }
            }
            visit(function.body ?? [], insideFunction: true)
        case .typeDeclaration, .extensionDeclaration, .initializer, .deinitializer, .subscriptDeclaration, .enumCase,
             .typeAlias, .associatedType, .importDeclaration, .operatorDeclaration, .precedenceGroupDeclaration, .breakStatement, .continueStatement,
             .fallthroughStatement:
            break
        }
    }

    mutating func visit(_ conditions: [Condition], insideFunction: Bool) {
        for condition in conditions {
            switch condition {
            case .expression(let expression): visit(expression, insideFunction: insideFunction)
            case let .optionalBinding(name, _, value, _):
                declare([name], insideFunction: insideFunction)
                visit(value, insideFunction: insideFunction)
            case let .patternMatch(pattern, value, _):
                visit(pattern, insideFunction: insideFunction)
                visit(value, insideFunction: insideFunction)
            }
        }
    }

    mutating func visit(_ pattern: Pattern, insideFunction: Bool) {
        declare(pattern.boundNames, insideFunction: insideFunction)
        if case .expression(let expression) = pattern { visit(expression, insideFunction: insideFunction) }
    }

    mutating func visit(_ expression: Expression, insideFunction: Bool) {
        switch expression.kind {
        case .integer, .double, .boolean, .nilLiteral, .closureArgument, .implicitMember, .operatorReference, .superExpression,
             .keyPath, .typeExpression:
            break
        case .selfExpression:
            if insideFunction { referencedInsideFunctions.insert("self") }
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
        case .member(let base, _), .prefix(_, let base), .postfix(_, let base), .forceUnwrap(let base), .optionalChain(let base),
             .optionalEvaluation(let base), .tryExpression(_, let base), .awaitExpression(let base), .cast(let base, _, _),
             .typeCheck(let base, _), .inoutArgument(let base), .specialized(let base, _):
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
            for capture in literal.captures { if let value = capture.value { visit(value, insideFunction: insideFunction) } }
            visit(literal.body, insideFunction: true)
        case .tuple(let arguments):
            for argument in arguments { visit(argument.value, insideFunction: insideFunction) }
        case .statementExpression(let statement):
            visit(statement, insideFunction: insideFunction)
        }
    }
}
