/// Members of a declared type named through the type itself: `Suit.hearts`,
/// `Barcode.upc(1, 2)`, `Planet.allCases`, `Counter.total`, `Point.origin`, `Point.init`.
enum StaticMembers {
    /// Reads `type.name`.
    static func get(_ type: TypeInfo, _ name: String, runtime: Runtime) throws -> Value {
        if name == "self" { return .metatype(type) }
        if let index = type.caseIndex[name] { return caseValue(type, index) }
        for declared in type.classChain {
            if let storage = declared.staticStorage[name] { return try storage.read() }
            if let computed = declared.staticComputed[name] {
                return try runtime.invoke(computed.getter, [], labels: nil, selfValue: .metatype(type)) { _ in }
            }
            if let methods = declared.staticMethods[name], let first = methods.first {
                return .function(BoundMethod.make(first.function, receiver: .metatype(type), runtime: runtime))
            }
            if let nested = declared.nestedTypes[name] { return .metatype(nested) }
        }
        if name == "allCases", type.kind == .enumeration, runtime.types.allConformances(of: type).contains("CaseIterable") {
            return .array(ArrayValue(values: type.cases.indices.map { caseValue(type, $0) }))
        }
        if name == "init" { return .function(Construction.initializerFunction(of: type, runtime: runtime)) }
        for protocolName in runtime.types.orderedProtocols(of: type) {
            guard let info = runtime.types.protocolExtension(named: protocolName) else { continue }
            if let computed = info.staticComputed[name] {
                return try runtime.invoke(computed.getter, [], labels: nil, selfValue: .metatype(type)) { _ in }
            }
            if let method = info.staticMethods[name]?.first {
                return .function(BoundMethod.make(method.function, receiver: .metatype(type), runtime: runtime))
            }
        }
        throw ScriptError.unknownMember(type: "\(type.name).Type", member: name,
                                        suggestions: Suggestions.closest(to: name, in: staticMemberNames(of: type)))
    }

    /// Writes `type.name = value` for a static `var`.
    static func set(_ type: TypeInfo, _ name: String, _ value: Value, runtime: Runtime) throws {
        for declared in type.classChain {
            if let storage = declared.staticStorage[name] {
                guard !storage.isConstant else { throw ScriptError.immutable(name: "\(type.name).\(name)") }
                var converted = value
                if let declaredType = storage.type { converted = try Coercion.coerce(value, to: declaredType, runtime: runtime) }
                _ = try storage.read()
                storage.value = converted
                return
            }
            if let computed = declared.staticComputed[name] {
                guard let setter = computed.setter else { throw ScriptError.typeMismatch("cannot assign to property: '\(name)' is a get-only property") }
                var receiver = Value.metatype(type)
                _ = try runtime.callMethod(setter, on: &receiver, [value], labels: nil)
                return
            }
        }
        throw ScriptError.unknownMember(type: "\(type.name).Type", member: name,
                                        suggestions: Suggestions.closest(to: name, in: staticMemberNames(of: type)))
    }

    /// A case value, or for a case with associated values the function that makes one.
    static func caseValue(_ type: TypeInfo, _ index: Int) -> Value {
        let info = type.cases[index]
        guard let associated = info.associatedValues else { return .enumCase(type.simpleCase(index)) }
        let parameters = associated.enumerated().map { position, element in
            FunctionValue.Parameter(label: element.label, name: element.label ?? "_\(position)", type: element.type)
        }
        let count = associated.count
        let maker = FunctionValue(name: info.name, parameters: parameters, checksLabels: true, argumentSlots: Array(0..<count),
                                  ignoresExtraArguments: false, frameSize: count, body: { frame in
            .enumCase(EnumCaseValue(type: type, caseIndex: index, associatedValues: (0..<count).map { frame.slots[$0] }))
        }, captured: nil, canReuseFrame: false)
        maker.kindDescription = "enum case"
        return .function(maker)
    }

    /// Every static member name, for hints.
    static func staticMemberNames(of type: TypeInfo) -> [String] {
        var names = Set(type.caseIndex.keys)
        for declared in type.classChain {
            names.formUnion(declared.staticStorage.keys)
            names.formUnion(declared.staticComputed.keys)
            names.formUnion(declared.staticMethods.keys)
            names.formUnion(declared.nestedTypes.keys)
        }
        return names.sorted()
    }
}

extension StaticStorage {
    /// The value, computing it on first use when it has an initializer (Swift's static
    /// stored properties are lazy).
    func read() throws -> Value {
        if let initializer = pendingInitializer {
            pendingInitializer = nil
            value = try initializer()
        }
        return value
    }
}
