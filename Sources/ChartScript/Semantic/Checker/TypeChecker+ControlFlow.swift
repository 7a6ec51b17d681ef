extension TypeChecker {
    /// Whether running `statements` certainly never reaches their end: every path returns,
    /// throws, calls a function that never returns, or (when `leavingLoops`) breaks or
    /// continues. Where the pass cannot tell, it answers yes, so a missing `return` is reported
    /// only when it is certain.
    func definitelyExits(_ statements: [Statement], leavingLoops: Bool) -> Bool {
        statements.contains { definitelyExits($0, leavingLoops: leavingLoops) }
    }

    private func definitelyExits(_ statement: Statement, leavingLoops: Bool) -> Bool {
        switch statement.kind {
        case .returnStatement, .throwStatement:
            return true
        case .breakStatement, .continueStatement:
            return leavingLoops
        case .fallthroughStatement:
            return false
        case .expression(let expression):
            return mayNotReturn(expression)
        case let .conditional(branches, otherwise):
            guard let otherwise else { return false }
            return branches.allSatisfy { definitelyExits($0.body, leavingLoops: leavingLoops) } && definitelyExits(otherwise, leavingLoops: leavingLoops)
        case .guardStatement:
            return false
        case .switchStatement(let switchStatement):
            return !switchStatement.cases.isEmpty && switchStatement.cases.allSatisfy { switchCase in
                definitelyExits(switchCase.body, leavingLoops: false) || switchCase.body.last.map { if case .fallthroughStatement = $0.kind { return true } else { return false } } == true
            } && !switchStatement.cases.contains { $0.body.contains { if case .breakStatement(nil) = $0.kind { return true } else { return false } } }
        case let .doCatch(body, clauses, _, _):
            return definitelyExits(body, leavingLoops: leavingLoops) && clauses.allSatisfy { definitelyExits($0.body, leavingLoops: leavingLoops) }
        case let .whileLoop(conditions, body, label):
            // `while true { … }` without a `break` out of it never ends but by leaving the function.
            guard conditions.count == 1, case .expression(let condition) = conditions[0], case .boolean(true) = condition.kind else { return false }
            return !Self.breaks(out: body, label: label)
        case let .repeatWhile(body, condition, label):
            if definitelyExits(body, leavingLoops: false) { return true }
            guard case .boolean(true) = condition.kind else { return false }
            return !Self.breaks(out: body, label: label)
        case .deferStatement, .declaration, .assignment, .forIn, .function, .typeDeclaration, .extensionDeclaration,
             .initializer, .deinitializer, .subscriptDeclaration, .enumCase, .typeAlias, .associatedType, .importDeclaration,
             .operatorDeclaration, .precedenceGroupDeclaration:
            return false
        }
    }

    /// Whether an expression statement may never return: a call of `fatalError`, of a
    /// function declared `-> Never`, or a call the pass cannot type.
    private func mayNotReturn(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind, ["fatalError", "preconditionFailure", "exit", "abort", "dispatchMain"].contains(name) {
                return true
            }
            let typed = quietly { typeOf(expression, expecting: nil) }
            return typed.type.isUnknown || typed.type == .never
        case .tryExpression(_, let inner), .awaitExpression(let inner):
            return mayNotReturn(inner)
        case .statementExpression:
            return true
        default:
            return false
        }
    }

    /// Whether a loop's body has a `break` that leaves the loop (not one inside a nested loop or switch).
    private static func breaks(out body: [Statement], label: String?) -> Bool {
        var found = false
        func scan(_ statements: [Statement], nested: Bool) {
            for statement in statements {
                switch statement.kind {
                case .breakStatement(let target):
                    if target == nil ? !nested : target == label { found = true }
                case let .conditional(branches, otherwise):
                    for branch in branches { scan(branch.body, nested: nested) }
                    if let otherwise { scan(otherwise, nested: nested) }
                case .guardStatement(_, let otherwise): scan(otherwise, nested: nested)
                case .forIn(let loop): scan(loop.body, nested: true)
                case .whileLoop(_, let inner, _), .repeatWhile(let inner, _, _): scan(inner, nested: true)
                case .switchStatement(let switchStatement): for switchCase in switchStatement.cases { scan(switchCase.body, nested: true) }
                case let .doCatch(inner, clauses, _, _):
                    scan(inner, nested: nested)
                    for clause in clauses { scan(clause.body, nested: nested) }
                case .deferStatement(let inner): scan(inner, nested: nested)
                default: break
                }
            }
        }
        scan(body, nested: false)
        return found
    }

    // MARK: Switch

    func checkSwitch(_ switchStatement: SwitchStatement, at location: SourceLocation) {
        let subject = typeOf(switchStatement.subject, expecting: nil).type
        for switchCase in switchStatement.cases {
            blocks.append(Block())
            for pattern in switchCase.patterns { bindPattern(pattern, to: subject) }
            for guardExpression in switchCase.guards.compactMap({ $0 }) { checkCondition(guardExpression) }
            checkStatements(switchCase.body)
            blocks.removeLast()
        }
        if let missing = missingCases(switchStatement.cases, subject: subject) {
            let hint = missing.isEmpty ? "add a 'default' case"
                : "add the missing case\(missing.count == 1 ? "" : "s") \(missing.map { "'.\($0)'" }.joined(separator: ", ")) or a 'default'"
            report("switch must be exhaustive; \(hint)", at: location)
        }
    }

    /// The cases of `subject` the switch certainly misses (empty when only a `default` would
    /// cover them, as for numbers), or `nil` when it covers every value or the pass cannot tell.
    private func missingCases(_ cases: [SwitchCase], subject: SwiftType) -> [String]? {
        var missing: [String] = []
        return isExhaustive(cases, subject: subject, missing: &missing) ? nil : missing
    }

    private func isExhaustive(_ cases: [SwitchCase], subject: SwiftType, missing: inout [String]) -> Bool {
        var patterns: [Pattern] = []
        for switchCase in cases {
            if switchCase.isDefault { return true }
            for (index, pattern) in switchCase.patterns.enumerated() where switchCase.guards.indices.contains(index) ? switchCase.guards[index] == nil : true {
                patterns.append(pattern)
            }
        }
        if patterns.contains(where: Self.isIrrefutable) { return true }
        guard subject.isFullyKnown else { return true }
        if subject == .bool {
            var covered: Set<Bool> = []
            for pattern in patterns {
                guard case .expression(let expression) = pattern else { return true }
                guard case .boolean(let value) = expression.kind else { return true }
                covered.insert(value)
            }
            missing = [true, false].filter { !covered.contains($0) }.map { "\($0)" }
            return covered.count == 2
        }
        if let wrapped = subject.optionalWrapped {
            var hasNone = false, hasSome = false
            for pattern in patterns {
                switch pattern {
                case .enumCase(_, "none", nil): hasNone = true
                case .expression(let expression):
                    if case .nilLiteral = expression.kind { hasNone = true } else { return true }
                case .enumCase(_, "some", let arguments?):
                    if arguments.count == 1, Self.isIrrefutable(arguments[0].pattern) { hasSome = true } else { return true }
                case .optional(let inner):
                    if Self.isIrrefutable(inner) { hasSome = true } else { return true }
                default:
                    return true
                }
            }
            _ = wrapped
            missing = (hasSome ? [] : ["some(_)"]) + (hasNone ? [] : ["none"])
            return hasNone && hasSome
        }
        if let nominal = subject.nominalType, nominal.origin == .standard,
           StandardNominals.isInteger(nominal) || StandardNominals.isFloatingPoint(nominal) || nominal === StandardNominals.string
            || nominal === StandardNominals.character {
            // Values without cases of their own: only a default or a pattern matching anything covers them all.
            return patterns.contains { pattern in
                if case .expression = pattern { return false }
                return true
            }
        }
        if let declared = symbol(of: subject), declared.kind == .enumeration, declared.genericParameters.isEmpty, !declared.cases.isEmpty {
            var covered: Set<String> = []
            for pattern in patterns {
                switch pattern {
                case .enumCase(let type, let name, let arguments):
                    if let type, case .named(let typeName, _) = type, typeName != declared.nominal.simpleName, typeName != "Self" { return true }
                    guard declared.enumCase(name) != nil else { return true }
                    if let arguments, !arguments.allSatisfy({ Self.isIrrefutable($0.pattern) }) { continue }
                    covered.insert(name)
                default:
                    return true
                }
            }
            missing = declared.cases.map(\.name).filter { !covered.contains($0) }
            return missing.isEmpty
        }
        return true
    }

    /// Whether a pattern matches every value (a name, `_`, `let x`, a tuple of those).
    static func isIrrefutable(_ pattern: Pattern) -> Bool {
        switch pattern {
        case .wildcard, .binding: return true
        case .tuple(let elements): return elements.allSatisfy { isIrrefutable($0.pattern) }
        default: return false
        }
    }

    /// Declares the names a pattern binds, typed by what they match in a value of `type`.
    func bindPattern(_ pattern: Pattern, to type: SwiftType) {
        switch pattern {
        case .wildcard, .typeCheck:
            return
        case .binding(let name, let isVariable):
            declareVariable(name, VariableSymbol(type: type, isConstant: !isVariable, kind: .patternBinding))
        case .tuple(let elements):
            let types = type.tupleElements.flatMap { $0.count == elements.count ? $0.map(\.type) : nil }
            for (index, element) in elements.enumerated() { bindPattern(element.pattern, to: types?[index] ?? .unknown) }
        case let .enumCase(_, name, arguments):
            guard let arguments else { return }
            var associated: [ParameterSymbol]?
            if let declared = symbol(of: type.optionalWrapped ?? type), declared.genericParameters.isEmpty {
                associated = declared.enumCase(name)?.associatedValues
            } else if let wrapped = type.optionalWrapped, name == "some" {
                associated = [ParameterSymbol(label: nil, name: "_", type: wrapped)]
            }
            let types = associated.flatMap { $0.count == arguments.count ? $0.map(\.type) : nil }
            if arguments.count == 1, let associated, associated.count > 1 {
                // `case .point(let both)`: the whole tuple.
                bindPattern(arguments[0].pattern, to: .tuple(associated.map { .init(label: $0.label, type: $0.type) }))
                return
            }
            for (index, argument) in arguments.enumerated() { bindPattern(argument.pattern, to: types?[index] ?? .unknown) }
        case .optional(let inner):
            bindPattern(inner, to: type.optionalWrapped ?? .unknown)
        case .cast(let inner, let written):
            bindPattern(inner, to: resolve(written, in: typeScope))
        case .expression(let expression):
            _ = typeOf(expression, expecting: type.isFullyKnown ? type : nil)
        }
    }
}
