/// Calls the method `name` at one call site on whatever receiver comes: a declared type's
/// method (found once per receiver type and kept), a static method or enum case of a
/// declared type, a built-in method from the binding table, or a method an extension added
/// to a built-in type.
final class MethodDispatcher {
    let name: String
    let compiled: Compiler.CompiledArguments
    /// Not retained and not checked: a call site runs only inside its session's code, while
    /// the session keeps the runtime alive, and a checked `unowned` costs a retain per call.
    unowned(unsafe) let runtime: Runtime
    /// The binding name of the last receiver that was a built-in value without a
    /// ``BuiltinTag``, and its binding.
    private var builtinKind: String?
    private var builtinEntry: BuiltinEntry?
    /// The tag of the last receiver that had one, and its binding (`nil` when its type has no
    /// built-in method of this name): found once, then chosen by comparing one byte.
    private var taggedKind = BuiltinTag.none
    private var taggedEntry: BuiltinEntry?

    /// A bound method and how the call's arguments map to its parameters. What a call reads
    /// is kept in fields of its own (the body, the flags), so that a call copies no
    /// ``FunctionBinding`` (its name, parameters and documentation, each retained and released).
    final class BuiltinEntry {
        let binding: FunctionBinding
        let prepared: PreparedBinding
        /// The bound method's body.
        let body: (inout Value, BoundArguments, Runtime) throws -> Value
        /// Whether the bound method can throw (Swift then needs `try`).
        let throwsErrors: Bool
        /// Whether the method changes its receiver.
        let isMutating: Bool
        /// Whether Swift has the method only after `import Foundation`.
        let needsFoundation: Bool
        /// The receivers' tag it was found for (``BuiltinTag/none`` when found by name).
        let tag: BuiltinTag

        init(_ found: (FunctionBinding, [Int]), tag: BuiltinTag) {
            binding = found.0
            prepared = PreparedBinding(found.0, mapping: found.1)
            body = found.0.body
            throwsErrors = found.0.documentation.declaresThrows
            isMutating = found.0.isMutating
            needsFoundation = found.0.needsFoundation
            self.tag = tag
        }
    }
    private var cachedType: TypeInfo?
    private var cachedGeneration = -1
    private var cachedMethod: MethodMember?
    /// The function making the enum case `name` with associated values, for the enum type it
    /// was made for (a case's associated values never change with later declarations).
    private var caseMaker: (type: TypeInfo, index: Int, maker: FunctionValue)?
    /// For the case ``caseMaker`` makes, the tag each associated value has when it needs no
    /// conversion (its type is Int, Double, Bool or String), when the call's labels are the
    /// case's own; `nil` when some associated value's type asks more of its value.
    private var caseTags: [BuiltinTag]?
    /// The arrays of the last call's argument values and bound arguments, emptied and kept
    /// for the next call at this site (see ``withArguments(_:_:)``), so that a call in a loop
    /// allocates neither.
    private let buffers = ArgumentBuffers()

    init(name: String, compiled: Compiler.CompiledArguments, runtime: Runtime) {
        self.name = name
        self.compiled = compiled
        self.runtime = runtime
    }

    /// The declared method this site found for a receiver of the same type last time, while
    /// the session's types are unchanged; `nil` otherwise (the general path finds it, and
    /// keeps it when the name alone chooses it).
    @inline(__always)
    func knownMethod(for receiver: Value) -> FunctionValue? {
        let type: TypeInfo
        switch receiver {
        case .instance: guard let instanceType = receiver.instanceType else { return nil }; type = instanceType
        case .enumCase(let value): type = value.type
        default: return nil
        }
        guard cachedType === type, cachedGeneration == runtime.types.generation else { return nil }
        return cachedMethod?.function
    }

    /// Whether the method this receiver would run may change it.
    func isMutating(_ receiver: Value, _ values: [Value]) throws -> Bool {
        lastMutatingBuiltin = nil
        switch receiver {
        case .instance(let instance):
            if instance.type.isReferenceType { return false }
            return try declaredMethod(of: instance.type, receiver, values)?.isMutating ?? false
        case .enumCase(let enumValue):
            return try declaredMethod(of: enumValue.type, receiver, values)?.isMutating ?? false
        case .metatype, .type:
            return false
        default:
            if let entry = try builtinBinding(receiver) {
                if entry.isMutating && entry.tag != .none { lastMutatingBuiltin = entry }
                return entry.isMutating
            }
            return try extensionMethod(receiver, values)?.isMutating ?? false
        }
    }

    /// The bound built-in method for the receiver's kind, kept for the next receiver of that
    /// kind (by its ``BuiltinTag`` when it has one, else by its binding name).
    @inline(__always)
    private func builtinBinding(_ receiver: Value) throws -> BuiltinEntry? {
        let tag = receiver.builtinTag
        if tag != .none {
            if tag == taggedKind { return taggedEntry }
            let entry = try lookUpBuiltin(receiver, tag: tag)
            taggedKind = tag
            taggedEntry = entry
            return entry
        }
        let kind = receiver.bindingTypeName
        if kind == builtinKind { return builtinEntry }
        let entry = try lookUpBuiltin(receiver, tag: .none)
        builtinKind = kind
        builtinEntry = entry
        return entry
    }

    private func lookUpBuiltin(_ receiver: Value, tag: BuiltinTag) throws -> BuiltinEntry? {
        guard let type = Members.binding(for: receiver), type.methods[name] != nil else { return nil }
        return BuiltinEntry(try Members.method(receiver, name, labels: compiled.labels, trailing: compiled.trailing), tag: tag)
    }

    /// The built-in method this site found for a receiver of the same tag last time, or `nil`
    /// (then the general path decides, and keeps what it finds): a call site's direct way
    /// into the binding table, deciding nothing by name.
    @inline(__always)
    func knownBuiltin(for receiver: Value) -> BuiltinEntry? {
        let tag = receiver.builtinTag
        guard tag != .none, tag == taggedKind else { return nil }
        return taggedEntry
    }

    /// The mutating built-in method ``isMutating(_:_:)`` last found (for a receiver with a
    /// tag), `nil` when it found anything else: the site may then evaluate the arguments and
    /// change its place in place without reading the receiver first (as Swift begins the
    /// access of a mutating call after its arguments: `a.append(a.count)`).
    private(set) var lastMutatingBuiltin: BuiltinEntry?

    /// Calls `entry` (a mutating built-in method) on the receiver in its place when the
    /// receiver still has the entry's tag, else calls whatever method the receiver has.
    @inline(__always)
    func callMutating(_ entry: BuiltinEntry, on receiver: inout Value, _ values: inout [Value], frame: Frame) throws -> Value {
        guard receiver.builtinTag == entry.tag else {
            lastMutatingBuiltin = nil
            return try call(&receiver, &values, frame: frame, canMutate: true)
        }
        return try callBuiltin(entry, on: &receiver, values, canMutate: true)
    }

    /// Calls a built-in method with the call's argument values (bound to its parameters in
    /// the array kept from the previous call), after the checks and notes every call gets.
    @inline(__always)
    func callBuiltin(_ entry: BuiltinEntry, on receiver: inout Value, _ values: [Value], canMutate: Bool) throws -> Value {
        if entry.isMutating && !canMutate {
            throw ScriptError.typeMismatch("cannot use mutating member '\(name)' on an immutable value; store it in a 'var' first")
        }
        if entry.needsFoundation {
            runtime.noteMissingImport(for: entry.binding.fullName, module: .foundation, at: compiled.location)
        }
        if entry.throwsErrors && !compiled.isInsideTry {
            runtime.note("Swift needs 'try' before this call: '\(name)' can throw", at: compiled.location)
        }
        return try buffers.withBound(values, to: entry.prepared, callee: name) { arguments in
            try entry.body(&receiver, arguments, runtime)
        }
    }

    /// Evaluates the call's arguments into the array kept from the previous call at this site
    /// and runs `body` with them; the array is emptied (its values released) and kept for the
    /// next call. A call coming back to this site while its arguments or `body` run finds no
    /// spare array and makes its own; an array something else kept is left to it.
    @inline(__always)
    func withArguments<Result>(_ frame: Frame, _ body: (inout [Value]) throws -> Result) throws -> Result {
        try buffers.withValues(of: compiled, in: frame, body)
    }

    /// Calls the method on `receiver` (changed in place by a mutating method when `canMutate`).
    func call(_ receiver: inout Value, _ values: inout [Value], frame: Frame, canMutate: Bool) throws -> Value {
        // A declared type's method is found before the switch below binds the instance: a
        // reference held through the call would make a struct shared, and a mutating method
        // would then copy it (and its stored arrays) on its first write.
        if let type = receiver.instanceType, let method = try declaredMethod(of: type, receiver, values) {
            return try invoke(method, on: &receiver, &values, frame: frame, canMutate: canMutate)
        }
        switch receiver {
        case .instance:
            if let result = try sequenceMethod(receiver, &values, frame: frame) { return result }
            if let result = try chartContentMethod(receiver, &values, frame: frame) { return result }
            return try callStoredFunction(receiver, &values, frame: frame)
        case .enumCase(let enumValue):
            if let method = try declaredMethod(of: enumValue.type, receiver, values) {
                return try invoke(method, on: &receiver, &values, frame: frame, canMutate: canMutate)
            }
            if let result = try sequenceMethod(receiver, &values, frame: frame) { return result }
            return try callStoredFunction(receiver, &values, frame: frame)
        case .metatype(let type):
            return try callStatic(type, &values, frame: frame)
        case .type(let binding):
            let added = runtime.types.builtinStaticMember(named: name, ofBuiltin: binding.name).methods
            guard !added.isEmpty else {
                throw ScriptError.unknownMember(type: binding.name, member: name, suggestions: Suggestions.closest(to: name, in: Array(binding.staticMembers.keys)))
            }
            let function = try Self.select(added.map(\.function), values, labels: compiled.userLabels, name: name, runtime: runtime)
            return try Compiler.callFunction(function, &values, compiled, frame: frame, runtime: runtime, selfValue: receiver)
        case .function(let function) where name == "callAsFunction":
            return try Compiler.callFunction(function, &values, compiled, frame: frame, runtime: runtime)
        case .implicitMember(let member):
            // `.blue.opacity(0.5)`: the member's one owner among the library's types (the one
            // whose member has this method, for `.percent.precision(…)`).
            var resolved = try Coercion.resolveImplicitMember(member, followedBy: name)
            return try call(&resolved, &values, frame: frame, canMutate: false)
        default:
            if let entry = try builtinBinding(receiver) {
                return try callBuiltin(entry, on: &receiver, values, canMutate: canMutate)
            }
            if let method = try extensionMethod(receiver, values) {
                return try invoke(method, on: &receiver, &values, frame: frame, canMutate: canMutate)
            }
            if case .tuple = receiver { return try callStoredFunction(receiver, &values, frame: frame) }
            if let type = Members.binding(for: receiver) {
                if type.properties[name] != nil {
                    throw ScriptError.typeMismatch("'\(name)' is a property of \(receiver.typeName), not a method; write it without '(…)'")
                }
                throw Members.unknown(type, receiver, name)
            }
            if case .wrapped = receiver {
                throw ScriptError.typeMismatch("value of optional type '\(receiver.typeName)' must be unwrapped to call '\(name)'; use '?.' or '!'")
            }
            throw ScriptError.unknownMember(type: receiver.typeName, member: name, suggestions: [])
        }
    }

    /// A method every sequence has (`map`, `filter`, `reduce`, `prefix` …) called on a value
    /// of a declared `Sequence` type that does not declare it: it runs on the value's
    /// iterator. `nil` when the value is no sequence or no such method exists.
    private func sequenceMethod(_ receiver: Value, _ values: inout [Value], frame: Frame) throws -> Value? {
        guard BindingTable.shared.types["AnyIterator"]?.methods[name]?.contains(where: { !$0.isMutating }) == true,
              UserSequences.isSequence(receiver, runtime: runtime) else { return nil }
        var sequence = UserSequences.nativeSequence(of: receiver, runtime: runtime)
        return try call(&sequence, &values, frame: frame, canMutate: false)
    }

    /// A chart content modifier (`foregroundStyle`, `annotation` …) called on a value of a
    /// declared `ChartContent` type: it runs on the content its `body` gives. `nil` when the
    /// value is no chart content or no such modifier exists.
    private func chartContentMethod(_ receiver: Value, _ values: inout [Value], frame: Frame) throws -> Value? {
        guard BindingTable.shared.types["ChartContentList"]?.methods[name] != nil, runtime.types.conforms(receiver, to: "ChartContent") else { return nil }
        var content = GrammarValues.contentValue(try GrammarValues.content(receiver, runtime: runtime))
        return try call(&content, &values, frame: frame, canMutate: false)
    }

    /// The declared method for a receiver of `type`, kept for the next call with that type.
    private func declaredMethod(of type: TypeInfo, _ receiver: Value, _ values: [Value]) throws -> MethodMember? {
        if cachedType === type, cachedGeneration == runtime.types.generation, let cachedMethod { return cachedMethod }
        guard case .methods(let methods) = runtime.types.member(named: name, of: type) else { return nil }
        var applicable = methods.filter { $0.applies?(receiver, runtime) ?? true }
        guard !applicable.isEmpty else { return nil }
        // Overloads that differ only in their result: the type the semantic pass gave the call chooses.
        if let resultType = compiled.resultType, applicable.count > 1, applicable.contains(where: { $0.function.returnType == resultType }) {
            applicable.removeAll { $0.function.returnType != resultType }
        }
        let function = try Self.select(applicable.map(\.function), values, labels: compiled.userLabels, name: name, runtime: runtime)
        guard let method = applicable.first(where: { $0.function === function }) else { return nil }
        if applicable.count == 1 && applicable[0].applies == nil {
            cachedType = type
            cachedGeneration = runtime.types.generation
            cachedMethod = method
        }
        return method
    }

    /// A method an extension added to the receiver's built-in type or one of its protocols.
    private func extensionMethod(_ receiver: Value, _ values: [Value]) throws -> MethodMember? {
        guard case .methods(let methods) = runtime.types.builtinExtensionMember(named: name, for: receiver) else { return nil }
        let applicable = methods.filter { $0.applies?(receiver, runtime) ?? true }
        guard !applicable.isEmpty else { return nil }
        let function = try Self.select(applicable.map(\.function), values, labels: compiled.userLabels, name: name, runtime: runtime)
        return applicable.first { $0.function === function }
    }

    private func invoke(_ method: MethodMember, on receiver: inout Value, _ values: inout [Value], frame: Frame, canMutate: Bool) throws -> Value {
        let function = method.function
        Compiler.notes(for: function, compiled, arguments: values, runtime: runtime)
        if function.isMutating && !canMutate && !receiver.isReferenceInstance {
            throw ScriptError.typeMismatch("cannot use mutating member '\(name)' on an immutable value; store it in a 'var' first")
        }
        if function.usesCallSite { runtime.callSite = compiled.callSite }
        guard function.isMutating || !compiled.inoutTargets.isEmpty, function.selfSlot != nil else {
            return try runtime.invoke(function, values, labels: compiled.userLabels, selfValue: receiver) { _ in }
        }
        var finals: [Int: Value] = [:]
        let slots = compiled.inoutTargets.isEmpty ? [:] : InoutArguments.slots(of: function, labels: compiled.userLabels, count: values.count)
        let readFinals = { (calleeFrame: Frame) in
            for position in self.compiled.inoutTargets.keys { if let slot = slots[position] { finals[position] = calleeFrame.slots[slot] } }
        }
        let result: Value
        if function.isMutating {
            // The receiver itself, moved out of its place for the call and back when it returns
            // or throws, so that nothing else holds it while it changes.
            var selfValue = Value.void
            swap(&selfValue, &receiver)
            defer { swap(&selfValue, &receiver) }
            result = try ExclusiveAccess.run(compiled.inoutTargets, values, frame: frame) {
                try runtime.invoke(function, values, labels: compiled.userLabels, movingSelf: &selfValue, after: readFinals)
            }
        } else {
            result = try ExclusiveAccess.run(compiled.inoutTargets, values, frame: frame) { [receiver] in
                try runtime.invoke(function, values, labels: compiled.userLabels, selfValue: receiver, after: readFinals)
            }
        }
        for (position, target) in compiled.inoutTargets {
            guard let final = finals[position] else { continue }
            _ = try target.modify(frame) { current in current = final; return .void }
        }
        return result
    }

    /// `value.handler(…)` where `handler` is a stored closure rather than a method.
    private func callStoredFunction(_ receiver: Value, _ values: inout [Value], frame: Frame) throws -> Value {
        let property = try Members.get(receiver, name, runtime: runtime)
        guard case .function(let function) = property.unwrapped ?? property else {
            throw ScriptError.typeMismatch("'\(name)' of \(receiver.typeName) is not a method or a function")
        }
        return try Compiler.callFunction(function, &values, compiled, frame: frame, runtime: runtime)
    }

    /// `Type.name(…)`: an enum case with associated values, a static method, or `init`.
    private func callStatic(_ type: TypeInfo, _ values: inout [Value], frame: Frame) throws -> Value {
        if let cached = caseMaker, cached.type === type {
            // The case this site made last time, for the same enum: no name looked up.
            return try makeCase(type, cached.index, cached.maker, values)
        }
        if name == "init" {
            runtime.callSite = compiled.callSite
            return try Construction.construct(type, values, labels: compiled.userLabels, runtime: runtime)
        }
        if let index = type.caseIndex[name] {
            // The case's maker, made once for the enum type this site last met.
            guard case .function(let maker) = StaticMembers.caseValue(type, index) else {
                throw ScriptError.typeMismatch("enum case '\(name)' has no associated values; write it without '(…)'")
            }
            caseMaker = (type, index, maker)
            caseTags = plainTags(of: type.cases[index])
            return try makeCase(type, index, maker, values)
        }
        var candidates: [FunctionValue] = []
        for declared in type.classChain { candidates += (declared.staticMethods[name] ?? []).map(\.function) }
        for protocolName in runtime.types.orderedProtocols(of: type) {
            candidates += (runtime.types.protocolExtension(named: protocolName)?.staticMethods[name] ?? []).map(\.function)
        }
        if candidates.isEmpty {
            let member = try StaticMembers.get(type, name, runtime: runtime)
            if case .metatype(let nested) = member {
                // `Outer.Inner(…)`: a nested type's initializer.
                runtime.callSite = compiled.callSite
                return try Construction.construct(nested, values, labels: compiled.userLabels, runtime: runtime)
            }
            guard case .function(let function) = member else {
                throw ScriptError.typeMismatch("'\(type.name).\(name)' is not a function")
            }
            return try Compiler.callFunction(function, &values, compiled, frame: frame, runtime: runtime)
        }
        let function = try Self.select(candidates, values, labels: compiled.userLabels, name: name, runtime: runtime)
        return try Compiler.callFunction(function, &values, compiled, frame: frame, runtime: runtime, selfValue: .metatype(type))
    }

    /// The case `index` of `type` with `values` as its associated values: made directly when
    /// they are of the case's own plain types (`.add(i % 17)`: no call of the case's maker, no
    /// frame), else by calling `maker`, which converts them and checks the labels.
    @inline(__always)
    private func makeCase(_ type: TypeInfo, _ index: Int, _ maker: FunctionValue, _ values: [Value]) throws -> Value {
        if let tags = caseTags, tags.count == values.count, zip(tags, values).allSatisfy({ $0 == $1.builtinTag }) {
            return .enumCase(EnumCaseValue(type: type, caseIndex: index, associatedValues: values))
        }
        return try runtime.call(maker, values, labels: compiled.userLabels)
    }

    /// The tags of a case's associated values when each has a type whose values need no
    /// conversion (`Int`, `Double`, `Bool`, `String`, none declared in a cell) and this site's
    /// labels are the case's; else `nil`.
    private func plainTags(of info: EnumCaseInfo) -> [BuiltinTag]? {
        guard let associated = info.associatedValues, associated.map(\.label) == compiled.userLabels else { return nil }
        var tags: [BuiltinTag] = []
        for element in associated {
            let tag = Compiler.plainTag(of: element.type)
            guard tag != .none, case .named(let typeName, _) = element.type, runtime.types.types[typeName] == nil else { return nil }
            tags.append(tag)
        }
        return tags
    }

    /// The function among overloads that accepts the labels (and, among several, the types).
    static func select(_ functions: [FunctionValue], _ values: [Value], labels: [String?], name: String, runtime: Runtime) throws -> FunctionValue {
        let accepting = functions.filter { LabelMatching.accepts($0, labels: labels, count: values.count) }
        if accepting.count == 1 { return accepting[0] }
        if let typed = LabelMatching.preferred(accepting, values, labels: labels, runtime: runtime) { return typed }
        if let first = accepting.first { return first }
        let written = name + LabelMatching.spelled(labels)
        throw ScriptError.badArguments(callee: written, expected: functions.map(\.signature).joined(separator: " or "))
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

extension Array {
    /// Empties the array and keeps its storage (when nothing else holds it): for the few
    /// arguments of a call, quicker than `removeAll(keepingCapacity:)`.
    @inline(__always)
    mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
