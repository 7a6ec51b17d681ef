extension Compiler {
    /// Compiles `callee(arguments)`: a declared function, a built-in function, an initializer,
    /// a method, an enum case with associated values, or any expression giving a function.
    func compileCall(_ callee: Expression, _ written: [Argument], at location: SourceLocation) throws -> Evaluator {
        var callee = callee
        // `Swift.min(a, b)`: the standard library's own name, even inside `extension Array`.
        let qualified = moduleQualifiedName(callee)
        if let qualified { callee = Expression(kind: .identifier(qualified), location: callee.location) }
        let arguments = floatingPointLiteralArguments(callee, singlePrecisionArguments(callee, labellingTupleElements(callee, try resultBuilderArguments(callee, written))))
        if let help = try compileHelp(callee, arguments, at: location) { return help }
        if let special = try compileSpecialFunction(callee, arguments, at: location) { return special }
        if let describing = try compileWrapperDescribing(callee, arguments) { return describing }
        let compiled = try compileArguments(arguments, at: location, parameterTypes: declaredParameterTypes(of: callee))
        compiled.callSite = callSites[callee.location.offset] ?? CallSite(line: location.line, column: location.column, function: "main")
        let runtime = self.runtime
        switch callee.kind {
        case .identifier(let name) where refersToSelfType(name):
            break  // `Self(…)`: the type of `self` is called below, as a value.
        case .identifier("Substring") where resolve("Substring") == nil && compiled.count == 1 && compiled.labels[0] == nil:
            // `Substring("ab")`: a substring is held as a string (its type shows where the code names it).
            let text = compiled.evaluator(at: 0)
            return { frame in
                let value = try text(frame)
                guard case .string = value else {
                    throw LocatedError(.typeMismatch("Substring(_:) takes a String, Substring or Character, not \(value.typeName)"), at: location)
                }
                return value
            }
        case .identifier(let name):
            guard let resolved = qualified != nil ? resolveOutsideTypes(name) : resolve(name) else { throw unknownName(name, at: callee.location) }
            switch resolved {
            case .builtinFunction(let name):
                noteImportedGlobal(name, at: callee.location)
                let overloads = BindingTable.shared.functions[name] ?? []
                let (binding, mapping) = try located(callee.location) {
                    try Binder.select(overloads, labels: compiled.labels, trailing: compiled.trailing, callee: name)
                }
                let candidates = Binder.candidates(overloads, labels: compiled.labels, trailing: compiled.trailing)
                if candidates.count > 1 { return overloadedCall(candidates, compiled, callee: name, at: location) }
                return boundCall(binding, mapping, try withPlaces(binding, mapping, arguments, compiled), callee: name, at: location)
            case .type(let type):
                return try compileBuiltinInitializer(type, compiled, arguments: arguments, at: location)
            case .declaredType(let type):
                return compileConstruction(type, genericArguments: nil, compiled, at: location)
            case .selfMember(let member):
                return try compileMethodCall(Expression(kind: .selfExpression, location: callee.location), member, compiled, at: location)
            case .staticMember(let member):
                guard let type = typeContext?.type else { throw unknownName(name, at: location) }
                if let builtin = typeContext?.builtinName, let binding = BindingTable.shared.types[builtin] {
                    return try compileMethodCall(Expression(kind: .typeExpression(.name(binding.name)), location: callee.location), member, compiled, at: location)
                }
                let receiver: Evaluator = { _ in .metatype(type) }
                return compileDynamicMethodCall(receiver, member, compiled, at: location)
            case .global(let slot) where globals.overloads[slot] != nil:
                // The type the semantic pass chose for the call picks among overloads that differ only in their result.
                let resultType = passType(of: Expression(kind: .call(callee, written), location: location))
                return compileDeclaredFunctionCall(slot: slot, name: name, compiled, resultType: resultType, at: location)
            case let .local(depth, slot, _) where isLocalFunction(name):
                // A nested `func` called directly: its labels are checked.
                return { frame in
                    var values = try compiled.values(frame)
                    do {
                        guard case .function(let target) = frame.ancestor(depth).slots[slot] else {
                            throw ScriptError.typeMismatch("'\(name)' is not a function")
                        }
                        return try Self.callFunction(target, &values, compiled, frame: frame, runtime: runtime)
                    } catch { throw error.located(at: location) }
                }
            case .local, .global:
                break
            }
        case .array, .dictionary, .specialized, .typeExpression:
            if let type = typeReference(callee) { return try compileTypeCall(type, compiled, at: location) }
        case let .member(base, name):
            if !compiled.inoutTargets.isEmpty { try checkReceiverOverlap(base, name, arguments, at: location) }
            compiled.resultType = passType(of: Expression(kind: .call(callee, written), location: location))
            return try compileMemberCall(base, name, compiled, at: location)
        case .implicitMember(let name):
            if let owner = implicitMemberOwners[callee.location.offset] {
                // The semantic pass found the type the context gives `.init(…)` or `.case(…)`.
                return try compileMemberCall(Self.typeExpression(named: owner, at: callee.location), name, compiled, at: location)
            }
            return compileImplicitMemberCall(name, compiled, at: location)
        default:
            break
        }
        let function = try compileExpression(callee)
        let direct = DirectCall(compiled, calling: .closure)
        return { frame in
            let value = try function(frame)
            if case .function(let target) = value, direct.accepts(target) {
                return try direct.call(target, from: frame, runtime: runtime, at: location)
            }
            var values = try compiled.values(frame)
            do {
                switch value {
                case .function(let target):
                    return try Self.callFunction(target, &values, compiled, frame: frame, runtime: runtime)
                case .metatype(let type):
                    runtime.callSite = compiled.callSite
                    return try Construction.construct(type, values, labels: compiled.userLabels, runtime: runtime)
                case .type(let binding):
                    // `Self(text)` in an extension of a built-in type: the first initializer
                    // that takes the arguments.
                    var lastMismatch: Error?
                    for (initializer, mapping) in Binder.candidates(binding.initializers, labels: compiled.labels, trailing: compiled.trailing) {
                        let arguments: BoundArguments
                        do { arguments = try Binder.bind(initializer, values, mapping: mapping, callee: binding.name) } catch {
                            lastMismatch = error
                            continue
                        }
                        var receiver = Value.void
                        do { return try initializer.body(&receiver, arguments, runtime) } catch let error as ScriptError {
                            guard case .typeMismatch = error else { throw error }
                            lastMismatch = error
                        }
                    }
                    throw lastMismatch ?? ScriptError.badArguments(callee: binding.name, expected: binding.initializers.map(\.fullName).joined(separator: " or "))
                case .keyPath(let path) where values.count == 1:
                    return try KeyPaths.read(path, from: values[0], runtime: runtime)
                default:
                    throw ScriptError.typeMismatch("cannot call a value of type '\(value.typeName)'")
                }
            } catch { throw error.located(at: location) }
        }
    }

    /// Calls a function value, writing `&` arguments back when the call returns.
    static func callFunction(_ function: FunctionValue, _ values: inout [Value], _ compiled: CompiledArguments,
                             frame: Frame, runtime: Runtime, selfValue: Value? = nil) throws -> Value {
        notes(for: function, compiled, arguments: values, runtime: runtime)
        if function.usesCallSite { runtime.callSite = compiled.callSite }
        guard !compiled.inoutTargets.isEmpty else {
            return try runtime.invoke(function, values, labels: compiled.userLabels, selfValue: selfValue) { _ in }
        }
        var finals: [Int: Value] = [:]
        let slots = InoutArguments.slots(of: function, labels: compiled.userLabels, count: values.count)
        let result = try ExclusiveAccess.run(compiled.inoutTargets, values, frame: frame) {
            try runtime.invoke(function, values, labels: compiled.userLabels, selfValue: selfValue) { calleeFrame in
                for position in compiled.inoutTargets.keys {
                    if let slot = slots[position] { finals[position] = calleeFrame.slots[slot] }
                }
            }
        }
        for (position, target) in compiled.inoutTargets {
            guard let final = finals[position] else { continue }
            _ = try target.modify(frame) { current in current = final; return .void }
        }
        return result
    }

    /// Notes where the call is one Swift would reject: a throwing function called without
    /// `try` (a `rethrows` one only when a function argument can throw), a function value
    /// called with argument labels.
    static func notes(for function: FunctionValue, _ compiled: CompiledArguments, arguments: [Value], runtime: Runtime) {
        if function.isThrowing && !compiled.isInsideTry && (!function.isRethrowing || arguments.contains(where: \.isThrowingFunction)) {
            runtime.note("Swift needs 'try' before this call: '\(function.name)' can throw", at: compiled.location)
        }
        if compiled.hasWrittenLabels, !function.checksLabels, function.selfSlot == nil {
            runtime.note("Swift calls a function value without argument labels: write \(function.name == "closure" ? "the call" : "'" + function.name + "(…)'") with none", at: compiled.location)
        }
    }

    /// A call of a function declared at the top level, choosing among its overloads by labels
    /// and argument types, and by `resultType` (the call's type in its context, when known)
    /// among those that differ only in their result (`let x: String = f()`).
    private func compileDeclaredFunctionCall(slot: Int, name: String, _ compiled: CompiledArguments, resultType: TypeRef?,
                                             at location: SourceLocation) -> Evaluator {
        let runtime = self.runtime
        let cell = globals.cells[slot]
        let set = globals.overloads[slot]
        let direct = DirectCall(compiled)
        return { frame in
            if set.map({ $0.functions.count <= 1 }) ?? true, case .function(let target) = cell.pointee, direct.accepts(target) {
                return try direct.call(target, from: frame, runtime: runtime, at: location)
            }
            var values = try compiled.values(frame)
            do {
                let target: FunctionValue
                if let overloads = set, overloads.functions.count > 1 {
                    var accepting = overloads.functions.map(\.function).filter { LabelMatching.accepts($0, labels: compiled.userLabels, count: values.count) }
                    if let resultType, accepting.count > 1, accepting.contains(where: { $0.returnType == resultType }) {
                        accepting.removeAll { $0.returnType != resultType }
                    }
                    guard let chosen = LabelMatching.preferred(accepting, values, labels: compiled.userLabels, runtime: runtime) ?? accepting.first else {
                        let written = name + "(" + compiled.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
                        throw ScriptError.badArguments(callee: written, expected: overloads.functions.map(\.function.signature).joined(separator: " or "))
                    }
                    target = chosen
                } else if case .function(let function) = cell.pointee {
                    target = function
                } else {
                    throw ScriptError.typeMismatch("cannot call a value of type '\(cell.pointee.typeName)'")
                }
                return try Self.callFunction(target, &values, compiled, frame: frame, runtime: runtime)
            } catch { throw error.located(at: location) }
        }
    }

    /// `Type(arguments)` for a declared type.
    func compileConstruction(_ type: TypeInfo, genericArguments: [TypeRef]?, _ compiled: CompiledArguments,
                             at location: SourceLocation) -> Evaluator {
        let runtime = self.runtime
        // `Box<U>(value: …)` inside a generic function: `U` is known only from the values.
        let inScope = genericNamesInScope
        let namesGeneric = genericArguments?.contains { argument in argument.mentionedNames.contains(where: inScope.contains) } ?? false
        let genericArguments = namesGeneric ? nil : genericArguments
        let chosen = InitializerChoice()
        let direct = DirectCall(compiled, calling: .initializer)
        return { frame in
            if let (initializer, owner) = chosen.initializer(of: type, labels: compiled.userLabels, count: compiled.count, runtime: runtime),
               !initializer.isFailable, direct.accepts(initializer.function) {
                // The arguments go straight into the initializer's frame; `self` is made after
                // them, as its stored properties' defaults run after the arguments in Swift.
                runtime.callSite = compiled.callSite
                do {
                    return try Construction.run(initializer, owner: owner, made: .void) { after in
                        try direct.call(initializer.function, from: frame, runtime: runtime, at: location, makingSelf: {
                            try Construction.allocate(type, genericArguments: genericArguments, runtime: runtime)
                        }, after: after)
                    }
                } catch let error as ScriptError { throw error.located(at: location) }
            }
            let values = try compiled.values(frame)
            do {
                runtime.callSite = compiled.callSite
                if let (initializer, owner) = chosen.initializer(of: type, labels: compiled.userLabels, count: values.count, runtime: runtime) {
                    let made = try Construction.allocate(type, genericArguments: genericArguments, runtime: runtime)
                    return try Construction.run(initializer, owner: owner, on: made, values, labels: compiled.userLabels, runtime: runtime)
                }
                return try Construction.construct(type, values, labels: compiled.userLabels, genericArguments: genericArguments, runtime: runtime)
            } catch { throw error.located(at: location) }
        }
    }

    /// `[Int]()`, `[String: Int]()`, `Stack<Int>()`, `Array<Double>(repeating: 0, count: 3)`,
    /// `Dictionary<String, Int>(uniqueKeysWithValues: pairs)`: the standard initializer, its
    /// result coerced to the written type.
    private func compileTypeCall(_ type: TypeRef, _ compiled: CompiledArguments, at location: SourceLocation) throws -> Evaluator {
        switch type {
        case let .named(name, arguments):
            if let declared = declaredType(named: name) { return compileConstruction(declared, genericArguments: arguments, compiled, at: location) }
            let target = CoercionTarget(named: name)
            if target == .standard(StandardNominals.array), let element = arguments.first { return try compileTypeCall(.array(element), compiled, at: location) }
            if target == .standard(StandardNominals.dictionary), arguments.count == 2 {
                return try compileTypeCall(.dictionary(arguments[0], arguments[1]), compiled, at: location)
            }
            if target == .standard(StandardNominals.set) {
                let runtime = self.runtime
                let element = arguments.first ?? .name("Any")
                // `Set<Int>(minimumCapacity: 20)`: an empty set (the kernel grows sets as needed).
                let isEmptyWithCapacity = compiled.userLabels == ["minimumCapacity"]
                return { frame in
                    let values = try compiled.values(frame)
                    do {
                        guard let source = values.first else { return .set(SetValue()) }
                        if isEmptyWithCapacity {
                            guard case .int = source else { throw ScriptError.typeMismatch("minimumCapacity must be an Int") }
                            return .set(SetValue())
                        }
                        return try Coercion.coerce(.array(ArrayValue(values: try Sequences.elements(of: source))), to: .named("Set", [element]), runtime: runtime)
                    } catch { throw error.located(at: location) }
                }
            }
            if let binding = BindingTable.shared.types[name] { return try compileBuiltinInitializer(binding, compiled, at: location) }
        case .array, .dictionary:
            let runtime = self.runtime
            if compiled.count == 0 {
                let empty: Value
                if case .dictionary = type { empty = .dictionary(DictionaryValue()) } else {
                    empty = try located(location) { try Coercion.coerce(.array(ArrayValue(.values([]))), to: type, runtime: runtime) }
                }
                return { _ in empty }
            }
            let bindingName: String
            if case .array = type { bindingName = "Array" } else { bindingName = "Dictionary" }
            guard let binding = BindingTable.shared.types[bindingName] else { break }
            let make = try compileBuiltinInitializer(binding, compiled, at: location)
            return { frame in
                do { return try Coercion.coerce(try make(frame), to: type, runtime: runtime) } catch { throw error.located(at: location) }
            }
        default:
            break
        }
        throw LocatedError(.typeMismatch("cannot make a value of type '\(type)' this way"), at: location)
    }

    private func compileBuiltinInitializer(_ type: TypeBinding, _ written: CompiledArguments, arguments: [Argument] = [],
                                           at location: SourceLocation) throws -> Evaluator {
        noteImportedGlobal(type.name, at: location)
        let (binding, mapping) = try located(location) {
            try Binder.select(type.initializers, labels: written.labels, trailing: written.trailing, callee: type.name)
        }
        if binding.needsFoundation {
            runtime.noteMissingImport(for: "\(type.name)(\(written.labels.first.flatMap { $0 } ?? "_"):)", module: .foundation, at: location)
        }
        let candidates = Binder.candidates(type.initializers, labels: written.labels, trailing: written.trailing)
        if candidates.count > 1 { return overloadedCall(candidates, written, callee: type.name, at: location) }
        let compiled = try withPlaces(binding, mapping, arguments, written)
        if let scalar = ScalarType(named: type.name), scalar == .double || scalar == .int, compiled.count == 1, compiled.labels[0] == nil {
            return numberConversion(to: scalar, named: type.name, binding, mapping, compiled.evaluator(at: 0), at: location)
        }
        return boundCall(binding, mapping, compiled, callee: type.name, at: location)
    }

    /// `base.name(arguments)`: a static member of a type, `super`'s or `self`'s initializer or
    /// method, or a method of a value.
    private func compileMemberCall(_ written: Expression, _ name: String, _ compiled: CompiledArguments, at location: SourceLocation) throws -> Evaluator {
        let runtime = self.runtime
        let base = Self.optionalMembers.contains(name) ? written : implicitlyUnwrapped(written)
        switch base.kind {
        case .superExpression:
            return try compileSuperCall(name, compiled, at: location)
        case .selfExpression where name == "init":
            return try compileSelfInit(compiled, at: location)
        case .identifier(let typeName):
            switch resolve(typeName) {
            case .type(let type)?:
                if name == "init" { return try compileBuiltinInitializer(type, compiled, at: location) }
                noteImportedGlobal(type.name, at: base.location)
                if case .function(let function)? = type.staticMembers[name]?.value {
                    // A static function of a built-in type, such as `Task.sleep(nanoseconds:)`.
                    let runtime = self.runtime
                    return { frame in
                        var values = try compiled.values(frame)
                        do { return try Self.callFunction(function, &values, compiled, frame: frame, runtime: runtime) } catch { throw error.located(at: location) }
                    }
                }
                if case .type(let nested)? = type.staticMembers[name]?.value {
                    // A nested built-in type's initializer: `Date.ParseStrategy(format:timeZone:)`.
                    return try compileBuiltinInitializer(nested, compiled, at: location)
                }
                let added = runtime.types.builtinStaticMember(named: name, ofBuiltin: type.name)
                if !added.methods.isEmpty {
                    let receiver: Evaluator = { _ in .type(type) }
                    return compileDynamicMethodCall(receiver, name, compiled, at: location)
                }
                throw LocatedError(.unknownMember(type: type.name, member: name,
                                                  suggestions: Suggestions.closest(to: name, in: Array(type.staticMembers.keys))), at: location)
            case .declaredType(let type)?:
                if name == "init" { return compileConstruction(type, genericArguments: nil, compiled, at: location) }
                let receiver: Evaluator = { _ in .metatype(type) }
                return compileDynamicMethodCall(receiver, name, compiled, at: location)
            default:
                break
            }
        default:
            if let type = typeReference(base), case .named(let typeName, let arguments) = type, let declared = declaredType(named: typeName), name == "init" {
                return compileConstruction(declared, genericArguments: arguments, compiled, at: location)
            }
            if let type = typeReference(base), case .named(let typeName, _) = type, declaredType(named: typeName) == nil,
               case .function(let function)? = BindingTable.shared.types[typeName]?.staticMembers[name]?.value {
                // A static function of a specialized built-in type: `Optional<String>.some("x")`.
                let runtime = self.runtime
                return { frame in
                    var values = try compiled.values(frame)
                    do { return try Self.callFunction(function, &values, compiled, frame: frame, runtime: runtime) } catch { throw error.located(at: location) }
                }
            }
        }
        return try compileMethodCall(base, name, compiled, at: location)
    }

    /// `oscar.shareHealth(with: &oscar)`: a mutating method of a value given that same value
    /// with `&` is two overlapping changes, which swiftc refuses.
    private func checkReceiverOverlap(_ base: Expression, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws {
        let targets = arguments.compactMap { argument -> Expression? in
            if case .inoutArgument(let target) = argument.value.kind { return target } else { return nil }
        }
        guard let variable = targets.lazy.compactMap({ ExclusiveAccess.overlappingVariable([base, $0]) }).first else { return }
        let isMutating = runtime.types.types.values.contains { type in
            !type.isReferenceType && type.classChain.contains { $0.methods[name]?.contains(where: \.isMutating) == true }
        }
        guard isMutating else { return }
        throw LocatedError(.exclusivity("overlapping accesses to '\(variable)': the mutating method '\(name)' changes it while it is also passed with '&'"), at: location)
    }

    /// `receiver.name(arguments)` where the receiver may be changed by a mutating method: the
    /// receiver is then written back to its variable.
    func compileMethodCall(_ written: Expression, _ name: String, _ compiled: CompiledArguments,
                           at location: SourceLocation) throws -> Evaluator {
        // `groups[next(), default: []].append(x)`: the index is evaluated once, before the
        // arguments, however often the call reads and changes its place.
        let (base, indices) = try hoistingIndices(of: literalAsDouble(written, member: name))
        return evaluatingIndices(indices, before: try compileMethodCall(place: base, name, compiled, at: location))
    }

    private func compileMethodCall(place base: Expression, _ name: String, _ compiled: CompiledArguments,
                                   at location: SourceLocation) throws -> Evaluator {
        let check = privateUseCheck(name, isWrite: false, at: location)
        // A receiver that is no place (`Int.max.addingReportingOverflow(1)`: a static member of
        // a built-in type) is computed; if it has an error, compiling it again reports it.
        guard Parser.isAssignable(base), let target = try? compileLValue(base) else {
            return compileDynamicMethodCall(try compileExpression(base), name, compiled, at: location, check: check)
        }
        let dispatcher = MethodDispatcher(name: name, compiled: compiled, runtime: runtime)
        let direct = DirectCall(compiled, calling: .method)
        let mutatingDirect = DirectCall(compiled, calling: .mutatingMethod)
        let runtime = self.runtime
        // The place's closures, not the place (a captured struct of closures is copied whole).
        let (read, modify) = (target.read, target.modify)
        // A stored array property converts only what a method of Array adds to its element type.
        let added = AddedElements.added(byArrayMethod: name, labels: compiled.userLabels)
        let modifyAdding = added == .unknown ? nil : target.modifyAdding
        return { frame in
            if let builtin = dispatcher.lastMutatingBuiltin {
                // The same mutating built-in method as last time (`seen.insert(x)`,
                // `items.append(x)`): the arguments, then the receiver changed in its place,
                // neither read nor copied first.
                return try dispatcher.withArguments(frame) { values in
                    do {
                        if let modifyAdding, builtin.tag == .array {
                            return try modifyAdding(frame, added.resolved(with: values)) { current in
                                try dispatcher.callMutating(builtin, on: &current, &values, frame: frame)
                            }
                        }
                        return try modify(frame) { current in try dispatcher.callMutating(builtin, on: &current, &values, frame: frame) }
                    } catch { throw error.located(at: location) }
                }
            }
            var receiver = try read(frame)
            check?(receiver)
            if let method = dispatcher.knownMethod(for: receiver) {
                if direct.accepts(method) {
                    return try direct.call(method, from: frame, runtime: runtime, at: location, makingSelf: { receiver })
                }
                if mutatingDirect.accepts(method), !receiver.isReferenceInstance {
                    // Let go of the copy read to choose the method: the value in its place
                    // must be unshared while the method changes it.
                    receiver = .void
                    return try mutatingDirect.callMutating(method, from: frame, runtime: runtime, at: location, in: modify)
                }
            }
            if let builtin = dispatcher.knownBuiltin(for: receiver), !builtin.isMutating {
                return try dispatcher.withArguments(frame) { values in
                    do { return try dispatcher.callBuiltin(builtin, on: &receiver, values, canMutate: false) } catch { throw error.located(at: location) }
                }
            }
            return try dispatcher.withArguments(frame) { values in
                do {
                    guard try dispatcher.isMutating(receiver, values) else {
                        return try dispatcher.call(&receiver, &values, frame: frame, canMutate: false)
                    }
                    // Changing a `let` is refused by the place itself (a class instance on the way
                    // is changed in place, so it is allowed).
                    if let modifyAdding, case .array = receiver {
                        receiver = .void
                        return try modifyAdding(frame, added.resolved(with: values)) { current in
                            try dispatcher.call(&current, &values, frame: frame, canMutate: true)
                        }
                    }
                    receiver = .void
                    return try modify(frame) { current in try dispatcher.call(&current, &values, frame: frame, canMutate: true) }
                } catch { throw error.located(at: location) }
            }
        }
    }

    /// A method call on a computed receiver (changes by mutating methods are not kept, as
    /// Swift rejects them on such receivers).
    func compileDynamicMethodCall(_ receiver: @escaping Evaluator, _ name: String, _ compiled: CompiledArguments,
                                  at location: SourceLocation, check: ((Value) -> Void)? = nil) -> Evaluator {
        let dispatcher = MethodDispatcher(name: name, compiled: compiled, runtime: runtime)
        let direct = DirectCall(compiled, calling: .method)
        let runtime = self.runtime
        return { frame in
            var value = try receiver(frame)
            check?(value)
            if let method = dispatcher.knownMethod(for: value), direct.accepts(method) {
                return try direct.call(method, from: frame, runtime: runtime, at: location, makingSelf: { value })
            }
            if let builtin = dispatcher.knownBuiltin(for: value) {
                return try dispatcher.withArguments(frame) { values in
                    do { return try dispatcher.callBuiltin(builtin, on: &value, values, canMutate: false) } catch { throw error.located(at: location) }
                }
            }
            return try dispatcher.withArguments(frame) { values in
                do { return try dispatcher.call(&value, &values, frame: frame, canMutate: false) } catch { throw error.located(at: location) }
            }
        }
    }

    /// `.member(arguments)` without a type: an enum case with associated values (`.upc(1, 2)`),
    /// `.some(value)`, or a static method, of the one declared type that has it.
    private func compileImplicitMemberCall(_ name: String, _ compiled: CompiledArguments, at location: SourceLocation) -> Evaluator {
        let runtime = self.runtime
        let dispatcher = MethodDispatcher(name: name, compiled: compiled, runtime: runtime)
        // The declared types having the member, found once per generation of the session's types.
        var ownersGeneration = -1
        var foundOwners: [TypeInfo] = []
        return { frame in
            let values = try compiled.values(frame)
            do {
                if ownersGeneration != runtime.types.generation {
                    foundOwners = runtime.types.types.values.filter { $0.caseIndex[name] != nil || $0.staticMethods[name] != nil }
                    ownersGeneration = runtime.types.generation
                }
                let owners = foundOwners
                // `.some(x)` is Swift's Optional unless a declared enum has a case of that name.
                if name == "some", values.count == 1, owners.isEmpty { return .wrapped(values[0]) }
                if owners.isEmpty, name == "init" {
                    // No guess at a built-in type: the context's type was not found.
                    throw ScriptError.typeMismatch("cannot resolve '.init(…)' here: the type the context expects was not found; write the type, as in TypeName(…)")
                }
                if owners.isEmpty, let function = Self.builtinStaticFunction(name, labels: compiled.userLabels, count: values.count) {
                    // `.seconds(2)`: a static function of a built-in type.
                    var arguments = values
                    return try Self.callFunction(function, &arguments, compiled, frame: frame, runtime: runtime)
                }
                guard owners.count == 1, let owner = owners.first else {
                    throw ScriptError.typeMismatch(owners.isEmpty
                        ? "cannot infer the type of '.\(name)(…)' here; write the type, as in TypeName.\(name)(…)"
                        : "'.\(name)(…)' is ambiguous here; write the type, as in \(owners[0].name).\(name)(…)")
                }
                var receiver = Value.metatype(owner)
                var arguments = values
                return try dispatcher.call(&receiver, &arguments, frame: frame, canMutate: false)
            } catch { throw error.located(at: location) }
        }
    }

    /// The static function `name` of a built-in type (`.seconds(_:)`, `.currency(code:)`),
    /// skipping types whose member of that name is a plain value (`NumberFormatter.Style.currency`).
    private static func builtinStaticFunction(_ name: String, labels: [String?], count: Int) -> FunctionValue? {
        var first: FunctionValue?
        for builtin in BindingTable.shared.typesWithStaticMember(name) {
            guard case .function(let function)? = builtin.staticMembers[name]?.value else { continue }
            // Several types have a static function of this name (`.automatic(desiredCount:)`,
            // `.automatic(includesZero:)`): the one whose labels the call's fit.
            if !function.checksLabels || LabelMatching.accepts(function, labels: labels, count: count) { return function }
            if first == nil { first = function }
        }
        return first
    }

    /// `super.method(…)` and `super.init(…)` inside a class.
    private func compileSuperCall(_ name: String, _ compiled: CompiledArguments, at location: SourceLocation) throws -> Evaluator {
        guard let owner = typeContext?.type, let superclass = owner.superclass else {
            throw LocatedError(.typeMismatch("'super' members cannot be referenced here: the type has no superclass"), at: location)
        }
        let readSelf = try compileRead("self", at: location)
        let runtime = self.runtime
        if name == "init" {
            return { frame in
                let values = try compiled.values(frame)
                do {
                    let (initializer, declaringType) = try Construction.chooseInitializer(of: superclass, values, labels: compiled.userLabels, runtime: runtime)
                    runtime.callSite = compiled.callSite
                    let returned = try runtime.invoke(initializer.function, values, labels: compiled.userLabels, selfValue: try readSelf(frame)) { _ in }
                    _ = declaringType
                    // A failable superclass initializer that fails makes this one fail too.
                    if initializer.isFailable, case .null = returned { throw InitializerFailure() }
                    return .void
                } catch { throw error.located(at: location) }
            }
        }
        return { frame in
            var values = try compiled.values(frame)
            do {
                guard case .methods(let methods) = runtime.types.member(named: name, of: superclass) else {
                    throw ScriptError.unknownMember(type: superclass.name, member: name, suggestions: [])
                }
                let method = try MethodDispatcher.select(methods.map(\.function), values, labels: compiled.userLabels, name: name, runtime: runtime)
                return try Self.callFunction(method, &values, compiled, frame: frame, runtime: runtime, selfValue: try readSelf(frame))
            } catch { throw error.located(at: location) }
        }
    }

    /// `self.init(…)` inside an initializer: another initializer of the same type runs on
    /// `self` (a class) or makes the new `self` (a struct or enum).
    private func compileSelfInit(_ compiled: CompiledArguments, at location: SourceLocation) throws -> Evaluator {
        guard let owner = initializerContext?.owner else {
            throw LocatedError(.typeMismatch("'self.init' can only be called inside an initializer"), at: location)
        }
        let runtime = self.runtime
        let readSelf = try compileRead("self", at: location)
        let target = try compileLValue(Expression(kind: .selfExpression, location: location))
        return { frame in
            let values = try compiled.values(frame)
            do {
                let current = try readSelf(frame)
                if owner.isReferenceType, case .instance(let instance) = current {
                    // The initializer is chosen by the object's own class, so a subclass's override runs.
                    let (initializer, _) = try Construction.chooseInitializer(of: instance.type, values, labels: compiled.userLabels, runtime: runtime)
                    runtime.callSite = compiled.callSite
                    let returned = try runtime.invoke(initializer.function, values, labels: compiled.userLabels, selfValue: current) { _ in }
                    if initializer.isFailable, case .null = returned { throw InitializerFailure() }
                    return .void
                }
                let (initializer, declaringType) = try Construction.chooseInitializer(of: owner, values, labels: compiled.userLabels, runtime: runtime)
                runtime.callSite = compiled.callSite
                let made = try Construction.run(initializer, owner: declaringType, on: try Construction.allocate(owner, runtime: runtime),
                                                values, labels: compiled.userLabels, runtime: runtime)
                guard let value = made.unwrapped, !(initializer.isFailable && made.isNil) else { throw InitializerFailure() }
                _ = try target.modify(frame) { current in current = value; return .void }
                return initializer.isFailable ? .wrapped(.void) : .void
            } catch { throw error.located(at: location) }
        }
    }

    /// `Double(x)` and `Int(x)` on numbers without building argument lists (they are the
    /// hot path of numeric closures); other arguments take the bound initialiser.
    private func numberConversion(to scalar: ScalarType, named typeName: String, _ binding: FunctionBinding, _ mapping: [Int],
                                  _ argument: @escaping Evaluator, at location: SourceLocation) -> Evaluator {
        let runtime = self.runtime
        let general: (Value) throws -> Value = { value in
            do {
                var receiver = Value.void
                return try binding.body(&receiver, try Binder.bind(binding, [value], mapping: mapping, callee: typeName), runtime)
            } catch { throw error.located(at: location) }
        }
        if scalar == .double {
            return { frame in
                let value = try argument(frame)
                switch value {
                case .int(let number): return .double(Double(number))
                case .double: return value
                case .native(let box):
                    // `Double(byte)`: a sized integer, without binding the arguments.
                    if let number = box.sizedInteger { return .double(number.doubleValue) }
                    return try general(value)
                default: return try general(value)
                }
            }
        }
        if scalar == .int {
            return { frame in
                let value = try argument(frame)
                if case .int = value { return value }
                // `Int(byte)` in a loop over `s.utf8`: a sized integer that fits, directly.
                if case .native(let box) = value, let number = box.sizedInteger, let exact = number.exactInt { return .int(exact) }
                return try general(value)
            }
        }
        return { frame in
            let value = try argument(frame)
            if case .int = value { return value }
            return try general(value)
        }
    }

    /// The arguments with those going to a parameter of type `place` (a built-in that edits a
    /// variable later, such as a colour editor) given as a ``Place`` for the written variable.
    private func withPlaces(_ binding: FunctionBinding, _ mapping: [Int], _ arguments: [Argument],
                            _ compiled: CompiledArguments) throws -> CompiledArguments {
        guard !binding.isVariadic, binding.parameters.contains(where: { $0.type == "place" }), arguments.count == mapping.count else { return compiled }
        var steps = compiled.steps
        for (index, parameterIndex) in mapping.enumerated() where binding.parameters[parameterIndex].type == "place" {
            let expression = arguments[index].value
            guard Parser.isAssignable(expression) else {
                throw LocatedError(.typeMismatch("'\(binding.name)' edits a variable: pass the variable itself (such as 'graph'), not a computed value"), at: expression.location)
            }
            let lvalue = try compileLValue(expression)
            let spelling = StaticTypes.shortSource(expression)
            steps[index] = EvaluatorStep(run: { frame in
                let place = Place(spelling: spelling, read: { try lvalue.read(frame) }, write: { newValue in
                    _ = try lvalue.modify(frame) { current in current = newValue; return .void }
                })
                return .native(NativeBox(typeName: "Place", payload: place))
            })
        }
        return compiled.replacing(steps: steps)
    }

    /// Runs `body`, adding `location` to any error it throws.
    func located<T>(_ location: SourceLocation, _ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw error.located(at: location) }
    }

    /// A call of a built-in with several overloads taking the same labels (`LineGraph(values)`
    /// and `LineGraph(table)`): the first whose parameter types accept the arguments runs.
    private func overloadedCall(_ candidates: [(FunctionBinding, [Int])], _ compiled: CompiledArguments,
                                callee: String, at location: SourceLocation) -> Evaluator {
        let runtime = self.runtime
        let outsideTry = tryDepth == 0
        return { frame in
            let values = try compiled.values(frame)
            do {
                var lastMismatch: Error?
                for (binding, mapping) in candidates {
                    let arguments: BoundArguments
                    do { arguments = try Binder.bind(binding, values, mapping: mapping, callee: callee) } catch {
                        lastMismatch = error
                        continue
                    }
                    if outsideTry, binding.documentation.declaresThrows {
                        runtime.note("Swift needs 'try' before this call: '\(callee)' can throw", at: location)
                    }
                    var receiver = Value.void
                    return try binding.body(&receiver, arguments, runtime)
                }
                throw lastMismatch ?? ScriptError.badArguments(callee: callee, expected: candidates.map(\.0.fullName).joined(separator: " or "))
            } catch { throw error.located(at: location) }
        }
    }

    func boundCall(_ binding: FunctionBinding, _ mapping: [Int], _ compiled: CompiledArguments,
                   callee: String, at location: SourceLocation) -> Evaluator {
        let runtime = self.runtime
        let body = binding.body
        let needsTry = binding.documentation.declaresThrows && tryDepth == 0
        let prepared = PreparedBinding(binding, mapping: mapping)
        // The arrays of the arguments, kept from call to call (`sqrt(d2)` in a loop allocates none).
        let buffers = ArgumentBuffers()
        return { frame in
            if needsTry { runtime.note("Swift needs 'try' before this call: '\(callee)' can throw", at: location) }
            return try buffers.withValues(of: compiled, in: frame) { values in
                do {
                    return try buffers.withBound(values, to: prepared, callee: callee) { arguments in
                        var receiver = Value.void
                        return try body(&receiver, arguments, runtime)
                    }
                } catch { throw error.located(at: location) }
            }
        }
    }
}

/// The initializer one construction site chose by its labels, kept while the session's types
/// stay as they were (every declaration changes the registry's generation).
final class InitializerChoice {
    private var generation = -1
    private var choice: (InitializerMember, TypeInfo)?

    /// The initializer the labels alone choose for `type`, or `nil` (see
    /// ``Construction/initializerChosenByLabels(of:labels:count:runtime:)``).
    @inline(__always)
    func initializer(of type: TypeInfo, labels: [String?], count: Int, runtime: Runtime) -> (InitializerMember, TypeInfo)? {
        let current = runtime.types.generation
        if generation != current {
            choice = Construction.initializerChosenByLabels(of: type, labels: labels, count: count, runtime: runtime)
            generation = current
        }
        return choice
    }
}

extension Value {
    /// Whether this is a class (or actor) instance, whose properties change in place.
    var isReferenceInstance: Bool {
        if case .instance(let instance) = self { return instance.type.isReferenceType }
        if case .native(let box) = self { return box.payload is NativeReference }
        return false
    }

    /// Whether this is `nil`.
    var isNil: Bool {
        if case .null = self { return true }
        return false
    }
}

/// Where each argument of a call lands in the callee's frame, for writing `&` arguments back.
enum InoutArguments {
    static func slots(of function: FunctionValue, labels: [String?], count: Int) -> [Int: Int] {
        guard function.checksLabels else {
            var result: [Int: Int] = [:]
            for position in 0..<min(count, function.argumentSlots.count) { result[position] = function.argumentSlots[position] }
            return result
        }
        var result: [Int: Int] = [:]
        var index = 0
        for (position, parameter) in function.parameters.enumerated() where index < count {
            if LabelMatching.fits(labels[index], parameter) {
                result[index] = function.argumentSlots[position] ?? position
                index += 1
            }
        }
        return result
    }
}
