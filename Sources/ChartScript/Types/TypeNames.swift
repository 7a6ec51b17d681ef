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
            case .values(let items): element = common(items.map(type(of:)))
            }
            return array.isSlice ? .named("ArraySlice", [element]) : .array(element)
        case .dictionary(let dictionary):
            return .dictionary(common(dictionary.keys.map { type(of: $0.value) }), common(dictionary.values.map(type(of:))))
        case .set(let set): return .named("Set", [common(set.values.map(type(of:)))])
        case .range: return .named("Range", [.name("Int")])
        case .closedRange: return .named("ClosedRange", [.name("Int")])
        case .tuple(let tuple): return .tuple(zip(tuple.labels, tuple.values).map { .init(label: $0, type: type(of: $1)) })
        case .function(let function):
            return .function(parameters: function.parameters.map { $0.type ?? .name("Any") }, result: function.returnType ?? .tuple([]),
                             isThrowing: function.isThrowing, isAsync: false)
        case .native(let box): return .name(box.typeName)
        case .type(let binding): return .metatype(.name(binding.name))
        case .implicitMember: return .name("Any")
        case .wrapped(let inner): return .optional(type(of: inner))
        case .instance(let instance):
            let arguments = instance.genericArguments ?? Describer(runtime: nil).inferredGenericArguments(of: instance) ?? []
            return .named(instance.type.name, arguments)
        case .enumCase(let enumValue): return .name(enumValue.type.name)
        case .metatype(let type): return .metatype(.name(type.name))
        case .keyPath(let path): return .named("KeyPath", [path.root ?? .name("Any"), .name("Any")])
        }
    }

    /// One type for several (the shared one, else `Any`).
    private static func common(_ types: [TypeRef]) -> TypeRef {
        guard let first = types.first else { return .name("Any") }
        return types.allSatisfy { $0 == first } ? first : .name("Any")
    }

    /// The name Swift prints for a type: generic forms instead of sugar (`Array<Int>`).
    static func swiftName(_ type: TypeRef) -> String {
        switch type {
        case let .named(name, arguments):
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            return arguments.isEmpty ? simple : simple + "<" + arguments.map(swiftName).joined(separator: ", ") + ">"
        case .array(let element): return "Array<\(swiftName(element))>"
        case let .dictionary(key, value): return "Dictionary<\(swiftName(key)), \(swiftName(value))>"
        case .optional(let wrapped), .unwrapped(let wrapped): return "Optional<\(swiftName(wrapped))>"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + swiftName($0.type) }.joined(separator: ", ") + ")"
        case let .function(parameters, result, isThrowing, _):
            return "(" + parameters.map(swiftName).joined(separator: ", ") + ")" + (isThrowing ? " throws" : "") + " -> " + swiftName(result)
        case .metatype(let inner): return swiftName(inner) + ".Type"
        default: return type.description
        }
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
