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
            var tests: [(Frame) throws -> Bool] = []
            var bodies: [Executor] = []
            for branch in branches {
                guard let name = branch.binding else {
                    tests.append(try compileCondition(branch.condition))
                    bodies.append(try compileBlock(branch.body))
                    continue
                }
                // `if let name = value`: the name lives in a block around the body.
                let value = try compileExpression(branch.condition)
                scope.blocks.append([:])
                let slot = scope.newSlot()
                scope.blocks[scope.blocks.count - 1][name] = LocalVariable(slot: slot, isConstant: true)
                let body = try compileBlock(branch.body)
                scope.blocks.removeLast()
                tests.append { frame in
                    let unwrapped = try value(frame)
                    if case .null = unwrapped { return false }
                    frame.slots[slot] = unwrapped
                    return true
                }
                bodies.append(body)
            }
            let fallback = try otherwise.map { try compileBlock($0) }
            return { frame in
                for (test, body) in zip(tests, bodies) where try test(frame) { return try body(frame) }
                return try fallback?(frame) ?? .normal
            }
        case let .forIn(pattern, sequence, body):
            return try compileForIn(pattern, sequence, body, at: location)
        case let .whileLoop(condition, body):
            return try compileWhile(condition, body)
        case .function(let declaration):
            return try compileFunction(declaration)
        case .returnStatement(let expression):
            guard scope.allowsReturn else {
                throw LocatedError(.typeMismatch("'return' is only allowed inside a function or closure"), at: location)
            }
            guard let expression else { return { _ in .returned(.void) } }
            let evaluator = try compileExpression(expression)
            if let returnType = scope.returnType {
                return { frame in
                    do { return .returned(try Coercion.coerce(try evaluator(frame), to: returnType)) } catch { throw error.located(at: location) }
                }
            }
            return { frame in .returned(try evaluator(frame)) }
        case .breakStatement:
            guard scope.loopDepth > 0 else { throw LocatedError(.typeMismatch("'break' is only allowed inside a loop"), at: location) }
            return { _ in .breakLoop }
        case .continueStatement:
            guard scope.loopDepth > 0 else { throw LocatedError(.typeMismatch("'continue' is only allowed inside a loop"), at: location) }
            return { _ in .continueLoop }
        }
    }

    private func compileDeclaration(_ declaration: Declaration, at location: SourceLocation) throws -> Executor {
        let type = declaration.typeAnnotation?.spelling
        // The value is compiled before the name exists, so `let x = x + 1` reads the old x.
        let value = try declaration.value.map { try compileExpression($0) }
        let store = try declare(declaration.name, isConstant: declaration.isConstant, at: location)
        guard let value else {
            return { frame in store(frame, .null); return .normal }
        }
        if let type {
            return { frame in
                do { store(frame, try Coercion.coerce(try value(frame), to: type)) } catch { throw error.located(at: location) }
                return .normal
            }
        }
        return { frame in
            var result = try value(frame)
            if case .implicitMember(let name) = result {
                do { result = try Coercion.resolveImplicitMember(name) } catch { throw error.located(at: location) }
            }
            store(frame, result)
            return .normal
        }
    }
}
