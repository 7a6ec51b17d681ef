/// Visits every expression in statements, in source order, for checks that look for a use
/// (`self` inside a closure); `declaring` sees each name a declaration or pattern binds.
enum SyntaxWalk {
    static func visit(_ statements: [Statement], _ visitor: (Expression) -> Void, declaring: (String) -> Void) {
        for statement in statements { visit(statement, visitor, declaring: declaring) }
    }

    static func visit(_ statement: Statement, _ visitor: (Expression) -> Void, declaring: (String) -> Void) {
        func walk(_ expression: Expression?) { if let expression { visit(expression, visitor, declaring: declaring) } }
        func block(_ statements: [Statement]) { visit(statements, visitor, declaring: declaring) }
        func conditions(_ list: [Condition]) {
            for condition in list {
                switch condition {
                case .expression(let expression): walk(expression)
                case let .optionalBinding(name, _, value, _):
                    walk(value)
                    declaring(name)
                case let .patternMatch(pattern, value, _):
                    walk(value)
                    pattern.boundNames.forEach(declaring)
                }
            }
        }
        switch statement.kind {
        case .expression(let expression): walk(expression)
        case .declaration(let declaration):
            for binding in declaration.bindings {
                walk(binding.value)
                binding.pattern.boundNames.forEach(declaring)
                switch binding.accessors {
                case let .computed(getter, setter)?:
                    block(getter)
                    if let setter { block(setter.body) }
                case let .observed(willSet, didSet)?:
                    if let willSet { block(willSet.body) }
                    if let didSet { block(didSet.body) }
                default: break
                }
            }
        case let .assignment(target, _, value):
            walk(target)
            walk(value)
        case let .conditional(branches, otherwise):
            for branch in branches {
                conditions(branch.conditions)
                block(branch.body)
            }
            if let otherwise { block(otherwise) }
        case let .guardStatement(list, otherwise):
            conditions(list)
            block(otherwise)
        case .forIn(let loop):
            walk(loop.sequence)
            loop.pattern.boundNames.forEach(declaring)
            walk(loop.whereClause)
            block(loop.body)
        case let .whileLoop(list, body, _):
            conditions(list)
            block(body)
        case let .repeatWhile(body, condition, _):
            block(body)
            walk(condition)
        case .switchStatement(let switchStatement):
            walk(switchStatement.subject)
            for switchCase in switchStatement.cases {
                switchCase.patterns.flatMap(\.boundNames).forEach(declaring)
                switchCase.guards.forEach(walk)
                block(switchCase.body)
            }
        case let .doCatch(body, clauses, _, _):
            block(body)
            for clause in clauses {
                declaring("error")
                clause.patterns.flatMap(\.boundNames).forEach(declaring)
                block(clause.body)
            }
        case .function(let function):
            declaring(function.name)
            function.parameters.map(\.name).forEach(declaring)
            if let body = function.body { block(body) }
        case .returnStatement(let value): walk(value)
        case .throwStatement(let value): walk(value)
        case .deferStatement(let body): block(body)
        default: break
        }
    }

    static func visit(_ expression: Expression, _ visitor: (Expression) -> Void, declaring: (String) -> Void) {
        visitor(expression)
        func walk(_ inner: Expression) { visit(inner, visitor, declaring: declaring) }
        switch expression.kind {
        case .string(let parts):
            for case .expression(let inner) in parts { walk(inner) }
        case .array(let elements): elements.forEach(walk)
        case .dictionary(let pairs):
            for pair in pairs {
                walk(pair.key)
                walk(pair.value)
            }
        case .member(let base, _), .prefix(_, let base), .postfix(_, let base), .forceUnwrap(let base), .optionalChain(let base),
             .optionalEvaluation(let base), .tryExpression(_, let base), .awaitExpression(let base), .cast(let base, _, _),
             .typeCheck(let base, _), .inoutArgument(let base), .specialized(let base, _):
            walk(base)
        case let .call(callee, arguments), let .subscripted(callee, arguments):
            walk(callee)
            for argument in arguments { walk(argument.value) }
        case let .binary(_, left, right):
            walk(left)
            walk(right)
        case let .ternary(condition, then, otherwise):
            walk(condition)
            walk(then)
            walk(otherwise)
        case .closure(let closure):
            closure.parameters?.map(\.name).forEach(declaring)
            visit(closure.body, visitor, declaring: declaring)
        case .tuple(let arguments):
            for argument in arguments { walk(argument.value) }
        case .statementExpression(let statement):
            visit(statement, visitor, declaring: declaring)
        default:
            break
        }
    }
}
