/// A place that can be read and changed in place: a variable, or a property or element of one.
struct LValue {
    /// The root variable's name when it is a `let` constant (changing it, or a struct value
    /// inside it, is an error).
    var constantName: String?
    /// Reads the current value.
    var read: Evaluator
    /// Runs `body` on the value in place and stores the result back; returns what `body` returns.
    var modify: (Frame, (inout Value) throws -> Value) throws -> Value
    /// Stores a new value directly (plain variables only).
    var write: ((Frame, Value) -> Void)?
    /// The variable's declared or inferred type (plain variables only), for converting
    /// assigned values as Swift would.
    var type: TypeRef?
    /// Replaces the value without reading it first (`values[i] = x`: the old element is not
    /// looked up).
    var replace: ((Frame, Value) throws -> Void)? = nil
    /// The variable's name when the place is a whole variable (what an access that overlaps
    /// a `&` argument names).
    var variableName: String? = nil
    /// Whether, through a `let`, the place is reached through a class instance (so it changes
    /// in place: `someVideoMode.resolution.width = 1280` with `someVideoMode` a class's).
    var reachesThroughReference: ((Frame) throws -> Bool)? = nil
    /// Runs `body` on one element (at the given index) of the place in place, where the place
    /// is a stored property reached through `var`s (see ``Members/modifyElement``).
    /// With a new element (the third argument), writes it without reading the old one.
    var modifyElement: ((Frame, Value, Value?, (inout Value) throws -> Value) throws -> Value)? = nil
    /// Runs a method of an array (`body`) on the place in place, where the place is a stored
    /// property: it then converts only the elements the method adds to the declared element
    /// type (see ``Members/modify(_:_:runtime:runsObservers:cache:adding:_:)``).
    var modifyAdding: ((Frame, AddedElements, (inout Value) throws -> Value) throws -> Value)? = nil
}

extension Compiler {
    /// Compiles an assignable expression.
    func compileLValue(_ expression: Expression) throws -> LValue {
        let location = expression.location
        let runtime = self.runtime
        switch expression.kind {
        case .identifier(let name):
            if let accessors = accessors(of: name) {
                let stored = accessors.getter == nil ? try plainLValue(name, at: location) : nil
                return try accessorLValue(name, accessors, stored: stored, at: location)
            }
            return try plainLValue(name, at: location)
        case .closureArgument(let index):
            // `$0 += $1` in `reduce(into:)`: an inout closure parameter is changed in its slot.
            let (slot, depth) = try closureArgumentSlot(index, at: location)
            return LValue(constantName: nil, read: { frame in frame.ancestor(depth).slots[slot] }, modify: { frame, body in
                let target = frame.ancestor(depth).slots + slot
                var value = target.move()
                target.initialize(to: .void)
                defer { target.pointee = value }
                return try body(&value)
            }, write: { frame, value in frame.ancestor(depth).slots[slot] = value }, type: nil)
        case .selfExpression:
            guard resolve("self") != nil else { throw LocatedError(.unknownName("self", suggestions: []), at: location) }
            var lvalue = try compileLValue(Expression(kind: .identifier("self"), location: location))
            if lvalue.constantName != nil { lvalue.constantName = "self" }
            return lvalue
        case let .member(base, name):
            if case .identifier(let typeName) = base.kind, case .declaredType(let type)? = resolve(typeName) {
                return staticLValue(type, name, read: try compileExpression(expression))
            }
            if case .identifier(let typeName) = base.kind, refersToSelfType(typeName), let type = typeContext?.type,
               typeContext?.builtinName == nil, type.kind != .protocolType {
                // `Self.count += 1`: a static property of the type being declared.
                return staticLValue(type, name, read: try compileExpression(expression))
            }
            let read = try compileExpression(expression)
            // An initializer sets its own type's properties without observers; a property
            // inherited from a superclass runs them (an `override var … { didSet }` too).
            let skipsObservers = Self.isSelf(base) && initializerContext.map { $0.owner.superclass?.fieldIndex[name] == nil } == true
            let parent: LValue
            if Parser.isAssignable(base) {
                parent = checkingPrivateWrite(of: name, through: try compileLValue(base), at: location)
            } else {
                let value = try compileExpression(base)
                parent = checkingPrivateWrite(of: name, through: LValue(constantName: "value", read: value, modify: { frame, body in
                    var owner = try value(frame)
                    return try body(&owner)
                }), at: location)
            }
            let cache = FieldWriteCache()
            // The parent's parts, not the parent: a captured struct of closures is copied whole
            // (each closure retained) where one of its fields is read.
            let (parentRead, parentModify, constantName) = (parent.read, parent.modify, parent.constantName)
            let parentReachesThroughReference = parent.reachesThroughReference
            let runsObservers = !skipsObservers
            var place = LValue(constantName: constantName, read: read) { frame, body in
                // Only looked at here: a copy kept through the change would make a struct shared.
                if let constantName {
                    if try parentRead(frame).isReferenceInstance {
                        // A class instance changes in place, even through a `let`.
                        var shared = try parentRead(frame)
                        return try Members.modify(&shared, name, runtime: runtime, runsObservers: runsObservers, cache: cache, body)
                    }
                    if try parentReachesThroughReference?(frame) != true {
                        throw ScriptError.typeMismatch("cannot assign to property: '\(constantName)' is a 'let' constant")
                    }
                }
                return try parentModify(frame) { owner in
                    try Members.modify(&owner, name, runtime: runtime, runsObservers: runsObservers, cache: cache, body)
                }
            }
            place.modifyAdding = { frame, added, body in
                if let constantName {
                    if try parentRead(frame).isReferenceInstance {
                        var shared = try parentRead(frame)
                        return try Members.modify(&shared, name, runtime: runtime, runsObservers: runsObservers, cache: cache, adding: added, body)
                    }
                    if try parentReachesThroughReference?(frame) != true {
                        throw ScriptError.typeMismatch("cannot assign to property: '\(constantName)' is a 'let' constant")
                    }
                }
                return try parentModify(frame) { owner in
                    try Members.modify(&owner, name, runtime: runtime, runsObservers: runsObservers, cache: cache, adding: added, body)
                }
            }
            place.modifyElement = { frame, key, replacement, body in
                if let constantName {
                    if try parentRead(frame).isReferenceInstance {
                        var shared = try parentRead(frame)
                        return try Members.modifyElement(&shared, name, index: key, runtime: runtime, runsObservers: runsObservers, cache: cache,
                                                         replacing: replacement, body)
                    }
                    if try parentReachesThroughReference?(frame) != true {
                        throw ScriptError.typeMismatch("cannot assign to property: '\(constantName)' is a 'let' constant")
                    }
                }
                return try parentModify(frame) { owner in
                    try Members.modifyElement(&owner, name, index: key, runtime: runtime, runsObservers: runsObservers, cache: cache,
                                              replacing: replacement, body)
                }
            }
            if let fused = try elementFieldModify(base, name, runsObservers: runsObservers, cache: cache, at: location) { place.modify = fused }
            if constantName == nil, privateUseCheck(name, isWrite: true, at: location) == nil, let slot = variableSlot(of: base) {
                // `items.append(x)`, `pops += 1` in a mutating method, `point.x += 1` on a local
                // `var`: the owner taken out of its slot and the property changed in one step.
                place.modify = { frame, body in
                    let target = frame.slots + slot
                    var owner = target.move()
                    target.initialize(to: .void)
                    defer { target.pointee = owner }
                    return try Members.modify(&owner, name, runtime: runtime, runsObservers: runsObservers, cache: cache, body)
                }
                place.modifyAdding = { frame, added, body in
                    let target = frame.slots + slot
                    var owner = target.move()
                    target.initialize(to: .void)
                    defer { target.pointee = owner }
                    return try Members.modify(&owner, name, runtime: runtime, runsObservers: runsObservers, cache: cache, adding: added, body)
                }
            }
            if constantName != nil {
                place.reachesThroughReference = { frame in
                    try parentRead(frame).isReferenceInstance || parentReachesThroughReference?(frame) == true
                }
            }
            return place
        case let .subscripted(base, arguments):
            let parent = try compileLValue(base)
            let indices = try compileSubscriptArguments(arguments, of: base)
            let read = try compileExpression(expression)
            let labels = indices.labels
            // Through a `var` a class instance changes in place like any value; through a `let`
            // it does too (the reference stays), which modify would refuse.
            let isConstant = parent.constantName != nil
            if indices.count == 1, labels[0] == nil, indices.inoutTargets.isEmpty {
                return singleIndexPlace(parent, index: indices.evaluator(at: 0), read: read)
            }
            let (parentRead, parentModify) = (parent.read, parent.modify)
            // Through a `let` a dictionary is changed (a class instance's property) or refused
            // by the parent's place.
            var isDictionary = false
            if case .dictionary? = placeBaseType(base) { isDictionary = true }
            if Self.isDefaultedSubscript(arguments), indices.inoutTargets.isEmpty, !isConstant || isDictionary {
                var fallback = indices.evaluator(at: 1)
                if let root = base.rootVariable, arguments[1].value.mentions(root) {
                    // `d[k, default: d.count] += 1`: the default reads `d` while `d` is being
                    // changed; a compiled program stops there, when the key is missing.
                    fallback = { _ in
                        throw ScriptError.exclusivity("Simultaneous accesses to '\(root)', but modification requires exclusive access: the default reads '\(root)' while it is being changed")
                    }
                }
                return defaultedPlace(parent, key: indices.evaluator(at: 0), fallback: fallback, read: read)
            }
            var place = LValue(constantName: parent.constantName, read: read) { frame, body in
                let keys = try indices.values(frame)
                // The owner is only looked at here: a copy kept through the change below would
                // make an array shared, and copied on every element written.
                if isConstant, try parentRead(frame).isReferenceInstance {
                    var shared = try parentRead(frame)
                    var element = try Subscripts.get(shared, keys, labels: labels, runtime: runtime)
                    let result = try body(&element)
                    try Subscripts.set(&shared, keys, labels: labels, element, runtime: runtime)
                    return result
                }
                return try parentModify(frame) { container in
                    try Subscripts.modify(&container, keys, labels: labels, runtime: runtime, body)
                }
            }
            place.replace = { frame, value in
                let keys = try indices.values(frame)
                if isConstant, try parentRead(frame).isReferenceInstance {
                    var shared = try parentRead(frame)
                    try Subscripts.set(&shared, keys, labels: labels, value, runtime: runtime)
                    return
                }
                _ = try parentModify(frame) { container in
                    try Subscripts.set(&container, keys, labels: labels, value, runtime: runtime)
                    return .void
                }
            }
            return place
        case .forceUnwrap(let base):
            let parent = try compileLValue(base)
            let parentModify = parent.modify
            return LValue(constantName: parent.constantName, read: try compileExpression(expression)) { frame, body in
                try parentModify(frame) { value in
                    guard var inner = value.unwrapped else { throw ScriptError.trap("unexpectedly found nil while unwrapping an Optional value") }
                    let wasOptional = value.isOptional
                    value = .void
                    defer { value = wasOptional ? .wrapped(inner) : inner }
                    return try body(&inner)
                }
            }
        case .optionalEvaluation(let inner):
            let chained = try compileLValue(inner)
            let chainedModify = chained.modify
            return LValue(constantName: chained.constantName, read: try compileExpression(expression)) { frame, body in
                do { return try chainedModify(frame, body) } catch is OptionalChainStop { return .void }
            }
        case .optionalChain(let base):
            let parent = try compileLValue(base)
            let (parentRead, parentModify) = (parent.read, parent.modify)
            return LValue(constantName: parent.constantName, read: try compileExpression(expression)) { frame, body in
                var current = try parentRead(frame)
                guard current.unwrapped != nil else { throw OptionalChainStop() }
                if current.isReferenceInstance || current.unwrapped?.isReferenceInstance == true {
                    var shared = current.unwrapped ?? current
                    return try body(&shared)
                }
                current = .void  // not kept through the change: the value must not be shared
                return try parentModify(frame) { value in
                    guard var inner = value.unwrapped else { throw OptionalChainStop() }
                    let wasOptional = value.isOptional
                    value = .void
                    defer { value = wasOptional ? .wrapped(inner) : inner }
                    return try body(&inner)
                }
            }
        default:
            throw LocatedError(.syntax(expected: "a variable, property or subscript", found: "an expression", atEnd: false), at: location)
        }
    }

    private static func isSelf(_ expression: Expression) -> Bool {
        if case .selfExpression = expression.kind { return true }
        return false
    }

    /// `Type.name` as a place (a static `var`).
    private func staticLValue(_ type: TypeInfo, _ name: String, read: @escaping Evaluator) -> LValue {
        let runtime = self.runtime
        return LValue(constantName: nil, read: read) { frame, body in
            var value = try StaticMembers.get(type, name, runtime: runtime)
            let result = try body(&value)
            try StaticMembers.set(type, name, value, runtime: runtime)
            return result
        }
    }

    /// Compiles `target = value` or `target op= value`.
    func compileAssignment(_ target: Expression, _ operation: String, _ value: Expression, at location: SourceLocation) throws -> Executor {
        let value = singlePrecisionAssigned(target, operation, value)
        if Parser.isDiscard(target) {
            let evaluator = try compileExpression(value)
            return { frame in _ = try evaluator(frame); return .normal }
        }
        if case .tuple(let elements) = target.kind, operation == "=" {
            return try compileTupleAssignment(elements.map(\.value), value, at: location)
        }
        if operation == "=", case .identifier(let name) = target.kind { reinitialize(name) }
        let lvalue = try compileLValue(target)
        if let constant = lvalue.constantName, lvalue.write != nil || Self.isSelf(target) {
            throw LocatedError(.immutable(name: constant), at: target.location)
        }
        let runtime = self.runtime
        var newValue = try compileExpression(value)
        // `t.1 = 4` on an `(Int, Double)`: the literal takes the element's type, as in Swift.
        let elementType = assignedElementType(target)
        if operation == "=" {
            newValue = Self.converting(optionalDictionaryValue(newValue, assignedTo: target, from: value), to: elementType, runtime: runtime)
        } else if let elementType, Self.isSingleNumber(elementType) {
            newValue = Self.converting(newValue, to: elementType, runtime: runtime)
        }
        if case .optionalEvaluation = target.kind {
            let assign = compileChainedAssignment(lvalue, operation, newValue, at: location)
            return { frame in _ = try assign(frame); return .normal }
        }
        if operation != "=" {
            let compound = operation + "="
            let declaresCompound = runtime.types.types.values.contains { $0.declaredStaticNames.contains(compound) }
                || runtime.types.builtinExtensions.values.contains { $0.declaredStaticNames.contains(compound) }
                || declaresOperatorFunction(compound)
            if declaresCompound {
                let general = try compileCompoundAssignment(lvalue, operation, newValue, resultType: elementType, at: location)
                return { frame in
                    // A declared `static func += (left: inout T, right: T)` for the operands' type comes first.
                    let current = try lvalue.read(frame)
                    if UserOperators.isDeclared(current) {
                        let operand = try newValue(frame)
                        do {
                            if let (_, finals) = try UserOperators.callDeclaredKeepingInout(compound, [current, operand], runtime: runtime) {
                                _ = try lvalue.modify(frame) { value in value = finals[0]; return .void }
                                return .normal
                            }
                        } catch { throw error.located(at: location) }
                    }
                    return try general(frame)
                }
            }
            return try compileCompoundAssignment(lvalue, operation, newValue, resultType: elementType, at: location)
        }
        return try compilePlainAssignment(target, lvalue, newValue, at: location)
    }

    /// Whether a top-level operator function named `symbol` (`func += (left: inout V, right: Double)`)
    /// is declared in this cell or an earlier one.
    private func declaresOperatorFunction(_ symbol: String) -> Bool {
        if runtime.types.operatorFunctions[symbol] != nil { return true }
        switch resolve(symbol) {
        case .local?, .global?: return true
        default: return false
        }
    }

    /// `target op= value` with the operator `op` (Int and Double inline, others through the
    /// general operator, declared types through their own); a number place's result keeps its
    /// type (`resultType`: `d["k", default: 0] += 1` on Doubles makes 1.0 from the Int default).
    private func compileCompoundAssignment(_ lvalue: LValue, _ operation: String, _ newValue: @escaping Evaluator,
                                           resultType: TypeRef? = nil, at location: SourceLocation) throws -> Executor {
        let apply = Self.converting(compoundOperation(operation), to: resultType, runtime: runtime)
        // `text += "…"` and `list += [x]` append in place (the value is taken out of its place
        // first, so nothing else holds it): linear, where `text + "…"` would copy the text.
        let combine: (inout Value, Value) throws -> Void = operation == "+" ? { current, operand in
            if case .string(let addition) = operand, try current.appendString(addition) { return }
            if case .array(let addition) = operand, try current.appendElements(of: addition) { return }
            current = try apply(current, operand)
        } : { current, operand in current = try apply(current, operand) }
        // The place's closures, not the place: a captured struct of closures is copied whole
        // (each closure retained) where one of its fields is read.
        let modify = lvalue.modify
        do {
            if let write = lvalue.write {
                // Numbers in plain variables: read, combine, write (no in-place dance needed);
                // strings and arrays change in place below, so `text += "…"` stays linear.
                let read = lvalue.read
                return { frame in
                    let operand = try newValue(frame)
                    var current = try read(frame)
                    switch current {
                    case .int, .double:
                        do { write(frame, try apply(current, operand)) } catch { throw error.located(at: location) }
                    default:
                        current = .void  // not kept through the change: the value must not be shared
                        do {
                            _ = try modify(frame) { value in
                                try combine(&value, operand)
                                return .void
                            }
                        } catch { throw error.located(at: location) }
                    }
                    return .normal
                }
            }
            return { frame in
                let operand = try newValue(frame)
                do {
                    _ = try modify(frame) { current in
                        try combine(&current, operand)
                        return .void
                    }
                } catch { throw error.located(at: location) }
                return .normal
            }
        }
    }

    /// What `op=` does to the current value and the operand: Int and Double inline, others
    /// through the general operator, declared types through their own.
    private func compoundOperation(_ operation: String) -> Operators.Infix {
        let runtime = self.runtime
        let builtin = try? Operators.infix(operation)
        let general: Operators.Infix = { current, operand in
            if UserOperators.involvesDeclaredTypes(current, operand) || builtin == nil,
               let result = try UserOperators.apply(operation, current, operand, runtime: runtime) {
                return result
            }
            guard let builtin else { throw ScriptError.unsupported(construct: "the operator '\(operation)='") }
            do { return try builtin(current, operand) } catch let error as ScriptError {
                if case .typeMismatch = error, let result = try UserOperators.apply(operation, current, operand, runtime: runtime) { return result }
                throw error
            }
        }
        // Two Ints or two Doubles take an inline path; anything else the general one.
        return FastOperators.combining(operation, general: general)
    }

    /// `a?.b = value` or `a?.b += value`: the value is evaluated only when the chain reaches
    /// its end, as in Swift. Gives `Optional(())` when it did and nil when the chain stopped,
    /// the `Void?` Swift gives the assignment used as a value.
    func compileChainedAssignment(_ lvalue: LValue, _ operation: String, _ newValue: @escaping Evaluator,
                                  at location: SourceLocation) -> Evaluator {
        let runtime = self.runtime
        let apply = operation == "=" ? nil : compoundOperation(operation)
        let compound = operation + "="
        let reached = Value.wrapped(.void)
        return { frame in
            let result: Value
            do {
                result = try lvalue.modify(frame) { current in
                    let operand = try newValue(frame)
                    guard let apply else {
                        current = ImplicitMembers.resolve(operand, like: current)
                        return reached
                    }
                    if UserOperators.isDeclared(current),
                       let (_, finals) = try UserOperators.callDeclaredKeepingInout(compound, [current, operand], runtime: runtime) {
                        current = finals[0]
                    } else {
                        current = try apply(current, operand)
                    }
                    return reached
                }
            } catch { throw error.located(at: location) }
            if case .wrapped(.void) = result { return result }
            return .null
        }
    }

    /// `target = value`, converting the value to the variable's type.
    private func compilePlainAssignment(_ target: Expression, _ lvalue: LValue, _ newValue: @escaping Evaluator,
                                        at location: SourceLocation) throws -> Executor {
        switch target.kind {
        case .identifier(let name) where deferredConstants.contains(name):
            // `let x: Int` given its value later: only once.
            let assign = compileVariableAssignment(lvalue, newValue, at: location)
            let read = lvalue.read
            return { frame in
                if case .void = try read(frame) { return try assign(frame) }
                throw LocatedError(.immutable(name: name), at: location)
            }
        case .identifier, .selfExpression:
            return compileVariableAssignment(lvalue, newValue, at: location)
        default:
            let (replace, modify) = (lvalue.replace, lvalue.modify)
            return { frame in
                let assigned = try newValue(frame)
                do {
                    if let replace, !assigned.isImplicitMember {
                        try replace(frame, assigned)
                    } else {
                        _ = try modify(frame) { current in current = ImplicitMembers.resolve(assigned, like: current); return .void }
                    }
                } catch { throw error.located(at: location) }
                return .normal
            }
        }
    }

    /// `variable = value`: converted to the variable's declared or inferred type, or kept
    /// optional when the variable holds an optional (as its Swift type would).
    private func compileVariableAssignment(_ lvalue: LValue, _ newValue: @escaping Evaluator, at location: SourceLocation) -> Executor {
        let runtime = self.runtime
        let modify = lvalue.modify
        if let type = lvalue.type, Self.needsConversion(type) {
            return { frame in
                let assigned = try newValue(frame)
                do { _ = try modify(frame) { current in ValueRelease.assign(&current, try Coercion.coerce(assigned, to: type, runtime: runtime)); return .void } } catch { throw error.located(at: location) }
                return .normal
            }
        }
        if let type = lvalue.type, case .named(let name, _) = type, runtime.types.type(named: name) != nil {
            // `self = .celsius` in an enum's initializer: the case of the declared type.
            return { frame in
                var assigned = try newValue(frame)
                do {
                    if assigned.isImplicitMember { assigned = try Coercion.coerce(assigned, to: type, runtime: runtime) }
                    try Self.store(assigned, through: modify, frame: frame)
                } catch { throw error.located(at: location) }
                return .normal
            }
        }
        return { frame in
            let assigned = try newValue(frame)
            do { try Self.store(assigned, through: modify, frame: frame) } catch { throw error.located(at: location) }
            return .normal
        }
    }

    /// Stores `assigned` in the variable, resolving an implicit member against what it holds
    /// and keeping it optional when it holds an optional.
    private static func store(_ assigned: Value, through modify: (Frame, (inout Value) throws -> Value) throws -> Value, frame: Frame) throws {
        _ = try modify(frame) { current in
            let resolved = ImplicitMembers.resolve(assigned, like: current)
            ValueRelease.assign(&current, current.isOptional ? resolved.promotedToOptional : resolved)
            return .void
        }
    }

    /// `(a, b) = (b, a)`: every value is read before any is stored.
    private func compileTupleAssignment(_ targets: [Expression], _ value: Expression, at location: SourceLocation) throws -> Executor {
        let lvalues = try targets.map { target -> LValue? in
            if Parser.isDiscard(target) { return nil }
            let lvalue = try compileLValue(target)
            if let constant = lvalue.constantName, lvalue.write != nil { throw LocatedError(.immutable(name: constant), at: target.location) }
            return lvalue
        }
        // `(t.0, m["k"]) = (1, 2)`: each value takes its place's type, as a single assignment's does.
        let types = targets.map { target in Parser.isDiscard(target) ? nil : assignedElementType(target) }
        let runtime = self.runtime
        let evaluator = try compileExpression(value)
        return { frame in
            let assigned = try evaluator(frame)
            guard case .tuple(let tuple) = assigned, tuple.values.count == lvalues.count else {
                throw LocatedError(.typeMismatch("cannot assign a value of type '\(assigned.typeName)' to a tuple of \(lvalues.count) places"), at: location)
            }
            for ((lvalue, type), element) in zip(zip(lvalues, types), tuple.values) {
                guard let lvalue else { continue }
                let converted = type.flatMap { try? Coercion.coerce(element, to: $0, runtime: runtime) } ?? element
                _ = try lvalue.modify(frame) { current in current = converted; return .void }
            }
            return .normal
        }
    }
}

extension Compiler {
    /// A variable as a place: its slot, local or global.
    /// `base[index]` as a place, with one unlabelled index (`values[i] = x`, `counts[k] += 1`):
    /// as the general subscript place, without making an array of indices on each access.
    /// `counts[key, default: value]` through a `var`: a dictionary's value changed in place
    /// with the key evaluated into no array of indices, and the default evaluated only when
    /// the key is missing, as Swift's `default:` autoclosure is (by an assignment too: Swift
    /// assigns through the subscript's `_modify`). Anything but a dictionary is given both
    /// and goes through ``Subscripts``, as other subscripts do.
    private func defaultedPlace(_ parent: LValue, key: @escaping Evaluator, fallback: @escaping Evaluator, read: @escaping Evaluator) -> LValue {
        let runtime = self.runtime
        let parentModify = parent.modify
        let labels: [String?] = [nil, "default"]
        var place = LValue(constantName: parent.constantName, read: read) { frame, body in
            let keyValue = try key(frame)
            return try parentModify(frame) { container in
                guard case .dictionary(var dictionary) = container else {
                    return try Subscripts.modify(&container, [keyValue, try fallback(frame)], labels: labels, runtime: runtime, body)
                }
                let dictionaryKey = try dictionary.key(for: keyValue)
                container = .void
                defer { container = .dictionary(dictionary) }
                return try dictionary.modifyValue(for: dictionaryKey, default: { try fallback(frame) }, body)
            }
        }
        place.replace = { frame, value in
            let keyValue = try key(frame)
            _ = try parentModify(frame) { container in
                var hasKey = false
                if case .dictionary(let dictionary) = container { hasKey = dictionary[try dictionary.key(for: keyValue)] != nil }
                let defaultValue = hasKey ? Value.void : try fallback(frame)
                try Subscripts.set(&container, [keyValue, defaultValue], labels: labels, value, runtime: runtime)
                return .void
            }
        }
        return place
    }

    private func singleIndexPlace(_ parent: LValue, index: @escaping Evaluator, read: @escaping Evaluator) -> LValue {
        let runtime = self.runtime
        let isConstant = parent.constantName != nil
        // The parent's closures, not the parent: a captured struct of closures is copied whole
        // (each closure retained) where one of its fields is read.
        let (parentRead, parentModify, parentModifyElement) = (parent.read, parent.modify, parent.modifyElement)
        var place = LValue(constantName: parent.constantName, read: read) { frame, body in
            let key = try index(frame)
            // The owner is only looked at here: a copy kept through the change below would
            // make an array shared, and copied on every element written.
            if isConstant, try parentRead(frame).isReferenceInstance {
                var shared = try parentRead(frame)
                var element = try Subscripts.get(shared, index: key, runtime: runtime)
                let result = try body(&element)
                try Subscripts.set(&shared, index: key, element, runtime: runtime)
                return result
            }
            if let parentModifyElement { return try parentModifyElement(frame, key, nil, body) }
            return try parentModify(frame) { container in
                try Subscripts.modify(&container, index: key, runtime: runtime, body)
            }
        }
        place.replace = { frame, value in
            let key = try index(frame)
            if isConstant, try parentRead(frame).isReferenceInstance {
                var shared = try parentRead(frame)
                try Subscripts.set(&shared, index: key, value, runtime: runtime)
                return
            }
            if let parentModifyElement {
                _ = try parentModifyElement(frame, key, value) { element in element = value; return .void }
                return
            }
            _ = try parentModify(frame) { container in
                try Subscripts.set(&container, index: key, value, runtime: runtime)
                return .void
            }
        }
        return place
    }

    private func plainLValue(_ name: String, at location: SourceLocation) throws -> LValue {
        guard let resolved = resolve(name) else { throw unknownName(name, at: location) }
        let read = try compileRead(name, at: location)
        switch resolved {
        case let .local(depth, slot, isConstant):
            return LValue(constantName: isConstant ? name : nil, read: read, modify: { frame, body in
                if isConstant { throw ScriptError.immutable(name: name) }
                let target = frame.ancestor(depth).slots + slot
                var value = target.move()
                target.initialize(to: .void)
                defer { target.pointee = value }
                return try body(&value)
            }, write: { frame, value in frame.ancestor(depth).slots[slot] = value }, type: variableType(name), variableName: name)
        case .global(let slot):
            let store = globals
            let cell = store.cells[slot]
            let isConstant = store.isConstant[slot]
            return LValue(constantName: isConstant ? name : nil, read: read, modify: { _, body in
                if isConstant { throw ScriptError.immutable(name: name) }
                var value = cell.pointer.move()
                cell.pointer.initialize(to: .void)
                defer { cell.pointer.pointee = value }
                return try body(&value)
            }, write: { _, value in cell.pointee = value }, type: store.types[slot], variableName: name)
        case .selfMember(let member):
            return try compileLValue(Expression(kind: .member(Expression(kind: .selfExpression, location: location), member), location: location))
        case .staticMember(let member):
            guard let type = typeContext?.type else { throw unknownName(name, at: location) }
            return staticLValue(type, member, read: read)
        case .builtinFunction, .type, .declaredType:
            throw LocatedError(.typeMismatch("cannot assign to '\(name)': it is a built-in name"), at: location)
        }
    }
}
