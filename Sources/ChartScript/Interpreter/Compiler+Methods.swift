/// A function body compiled with its parameters, ready to become a ``FunctionValue``.
struct CompiledCallable {
    var parameters: [FunctionValue.Parameter]
    var argumentSlots: [Int?]
    var frameSize: Int
    var body: (Frame) throws -> Value
    var canReuseFrame: Bool
    var unusedSlots: [Int]
    var containsThrow: Bool
}

extension Compiler {
    /// Compiles parameters and body in a new scope. `selfIsConstant` is non-nil for methods and
    /// initializers, whose `self` lives in slot 0; `enclosing` is the scope whose frame the
    /// function captures (`nil` for methods, which capture nothing).
    func compileCallable(parameters declared: [FunctionDeclaration.Parameter], returnType: TypeRef?, thrownType: TypeRef? = nil,
                         body: [Statement], selfIsConstant: Bool?, enclosing: Scope?, at location: SourceLocation) throws -> CompiledCallable {
        let inner = Scope(parent: enclosing, isCell: false, acceptsAnonymousArguments: false, allowsReturn: true, returnType: returnType)
        let saved = scope
        let savedTry = tryDepth
        let savedThrownType = self.thrownType
        scope = inner
        tryDepth = 0
        self.thrownType = thrownType
        defer {
            scope = saved
            tryDepth = savedTry
            self.thrownType = savedThrownType
        }
        for parameter in declared { if let type = parameter.type { noteApproximatedTypes(type) } }
        if let selfIsConstant {
            let slot = inner.newSlot()
            // An enum's `self = .celsius` resolves the case against the enum.
            let enumType: TypeRef? = typeContext.flatMap { $0.type.kind == .enumeration ? .name($0.type.name) : nil }
            inner.blocks[0]["self"] = LocalVariable(slot: slot, isConstant: selfIsConstant, type: enumType)
        }
        var parameters: [FunctionValue.Parameter] = []
        var slots: [Int?] = []
        for parameter in declared {
            if inner.blocks[0][parameter.name] != nil && parameter.name != "_" {
                throw LocatedError(.redeclaration(name: parameter.name), at: location)
            }
            let slot = inner.newSlot()
            slots.append(slot)
            let defaultValue = try parameter.defaultValue.map { expression -> (Frame) throws -> Value in
                let evaluator = try compileExpression(expression)
                guard let type = parameter.type else { return evaluator }
                let runtime = self.runtime
                return { frame in try Coercion.coerce(try evaluator(frame), to: type, runtime: runtime) }
            }
            let localType: TypeRef? = parameter.isVariadic ? parameter.type.map { .array($0) } : parameter.type
            if parameter.name != "_" {
                inner.blocks[0][parameter.name] = LocalVariable(slot: slot, isConstant: !parameter.isInout && !parameter.isConsuming, type: localType)
            }
            parameters.append(.init(label: parameter.label, name: parameter.name, type: parameter.type, defaultValue: defaultValue,
                                    isVariadic: parameter.isVariadic, isInout: parameter.isInout, runtime: runtime,
                                    unconstrained: genericNamesInScope))
            parameters[parameters.count - 1].callerLiteral = parameter.callerLiteral
            parameters[parameters.count - 1].isPack = parameter.isPack
        }
        var compiledBody = debuggableCall(try compileFunctionBody(body), named: debugCallName)
        let consumingSlots = zip(declared, slots).compactMap { parameter, slot in parameter.isConsuming ? slot : nil }
        if !consumingSlots.isEmpty { compiledBody = Ownership.endingLifetimes(inSlots: consumingSlots, after: compiledBody) }
        let canReuseFrame = !inner.containsNestedFunctions
        return CompiledCallable(parameters: parameters, argumentSlots: slots, frameSize: inner.slotCount, body: compiledBody,
                                canReuseFrame: canReuseFrame, unusedSlots: canReuseFrame ? [] : inner.slotsUnusedByInnerScopes,
                                containsThrow: inner.containsThrow)
    }

    /// Compiles a method (or accessor, observer, operator) of `owner` into a function value
    /// taking `self` in slot 0.
    func compileMethod(_ declaration: FunctionDeclaration, owner: TypeInfo, isStatic: Bool) throws -> FunctionValue {
        guard let written = declaration.body else {
            throw LocatedError(.syntax(expected: "a body for '\(declaration.name)'", found: "none", atEnd: false), at: declaration.location)
        }
        let body = try resultBuilderBody(declaration.resultBuilderName, written, at: declaration.location)
        let savedContext = typeContext
        let savedGenerics = genericNamesInScope
        typeContext = TypeContext(type: owner, builtinName: savedContext?.builtinName, isStatic: isStatic, constraintProtocols: savedContext?.constraintProtocols ?? [])
        genericNamesInScope.formUnion(declaration.genericParameters.map(\.name))
        defer {
            typeContext = savedContext
            genericNamesInScope = savedGenerics
        }
        let isMutating = declaration.modifiers.isMutating && !isStatic
        if isMutating && owner.isReferenceType {
            throw LocatedError(.typeMismatch("'mutating' is not valid on methods in classes"), at: declaration.location)
        }
        let compiled = try namingDebugCalls(owner.name + "." + declaration.name) {
            try compileCallable(parameters: declaration.parameters, returnType: declaration.returnType,
                                thrownType: declaration.thrownType, body: body,
                                selfIsConstant: !isMutating, enclosing: nil, at: declaration.location)
        }
        // A `consuming` method of a noncopyable type ends `self` (slot 0) when it returns.
        let isConsuming = declaration.modifiers.contains("consuming") && owner.isNoncopyable
        let function = FunctionValue(name: declaration.name, parameters: compiled.parameters, checksLabels: true,
                                     argumentSlots: compiled.argumentSlots, ignoresExtraArguments: false, frameSize: compiled.frameSize,
                                     body: isConsuming ? Ownership.endingLifetimes(inSlots: [0], after: compiled.body) : compiled.body,
                                     captured: nil, canReuseFrame: false)
        function.selfSlot = 0
        function.isMutating = isMutating
        function.returnType = declaration.returnType
        function.isThrowing = declaration.isThrowing
        function.isRethrowing = declaration.isRethrowing
        function.genericParameters = declaration.genericParameters
        function.genericRequirements = declaration.requirements
        function.kindDescription = isStatic ? "static method" : "instance method"
        return function
    }

    /// Compiles an accessor (getter, setter, observer, lazy initializer) as a method.
    func compileAccessor(_ name: String, body: [Statement], owner: TypeInfo, isStatic: Bool, isMutating: Bool,
                         parameter: (name: String, type: TypeRef?)?, returnType: TypeRef?, at location: SourceLocation) throws -> FunctionValue {
        var modifiers = Modifiers()
        if isMutating { modifiers.words.insert("mutating") }
        if isStatic { modifiers.words.insert("static") }
        let parameters = parameter.map { [FunctionDeclaration.Parameter(label: nil, name: $0.name, type: $0.type)] } ?? []
        let declaration = FunctionDeclaration(name: name, parameters: parameters, returnType: returnType, modifiers: modifiers,
                                              body: body, location: location)
        let function = try compileMethod(declaration, owner: owner, isStatic: isStatic)
        function.kindDescription = "accessor"
        return function
    }

    /// Compiles an initializer: `self` in slot 0 (a variable for structs and enums), the body,
    /// and for a class's designated initializer the implicit `super.init()` Swift adds.
    func compileInitializer(_ declaration: InitializerDeclaration, body: [Statement], owner: TypeInfo) throws -> FunctionValue {
        let savedContext = typeContext
        let savedInitializer = initializerContext
        typeContext = TypeContext(type: owner, builtinName: savedContext?.builtinName, isStatic: false, constraintProtocols: savedContext?.constraintProtocols ?? [])
        initializerContext = InitializerContext(owner: owner, isFailable: declaration.isFailable,
                                                isConvenience: declaration.modifiers.contains("convenience"))
        defer {
            typeContext = savedContext
            initializerContext = savedInitializer
        }
        let compiled = try namingDebugCalls(owner.name + ".init") {
            try compileCallable(parameters: declaration.parameters, returnType: nil, body: body,
                                selfIsConstant: owner.isReferenceType, enclosing: nil, at: declaration.location)
        }
        var run = compiled.body
        let isDesignated = !declaration.modifiers.contains("convenience")
        if owner.isReferenceType, isDesignated, let superclass = owner.superclass, !SyntaxSearch.callsInit(on: .superExpression, in: body) {
            // Swift calls the superclass's `init()` at the end of a designated initializer that does not.
            let runtime = self.runtime
            let original = run
            run = { frame in
                let result = try original(frame)
                if case .null = result { return result }
                if let (initializer, owner) = try? Construction.chooseInitializer(of: superclass, [], labels: [], runtime: runtime) {
                    _ = try Construction.run(initializer, owner: owner, on: frame.slots[0], [], labels: [], runtime: runtime)
                }
                return result
            }
        }
        let function = FunctionValue(name: "init", parameters: compiled.parameters, checksLabels: true, argumentSlots: compiled.argumentSlots,
                                     ignoresExtraArguments: false, frameSize: compiled.frameSize, body: run, captured: nil,
                                     canReuseFrame: false)
        function.selfSlot = 0
        function.isMutating = true
        function.isThrowing = declaration.isThrowing
        function.genericParameters = declaration.genericParameters
        function.kindDescription = "initializer"
        return function
    }

    /// Compiles `subscript(…) -> T { get set }` into getter and setter methods.
    func compileSubscript(_ declaration: SubscriptDeclaration, into info: TypeInfo, at location: SourceLocation) throws {
        // Subscript parameters have no argument labels unless two names are written.
        let parameters = declaration.parameters.map { parameter -> FunctionDeclaration.Parameter in
            var copy = parameter
            if copy.label == copy.name { copy.label = nil }
            return copy
        }
        let isStatic = declaration.modifiers.isStatic
        switch declaration.accessors {
        case .requirement:
            info.requirements.append(ProtocolRequirement(name: "subscript", kind: .subscriptAccess, signature: "subscript"))
        case .observed:
            throw LocatedError(.syntax(expected: "'get' and 'set' in the subscript", found: "observers", atEnd: false), at: location)
        case let .computed(getterBody, setter):
            let getterDeclaration = FunctionDeclaration(name: "subscript", parameters: parameters, returnType: declaration.returnType,
                                                        modifiers: declaration.modifiers, body: getterBody, location: location)
            let getter = try compileMethod(getterDeclaration, owner: info, isStatic: isStatic)
            var setterFunction: FunctionValue?
            if let setter {
                var modifiers = declaration.modifiers
                if !info.isReferenceType && !isStatic { modifiers.words.insert("mutating") }
                let setterParameters = parameters + [FunctionDeclaration.Parameter(label: nil, name: setter.parameter, type: declaration.returnType)]
                let setterDeclaration = FunctionDeclaration(name: "subscript", parameters: setterParameters, modifiers: modifiers,
                                                            body: setter.body, location: location)
                setterFunction = try compileMethod(setterDeclaration, owner: info, isStatic: isStatic)
            }
            info.subscripts.append(SubscriptMember(getter: getter, setter: setterFunction, isStatic: isStatic))
        }
    }

    /// Compiles a `let` / `var` inside a type: stored (with observers, `lazy`, `weak`),
    /// computed, static, or a protocol requirement.
    func compileProperty(_ declaration: Declaration, into info: TypeInfo, isExtension: Bool,
                         applies: ((Value, Runtime) -> Bool)?, at location: SourceLocation) throws {
        let isStatic = declaration.modifiers.isStatic
        for binding in declaration.bindings {
            guard case .binding(let name, _) = binding.pattern else {
                throw LocatedError(.unsupported(construct: "a tuple pattern in a property declaration"), at: binding.location)
            }
            switch binding.accessors {
            case .requirement(let isSettable)?:
                guard info.kind == .protocolType else {
                    throw LocatedError(.syntax(expected: "a getter body for '\(name)'", found: "'{ get }'", atEnd: false), at: binding.location)
                }
                let kind: ProtocolRequirement.Kind = isStatic ? .staticProperty : .property(isSettable: isSettable)
                info.requirements.append(ProtocolRequirement(name: name, kind: kind,
                                                             signature: "var \(name): \(binding.type?.description ?? "_") { get\(isSettable ? " set" : "") }"))
            case let .computed(getterBody, setter)?:
                let getter = try compileAccessor(name, body: try resultBuilderBody(declaration.resultBuilderName ?? inferredBuilder(ofProperty: name, in: info, isStatic: isStatic, getterBody), getterBody, at: binding.location), owner: info, isStatic: isStatic, isMutating: false,
                                                 parameter: nil, returnType: binding.type, at: binding.location)
                let setterFunction = try setter.map {
                    try compileAccessor(name, body: $0.body, owner: info, isStatic: isStatic,
                                        isMutating: !info.isReferenceType && !isStatic && !declaration.modifiers.contains("nonmutating"),
                                        parameter: ($0.parameter, binding.type), returnType: nil, at: binding.location)
                }
                let property = ComputedProperty(name: name, type: binding.type, getter: getter, setter: setterFunction, applies: applies)
                if isStatic { info.staticComputed[name] = property } else { info.computedProperties[name] = property }
            case .observed(let willSet, let didSet)?:
                guard !isStatic else { throw LocatedError(.unsupported(construct: "observers on a static property"), at: binding.location) }
                if declaration.modifiers.contains("override"), let index = info.fieldIndex[name] {
                    // Observers added by a subclass run after the superclass's own.
                    var field = info.fields[index]
                    let type = field.type
                    if let willSet {
                        let added = try compileAccessor("willSet", body: willSet.body, owner: info, isStatic: false, isMutating: false,
                                                        parameter: (willSet.parameter, type), returnType: nil, at: binding.location)
                        field.willSet = field.willSet.map { ObserverChain.chain($0, added, runtime: runtime) } ?? added
                    }
                    if let didSet {
                        let added = try compileAccessor("didSet", body: didSet.body, owner: info, isStatic: false, isMutating: false,
                                                        parameter: (didSet.parameter, type), returnType: nil, at: binding.location)
                        field.didSet = field.didSet.map { ObserverChain.chain($0, added, runtime: runtime) } ?? added
                    }
                    info.fields[index] = field
                    continue
                }
                var field = try storedField(name, binding, declaration, info: info, isExtension: isExtension)
                let observerType = field.type
                field.willSet = try willSet.map {
                    try compileAccessor("willSet", body: $0.body, owner: info, isStatic: false, isMutating: !info.isReferenceType,
                                        parameter: ($0.parameter, observerType), returnType: nil, at: binding.location)
                }
                field.didSet = try didSet.map {
                    try compileAccessor("didSet", body: $0.body, owner: info, isStatic: false, isMutating: !info.isReferenceType,
                                        parameter: ($0.parameter, observerType), returnType: nil, at: binding.location)
                }
                info.addField(field)
            case nil:
                if isStatic {
                    info.staticStorage[name] = try staticStorage(name, binding, isConstant: declaration.isConstant, owner: info)
                } else {
                    info.addField(try storedField(name, binding, declaration, info: info, isExtension: isExtension))
                }
            }
        }
    }

    /// A stored property with its default value compiled (or, for `lazy`, its initializer).
    private func storedField(_ name: String, _ binding: PatternBinding, _ declaration: Declaration, info: TypeInfo,
                             isExtension: Bool) throws -> FieldInfo {
        if isExtension { throw LocatedError(.typeMismatch("extensions must not contain stored properties"), at: binding.location) }
        if info.kind == .enumeration { throw LocatedError(.typeMismatch("enums must not contain stored properties"), at: binding.location) }
        if info.kind == .protocolType {
            throw LocatedError(.syntax(expected: "'{ get }' or '{ get set }' after the protocol's property '\(name)'", found: "a stored property", atEnd: false), at: binding.location)
        }
        if info.fieldIndex[name] != nil { throw LocatedError(.redeclaration(name: name), at: binding.location) }
        var field = FieldInfo(name: name, type: binding.type ?? binding.value.flatMap(staticType(of:)),
                              isConstant: declaration.isConstant, location: binding.location)
        field.isUnowned = declaration.modifiers.contains("unowned")
        field.isWeak = declaration.modifiers.contains("weak") || field.isUnowned
        if declaration.modifiers.contains("lazy"), let value = binding.value {
            let body = [Statement(kind: .expression(value), location: value.location)]
            field.lazyInitializer = try compileAccessor(name, body: body, owner: info, isStatic: false, isMutating: false,
                                                        parameter: nil, returnType: field.type, at: binding.location)
            return field
        }
        if let value = binding.value {
            let (evaluator, size) = try compileStandalone(value, staticContextOf: info)
            field.initialValue = evaluator
            field.initialFrameSize = size
        }
        return field
    }

    /// A static stored property: its value is computed the first time it is read.
    private func staticStorage(_ name: String, _ binding: PatternBinding, isConstant: Bool, owner: TypeInfo) throws -> StaticStorage {
        guard let value = binding.value else {
            if binding.type?.isOptional == true { return StaticStorage(value: .null, isConstant: isConstant, type: binding.type) }
            throw LocatedError(.typeMismatch("static stored property '\(name)' needs an initial value"), at: binding.location)
        }
        let (evaluator, size) = try compileStandalone(value, staticContextOf: owner)
        let type = binding.type ?? staticType(of: value)
        let runtime = self.runtime
        return StaticStorage(value: .void, isConstant: isConstant, type: type) {
            let result = try evaluator(Frame(size: size, parent: nil))
            return try type.map { try Coercion.coerce(result, to: $0, runtime: runtime) } ?? result
        }
    }

    /// Compiles an expression that runs on its own (a default or static value), in the static
    /// context of `owner`; returns it with its frame size.
    func compileStandalone(_ expression: Expression, staticContextOf owner: TypeInfo?) throws -> (Evaluator, Int) {
        let savedScope = scope
        let savedContext = typeContext
        scope = Scope(parent: nil, isCell: false, acceptsAnonymousArguments: false, allowsReturn: false)
        if let owner { typeContext = TypeContext(type: owner, builtinName: savedContext?.builtinName, isStatic: true, constraintProtocols: savedContext?.constraintProtocols ?? []) }
        defer {
            scope = savedScope
            typeContext = savedContext
        }
        let evaluator = try compileExpression(expression)
        return (evaluator, scope.slotCount)
    }
}

/// What the initializer being compiled belongs to (for `self.init`, `super.init`, `return nil`).
struct InitializerContext {
    var owner: TypeInfo
    var isFailable: Bool
    var isConvenience: Bool
}

/// Searches syntax for a construct without compiling it.
enum SyntaxSearch {
    /// Whether `statements` call `base.init(…)` (`super.init`, `self.init`) anywhere outside closures.
    static func callsInit(on base: Expression.Kind, in statements: [Statement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .expression(let expression): return callsInit(on: base, in: expression)
            case .conditional(let branches, let otherwise):
                return branches.contains { callsInit(on: base, in: $0.body) } || callsInit(on: base, in: otherwise ?? [])
            case .doCatch(let body, let clauses, _, _): return callsInit(on: base, in: body) || clauses.contains { callsInit(on: base, in: $0.body) }
            default: return false
            }
        }
    }

    private static func callsInit(on base: Expression.Kind, in expression: Expression) -> Bool {
        switch expression.kind {
        case .call(let callee, _):
            if case .member(let receiver, "init") = callee.kind {
                switch (receiver.kind, base) {
                case (.superExpression, .superExpression), (.selfExpression, .selfExpression): return true
                default: return false
                }
            }
            return false
        case .tryExpression(_, let inner), .awaitExpression(let inner): return callsInit(on: base, in: inner)
        default: return false
        }
    }
}

/// The `where` clause of an extension as a test of a receiver:
/// `extension Array where Element == Double`, `extension Collection where Element: Numeric`.
enum ExtensionRequirements {
    static func predicate(_ requirements: [GenericRequirement], runtime: Runtime) -> ((Value, Runtime) -> Bool)? {
        guard !requirements.isEmpty else { return nil }
        return { value, runtime in requirements.allSatisfy { holds($0, for: value, runtime: runtime) } }
    }

    private static func holds(_ requirement: GenericRequirement, for value: Value, runtime: Runtime) -> Bool {
        switch requirement {
        case let .sameType(.named(subject, _), type):
            guard let parts = members(subject, of: value) else { return true }
            return parts.allSatisfy { Casting.isInstance($0, of: type, runtime: runtime) }
        case let .conformance(.named(subject, _), .named(protocolName, _)):
            if subject == "Self" { return runtime.types.conforms(value, to: protocolName) || Casting.isInstance(value, of: .name(protocolName), runtime: runtime) }
            guard let parts = members(subject, of: value) else { return true }
            return parts.allSatisfy { runtime.types.conforms($0, to: protocolName) || Casting.isInstance($0, of: .name(protocolName), runtime: runtime) }
        default:
            return true
        }
    }

    /// The values a subject such as `Element` or `Key` stands for in `value`, or `nil` when unknown.
    private static func members(_ subject: String, of value: Value) -> [Value]? {
        let name = subject.hasPrefix("Self.") ? String(subject.dropFirst(5)) : subject
        switch (name, value) {
        case ("Element", .array(let array)):
            switch array.storage {
            case .ints(let items): return items.isEmpty ? [] : [.int(items[0])]
            case .doubles(let items): return items.isEmpty ? [] : [.double(items[0])]
            case .strings(let items): return items.isEmpty ? [] : [.string(items[0])]
            case .values(let items): return items
            }
        case ("Element", .range), ("Element", .closedRange): return [.int(0)]
        case ("Element", .string): return [.string("a")]
        case ("Key", .dictionary(let dictionary)): return dictionary.keys.map(\.value)
        case ("Value", .dictionary(let dictionary)): return dictionary.values
        case ("Wrapped", .wrapped(let inner)): return [inner]
        default: return nil
        }
    }
}

/// Two observers run one after the other (a superclass's, then a subclass's override).
enum ObserverChain {
    static func chain(_ first: FunctionValue, _ second: FunctionValue, runtime: Runtime) -> FunctionValue {
        let chained = FunctionValue(name: second.name, parameters: second.parameters, checksLabels: false, argumentSlots: [1],
                                    ignoresExtraArguments: false, frameSize: 2, body: { [unowned runtime] frame in
            var receiver = frame.slots[0]
            _ = try runtime.callMethod(first, on: &receiver, [frame.slots[1]], labels: nil)
            _ = try runtime.callMethod(second, on: &receiver, [frame.slots[1]], labels: nil)
            frame.slots[0] = receiver
            return .void
        }, captured: nil, canReuseFrame: false)
        chained.selfSlot = 0
        chained.isMutating = first.isMutating || second.isMutating
        return chained
    }
}
