/// Making values of declared types: choosing the initializer (declared, memberwise, inherited,
/// `init?(rawValue:)`), giving stored properties their default values, running the body with
/// `self`, and checking that every stored property was initialized.
enum Construction {
    /// `Type(arguments)`: a new value of a declared struct, class, actor or enum.
    static func construct(_ type: TypeInfo, _ arguments: [Value], labels: [String?], genericArguments: [TypeRef]? = nil,
                          runtime: Runtime) throws -> Value {
        switch type.kind {
        case .protocolType:
            throw ScriptError.typeMismatch("'any \(type.name)' cannot be constructed because it has no initializers (it is a protocol)")
        case .enumeration:
            if labels == ["rawValue"], type.rawType != nil, !type.initializers.contains(where: { $0.function.parameters.map(\.label) == ["rawValue"] }) {
                return try enumCase(type, rawValue: arguments[0])
            }
        default:
            break
        }
        let (initializer, owner) = try chooseInitializer(of: type, arguments, labels: labels, runtime: runtime)
        let selfValue = try allocate(type, genericArguments: genericArguments, runtime: runtime)
        return try run(initializer, owner: owner, on: selfValue, arguments, labels: labels, runtime: runtime)
    }

    /// Runs `initializer` on a value made by ``allocate(_:genericArguments:runtime:)``; gives
    /// the initialized value (an optional one for `init?`).
    static func run(_ initializer: InitializerMember, owner: TypeInfo, on selfValue: Value, _ arguments: [Value],
                    labels: [String?], runtime: Runtime) throws -> Value {
        try run(initializer, owner: owner, made: selfValue) { after in
            try runtime.invoke(initializer.function, arguments, labels: labels, selfValue: selfValue, after: after)
        }
    }

    /// Runs `initializer` through `invoke`, which calls its function with `self` and hands the
    /// frame to the closure it is given once the body has ran; `made` is `self` until then.
    /// Gives the initialized value (an optional one for `init?`).
    static func run(_ initializer: InitializerMember, owner: TypeInfo, made selfValue: Value,
                    invoke: (_ after: (Frame) -> Void) throws -> Value) throws -> Value {
        var result = selfValue
        let returned: Value
        do {
            returned = try invoke { frame in
                if let slot = initializer.function.selfSlot { result = frame.slots[slot] }
            }
        } catch is InitializerFailure {
            // `super.init(…)` or `self.init(…)` failed: so does this initializer, or, when it
            // cannot fail, the program stops as Swift's `super.init(…)!` does.
            guard initializer.isFailable else { throw ScriptError.trap("Unexpectedly found nil while unwrapping an Optional value") }
            return .null
        }
        if initializer.isFailable, case .null = returned { return .null }
        try checkInitialized(result, type: owner)
        return initializer.isFailable ? .wrapped(result) : result
    }

    /// A new value of the type with every stored property at its default value (or not yet
    /// initialized): what `self` is when an initializer's body starts.
    static func allocate(_ type: TypeInfo, genericArguments: [TypeRef]? = nil, runtime: Runtime) throws -> Value {
        if type.kind == .enumeration { return .void }
        // Without defaults to compute, every instance starts as one shared array, copied when
        // the initializer writes the first property.
        let fields = try plainFields(of: type, runtime: runtime) ?? initialFields(of: type, runtime: runtime)
        let instance = Instance(type: type, fields: fields, genericArguments: genericArguments)
        let hasDeinitializer = type.superclass == nil ? type.deinitializer != nil : type.classChain.contains { $0.deinitializer != nil }
        if type.isReferenceType || type.isNoncopyable, hasDeinitializer {
            let link = runtime.link
            instance.finalizer = { standIn in
                guard let runtime = link.runtime else { return }
                for declared in type.classChain {
                    guard let deinitializer = declared.deinitializer else { continue }
                    do { _ = try runtime.invoke(deinitializer, [], labels: nil, selfValue: .instance(standIn)) { _ in } } catch {
                        runtime.context?.write("deinit of \(type.name) failed: \(error.located(at: nil).reportText)\n", to: .stderr)
                    }
                }
            }
        }
        return .instance(instance)
    }

    /// The stored properties of a new instance of `type`, each at its default value, `nil` or not
    /// yet initialized.
    private static func initialFields(of type: TypeInfo, runtime: Runtime) throws -> [Value] {
        var fields: [Value] = []
        fields.reserveCapacity(type.fields.count)
        for field in type.fields {
            if let initial = field.initialValue {
                var value = try initial(Frame(size: field.initialFrameSize, parent: nil))
                if let declared = field.type { value = try Coercion.coerce(value, to: declared, runtime: runtime) }
                if field.isWeak { value = WeakReference.store(value) }
                fields.append(value)
            } else if field.type?.isOptional == true && !field.isConstant || field.isWeak && !field.isUnowned {
                fields.append(.null)
            } else {
                fields.append(.void)
            }
        }
        return fields
    }

    /// The stored properties a new instance of `type` starts with when none has a default value
    /// to compute (each is then not yet initialized, or nil), made once per generation of the
    /// session's types; `nil` when some property has a default or is weak.
    private static func plainFields(of type: TypeInfo, runtime: Runtime) -> [Value]? {
        let generation = runtime.types.generation
        if let cached = type.plainFieldsCache, cached.generation == generation { return cached.fields }
        var fields: [Value]? = []
        for index in type.fields.indices {
            if type.fields[index].initialValue != nil || type.fields[index].isWeak {
                fields = nil
                break
            }
            fields?.append(type.fields[index].type?.isOptional == true && !type.fields[index].isConstant ? .null : .void)
        }
        type.plainFieldsCache = (generation, fields)
        return fields
    }

    /// Fails when an initializer left a stored property without a value.
    private static func checkInitialized(_ value: Value, type: TypeInfo) throws {
        switch value {
        case .instance(let instance):
            for index in instance.fields.indices where index < instance.type.fields.count {
                guard case .void = instance.fields[index] else { continue }
                let field = instance.type.fields[index]
                if field.lazyInitializer == nil, field.type != .tuple([]) {
                    throw ScriptError.typeMismatch("return from initializer without initializing all stored properties ('self.\(field.name)' is not initialized)")
                }
            }
        case .void where type.kind == .enumeration:
            throw ScriptError.typeMismatch("'self' used before 'self.init' call or assignment to 'self' in an enum initializer")
        default:
            break
        }
    }

    /// The initializer of `type` (or, for classes, an inherited one) that accepts these labels
    /// and arguments, with the class that declared it.
    static func chooseInitializer(of type: TypeInfo, _ arguments: [Value], labels: [String?],
                                  runtime: Runtime) throws -> (InitializerMember, TypeInfo) {
        var candidates = availableInitializers(of: type)
        if type.kind == .structure, !type.declaresInitializer { candidates.append((memberwiseInitializer(of: type, runtime: runtime), type)) }
        let matching = candidates.filter { LabelMatching.accepts($0.0.function, labels: labels, count: arguments.count) }
        if matching.count == 1 { return matching[0] }
        if let chosen = LabelMatching.preferred(matching.map(\.0.function), arguments, labels: labels, runtime: runtime),
           let candidate = matching.first(where: { $0.0.function === chosen }) {
            return candidate
        }
        if let first = matching.first { return first }
        let written = type.name + LabelMatching.spelled(labels)
        let accepted = candidates.map { type.name + "(" + $0.0.function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
        if accepted.isEmpty {
            throw ScriptError.badArguments(callee: written, expected: "no arguments: '\(type.name)' has no initializers")
        }
        throw ScriptError.badArguments(callee: written, expected: accepted.joined(separator: " or "))
    }

    /// The initializer of `type` that the labels alone choose (the only one accepting `count`
    /// arguments with these labels), with the class that declared it; `nil` when the argument
    /// values must choose, or the type is made another way (an enum's `init(rawValue:)`, a
    /// protocol). What a call site may keep for the next construction of the same type.
    static func initializerChosenByLabels(of type: TypeInfo, labels: [String?], count: Int,
                                          runtime: Runtime) -> (InitializerMember, TypeInfo)? {
        guard type.kind == .structure || type.isReferenceType else { return nil }
        var candidates = availableInitializers(of: type)
        if type.kind == .structure, !type.declaresInitializer { candidates.append((memberwiseInitializer(of: type, runtime: runtime), type)) }
        let matching = candidates.filter { LabelMatching.accepts($0.0.function, labels: labels, count: count) }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The memberwise initializer of a struct declaring none, made once per generation of the
    /// session's types (see ``memberwiseInitializer(of:)``).
    static func memberwiseInitializer(of type: TypeInfo, runtime: Runtime) -> InitializerMember {
        let generation = runtime.types.generation
        if let cached = type.memberwiseCache, cached.generation == generation { return cached.initializer }
        let made = memberwiseInitializer(of: type)
        type.memberwiseCache = (generation, made)
        return made
    }

    /// The initializers a type can be made with, and the type declaring each: its own, and
    /// for a class those it inherits by Swift's two rules (a class declaring no designated
    /// initializer inherits its superclass's designated ones; a class providing all of its
    /// superclass's designated initializers also inherits its convenience ones).
    static func availableInitializers(of type: TypeInfo) -> [(InitializerMember, TypeInfo)] {
        var result = type.initializers.map { ($0, type) }
        guard type.isReferenceType else { return result }
        guard let superclass = type.superclass else {
            if result.isEmpty { result.append((defaultInitializer(of: type), type)) }
            return result
        }
        let inherited = availableInitializers(of: superclass)
        let own = Set(type.initializers.map { labels(of: $0) })
        let declaresDesignated = type.initializers.contains { !$0.isConvenience }
        let providesAllDesignated = !declaresDesignated
            || inherited.filter { !$0.0.isConvenience }.allSatisfy { own.contains(labels(of: $0.0)) }
        for (initializer, owner) in inherited where !own.contains(labels(of: initializer)) {
            if initializer.isConvenience ? providesAllDesignated : !declaresDesignated { result.append((initializer, owner)) }
        }
        return result
    }

    private static func labels(of initializer: InitializerMember) -> String {
        initializer.function.parameters.map { ($0.label ?? "_") + ":" }.joined()
    }

    /// The memberwise initializer Swift gives a struct without declared initializers: one
    /// labelled parameter per stored property (optional for `var`s with a default value).
    static func memberwiseInitializer(of type: TypeInfo) -> InitializerMember {
        var parameters: [FunctionValue.Parameter] = []
        var fieldIndices: [Int] = []
        var wraps: [Int: (Value) throws -> Value] = [:]
        for (index, field) in type.fields.enumerated() where field.lazyInitializer == nil {
            if field.isConstant && field.initialValue != nil { continue }
            if let wrapping = field.wrapping {
                var parameter = FunctionValue.Parameter(label: wrapping.label, name: wrapping.label, type: wrapping.type)
                let defaultValue = wrapping.defaultValue
                parameter.defaultValue = { _ in try defaultValue() }
                wraps[parameters.count] = wrapping.wrap
                parameters.append(parameter)
                fieldIndices.append(index)
                continue
            }
            var parameter = FunctionValue.Parameter(label: field.name, name: field.name, type: field.type)
            if let initial = field.initialValue {
                let size = field.initialFrameSize
                parameter.defaultValue = { _ in try initial(Frame(size: size, parent: nil)) }
            } else if field.type?.isOptional == true {
                parameter.defaultValue = { _ in .null }
            }
            parameters.append(parameter)
            fieldIndices.append(index)
        }
        let count = parameters.count
        let wrappers = (0..<count).map { wraps[$0] }
        let function = FunctionValue(name: "init", parameters: parameters, checksLabels: true, argumentSlots: (0..<count).map { $0 + 1 },
                                     ignoresExtraArguments: false, frameSize: count + 1, body: { frame in
            guard case .instance(let instance) = frame.slots[0] else { return .void }
            for position in fieldIndices.indices {
                let value = frame.slots[position + 1]
                instance.fields[fieldIndices[position]] = try wrappers[position].map { try $0(value) } ?? value
            }
            return .void
        }, captured: nil, canReuseFrame: false)
        function.selfSlot = 0
        function.kindDescription = "initializer"
        return InitializerMember(function: function, isFailable: false, isConvenience: false, isInTypeBody: true)
    }

    /// `init()` for a class whose stored properties all have default values.
    static func defaultInitializer(of type: TypeInfo) -> InitializerMember {
        let function = FunctionValue(name: "init", parameters: [], checksLabels: true, argumentSlots: [], ignoresExtraArguments: false,
                                     frameSize: 1, body: { _ in .void }, captured: nil, canReuseFrame: false)
        function.selfSlot = 0
        return InitializerMember(function: function, isFailable: false, isConvenience: false, isInTypeBody: true)
    }

    /// `Enum(rawValue:)`: the case with that raw value, or nil.
    static func enumCase(_ type: TypeInfo, rawValue: Value) throws -> Value {
        for (index, info) in type.cases.enumerated() {
            if let raw = info.rawValue, try Equality.equal(raw, rawValue) { return .wrapped(.enumCase(type.simpleCase(index))) }
        }
        return .null
    }

    /// `Type.init` as a function value.
    static func initializerFunction(of type: TypeInfo, runtime: Runtime) -> FunctionValue {
        let parameters = (try? chooseInitializer(of: type, [], labels: [], runtime: runtime))?.0.function.parameters
            ?? type.initializers.first?.function.parameters ?? memberwiseInitializer(of: type).function.parameters
        let count = parameters.count
        return FunctionValue(name: "init", parameters: parameters.map { FunctionValue.Parameter(label: $0.label, name: $0.name, type: $0.type) },
                             checksLabels: false, argumentSlots: Array(0..<count), ignoresExtraArguments: false,
                             frameSize: count, body: { [unowned runtime] frame in
            try construct(type, (0..<count).map { frame.slots[$0] }, labels: parameters.map(\.label), runtime: runtime)
        }, captured: nil, canReuseFrame: false)
    }
}

/// Whether a declared function's parameters accept a call's labels and arguments.
enum LabelMatching {
    /// The label given to a trailing closure in calls of declared functions: it matches the
    /// next parameter that takes a function, whatever that parameter's label.
    static let trailingClosure: String? = "$trailing"

    /// How a call's labels read in a message: `(name:_:)`.
    static func spelled(_ labels: [String?]) -> String {
        "(" + labels.map { ($0 == trailingClosure ? nil : $0) ?? "_" }.map { $0 + ":" }.joined() + ")"
    }

    /// Whether an argument written with `label` goes to `parameter`.
    static func fits(_ label: String?, _ parameter: FunctionValue.Parameter) -> Bool {
        if label == parameter.label { return true }
        guard label == trailingClosure else { return false }
        switch parameter.type {
        case nil, .function?, .optional(.function)?: return true
        default: return false
        }
    }

    /// Whether the labels fit the parameters (defaults may be left out, variadics take several).
    static func accepts(_ function: FunctionValue, labels: [String?], count: Int) -> Bool {
        var index = 0
        for parameter in function.parameters {
            if parameter.isVariadic {
                if index < labels.count && fits(labels[index], parameter) {
                    index += 1
                    while index < labels.count && labels[index] == nil { index += 1 }
                }
                continue
            }
            if index < labels.count && fits(labels[index], parameter) { index += 1; continue }
            if parameter.defaultValue != nil { continue }
            return false
        }
        return index == labels.count
    }

    /// Whether every argument converts to its parameter's declared type (to choose between
    /// overloads that take the same labels).
    static func acceptsTypes(_ function: FunctionValue, _ arguments: [Value], labels: [String?], runtime: Runtime) -> Bool {
        var index = 0
        for parameter in function.parameters {
            guard index < arguments.count, fits(labels[index], parameter) else { continue }
            if let type = parameter.type, !parameter.isInout {
                if (try? Coercion.coerce(arguments[index], to: type, runtime: runtime)) == nil { return false }
                if case .named("Int", _) = type, case .double = arguments[index] { return false }
                // Only a function (or a key path) goes to a closure parameter; a plain value
                // may go to an `@autoclosure` one.
                if case .function = type {
                    switch arguments[index] {
                    case .function, .keyPath: break
                    default: return false
                    }
                }
            }
            index += 1
        }
        return true
    }

    /// The overload Swift would choose among `functions` (all accepting the labels): of those
    /// whose parameter types take the arguments, the one needing the fewest conversions, so
    /// an integer goes to `Int` before `Double`, a value to `T` before `T?`, and a concrete
    /// type wins over a generic one; the first declared among equals. `nil` when no types fit.
    static func preferred(_ functions: [FunctionValue], _ arguments: [Value], labels: [String?], runtime: Runtime) -> FunctionValue? {
        var best: (function: FunctionValue, conversions: Int)?
        for function in functions where acceptsTypes(function, arguments, labels: labels, runtime: runtime) {
            let cost = conversions(function, arguments, labels: labels)
            if best == nil || cost < best?.conversions ?? 0 { best = (function, cost) }
            if cost == 0 { break }
        }
        return best?.function
    }

    /// How many arguments reach their parameter only by a conversion (Int to Double, a value
    /// made optional, a closure given to an `@autoclosure` parameter) or through a generic
    /// parameter or `Any`.
    private static func conversions(_ function: FunctionValue, _ arguments: [Value], labels: [String?]) -> Int {
        let generic = Set(function.genericParameters.map(\.name))
        var index = 0, count = 0
        for parameter in function.parameters {
            guard index < arguments.count, fits(labels[index], parameter) else { continue }
            switch (parameter.type, arguments[index]) {
            case (.named(let name, _)?, .int) where ["Double", "Float", "Float32", "CGFloat"].contains(name): count += 1
            case (.optional?, let value) where !value.isOptional: count += 1
            case (.autoclosure?, .function): count += 1
            case (.named(let name, _)?, _) where name == "Any" || generic.contains(name): count += 1
            default: break
            }
            index += 1
        }
        return count
    }
}

/// Thrown when an initializer that `super.init(…)` or `self.init(…)` delegates to fails
/// (`init?` returning nil): the delegating initializer fails with it.
struct InitializerFailure: Error {}
