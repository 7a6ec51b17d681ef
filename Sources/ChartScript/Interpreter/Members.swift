/// Reads and writes properties of values: built-in ones through the binding table, declared
/// types' stored and computed properties (with their observers), static members of declared
/// types, and members that extensions added.
enum Members {
    /// The binding for the value's type.
    static func binding(for value: Value) -> TypeBinding? {
        BindingTable.shared.types[value.bindingTypeName]
    }

    /// Reads `value.name`.
    static func get(_ value: Value, _ name: String, runtime: Runtime?) throws -> Value {
        switch value {
        case .tuple(let tuple):
            if let element = tuple.element(named: name) { return element }
            throw ScriptError.unknownMember(type: "tuple", member: name, suggestions: tuple.labels.compactMap { $0 })
        case .type(let type):
            if let member = type.staticMembers[name] { return member.currentValue }
            if let runtime {
                let added = runtime.types.builtinStaticMember(named: name, ofBuiltin: type.name)
                if let storage = added.storage { return storage.value }
                if let computed = added.computed { return try runtime.call(computed.getter, []) }
                if let method = added.methods.first { return .function(method.function.asValue()) }
            }
            if name == "self" { return value }
            throw ScriptError.unknownMember(type: type.name, member: name,
                                            suggestions: Suggestions.closest(to: name, in: Array(type.staticMembers.keys)))
        case .implicitMember(let member):
            return try get(try Coercion.resolveImplicitMember(member, followedBy: name), name, runtime: runtime)
        case .instance(let instance):
            guard let runtime else { break }
            return try instanceMember(instance, of: value, name, runtime: runtime)
        case .enumCase(let enumValue):
            guard let runtime else { break }
            return try enumMember(enumValue, of: value, name, runtime: runtime)
        case .metatype(let type):
            guard let runtime else { break }
            return try StaticMembers.get(type, name, runtime: runtime)
        case .wrapped, .null:
            // `extension Optional where Wrapped == String { var orEmpty: String }`.
            if let runtime, let found = try extensionMember(value, name, runtime: runtime) { return found }
            throw ScriptError.typeMismatch("value of optional type '\(value.typeName)' must be unwrapped to refer to member '\(name)'; use '?.' or '!'")
        case .keyPath:
            break
        default:
            break
        }
        if let type = binding(for: value) {
            if let property = type.properties[name] {
                if property.needsFoundation { runtime?.noteMissingImport(for: name, module: .foundation, at: nil) }
                return try property.get(value)
            }
            if let runtime, let found = try extensionMember(value, name, runtime: runtime) { return found }
            if type.methods[name] != nil {
                throw ScriptError.typeMismatch("'\(name)' is a method of \(value.typeName); call it: \(name)(…)")
            }
            throw unknown(type, value, name)
        }
        if let runtime, let found = try extensionMember(value, name, runtime: runtime) { return found }
        throw ScriptError.unknownMember(type: value.typeName, member: name, suggestions: [])
    }

    /// A member that an extension of a built-in type or protocol added.
    private static func extensionMember(_ value: Value, _ name: String, runtime: Runtime) throws -> Value? {
        switch runtime.types.builtinExtensionMember(named: name, for: value) {
        case .computed(let property): return try runtime.invoke(property.getter, [], labels: nil, selfValue: value) { _ in }
        case .methods(let methods): return .function(BoundMethod.make(methods[0].function, receiver: value, runtime: runtime))
        case .field, .none: return nil
        }
    }

    private static func instanceMember(_ instance: Instance, of value: Value, _ name: String, runtime: Runtime) throws -> Value {
        switch runtime.types.member(named: name, of: instance.type) {
        case .field(let index):
            let field = instance.type.fields[index]
            var stored = instance.fields[index]
            if let lazy = field.lazyInitializer, case .void = stored {
                stored = try runtime.invoke(lazy, [], labels: nil, selfValue: value) { _ in }
                instance.fields[index] = stored
            }
            if field.isWeak, case .native(let box) = stored, let reference = box.payload as? WeakReference {
                if field.isUnowned {
                    guard let instance = reference.instance else {
                        throw ScriptError.trap("attempted to read an unowned reference but the object was already deallocated")
                    }
                    return .instance(instance)
                }
                return reference.instance.map { .wrapped(.instance($0)) } ?? .null
            }
            return stored
        case .computed(let property):
            return try runtime.invoke(property.getter, [], labels: nil, selfValue: value) { _ in }
        case .methods(let methods):
            return .function(BoundMethod.make(methods[0].function, receiver: value, runtime: runtime))
        case .none:
            if name == FoundationNames.errorDescription, let text = try ErrorDescriptions.localizedDescription(of: value, type: instance.type, runtime: runtime) {
                runtime.noteMissingImport(for: name, module: .foundation, at: nil)
                return text
            }
            throw ScriptError.unknownMember(type: instance.typeDescription, member: name,
                                            suggestions: Suggestions.closest(to: name, in: memberNames(of: instance.type, runtime: runtime)))
        }
    }

    private static func enumMember(_ enumValue: EnumCaseValue, of value: Value, _ name: String, runtime: Runtime) throws -> Value {
        if name == "rawValue", let raw = enumValue.info.rawValue { return raw }
        switch runtime.types.member(named: name, of: enumValue.type) {
        case .computed(let property):
            return try runtime.invoke(property.getter, [], labels: nil, selfValue: value) { _ in }
        case .methods(let methods):
            return .function(BoundMethod.make(methods[0].function, receiver: value, runtime: runtime))
        case .field, .none:
            if name == "hashValue" { return .int(Hashing.hashValue(of: value)) }
            if name == FoundationNames.errorDescription, let text = try ErrorDescriptions.localizedDescription(of: value, type: enumValue.type, runtime: runtime) {
                runtime.noteMissingImport(for: name, module: .foundation, at: nil)
                return text
            }
            throw ScriptError.unknownMember(type: enumValue.type.name, member: name,
                                            suggestions: Suggestions.closest(to: name, in: memberNames(of: enumValue.type, runtime: runtime)))
        }
    }

    /// Every member name of a declared type, for hints and completion.
    static func memberNames(of type: TypeInfo, runtime: Runtime) -> [String] {
        var names: Set<String> = []
        for declared in type.classChain {
            names.formUnion(declared.fields.map(\.name))
            names.formUnion(declared.computedProperties.keys)
            names.formUnion(declared.methods.keys)
        }
        for protocolName in runtime.types.orderedProtocols(of: type) {
            guard let info = runtime.types.protocolExtension(named: protocolName) else { continue }
            names.formUnion(info.computedProperties.keys)
            names.formUnion(info.methods.keys)
        }
        if type.rawType != nil { names.insert("rawValue") }
        return names.sorted()
    }

    /// Sets `value.name = newValue` (after converting `newValue` to the property's type),
    /// running `willSet` and `didSet` observers.
    static func set(_ value: inout Value, _ name: String, _ newValue: Value, runtime: Runtime?) throws {
        switch value {
        case .instance:
            // The instance is not bound here: a reference kept through the change would make a
            // struct look shared, and copied on every write.
            guard let runtime, let type = value.instanceType else { break }
            try setInstanceMember(&value, type, name, newValue, runtime: runtime)
            return
        case .enumCase(let enumValue):
            guard let runtime else { break }
            guard case .computed(let property) = runtime.types.member(named: name, of: enumValue.type), let setter = property.setter else {
                throw ScriptError.typeMismatch("cannot assign to property: '\(name)' of \(enumValue.type.name) is read-only")
            }
            _ = try runtime.callMethod(setter, on: &value, [newValue], labels: nil)
            return
        case .metatype(let type):
            guard let runtime else { break }
            try StaticMembers.set(type, name, newValue, runtime: runtime)
            return
        case .wrapped, .null:
            throw ScriptError.typeMismatch("value of optional type '\(value.typeName)' must be unwrapped to refer to member '\(name)'; use '?.' or '!'")
        case .tuple(let tuple):
            // `point.x = 3`: a new tuple (another variable may share the old one).
            let position = Int(name).flatMap { tuple.values.indices.contains($0) ? $0 : nil } ?? tuple.labels.firstIndex(of: name)
            guard let position else {
                throw ScriptError.unknownMember(type: "tuple", member: name, suggestions: tuple.labels.compactMap { $0 })
            }
            var values = tuple.values
            values[position] = newValue
            value = .tuple(TupleValue(labels: tuple.labels, values: values))
            return
        default:
            break
        }
        if let type = binding(for: value), let property = type.properties[name] {
            guard let setter = property.set else {
                throw ScriptError.typeMismatch("cannot assign to property: '\(name)' of \(value.typeName) is read-only")
            }
            try setter(&value, try Coercion.coerce(newValue, to: property.type))
            return
        }
        if let runtime, case .computed(let property) = runtime.types.builtinExtensionMember(named: name, for: value) {
            guard let setter = property.setter else {
                throw ScriptError.typeMismatch("cannot assign to property: '\(name)' of \(value.typeName) is read-only")
            }
            _ = try runtime.callMethod(setter, on: &value, [newValue], labels: nil)
            return
        }
        guard let type = binding(for: value) else {
            throw ScriptError.unknownMember(type: value.typeName, member: name, suggestions: [])
        }
        throw unknown(type, value, name)
    }

    private static func setInstanceMember(_ value: inout Value, _ type: TypeInfo, _ name: String, _ newValue: Value,
                                          runtime: Runtime) throws {
        switch runtime.types.member(named: name, of: type) {
        case .field(let index):
            let field = type.fields[index]
            var converted = ImplicitMembers.resolve(newValue, like: value.instanceField(index))
            if let type = field.type { converted = try Coercion.coerce(converted, to: type, runtime: runtime) }
            if field.isWeak { converted = WeakReference.store(converted) }
            if let willSet = field.willSet {
                _ = try runtime.callMethod(willSet, on: &value, [field.isWeak ? newValue : converted], labels: nil)
            }
            let old = field.didSet != nil ? value.instanceField(index) : .void
            guard let target = value.uniqueInstance() else { return }
            target.fields[index] = converted
            if let didSet = field.didSet {
                _ = try runtime.callMethod(didSet, on: &value, [old], labels: nil)
            }
        case .computed(let property):
            guard let setter = property.setter else {
                throw ScriptError.typeMismatch("cannot assign to property: '\(name)' is a get-only property")
            }
            _ = try runtime.callMethod(setter, on: &value, [newValue], labels: nil)
        case .methods:
            throw ScriptError.typeMismatch("cannot assign to '\(name)': it is a method")
        case .none:
            throw ScriptError.unknownMember(type: value.typeName, member: name,
                                            suggestions: Suggestions.closest(to: name, in: memberNames(of: type, runtime: runtime)))
        }
    }

    /// Changes `value.name` in place with `body`: a plain stored property of a declared type
    /// is changed where it is stored (so `items.append(x)` on a property does not copy the
    /// array); anything else is read, changed and written back through ``set(_:_:_:runtime:)``.
    /// `added` tells which elements `body` adds when it is a method of an array: a property
    /// declared `[E]` then converts only those to `E`, not the whole array.
    static func modify(_ value: inout Value, _ name: String, runtime: Runtime, runsObservers: Bool, cache: FieldWriteCache? = nil,
                       adding added: AddedElements = .unknown, _ body: (inout Value) throws -> Value) throws -> Value {
        if let cache, let type = value.instanceType, let (index, convert) = cache.field(name, of: type, runsObservers: runsObservers, runtime: runtime),
           let result = try value.modifyInstanceField(index, { element in
               try modifyField(&element, convert: convert, cache: cache, adding: added, body)
           }) {
            return result
        }
        if let type = value.instanceType, case .field(let index) = runtime.types.member(named: name, of: type) {
            let field = type.fields[index]
            if !field.isWeak, field.lazyInitializer == nil, !runsObservers || (field.willSet == nil && field.didSet == nil),
               let result = try value.modifyInstanceField(index, { element in
                   let result = try body(&element)
                   if let type = field.type, Compiler.needsConversion(type) { element = try Coercion.coerce(element, to: type, runtime: runtime) }
                   return result
               }) {
                return result
            }
        }
        var property = try get(value, name, runtime: runtime)
        let result = try body(&property)
        try set(&value, name, property, runtime: runtime)
        return result
    }

    /// Runs `body` on a plain stored property's value `element` where it is stored, then
    /// converts it to the property's declared type (`convert`): only the elements `added`
    /// says were added when the property is an array and `body` one of its methods.
    @inline(__always)
    static func modifyField(_ element: inout Value, convert: Converter?, cache: FieldWriteCache, adding added: AddedElements,
                            _ body: (inout Value) throws -> Value) throws -> Value {
        var countBefore: Int?
        if added != .unknown, cache.isArray, case .array(let array) = element { countBefore = array.count }
        let result = try body(&element)
        if let convert {
            if let countBefore, case .array(var array) = element,
               let positions = added.positions(countBefore: countBefore, countAfter: array.count) {
                if let convertElement = cache.convertElement, !positions.isEmpty {
                    element = .void
                    defer { element = .array(array) }
                    for position in positions {
                        _ = try array.modifyElement(at: position) { item in item = try convertElement(item); return .void }
                    }
                }
            } else {
                element = try convert(element)
            }
        }
        return result
    }

    /// Changes `value.name[key]` in place with `body`: when the property is a plain stored
    /// array (`grid.rows[i] = x`, `slots.items[i]! += 1`), only the element changes and only
    /// it is converted to the declared element type (converting the whole array after each
    /// write would copy it); anything else goes through ``modify(_:_:runtime:runsObservers:cache:_:)``.
    /// `replacing` is the new element when the place is only written (`grid.rows[i] = x`):
    /// anything but an array then has the element set without reading it first.
    static func modifyElement(_ value: inout Value, _ name: String, index key: Value, runtime: Runtime, runsObservers: Bool,
                              cache: FieldWriteCache, replacing replacement: Value? = nil,
                              _ body: (inout Value) throws -> Value) throws -> Value {
        if case .int(let position) = key, let type = value.instanceType,
           let (index, _) = cache.field(name, of: type, runsObservers: runsObservers, runtime: runtime), cache.isArray,
           let target = value.uniqueInstance(), case .array(var array) = target.fields[index] {
            // The array is taken out while its element changes, so it is not shared.
            target.fields[index] = .void
            defer { target.fields[index] = .array(array) }
            let convert = cache.convertElement
            return try array.modifyElement(at: try array.offset(ofIndex: position)) { element in
                let result = try body(&element)
                if let convert { element = try convert(element) }
                return result
            }
        }
        return try modify(&value, name, runtime: runtime, runsObservers: runsObservers, cache: cache) { container in
            if let replacement {
                try Subscripts.set(&container, index: key, replacement, runtime: runtime)
                return .void
            }
            return try Subscripts.modify(&container, index: key, runtime: runtime, body)
        }
    }

    /// The error for a missing member: a renamed one, or "did you mean".
    static func unknown(_ type: TypeBinding, _ value: Value, _ name: String) -> ScriptError {
        if let renamed = type.renamedMembers[name] {
            return .renamedMember(type: type.name, old: name, new: renamed)
        }
        return .unknownMember(type: value.typeName, member: name, suggestions: Suggestions.closest(to: name, in: type.memberNames))
    }

    /// Finds the overload of method `name` on a built-in `value` that accepts these labels.
    static func method(_ value: Value, _ name: String, labels: [String?], trailing: [Bool]) throws -> (FunctionBinding, [Int]) {
        guard let type = binding(for: value) else {
            throw ScriptError.unknownMember(type: value.typeName, member: name, suggestions: [])
        }
        guard let overloads = type.methods[name] else {
            if type.properties[name] != nil {
                throw ScriptError.typeMismatch("'\(name)' is a property of \(value.typeName), not a method; write it without '(…)'")
            }
            throw unknown(type, value, name)
        }
        return try Binder.select(overloads, labels: labels, trailing: trailing, callee: "\(value.typeName).\(name)")
    }
}

/// A method value with its receiver: `point.moved` used as a function.
enum BoundMethod {
    static func make(_ method: FunctionValue, receiver: Value, runtime: Runtime) -> FunctionValue {
        let bound = FunctionValue(name: method.name, parameters: method.parameters, checksLabels: false,
                                  argumentSlots: method.parameters.indices.map { $0 }, ignoresExtraArguments: false,
                                  frameSize: method.parameters.count, body: { [unowned runtime] frame in
            let arguments = (0..<method.parameters.count).map { frame.slots[$0] }
            return try runtime.invoke(method.asValue(), arguments, labels: nil, selfValue: receiver) { _ in }
        }, captured: nil, canReuseFrame: false)
        return bound
    }
}

/// Matches call arguments to a bound function's parameters by label.
enum Binder {
    /// Every overload whose parameters accept `labels`, with the parameter index of each argument.
    /// Overloads with parameters of a named type come before those taking `Any`.
    static func candidates(_ overloads: [FunctionBinding], labels: [String?], trailing: [Bool]) -> [(FunctionBinding, [Int])] {
        let matching = overloads.compactMap { overload -> (FunctionBinding, [Int])? in
            if overload.isVariadic { return acceptsVariadic(overload, labels) ? (overload, Array(labels.indices)) : nil }
            return match(overload.parameters, labels: labels, trailing: trailing).map { (overload, $0) }
        }
        let generality: (FunctionBinding) -> Int = { binding in binding.parameters.filter { $0.type == "Any" }.count }
        return matching.enumerated().sorted { (generality($0.element.0), $0.offset) < (generality($1.element.0), $1.offset) }.map(\.element)
    }

    /// Whether a variadic overload takes arguments labelled `labels`: all unlabelled, but the
    /// first when the overload labels it.
    static func acceptsVariadic(_ overload: FunctionBinding, _ labels: [String?]) -> Bool {
        labels.enumerated().allSatisfy { position, label in position == 0 ? label == overload.variadicLabel : label == nil }
    }

    /// The first overload whose parameters accept `labels`, with the parameter index of each argument.
    static func select(_ overloads: [FunctionBinding], labels: [String?], trailing: [Bool], callee: String) throws -> (FunctionBinding, [Int]) {
        for overload in overloads {
            if overload.isVariadic {
                if acceptsVariadic(overload, labels) { return (overload, Array(labels.indices)) }
                continue
            }
            if let mapping = match(overload.parameters, labels: labels, trailing: trailing) { return (overload, mapping) }
        }
        let written = callee + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        let accepted = overloads.map(\.fullName).joined(separator: " or ")
        throw ScriptError.badArguments(callee: written, expected: accepted)
    }

    /// The parameter index for each argument, or `nil` when the labels do not fit.
    static func match(_ parameters: [ParameterSpec], labels: [String?], trailing: [Bool]) -> [Int]? {
        var mapping: [Int] = []
        var next = 0
        for (index, label) in labels.enumerated() {
            var matched = false
            while next < parameters.count {
                let parameter = parameters[next]
                let isTrailing = index < trailing.count && trailing[index]
                if parameter.label == label || (isTrailing && parameter.type == "closure") {
                    mapping.append(next)
                    next += 1
                    matched = true
                    break
                }
                guard parameter.hasDefault else { return nil }
                next += 1
            }
            if !matched { return nil }
        }
        while next < parameters.count {
            guard parameters[next].hasDefault else { return nil }
            next += 1
        }
        return mapping
    }

    /// The bound arguments for a selected overload: converted values in parameter order.
    static func bind(_ binding: FunctionBinding, _ values: [Value], mapping: [Int], callee: String) throws -> BoundArguments {
        if binding.isVariadic { return BoundArguments(values: values, callee: callee) }
        var bound = unbound(count: binding.parameters.count)
        for (index, value) in values.enumerated() {
            let position = mapping[index]
            bound[position] = try Coercion.coerce(value, to: binding.parameters[position].type)
        }
        return BoundArguments(values: bound, callee: callee)
    }

    /// `count` arguments not yet given. (Built by appending: `Array(repeating:count:)` of
    /// optional values looks its storage type up at run time on every call.)
    @inline(__always)
    static func unbound(count: Int) -> [Value?] {
        var bound: [Value?] = []
        bound.reserveCapacity(count)
        for _ in 0..<count { bound.append(nil) }
        return bound
    }
}

/// One call site's binding of arguments to a bound function's parameters, prepared once: the
/// position of each argument and a quick conversion for the parameter types that values
/// usually have already (`Any`, `Int`, `Double`, `String`, `Bool`, a closure), so that a call
/// reads no type name; other types convert as ``Binder/bind(_:_:mapping:callee:)`` does.
///
/// A class, so that a call site holding one reaches its fields without copying them.
final class PreparedBinding {
    /// How an argument is converted to its parameter's type.
    private enum Conversion {
        case none, int, double, string, bool, closure, general(String)

        init(_ type: String) {
            switch type {
            case "Any", "place": self = .none
            case "Int": self = .int
            case "Double": self = .double
            case "String": self = .string
            case "Bool": self = .bool
            case "closure": self = .closure
            default: self = .general(type)
            }
        }
    }

    let binding: FunctionBinding
    private let mapping: [Int]
    private let conversions: [Conversion]
    private let parameterCount: Int
    private let isVariadic: Bool

    init(_ binding: FunctionBinding, mapping: [Int]) {
        self.binding = binding
        self.mapping = mapping
        parameterCount = binding.parameters.count
        isVariadic = binding.isVariadic
        // A variadic function takes its arguments as they are (its mapping names no parameters).
        conversions = binding.isVariadic ? [] : mapping.map { binding.parameters.indices.contains($0) ? Conversion(binding.parameters[$0].type) : .none }
    }

    /// The arguments bound to the parameters, converted to their types.
    @inline(__always)
    func bind(_ values: [Value], callee: String) throws -> BoundArguments {
        var storage: [Value?] = []
        return try bind(values, callee: callee, reusing: &storage)
    }

    /// The arguments bound to the parameters, in `storage`'s array (taken, and left empty)
    /// when it is given back empty after each call (``MethodDispatcher`` keeps one per site).
    @inline(__always)
    func bind(_ values: [Value], callee: String, reusing storage: inout [Value?]) throws -> BoundArguments {
        if isVariadic { return BoundArguments(values: values, callee: callee) }
        guard values.count == conversions.count else { return try Binder.bind(binding, values, mapping: mapping, callee: callee) }
        var bound: [Value?] = []
        swap(&bound, &storage)
        if bound.capacity < parameterCount { bound.reserveCapacity(parameterCount) }
        for _ in 0..<parameterCount { bound.append(nil) }
        for index in values.indices {
            let value = values[index]
            let position = mapping[index]
            switch (conversions[index], value) {
            case (.none, _), (.int, .int), (.double, .double), (.string, .string), (.bool, .bool): bound[position] = value
            case (.closure, .function): bound[position] = value
            case (.double, .int(let number)): bound[position] = .double(Double(number))
            case (.general(let type), _): bound[position] = try Coercion.coerce(value, to: type)
            default: bound[position] = try Coercion.coerce(value, to: binding.parameters[position].type)
            }
        }
        return BoundArguments(values: bound, callee: callee)
    }
}
