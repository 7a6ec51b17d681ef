extension TypeChecker {
    /// The type of a closure literal, its parameters and result taken from the context where
    /// it goes (`expected`), its body checked.
    func closureType(_ closure: ClosureLiteral, at location: SourceLocation, expecting expected: SwiftType?) -> Typed {
        let shape = (expected?.optionalWrapped ?? expected)?.functionShape
        let written = closure.parameters?.map { $0.type.map { resolve($0, in: typeScope) } }
        let count = closure.parameters?.count ?? shape?.parameters.count ?? 0
        var parameterTypes: [SwiftType] = (0..<count).map { index in
            if let type = written?[index] ?? nil { return type }
            if let shape, shape.parameters.count == count { return shape.parameters[index].type }
            return .unknown
        }
        if closure.parameters == nil, let shape { parameterTypes = shape.parameters.map(\.type) }
        var result: SwiftType? = closure.returnType.map { resolve($0, in: typeScope) }
        if result == nil, let expectedResult = shape?.result, expectedResult.isFullyKnown, !expectedResult.mentionsGenericParameter {
            result = expectedResult
        }
        var context = FunctionContext(kind: .closure)
        context.resultType = result
        context.canThrow = nil
        context.selfType = currentFunction.selfType
        context.selfValueType = currentFunction.selfValueType
        context.isStatic = currentFunction.isStatic
        context.selfIsMutable = currentFunction.selfIsMutable
        context.closureArguments = closure.parameters == nil ? parameterTypes : []
        if closure.captures.contains(where: { $0.name == "self" }) {
            // `[weak self]`: `self` is optional inside, and its members are reached through it.
            context.selfValueType = .unknown
            context.selfType = nil
        }
        functions.append(context)
        blocks.append(Block(startsFunction: true))
        if let parameters = closure.parameters {
            for (index, parameter) in parameters.enumerated() {
                declareVariable(parameter.name, VariableSymbol(type: parameterTypes[index], isConstant: true, kind: .parameter))
            }
        }
        for capture in closure.captures {
            if let value = capture.value {
                declareVariable(capture.name, VariableSymbol(type: defaulted(typeOf(value, expecting: nil)), isConstant: true))
            } else if capture.ownership != .strong {
                declareVariable(capture.name, .unknown)
            }
        }
        var bodyResult = result
        if closure.body.count == 1, case .expression(let expression) = closure.body[0].kind {
            if let result, result != .void {
                check(expression, against: result, role: .closureResult)
            } else {
                let typed = typeOf(expression, expecting: nil)
                if result == nil { bodyResult = typed.type.isFullyKnown ? typed.type : nil }
            }
        } else {
            checkStatements(closure.body)
            if closure.body.isEmpty, result == nil { bodyResult = .void }
        }
        blocks.removeLast()
        functions.removeLast()
        let parameters = parameterTypes.map { SwiftType.FunctionShape.Parameter(type: $0) }
        return Typed(type: .make(.function(SwiftType.FunctionShape(parameters: parameters, result: bodyResult ?? .unknown,
                                                                   isThrowing: closure.isThrowing || (shape?.isThrowing ?? false)))))
    }

    /// The type of `$index` in the innermost closure.
    func closureArgumentType(_ index: Int) -> SwiftType {
        guard let context = functions.last(where: { $0.kind == .closure }) else { return .unknown }
        return index < context.closureArguments.count ? context.closureArguments[index] : .unknown
    }

    /// Whether a closure literal uses `self` (written, or a member of the type around it
    /// named without `self.`), for the check that an escaping closure does not capture a
    /// mutating method's `self`.
    func closureUsesSelf(_ closure: ClosureLiteral) -> Bool {
        guard let type = currentFunction.selfType else { return false }
        var declared = Set(closure.parameters?.map(\.name) ?? [])
        declared.formUnion(closure.captures.map(\.name))
        if declared.contains("self") { return false }
        var uses = false
        SyntaxWalk.visit(closure.body) { expression in
            switch expression.kind {
            case .selfExpression: uses = true
            case .identifier(let name) where !declared.contains(name):
                if type.property(name) != nil || !type.methods(named: name).isEmpty { uses = true }
            default: break
            }
        } declaring: { name in declared.insert(name) }
        return uses
    }
}
