/// Swift type names of values, as `type(of:)` prints them and generic descriptions need them:
/// `Int`, `Array<Int>`, `Optional<String>`, `Stack<Int>`.
enum TypeNames {
    /// The type of a value, as far as the value shows it (an empty array's element type is
    /// not known and reads as `Any`).
    static func type(of value: Value) -> TypeRef {
        switch value {
        case .void: return .tuple([])
        case .null: return .optional(.name("Any"))
        case .int: return .name("Int")
        case .double: return .name("Double")
        case .bool: return .name("Bool")
        case .string: return .name("String")
        case .array(let array):
            let element: TypeRef
            switch array.storage {
            case .ints: element = .name("Int")
            case .doubles: element = .name("Double")
            case .strings: element = .name("String")
            case .values(let items): element = commonSuperclass(of: items) ?? common(items.map(type(of:)))
            }
            return array.isSlice ? .named("ArraySlice", [element]) : .array(element)
        case .dictionary(let dictionary):
            return .dictionary(common(dictionary.keys.map { type(of: $0.value) }),
                               commonSuperclass(of: dictionary.values) ?? common(dictionary.values.map(type(of:))))
        case .set(let set): return .named("Set", [common(set.values.map(type(of:)))])
        case .range: return .named("Range", [.name("Int")])
        case .closedRange: return .named("ClosedRange", [.name("Int")])
        case .tuple(let tuple): return .tuple(zip(tuple.labels, tuple.values).map { .init(label: $0, type: type(of: $1)) })
        case .function(let function):
            return .function(parameters: function.parameters.map { $0.type ?? .name("Any") }, result: function.returnType ?? .tuple([]),
                             isThrowing: function.isThrowing, isAsync: false)
        case .native(let box):
            if let task = box.payload as? TaskBox { return .name(task.typeName) }
            return .name(box.typeName)
        case .type(let binding): return .metatype(.name(binding.name))
        case .implicitMember: return .name("Any")
        case .wrapped(let inner): return .optional(type(of: inner))
        case .instance(let instance):
            let arguments = instance.genericArguments ?? Describer(runtime: nil).inferredGenericArguments(of: instance) ?? []
            return .named(instance.type.name, arguments)
        case .enumCase(let enumValue):
            return .named(enumValue.type.name, enumValue.genericArguments ?? inferredGenericArguments(of: enumValue) ?? [])
        case .metatype(let type): return .metatype(.name(type.name))
        case .keyPath(let path): return .named("KeyPath", [path.root ?? .name("Any"), .name("Any")])
        }
    }

    /// A generic enum's arguments read off the case's associated values, when they show all
    /// of them (`Int` for `Box.some(3)`); a `Result` whose failure is not shown fails with
    /// `Error`, as `Result { try … }` does.
    private static func inferredGenericArguments(of value: EnumCaseValue) -> [TypeRef]? {
        let parameters = value.type.genericParameters
        guard !parameters.isEmpty, let associated = value.info.associatedValues else { return nil }
        var found: [String: TypeRef] = [:]
        for (element, payload) in zip(associated, value.associatedValues) {
            bind(element.type, to: payload, parameters: Set(parameters.map(\.name)), into: &found)
        }
        if value.type.name == "Result", parameters.map(\.name) == ["Success", "Failure"], found["Failure"] == nil { found["Failure"] = .name("Error") }
        guard found.count == parameters.count else { return nil }
        return parameters.compactMap { found[$0.name] }
    }

    /// The type a value shows (`type`) completed by the type the code gives it (`written`):
    /// where the value cannot tell (`nil`, an empty array: `Any`) or holds a character or a
    /// substring as a string, the written type; elsewhere the value's own (a protocol-typed
    /// variable's type is its value's).
    static func refined(_ type: TypeRef, by written: TypeRef?) -> TypeRef {
        guard let written else { return type }
        switch (type, written) {
        case (.named("Any", []), _):
            if case .existential = written { return type }
            return written == .name("Any") ? type : written
        case (.named("String", []), .named(let name, [])) where ["Character", "Substring"].contains(name): return written
        // A wrapper the interpreter holds as an array (`ReversedCollection<Array<Int>>`).
        case (_, .named(let name, _)) where SequenceWrappers.names.contains(name): return written
        // `Error` stands for a failure type the value does not show (`Result<Int, Error>` for a success).
        case (.named("Error", []), .named(let name, _)) where name != "Any": return written
        // A function's type is the one the code gives it (a closure value does not keep its result type).
        case let (.function(_, _, isThrowing, _), .function(parameters, result, writtenThrowing, isAsync)):
            return .function(parameters: parameters, result: result, isThrowing: isThrowing || writtenThrowing, isAsync: isAsync)
        // A collection's element type is the written one (`let shapes: [Shape] = [Circle()]` is
        // an `Array<Shape>`, `[Any]` an `Array<Any>`), as Swift's static element type.
        case let (.array, .array(writtenElement)): return .array(writtenElement)
        case let (.optional(wrapped), .optional(writtenWrapped)): return .optional(refined(wrapped, by: writtenWrapped))
        case let (.tuple(elements), .tuple(writtenElements)) where elements.count == writtenElements.count:
            return .tuple(zip(elements, writtenElements).map { .init(label: $0.label ?? $1.label, type: refined($0.type, by: $1.type)) })
        case (.dictionary, .dictionary): return written
        // A generic value that does not show its arguments (`Result.failure` after `map`) has the written ones.
        case let (.named(name, []), .named(writtenName, writtenArguments)) where name == writtenName && !writtenArguments.contains(.name("Any")):
            return written
        case let (.named(name, arguments), .named(writtenName, writtenArguments)) where name == writtenName && arguments.count == writtenArguments.count:
            return .named(name, zip(arguments, writtenArguments).map { refined($0, by: $1) })
        default: return type
        }
    }

    /// The nearest class that instances of different classes share, as Swift infers it for
    /// `[Movie(…), Song(…)]` (`Array<MediaItem>`); nil unless the values are instances of at
    /// least two non-generic classes with a common superclass.
    private static func commonSuperclass(of values: some Collection<Value>) -> TypeRef? {
        guard case .instance(let first)? = values.first, first.type.isReferenceType, first.type.genericParameters.isEmpty else { return nil }
        var chain = first.type.classChain
        for value in values.dropFirst() {
            guard case .instance(let instance) = value, instance.type.isReferenceType, instance.type.genericParameters.isEmpty else { return nil }
            if instance.type === chain[0] { continue }
            let ancestors = instance.type.classChain
            while let nearest = chain.first, !ancestors.contains(where: { $0 === nearest }) { chain.removeFirst() }
            if chain.isEmpty { return nil }
        }
        return .name(chain[0].name)
    }

    /// One type for several (the shared one, else `Any`).
    private static func common(_ types: [TypeRef]) -> TypeRef {
        // `nil` shows no wrapped type: `[1, nil]` is `[Int?]` by its other elements.
        let unknownOptional = TypeRef.optional(.name("Any"))
        let shown = types.contains { $0 != unknownOptional && $0.isOptional } ? types.filter { $0 != unknownOptional } : types
        guard let first = shown.first else { return .name("Any") }
        return shown.allSatisfy { $0 == first } ? first : .name("Any")
    }

    /// The name Swift prints for a type: generic forms instead of sugar (`Array<Int>`), nested
    /// types by their last name; spelt by ``SwiftType/name(_:)``, the one naming of types.
    static func swiftName(_ type: TypeRef) -> String {
        SwiftType.spelled(by: type).name(.typeOf)
    }

    /// Records, for each generic parameter named in `declared`, the type `value` shows for it
    /// (`Element` is `Int` when `[Element]` holds `[1, 2]`).
    static func bind(_ declared: TypeRef, to value: Value, parameters: Set<String>, into found: inout [String: TypeRef]) {
        switch declared {
        case .named(let name, _) where parameters.contains(name):
            if found[name] == nil, !isUnknown(value) { found[name] = type(of: value) }
        case .named("Array", let arguments) where arguments.count == 1:
            bind(.array(arguments[0]), to: value, parameters: parameters, into: &found)
        case .array(let element):
            guard case .array(let array) = value, !array.isEmpty, case .array(let elementType) = type(of: value) else { return }
            if case .named(let name, _) = element, parameters.contains(name) {
                if found[name] == nil, elementType != .name("Any") { found[name] = elementType }
            } else if let first = try? array.element(at: 0) {
                bind(element, to: first, parameters: parameters, into: &found)
            }
        case .optional(let wrapped):
            if let inner = value.unwrapped { bind(wrapped, to: inner, parameters: parameters, into: &found) }
        case let .dictionary(key, element):
            guard case .dictionary(let dictionary) = value, let firstKey = dictionary.keys.first, let firstValue = dictionary.values.first else { return }
            bind(key, to: firstKey.value, parameters: parameters, into: &found)
            bind(element, to: firstValue, parameters: parameters, into: &found)
        default:
            return
        }
    }

    private static func isUnknown(_ value: Value) -> Bool {
        if case .void = value { return true }
        if case .null = value { return true }
        return false
    }
}
