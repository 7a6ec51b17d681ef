extension Compiler {
    /// Compiles `callee(arguments)`: a user function, a built-in function, an initialiser,
    /// a method, or any expression giving a function.
    func compileCall(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation) throws -> Evaluator {
        if let help = try compileHelp(callee, arguments, at: location) { return help }
        let compiled = try compileArguments(arguments)
        let runtime = self.runtime
        switch callee.kind {
        case .identifier(let name):
            guard let resolved = resolve(name) else { throw unknownName(name, at: callee.location) }
            switch resolved {
            case .builtinFunction(let name):
                let overloads = BindingTable.shared.functions[name] ?? []
                let (binding, mapping) = try located(callee.location) {
                    try Binder.select(overloads, labels: compiled.labels, trailing: compiled.trailing, callee: name)
                }
                return boundCall(binding, mapping, compiled, callee: name, at: location)
            case .type(let type):
                let (binding, mapping) = try located(callee.location) {
                    try Binder.select(type.initializers, labels: compiled.labels, trailing: compiled.trailing, callee: type.name)
                }
                if (type.name == "Double" || type.name == "Int"), compiled.evaluators.count == 1, compiled.labels[0] == nil {
                    return numberConversion(to: type.name, binding, mapping, compiled.evaluators[0], at: location)
                }
                return boundCall(binding, mapping, compiled, callee: type.name, at: location)
            case .local, .global:
                break
            }
        case .array(let elements) where elements.count == 1 && arguments.isEmpty:
            // `[Double]()`: an empty array of a type.
            guard case .identifier(let typeName) = elements[0].kind, case .type? = resolve(typeName) else { break }
            let empty = try located(location) { try Coercion.coerce(.array(ArrayValue(.values([]))), to: "[\(typeName)]") }
            return { _ in empty }
        case .dictionary(let pairs) where pairs.count == 1 && arguments.isEmpty:
            // `[String: Int]()`: an empty dictionary.
            guard case .identifier(let keyType) = pairs[0].key.kind, case .type? = resolve(keyType) else { break }
            return { _ in .dictionary(DictionaryValue()) }
        case let .member(base, name):
            if case .identifier(let typeName) = base.kind, case .type(let type)? = resolve(typeName) {
                throw LocatedError(.unknownMember(type: type.name, member: name,
                                                  suggestions: Suggestions.closest(to: name, in: Array(type.staticMembers.keys))), at: location)
            }
            return try compileMethodCall(base, name, compiled, at: location)
        default:
            break
        }
        let function = try compileExpression(callee)
        let labels = compiled.labels
        return { frame in
            let value = try function(frame)
            let values = try compiled.values(frame)
            do {
                guard case .function(let target) = value else {
                    throw ScriptError.typeMismatch("cannot call a value of type '\(value.typeName)'")
                }
                return try runtime.call(target, values, labels: labels)
            } catch { throw error.located(at: location) }
        }
    }

    /// `Double(x)` and `Int(x)` on numbers without building argument lists (they are the
    /// hot path of numeric closures); other arguments take the bound initialiser.
    private func numberConversion(to typeName: String, _ binding: FunctionBinding, _ mapping: [Int],
                                  _ argument: @escaping Evaluator, at location: SourceLocation) -> Evaluator {
        let runtime = self.runtime
        let general: (Value) throws -> Value = { value in
            do {
                var receiver = Value.void
                return try binding.body(&receiver, try Binder.bind(binding, [value], mapping: mapping, callee: typeName), runtime)
            } catch { throw error.located(at: location) }
        }
        if typeName == "Double" {
            return { frame in
                let value = try argument(frame)
                switch value {
                case .int(let number): return .double(Double(number))
                case .double: return value
                default: return try general(value)
                }
            }
        }
        return { frame in
            let value = try argument(frame)
            if case .int = value { return value }
            return try general(value)
        }
    }

    /// Runs `body`, adding `location` to any error it throws.
    func located<T>(_ location: SourceLocation, _ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw error.located(at: location) }
    }

    private func boundCall(_ binding: FunctionBinding, _ mapping: [Int], _ compiled: CompiledArguments,
                           callee: String, at location: SourceLocation) -> Evaluator {
        let runtime = self.runtime
        let body = binding.body
        return { frame in
            let values = try compiled.values(frame)
            do {
                let arguments = try Binder.bind(binding, values, mapping: mapping, callee: callee)
                var receiver = Value.void
                return try body(&receiver, arguments, runtime)
            } catch { throw error.located(at: location) }
        }
    }

    /// `receiver.name(arguments)`; mutating methods write the receiver back to its variable.
    private func compileMethodCall(_ base: Expression, _ name: String, _ compiled: CompiledArguments,
                                   at location: SourceLocation) throws -> Evaluator {
        let runtime = self.runtime
        let labels = compiled.labels, trailing = compiled.trailing
        let cache = MethodCache()
        let dispatch: (inout Value, [Value], Bool) throws -> Value = { receiver, values, canMutate in
            let (binding, mapping) = try cache.lookup(receiver, name, labels: labels, trailing: trailing)
            if binding.isMutating && !canMutate {
                throw ScriptError.typeMismatch("cannot use mutating member '\(name)' on an immutable value; store it in a 'var' first")
            }
            let arguments = try Binder.bind(binding, values, mapping: mapping, callee: "\(receiver.typeName).\(name)")
            return try binding.body(&receiver, arguments, runtime)
        }
        if BindingTable.shared.mutatingMethodNames.contains(name), Parser.isAssignable(base) {
            let target = try compileLValue(base)
            return { frame in
                let values = try compiled.values(frame)
                do {
                    if let constant = target.constantName {
                        var probe = try target.read(frame)
                        let (binding, _) = try cache.lookup(probe, name, labels: labels, trailing: trailing)
                        if binding.isMutating { throw ScriptError.immutable(name: constant) }
                        return try dispatch(&probe, values, false)
                    }
                    return try target.modify(frame) { receiver in try dispatch(&receiver, values, true) }
                } catch { throw error.located(at: location) }
            }
        }
        let receiverEvaluator = try compileExpression(base)
        return { frame in
            var receiver = try receiverEvaluator(frame)
            let values = try compiled.values(frame)
            do { return try dispatch(&receiver, values, false) } catch { throw error.located(at: location) }
        }
    }

    /// Compiles a closure literal into code that makes a function value capturing the frame.
    func compileClosure(_ literal: ClosureLiteral, at location: SourceLocation) throws -> Evaluator {
        scope.containsNestedFunctions = true
        let inner = Scope(parent: scope, isCell: false, acceptsAnonymousArguments: literal.parameterNames == nil, allowsReturn: true)
        let saved = scope
        scope = inner
        defer { scope = saved }
        var argumentSlots: [Int?] = []
        for name in literal.parameterNames ?? [] {
            let slot = inner.newSlot()
            if name != "_" { inner.blocks[0][name] = LocalVariable(slot: slot, isConstant: true) }
            argumentSlots.append(slot)
        }
        let body = try compileFunctionBody(literal.body)
        if literal.parameterNames == nil, let highest = inner.anonymousArgumentSlots.keys.max() {
            argumentSlots = (0...highest).map { inner.anonymousArgumentSlots[$0] }
        }
        let frameSize = inner.slotCount
        let canReuseFrame = !inner.containsNestedFunctions
        let unusedSlots = canReuseFrame ? [] : inner.slotsUnusedByInnerScopes
        let ignoresExtraArguments = literal.parameterNames == nil
        return { frame in
            .function(FunctionValue(name: "closure", parameters: [], checksLabels: false, argumentSlots: argumentSlots,
                                    ignoresExtraArguments: ignoresExtraArguments, frameSize: frameSize, body: body,
                                    captured: frame, canReuseFrame: canReuseFrame, slotsUnusedAfterCall: unusedSlots))
        }
    }

    /// Compiles a function or closure body; a body of one expression returns its value.
    func compileFunctionBody(_ statements: [Statement]) throws -> (Frame) throws -> Value {
        let returnType = scope.returnType
        if statements.count == 1, case .expression(let expression) = statements[0].kind {
            let evaluator = try compileExpression(expression)
            guard let returnType else { return evaluator }
            let location = expression.location
            return { frame in
                do { return try Coercion.coerce(try evaluator(frame), to: returnType) } catch { throw error.located(at: location) }
            }
        }
        let block = try compileStatements(statements)
        return { frame in
            if case .returned(let value) = try block(frame) { return value }
            return .void
        }
    }

    /// Compiles `func name(…) { … }` into a statement that stores the function value.
    func compileFunction(_ declaration: FunctionDeclaration) throws -> Executor {
        guard let store = hoistedFunctions[declaration.location.offset] else {
            throw LocatedError(.unsupported(construct: "a function declared here"), at: declaration.location)
        }
        scope.containsNestedFunctions = true
        let inner = Scope(parent: scope, isCell: false, acceptsAnonymousArguments: false, allowsReturn: true,
                          returnType: declaration.returnType?.spelling)
        let saved = scope
        scope = inner
        defer { scope = saved }
        var parameters: [FunctionValue.Parameter] = []
        var slots: [Int?] = []
        for parameter in declaration.parameters {
            if inner.blocks[0][parameter.name] != nil {
                throw LocatedError(.redeclaration(name: parameter.name), at: declaration.location)
            }
            let slot = inner.newSlot()
            slots.append(slot)
            let defaultValue = try parameter.defaultValue.map { try compileExpression($0) }
            inner.blocks[0][parameter.name] = LocalVariable(slot: slot, isConstant: true)
            parameters.append(.init(label: parameter.label, name: parameter.name, type: parameter.type?.spelling, defaultValue: defaultValue))
        }
        let body = try compileFunctionBody(declaration.body)
        let frameSize = inner.slotCount
        let canReuseFrame = !inner.containsNestedFunctions
        let unusedSlots = canReuseFrame ? [] : inner.slotsUnusedByInnerScopes
        let name = declaration.name
        return { frame in
            store(frame, .function(FunctionValue(name: name, parameters: parameters, checksLabels: true, argumentSlots: slots,
                                                 ignoresExtraArguments: false, frameSize: frameSize, body: body,
                                                 captured: frame, canReuseFrame: canReuseFrame, slotsUnusedAfterCall: unusedSlots)))
            return .normal
        }
    }
}

/// Remembers the method binding chosen for the last receiver type at one call site.
final class MethodCache {
    private var typeName = ""
    private var entry: (FunctionBinding, [Int])?

    func lookup(_ receiver: Value, _ name: String, labels: [String?], trailing: [Bool]) throws -> (FunctionBinding, [Int]) {
        let type = receiver.bindingTypeName
        if let entry, type == typeName { return entry }
        let found = try Members.method(receiver, name, labels: labels, trailing: trailing)
        typeName = type
        entry = found
        return found
    }
}
