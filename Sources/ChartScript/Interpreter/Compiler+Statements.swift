extension Compiler {
    /// Compiles one statement.
    func compileStatement(_ statement: Statement) throws -> Executor {
        let location = statement.location
        switch statement.kind {
        case .expression(let expression):
            let evaluator = try compileExpression(expression)
            return { frame in _ = try evaluator(frame); return .normal }
        case .declaration(let declaration):
            return try compileDeclaration(declaration, at: location)
        case let .assignment(target, operation, value):
            return try compileAssignment(target, operation, value, at: location)
        case let .conditional(branches, otherwise):
            return try compileConditional(branches, otherwise)
        case let .guardStatement(conditions, otherwise):
            return try compileGuard(conditions, otherwise, at: location)
        case .forIn(let loop):
            return try compileForIn(loop, at: location)
        case let .whileLoop(conditions, body, label):
            return try compileWhile(conditions, body, label: label)
        case let .repeatWhile(body, condition, label):
            return try compileRepeatWhile(body, condition, label: label)
        case .switchStatement(let statement):
            return try compileSwitch(statement, at: location)
        case let .doCatch(body, clauses, label, thrownType):
            return try compileDoCatch(body, clauses, label: label, thrownType: thrownType, at: location)
        case .function(let declaration):
            return try compileFunction(declaration)
        case .typeDeclaration(let declaration):
            return try compileTypeDeclaration(declaration, at: location)
        case .extensionDeclaration(let declaration):
            guard typeContext == nil else {
                throw LocatedError(.typeMismatch("declaration is only valid at the top level (not inside a type)"), at: location)
            }
            return try compileExtension(declaration, at: location)
        case .initializer, .deinitializer, .subscriptDeclaration:
            throw LocatedError(.typeMismatch("initializers, deinitializers and subscripts may only be declared within a type"), at: location)
        case .enumCase:
            throw LocatedError(.typeMismatch("enum 'case' is not allowed outside of an enum"), at: location)
        case .associatedType:
            throw LocatedError(.typeMismatch("associated types can only be declared in a protocol"), at: location)
        case let .typeAlias(name, type):
            runtime.types.typeAliases[name] = type
            return { _ in .normal }
        case .importDeclaration(let module):
            guard Self.importableModules.contains(module) || module.hasPrefix("Foundation") else {
                throw LocatedError(.typeMismatch("no such module '\(module)'"), at: location)
            }
            return { _ in .normal }
        case let .precedenceGroupDeclaration(name, group):
            runtime.types.declaredPrecedenceGroups[name] = group
            return { _ in .normal }
        case .operatorDeclaration(let declaration):
            let group = declaration.precedenceGroup.flatMap { name in
                Precedence.ofGroup(name).map { Parser.PrecedenceGroup(precedence: $0.precedence, isRightAssociative: $0.isRightAssociative) }
                    ?? runtime.types.declaredPrecedenceGroups[name]
            }
            runtime.types.declaredOperators[declaration.symbol] = Parser.OperatorInfo(
                fixity: declaration.fixity, precedence: group?.precedence ?? Precedence.defaultGroup,
                isRightAssociative: group?.isRightAssociative ?? false)
            return { _ in .normal }
        case .returnStatement(let expression):
            return try compileReturn(expression, at: location)
        case .throwStatement(let expression):
            return try compileThrow(expression, at: location)
        case .deferStatement:
            throw LocatedError(.unsupported(construct: "'defer' here"), at: location)
        case .breakStatement(let label):
            let targets = scope.allBreakTargets
            if let label {
                guard targets.contains(where: { $0.label == label }) else { throw LocatedError(.unknownName(label, suggestions: targets.compactMap(\.label)), at: location) }
            } else if targets.isEmpty {
                throw LocatedError(.typeMismatch("'break' is only allowed inside a loop, if, do, or switch"), at: location)
            }
            return { _ in .breakLoop(label) }
        case .continueStatement(let label):
            let loops = scope.allBreakTargets.filter(\.isLoop)
            if let label {
                guard loops.contains(where: { $0.label == label }) else { throw LocatedError(.unknownName(label, suggestions: loops.compactMap(\.label)), at: location) }
            } else if loops.isEmpty {
                throw LocatedError(.typeMismatch("'continue' is only allowed inside a loop"), at: location)
            }
            return { _ in .continueLoop(label) }
        case .fallthroughStatement:
            return { _ in .fallthroughCase }
        }
    }

    /// Modules a cell may import: everything is already available, so importing is a no-op.
    static let importableModules: Set<String> = ["Foundation", "Swift", "Glibc", "ChartCore", "ChartData", "ChartNotebook", "Dispatch", "_Concurrency",
                                                 "TabularData", "Charts", "SwiftUI"]

    private func compileReturn(_ expression: Expression?, at location: SourceLocation) throws -> Executor {
        guard scope.allowsReturn || scope.anonymousArgumentOwner.scope.allowsReturn else {
            throw LocatedError(.typeMismatch("'return' is only allowed inside a function or closure"), at: location)
        }
        guard let expression else { return { _ in .returned(.void) } }
        if case .nilLiteral = expression.kind, let initializer = initializerContext {
            guard initializer.isFailable else {
                throw LocatedError(.typeMismatch("'nil' is the only return value permitted in a failable initializer ('init?'); this initializer is not failable"), at: location)
            }
            return { _ in .returned(.null) }
        }
        let evaluator = try compileExpression(expression)
        if let returnType = scope.anonymousArgumentOwner.scope.returnType,
           let convert = Coercion.converter(for: returnType, runtime: runtime, unconstrained: genericNamesInScope) {
            return { frame in
                do { return .returned(try convert(try evaluator(frame))) } catch { throw error.located(at: location) }
            }
        }
        return { frame in .returned(try evaluator(frame)) }
    }

    /// Compiles `let`/`var` with their bindings (names, `_`, tuples), converting values to
    /// the annotated or inferred type.
    func compileDeclaration(_ declaration: Declaration, at location: SourceLocation) throws -> Executor {
        var executors: [ExecutorStep] = []
        if declaration.propertyWrapperName != nil || declaration.bindings.contains(where: { $0.accessors != nil }) {
            return try compileAccessorVariable(declaration, at: location)
        }
        for binding in declaration.bindings {
            if declaration.modifiers.contains("weak") || declaration.modifiers.contains("unowned") {
                // Outside a type, `weak` only affects when an object is freed; the value is kept as written.
            }
            executors.append(ExecutorStep(run: try compileBinding(binding, isConstant: declaration.isConstant)))
        }
        if executors.count == 1 { return executors[0].run }
        return { frame in
            for executor in executors { _ = try executor.run(frame) }
            return .normal
        }
    }

    private func compileBinding(_ binding: PatternBinding, isConstant: Bool) throws -> Executor {
        let location = binding.location
        let runtime = self.runtime
        // The value is compiled before the name exists, so `let x = x + 1` reads the old x.
        let value = try binding.value.map { expression -> Evaluator in
            if binding.type == .array(.name("Any")), case .array(let elements) = expression.kind {
                // `let things: [Any] = [4, 2.5]`: each element keeps its own type.
                let compiled = try elements.map(compileExpression)
                return boxingCharactersHeldAsAny({ frame in .array(ArrayValue(keeping: try compiled.map { try $0(frame) })) }, of: expression, as: binding.type)
            }
            let qualified = Self.qualifyingImplicitMemberCalls(expression, of: binding.type)
            return boxingCharactersHeldAsAny(try compileExpression(binding.type?.isOptional == false ? implicitlyUnwrapped(Self.qualifyingImplicitMember(qualified, of: binding.type)) : qualified),
                                             of: expression, as: binding.type)
        }
        switch binding.pattern {
        case .binding(let name, _):
            if let written = binding.type { noteApproximatedTypes(written) }
            let type = binding.type ?? binding.value.flatMap(staticType(of:))
            // A `let` without a value is given one later, exactly once (checked when it is assigned).
            let store = try declare(name, isConstant: isConstant && value != nil, type: type, at: location)
            if isConstant && value == nil { deferredConstants.insert(name) }
            guard let value else {
                if binding.type?.isOptional == true && !isConstant { return { frame in store(frame, .null); return .normal } }
                return { frame in store(frame, .void); return .normal }
            }
            if let type, binding.type != nil || Self.needsConversion(type) {
                return { frame in
                    do { store(frame, try Coercion.coerce(try value(frame), to: type, runtime: runtime)) } catch { throw error.located(at: location) }
                    return .normal
                }
            }
            return { frame in
                var result = try value(frame)
                if case .implicitMember(let member) = result {
                    runtime.note("Swift needs the type for '.\(member)' here: write it in full (Color.\(member)) or annotate the variable", at: location)
                    do { result = try Coercion.resolveImplicitMember(member) } catch { throw error.located(at: location) }
                }
                store(frame, result)
                return .normal
            }
        case .wildcard:
            guard let value else { return { _ in .normal } }
            return { frame in _ = try value(frame); return .normal }
        default:
            guard let value else { throw LocatedError(.syntax(expected: "'=' and a value to destructure", found: "none", atEnd: false), at: location) }
            let names = binding.pattern.boundNames
            var stores: [String: (Frame, Value) -> Void] = [:]
            for name in names { stores[name] = try declare(name, isConstant: isConstant, at: location) }
            let destructure = try compileDestructuring(binding.pattern, type: binding.type, at: location)
            return { frame in
                let result = try value(frame)
                var bound: [String: Value] = [:]
                do { try destructure(result, &bound) } catch { throw error.located(at: location) }
                for (name, element) in bound { stores[name]?(frame, element) }
                return .normal
            }
        }
    }

    /// Implicit member calls under a written type, qualified by it as Swift's type checker
    /// resolves them: `let p: Point = .init(x: 1)` is `Point(x: 1)`, `let data: [Point] =
    /// [.init(x: 1), .origin(at: 2)]` calls `Point(x:)` and `Point.origin(at:)`, inside arrays,
    /// dictionaries' values and optionals.
    static func qualifyingImplicitMemberCalls(_ expression: Expression, of type: TypeRef?) -> Expression {
        guard let type else { return expression }
        switch (type, expression.kind) {
        case let (.optional(wrapped), _), let (.unwrapped(wrapped), _):
            // `.some(5)` under `Int?` is Optional's own case.
            if case .call(let callee, _) = expression.kind, case .implicitMember("some") = callee.kind { return expression }
            return qualifyingImplicitMemberCalls(expression, of: wrapped)
        case let (.array(element), .array(elements)):
            return Expression(kind: .array(elements.map { qualifyingImplicitMemberCalls($0, of: element) }), location: expression.location)
        case let (.dictionary(_, valueType), .dictionary(pairs)):
            return Expression(kind: .dictionary(pairs.map { ($0.key, qualifyingImplicitMemberCalls($0.value, of: valueType)) }), location: expression.location)
        case let (.named(name, arguments), .call(callee, callArguments)):
            guard case .implicitMember(let member) = callee.kind, !name.isEmpty, name != "Any", name != "Self" else { return expression }
            let base = arguments.isEmpty ? Expression(kind: .identifier(name), location: callee.location)
                : Expression(kind: .specialized(Expression(kind: .identifier(name), location: callee.location), arguments), location: callee.location)
            let qualified = member == "init" ? base : Expression(kind: .member(base, member), location: callee.location)
            return Expression(kind: .call(qualified, callArguments), location: expression.location)
        default:
            return expression
        }
    }

    /// `-.infinity` under a written type, as `-Double.infinity` (the sign is applied before
    /// the declaration's type could resolve the member).
    static func qualifyingImplicitMember(_ expression: Expression, of type: TypeRef?) -> Expression {
        guard case .named(let typeName, [])? = type, case let .prefix(symbol, operand) = expression.kind,
              case .implicitMember(let name) = operand.kind else { return expression }
        let member = Expression(kind: .member(Expression(kind: .identifier(typeName), location: operand.location), name), location: operand.location)
        return Expression(kind: .prefix(symbol, member), location: expression.location)
    }

    /// Whether values stored under `type` may need converting (so declarations convert them).
    static func needsConversion(_ type: TypeRef) -> Bool {
        switch type {
        case .named: return ScalarType(type).map { $0 == .double || $0 == .float } ?? false
        case .optional, .unwrapped: return true
        case .array(let element): return needsConversion(element)
        default: return false
        }
    }

    /// Splits a tuple value along a tuple pattern (`let (a, (b, _)) = value`).
    private func compileDestructuring(_ pattern: Pattern, type: TypeRef?, at location: SourceLocation) throws -> (Value, inout [String: Value]) throws -> Void {
        switch pattern {
        case .binding(let name, _):
            let runtime = self.runtime
            return { value, bound in bound[name] = try type.map { try Coercion.coerce(value, to: $0, runtime: runtime) } ?? value }
        case .wildcard:
            return { _, _ in }
        case .tuple(let elements):
            var elementTypes: [TypeRef?] = elements.map { _ in nil }
            if case .tuple(let written)? = type, written.count == elements.count { elementTypes = written.map(\.type) }
            let parts = try zip(elements, elementTypes).map { try compileDestructuring($0.pattern, type: $1, at: location) }
            return { value, bound in
                guard case .tuple(let tuple) = value, tuple.values.count == parts.count else {
                    throw ScriptError.typeMismatch("cannot split a value of type '\(value.typeName)' into \(parts.count) names")
                }
                for (part, element) in zip(parts, tuple.values) { try part(element, &bound) }
            }
        default:
            throw LocatedError(.syntax(expected: "names, '_' or a tuple of them", found: "a pattern", atEnd: false), at: location)
        }
    }

    private func compileConditional(_ branches: [ConditionalBranch], _ otherwise: [Statement]?) throws -> Executor {
        var tests: [ConditionStep] = []
        var bodies: [ExecutorStep] = []
        for branch in branches {
            // Names bound by the conditions live in a block around the body.
            scope.blocks.append([:])
            tests.append(ConditionStep(run: try compileConditions(branch.conditions)))
            let body = try compileBlock(branch.body)
            bodies.append(ExecutorStep(run: releasingLocals(scope.blocks.last ?? [:], after: body)))
            scope.blocks.removeLast()
        }
        // Not `otherwise.map`: a closure returned through a generic function is called through thunks.
        var fallback: Executor = { _ in .normal }
        if let otherwise { fallback = try compileBlock(otherwise) }
        if tests.count == 1 {
            let test = tests[0].run, body = bodies[0].run
            return { frame in
                if try test(frame) { return try body(frame) }
                return try fallback(frame)
            }
        }
        return { frame in
            for (test, body) in zip(tests, bodies) where try test.run(frame) { return try body.run(frame) }
            return try fallback(frame)
        }
    }

    /// `guard conditions else { … }`: the else block must leave the scope; names bound by the
    /// conditions stay visible after the guard.
    private func compileGuard(_ conditions: [Condition], _ otherwise: [Statement], at location: SourceLocation) throws -> Executor {
        let test = try compileConditions(conditions)
        let fallback = try compileBlock(otherwise)
        guard let last = otherwise.last, Self.leavesScope(last) else {
            throw LocatedError(.typeMismatch("'guard' body must not fall through; end it with 'return', 'throw', 'break' or 'continue'"), at: location)
        }
        return { frame in
            if try test(frame) { return .normal }
            let flow = try fallback(frame)
            if case .normal = flow {
                throw LocatedError(.trap("'guard' body fell through"), at: location)
            }
            return flow
        }
    }

    /// Whether a statement always leaves its scope (return, throw, break, continue, a call to fatalError).
    static func leavesScope(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .returnStatement, .throwStatement, .breakStatement, .continueStatement: return true
        case .expression(let expression):
            if case .call(let callee, _) = expression.kind, case .identifier(let name) = callee.kind {
                return ["fatalError", "preconditionFailure", "exit"].contains(name)
            }
            return false
        case let .conditional(branches, otherwise):
            guard let otherwise, let last = otherwise.last, leavesScope(last) else { return false }
            return branches.allSatisfy { $0.body.last.map(leavesScope) ?? false }
        default: return false
        }
    }
}

extension Compiler {
    /// Number types cells compute with as another type, with their Swift differences.
    static let approximatedTypes: [String: String] = [
        "CGFloat": "Double",
    ]

    /// Writes a note when a written type names a number type the cell computes with as Int or Double.
    func noteApproximatedTypes(_ type: TypeRef) {
        noteImportedTypes(type)
        for name in type.mentionedNames {
            guard let meaning = Self.approximatedTypes[name] else { continue }
            runtime.note("'\(name)' is computed as \(meaning)", at: nil)
        }
    }
}
