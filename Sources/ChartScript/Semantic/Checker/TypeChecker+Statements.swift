extension TypeChecker {
    /// Checks statements in the current block (the caller made it); local functions are
    /// declared first, and names of local types stand for unknown types.
    func checkStatements(_ statements: [Statement], isCellTop: Bool = false) {
        if !isCellTop {
            declareFunctions(in: statements, global: false)
            guard statements.contains(where: \.isHoisted) else {
                for statement in statements { checkStatement(statement, isCellTop: isCellTop) }
                return
            }
            let localTypes = statements.compactMap { statement -> String? in
                if case .typeDeclaration(let declaration) = statement.kind { return declaration.name }
                if case .typeAlias(let name, _) = statement.kind { return name }
                return nil
            }
            if !localTypes.isEmpty {
                let scope = TypeScope(parent: typeScope)
                scope.opaqueNames.formUnion(localTypes)
                typeScope = scope
                for name in localTypes { blocks[blocks.count - 1].variables[name] = .unknown }
            }
        }
        for statement in statements { checkStatement(statement, isCellTop: isCellTop) }
    }

    /// Checks statements in a new block; `names` are declared in it first.
    func checkBlock(_ statements: [Statement], declaring names: [(String, VariableSymbol)] = []) {
        blocks.append(Block())
        let savedScope = typeScope
        defer {
            blocks.removeLast()
            typeScope = savedScope
        }
        for (name, symbol) in names { declareVariable(name, symbol) }
        checkStatements(statements)
    }

    func checkStatement(_ statement: Statement, isCellTop: Bool = false) {
        if let modifiers = Self.declarationModifiers(statement) { checkObjectiveC(modifiers, at: statement.location) }
        switch statement.kind {
        case .expression(let expression):
            _ = typeOf(expression, expecting: nil)
        case .declaration(let declaration):
            checkDeclaration(declaration, at: statement.location)
        case let .assignment(target, symbol, value):
            checkAssignment(target: target, operator: symbol, value: value, at: statement.location)
        case let .conditional(branches, otherwise):
            for branch in branches {
                blocks.append(Block())
                checkConditions(branch.conditions)
                checkStatements(branch.body)
                blocks.removeLast()
            }
            if let otherwise { checkBlock(otherwise) }
        case let .guardStatement(conditions, otherwise):
            // The names a guard binds stay in scope after it; its body does not see them.
            blocks.append(Block())
            checkConditions(conditions)
            let bound = blocks.removeLast().variables
            checkBlock(otherwise)
            for (name, symbol) in bound { declareVariable(name, symbol) }
            if !definitelyExits(otherwise, leavingLoops: true) {
                report("'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
                       at: blockEnds[statement.location.offset] ?? statement.location)
            }
        case .forIn(let loop):
            checkLoop(loop)
        case let .whileLoop(conditions, body, _):
            blocks.append(Block())
            checkConditions(conditions)
            checkStatements(body)
            blocks.removeLast()
        case let .repeatWhile(body, condition, _):
            checkBlock(body)
            checkCondition(condition)
        case .switchStatement(let switchStatement):
            checkSwitch(switchStatement, at: statement.location)
        case let .doCatch(body, clauses, _, _):
            let catchesEverything = clauses.contains(where: \.catchesEverything)
            currentFunction.doDepth += 1
            if catchesEverything { currentFunction.catchingDepth += 1 }
            checkBlock(body)
            if catchesEverything { currentFunction.catchingDepth -= 1 }
            currentFunction.doDepth -= 1
            for clause in clauses {
                var names: [(String, VariableSymbol)] = []
                if clause.patterns.isEmpty { names.append(("error", VariableSymbol(type: .error, isConstant: true))) }
                for pattern in clause.patterns {
                    for name in pattern.boundNames { names.append((name, .unknown)) }
                }
                blocks.append(Block())
                for (name, symbol) in names { declareVariable(name, symbol) }
                for guardExpression in clause.guards.compactMap({ $0 }) { checkCondition(guardExpression) }
                checkStatements(clause.body)
                blocks.removeLast()
            }
        case .function(let declaration):
            checkFunction(declaration, kind: blocks.count == 1 ? .globalFunction : .localFunction, owner: nil)
        case .typeDeclaration(let declaration):
            checkTypeDeclaration(declaration)
        case .extensionDeclaration(let declaration):
            checkExtension(declaration)
        case .returnStatement(let value):
            checkReturn(value, at: statement.location)
        case .throwStatement(let value):
            _ = typeOf(value, expecting: nil)
            if currentFunction.canThrow == false && currentFunction.doDepth == 0 {
                report("error is not handled because the enclosing function is not declared 'throws'", at: statement.location)
            }
        case .deferStatement(let body):
            checkBlock(body)
        case .initializer, .deinitializer, .subscriptDeclaration, .enumCase, .typeAlias, .associatedType, .importDeclaration,
             .operatorDeclaration, .precedenceGroupDeclaration, .breakStatement, .continueStatement, .fallthroughStatement:
            break
        }
    }

    // MARK: Declarations

    /// The modifiers and attributes of a declaration statement.
    static func declarationModifiers(_ statement: Statement) -> Modifiers? {
        switch statement.kind {
        case .declaration(let declaration): return declaration.modifiers
        case .function(let function): return function.modifiers
        case .typeDeclaration(let type): return type.modifiers
        case .initializer(let initializer): return initializer.modifiers
        case .subscriptDeclaration(let declaration): return declaration.modifiers
        default: return nil
        }
    }

    /// `@objc` needs the Objective-C runtime, which Swift on Linux does not have.
    func checkObjectiveC(_ modifiers: Modifiers, at location: SourceLocation) {
        guard modifiers.contains("@objc") || modifiers.contains("@objcMembers") else { return }
        report("Objective-C interoperability is disabled", at: location)
    }

    func checkDeclaration(_ declaration: Declaration, at location: SourceLocation) {
        for binding in declaration.bindings {
            let written = binding.type.map { resolve($0, in: typeScope) }
            switch binding.accessors {
            case .computed(let getter, let setter)?:
                checkAccessor(getter, result: written ?? .unknown)
                if let setter {
                    checkAccessorBody(setter.body, declaring: [(setter.parameter, VariableSymbol(type: written ?? .unknown, isConstant: true))])
                }
                declarePattern(binding.pattern, type: written ?? .unknown, isConstant: declaration.isConstant)
                continue
            case .observed(let willSet, let didSet)?:
                if let willSet { checkAccessorBody(willSet.body, declaring: [(willSet.parameter, VariableSymbol(type: written ?? .unknown, isConstant: true))]) }
                if let didSet { checkAccessorBody(didSet.body, declaring: [(didSet.parameter, VariableSymbol(type: written ?? .unknown, isConstant: true))]) }
            default:
                break
            }
            var type = written ?? .unknown
            if let value = binding.value {
                if let written {
                    check(value, against: written, role: .specifiedType)
                    if written.isUnknown, let completed = completedCollectionType(binding.type, value) { type = completed }
                } else {
                    if let member = Self.implicitMemberName(value) {
                        var place = value.location
                        place.column += 1
                        place.offset += 1
                        report("reference to member '\(member)' cannot be resolved without a contextual type", at: place)
                    } else if case .nilLiteral = value.kind {
                        report("'nil' requires a contextual type", at: value.location)
                    } else if Self.isEmptyCollectionLiteral(value) {
                        report("empty collection literal requires an explicit type", at: value.location)
                    }
                    type = defaulted(typeOf(value, expecting: nil))
                    if case .array(let elements) = value.kind, type.isUnknown { checkHeterogeneous(elements, at: value.location) }
                }
            }
            if declaration.propertyWrapperName != nil || declaration.modifiers.contains("lazy") { type = written ?? .unknown }
            let isInitialized = binding.value != nil || binding.accessors != nil || (written?.optionalWrapped != nil && !declaration.isConstant)
            declarePattern(binding.pattern, type: type, isConstant: declaration.isConstant, isInitialized: isInitialized || declaration.propertyWrapperName != nil)
        }
    }

    /// `var primes: Set = [2, 3]`: a standard collection written without its generic
    /// arguments takes them from the literal (`Set<Int>`); `nil` for anything else.
    private func completedCollectionType(_ written: TypeRef?, _ value: Expression) -> SwiftType? {
        guard case .named(let name, let arguments)? = written, arguments.isEmpty, let standard = StandardNominals.named(name),
              standard === StandardNominals.set || standard === StandardNominals.array, case .array = value.kind,
              let element = defaulted(quietly { typeOf(value, expecting: nil) }).arrayElement, element.isFullyKnown else { return nil }
        return .nominal(standard, [element])
    }

    /// The name of `.red` or `.init(…)` written where no type gives it a meaning.
    static func implicitMemberName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .implicitMember(let name): return name
        case .call(let callee, _):
            if case .implicitMember(let name) = callee.kind { return name }
            return nil
        default: return nil
        }
    }

    /// `let mixed = [1, "two"]`: elements of different types Swift would only make `[Any]`.
    private func checkHeterogeneous(_ elements: [Expression], at location: SourceLocation) {
        let types = quietly { elements.map { typeOf($0, expecting: nil) } }
        guard types.count > 1, types.allSatisfy({ typed in
            typed.type.isFullyKnown && Self.isClosed(typed.type) && typed.type.optionalWrapped == nil
                && typed.literal != .nilLiteral && typed.literal != .emptyCollection && symbol(of: typed.type)?.isReference != true
                && typed.type.nominalType?.origin != .library
        }), commonType(types) == nil, Set(types.map { ObjectIdentifier($0.type) }).count > 1 else { return }
        report("heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional", at: location)
    }

    static func isEmptyCollectionLiteral(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .array(let elements): return elements.isEmpty
        case .dictionary(let pairs): return pairs.isEmpty
        default: return false
        }
    }

    /// Declares the names of a pattern with the parts of `type` they match.
    func declarePattern(_ pattern: Pattern, type: SwiftType, isConstant: Bool, isInitialized: Bool = true) {
        switch pattern {
        case .binding(let name, let isVariable):
            declareVariable(name, VariableSymbol(type: type, isConstant: isConstant && !isVariable, kind: .variable, isInitialized: isInitialized,
                                                 isDeferredConstant: isConstant && !isInitialized))
        case .tuple(let elements):
            let types = type.tupleElements.flatMap { $0.count == elements.count ? $0.map(\.type) : nil }
            for (index, element) in elements.enumerated() {
                declarePattern(element.pattern, type: types?[index] ?? .unknown, isConstant: isConstant, isInitialized: isInitialized)
            }
        default:
            for name in pattern.boundNames { declareVariable(name, .unknown) }
        }
    }

    /// Checks a getter's body: a single expression is its value.
    func checkAccessor(_ body: [Statement], result: SwiftType, declaring names: [(String, VariableSymbol)] = [],
                       description: String = "getter") {
        var context = accessorContext()
        context.resultType = result
        context.description = description
        functions.append(context)
        blocks.append(Block(startsFunction: true))
        for (name, symbol) in names { declareVariable(name, symbol) }
        checkBody(body, result: result, end: nil)
        blocks.removeLast()
        functions.removeLast()
    }

    func checkAccessorBody(_ body: [Statement], declaring names: [(String, VariableSymbol)]) {
        var context = accessorContext()
        context.resultType = .void
        if context.selfType?.isReference == false { context.selfIsMutable = true }
        functions.append(context)
        checkBlock(body, declaring: names)
        functions.removeLast()
    }

    private func accessorContext() -> FunctionContext {
        var context = FunctionContext(kind: .accessor)
        context.canThrow = nil
        context.selfType = currentFunction.selfType
        context.selfValueType = currentFunction.selfValueType
        context.isStatic = currentFunction.isStatic
        // A getter's `self` is immutable in a struct (unless `mutating get`, which the pass does not read).
        context.selfIsMutable = currentFunction.selfType?.isReference ?? true
        if currentFunction.selfType == nil { context.selfIsMutable = true }
        return context
    }

    // MARK: Conditions

    func checkConditions(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                checkCondition(expression)
            case let .optionalBinding(name, isVariable, value, location):
                let typed = typeOf(value, expecting: nil)
                var bound = SwiftType.unknown
                if let wrapped = typed.type.optionalWrapped {
                    bound = wrapped
                } else if typed.type.isFullyKnown, typed.literal != .nilLiteral, !typed.type.isGenericParameter, !Self.mayBeOptional(typed.type) {
                    report("initializer for conditional binding must have Optional type, not '\(typed.type.name(.diagnostic))'", at: location)
                }
                declareVariable(name, VariableSymbol(type: bound, isConstant: !isVariable))
            case let .patternMatch(pattern, value, _):
                let typed = typeOf(value, expecting: nil)
                bindPattern(pattern, to: typed.type)
            }
        }
    }

    /// Whether a value of the type could be an optional the pass does not see (an `Any`).
    static func mayBeOptional(_ type: SwiftType) -> Bool {
        switch type.kind {
        case .existential, .opaque, .unknown, .genericParameter: return true
        default: return false
        }
    }

    /// Checks a condition: a Bool (or a type the pass cannot judge).
    func checkCondition(_ expression: Expression) {
        let typed = typeOf(expression, expecting: .bool)
        let type = typed.type
        guard type.isFullyKnown, type != .bool, typed.literal != .boolean, case .nominal(let nominal, _) = type.kind,
              nominal.origin == .standard || nominal.origin == .declared else { return }
        if world.conformancesAdded(to: nominal.name) != nil { return }
        if type.optionalWrapped != nil {
            report("optional type '\(type.name(.diagnostic))' cannot be used as a boolean; test for '!= nil' instead", at: expression.location)
        } else if StandardNominals.isInteger(nominal) {
            report("type '\(type.name(.diagnostic))' cannot be used as a boolean; test for '!= 0' instead", at: expression.location)
        } else if nominal.origin == .standard {
            report("cannot convert value of type '\(type.name(.diagnostic))' to expected condition type 'Bool'", at: expression.location)
        }
    }

    // MARK: Loops

    private func checkLoop(_ loop: ForLoop) {
        let sequence = typeOf(loop.sequence, expecting: nil).type
        if let nominal = sequence.nominalType, nominal.origin == .standard, sequence.isFullyKnown,
           StandardNominals.isInteger(nominal) || StandardNominals.isFloatingPoint(nominal) || nominal === StandardNominals.bool,
           world.conformancesAdded(to: nominal.name) == nil {
            report("for-in loop requires '\(sequence.name(.diagnostic))' to conform to 'Sequence'", at: loop.sequence.location)
        }
        let element = loopElementType(ofSequence: sequence)
        blocks.append(Block())
        if loop.isCasePattern { bindPattern(loop.pattern, to: element) } else { declareLoopPattern(loop.pattern, type: element) }
        if let whereClause = loop.whereClause { checkCondition(whereClause) }
        checkStatements(loop.body)
        blocks.removeLast()
    }

    private func declareLoopPattern(_ pattern: Pattern, type: SwiftType) {
        switch pattern {
        case .binding(let name, let isVariable):
            declareVariable(name, VariableSymbol(type: type, isConstant: !isVariable, kind: .loopVariable))
        case .tuple(let elements):
            let types = type.tupleElements.flatMap { $0.count == elements.count ? $0.map(\.type) : nil }
            for (index, element) in elements.enumerated() { declareLoopPattern(element.pattern, type: types?[index] ?? .unknown) }
        default:
            for name in pattern.boundNames { declareVariable(name, .unknown) }
        }
    }

    /// The element type of a sequence the pass knows.
    func elementType(ofSequence type: SwiftType) -> SwiftType {
        guard case .nominal(let nominal, let arguments) = type.kind else { return .unknown }
        switch nominal {
        case StandardNominals.array, StandardNominals.set, StandardNominals.arraySlice: return arguments.first ?? .unknown
        case StandardNominals.range, StandardNominals.closedRange:
            return arguments.first.map { StandardNominals.isInteger($0.nominalType ?? StandardNominals.never) ? $0 : .unknown } ?? .unknown
        case StandardNominals.dictionary where arguments.count == 2:
            return .tuple([.init(label: "key", type: arguments[0]), .init(label: "value", type: arguments[1])])
        case StandardNominals.string, StandardNominals.substring: return .character
        default: return .unknown
        }
    }

    /// The type of the elements a `for` loop takes from a sequence of `type`: a standard
    /// sequence's (``elementType(ofSequence:)``) or a sequence wrapper's (`enumerated()` pairs,
    /// `zip` pairs, `reversed()`, `lazy`, `joined()`, `stride` bounds). Only loops use the
    /// wrappers' elements: a closure given to `map` on a wrapper of an array literal may type
    /// the literal's elements otherwise, which the pass does not solve.
    func loopElementType(ofSequence type: SwiftType) -> SwiftType {
        guard case .nominal(let nominal, let arguments) = type.kind else { return .unknown }
        switch nominal {
        case StandardNominals.reversedCollection, StandardNominals.lazySequence, StandardNominals.lazyFilterSequence,
             StandardNominals.lazyPrefixWhileSequence, StandardNominals.lazyDropWhileSequence, StandardNominals.prefixSequence,
             StandardNominals.dropFirstSequence, StandardNominals.slice:
            return arguments.first.map(loopElementType(ofSequence:)) ?? .unknown
        case StandardNominals.partialRangeFrom: return arguments.first ?? .unknown
        case StandardNominals.lazyMapSequence where arguments.count == 2:
            return arguments[1]
        case StandardNominals.flattenSequence:
            return arguments.first.map { loopElementType(ofSequence: loopElementType(ofSequence: $0)) } ?? .unknown
        case StandardNominals.enumeratedSequence:
            guard let base = arguments.first else { return .unknown }
            let element = loopElementType(ofSequence: base)
            return element.isUnknown ? .unknown : .tuple([.init(label: "offset", type: .int), .init(label: "element", type: element)])
        case StandardNominals.zip2Sequence where arguments.count == 2:
            let first = loopElementType(ofSequence: arguments[0]), second = loopElementType(ofSequence: arguments[1])
            return first.isUnknown || second.isUnknown ? .unknown : .tuple([.init(label: nil, type: first), .init(label: nil, type: second)])
        case StandardNominals.strideTo, StandardNominals.strideThrough: return arguments.first ?? .unknown
        default: return elementType(ofSequence: type)
        }
    }

    // MARK: Returns

    private func checkReturn(_ value: Expression?, at location: SourceLocation) {
        let context = currentFunction
        guard context.kind != .topLevel else {
            if let value { _ = typeOf(value, expecting: nil) }
            return
        }
        guard let result = context.resultType else {
            if let value { _ = typeOf(value, expecting: nil) }
            return
        }
        if context.kind == .initializer {
            if let value { _ = typeOf(value, expecting: nil) }
            return
        }
        guard let value else {
            if result.isFullyKnown, result != .void, result.optionalWrapped == nil, context.kind != .closure {
                report("non-void function should return a value", at: location)
            }
            return
        }
        if result == .void, context.kind == .function || context.kind == .method {
            let typed = typeOf(value, expecting: nil)
            if typed.type.isFullyKnown, typed.type != .void, !Self.isVoidCall(value) {
                report("unexpected non-void return value in void function", at: value.location)
            }
            return
        }
        checkEscapingSelf(value)
        if context.isOpaqueResult {
            let typed = defaulted(typeOf(value, expecting: nil))
            currentFunction.opaqueReturns.append(typed)
            return
        }
        check(value, against: result, role: .returnValue)
    }

    /// A closure that leaves a struct's mutating method (returned or stored) may not capture its `self`.
    func checkEscapingSelf(_ value: Expression) {
        guard currentFunction.hasMutatingSelf, case .closure(let closure) = value.kind, closureUsesSelf(closure) else { return }
        report("escaping closure captures mutating 'self' parameter", at: value.location)
    }

    private static func isVoidCall(_ expression: Expression) -> Bool {
        if case .tuple(let elements) = expression.kind, elements.isEmpty { return true }
        return false
    }
}
