/// Converts values to the type a context expects, as Swift's type inference would have typed
/// them: Int literals where a Double is expected, a value where an optional is expected
/// (`Optional(value)`), `.red` where a Color is expected, a struct where a protocol is expected
/// (checked), a key path where a function is expected.
enum Coercion {
    /// `value` as the written type `type`.
    static func coerce(_ value: Value, to type: TypeRef, runtime: Runtime?) throws -> Value {
        switch type {
        case .optional(let wrapped), .unwrapped(let wrapped):
            switch value {
            case .null: return .null
            case .wrapped(let inner):
                if case .optional = wrapped { return .wrapped(try coerce(inner, to: wrapped, runtime: runtime)) }
                return .wrapped(try coerce(inner, to: wrapped, runtime: runtime))
            case .implicitMember("none"): return .null
            default:
                if case .named(let name, _) = wrapped, isUnconstrained(name, runtime: runtime) { return value.promotedToOptional }
                return .wrapped(try coerce(value, to: wrapped, runtime: runtime))
            }
        case let .named(name, arguments):
            return try coerce(value, toNamed: name, arguments: arguments, runtime: runtime)
        case .array(let element):
            return try coerceArray(value, element: element, runtime: runtime)
        case let .dictionary(_, valueType):
            guard case .dictionary(var dictionary) = value else {
                if case .array(let array) = value, array.isEmpty { return .dictionary(DictionaryValue()) }
                throw mismatch(value, type)
            }
            guard needsConversion(valueType) else { return value }
            for (index, element) in dictionary.values.enumerated() {
                dictionary.replaceValue(at: index, with: try coerce(element, to: valueType, runtime: runtime))
            }
            return .dictionary(dictionary)
        case .tuple(let elements):
            if elements.isEmpty { return value }
            guard case .tuple(let tuple) = value, tuple.values.count == elements.count else { throw mismatch(value, type) }
            var values: [Value] = []
            for (element, item) in zip(elements, tuple.values) { values.append(try coerce(item, to: element.type, runtime: runtime)) }
            let labels = zip(elements, tuple.labels).map { $0.label ?? $1 }
            return .tuple(TupleValue(labels: labels, values: values))
        case .function:
            switch value {
            case .function: return value
            case .keyPath(let path): return .function(KeyPaths.function(for: path, runtime: runtime))
            case .null: throw ScriptError.typeMismatch("'nil' is not compatible with expected type '\(type)'")
            default: return value
            }
        case .existential(let inner, _): return try coerce(value, to: inner, runtime: runtime)
        case .composition(let parts):
            for part in parts { _ = try coerce(value, to: part, runtime: runtime) }
            return value
        case .inoutType(let inner): return try coerce(value, to: inner, runtime: runtime)
        case .autoclosure(let inner):
            if case .function = value { return value }
            // The argument was evaluated when the call was made (Swift evaluates it when the
            // closure is called); the closure gives that value.
            let result: Value
            if case .function(_, let resultType, _, _) = inner { result = try coerce(value, to: resultType, runtime: runtime) } else { result = value }
            return .function(FunctionValue(name: "autoclosure", parameters: [], checksLabels: false, argumentSlots: [], ignoresExtraArguments: false,
                                           frameSize: 0, body: { _ in result }, captured: nil, canReuseFrame: true))
        case .metatype: return value
        }
    }

    /// Whether a type name stands for "anything" here: a generic parameter or associated type
    /// the interpreter does not track (`T`, `Element`), `Any`, or an unknown name.
    private static func isUnconstrained(_ name: String, runtime: Runtime?) -> Bool {
        switch CoercionTarget(named: name) {
        case .anything: return true
        case .scalar, .sized, .void: return false
        case .standard(let standard) where standard.kind != .protocolType: return false
        default: break
        }
        if BindingTable.shared.types[name] != nil { return false }
        if let runtime, runtime.types.type(named: name) != nil { return false }
        return !BuiltinProtocols.isKnown(name)
    }

    /// Whether `type` names only types the session knows, none of them a generic parameter
    /// (`Result<Int, MyError>`, not `Result<NewSuccess, Failure>`).
    private static func isConcrete(_ type: TypeRef, runtime: Runtime?) -> Bool {
        switch type {
        case let .named(name, arguments):
            return (CoercionTarget(named: name) == .anything || !isUnconstrained(name, runtime: runtime)) && arguments.allSatisfy { isConcrete($0, runtime: runtime) }
        case .array(let element), .optional(let element), .unwrapped(let element): return isConcrete(element, runtime: runtime)
        case let .dictionary(key, value): return isConcrete(key, runtime: runtime) && isConcrete(value, runtime: runtime)
        case .tuple(let elements): return elements.allSatisfy { isConcrete($0.type, runtime: runtime) }
        default: return true
        }
    }

    /// Whether `type` is `Double`, `Float` or `CGFloat`.
    private static func isFloatingPoint(_ type: TypeRef) -> Bool {
        ScalarType(type)?.isFloatingPoint == true
    }

    /// Whether converting to `type` can change a value (Int to Double, wrapping in an optional).
    private static func needsConversion(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name, _): return ScalarType(named: name)?.isFloatingPoint == true || IntegerWidth.named(name) != nil
        case .optional, .unwrapped, .array, .dictionary, .tuple: return true
        default: return false
        }
    }

    private static func coerce(_ value: Value, toNamed name: String, arguments: [TypeRef], runtime: Runtime?) throws -> Value {
        // A case of the very enum named, not generic, stays as it is (found below after
        // comparing the name with each built-in type's and looking the type up by name).
        if arguments.isEmpty, case .enumCase(let enumValue) = value, enumValue.type.name == name { return value }
        // A number, string or Bool of the very type named, the commonest case (a struct's
        // Double field written in a loop), decided by the value's tag and one comparison of
        // equal small strings.
        if let scalarName = value.builtinTag.scalarTypeName, scalarName == name { return value }
        return try coerce(value, toNamed: name, arguments: arguments, target: CoercionTarget(named: name), runtime: runtime)
    }

    /// `value` as the type `name<arguments>`, whose ``CoercionTarget`` the caller read once
    /// where the type is written (a converter, an array's element type), not for each value.
    static func coerce(_ value: Value, toNamed name: String, arguments: [TypeRef], target: CoercionTarget, runtime: Runtime?) throws -> Value {
        if arguments.isEmpty, case .enumCase(let enumValue) = value, enumValue.type.name == name { return value }
        if case .wrapped(let inner) = value, target != .anything, target != .standard(StandardNominals.optional) {
            throw ScriptError.typeMismatch("value of optional type '\(inner.typeName)?' must be unwrapped to a value of type '\(TypeRef.named(name, arguments))'; use '!' or 'if let'")
        }
        switch (target, value) {
        case (.anything, _), (.anyObject, _), (.void, .void): return value
        case (.scalar(.double), .int(let number)), (.scalar(.cgFloat), .int(let number)): return .double(Double(number))
        case (.scalar(.float), .int(let number)): return .float(Float(number))
        case (.scalar(.float), .double(let number)): return .float(Float(number))
        case (.scalar(.double), .double), (.scalar(.cgFloat), .double), (.scalar(.int), .int), (.scalar(.string), .string),
             (.scalar(.bool), .bool):
            return value
        case (.scalar(.float), .native(let box)) where box.float != nil: return value
        case (.sized(let width), .native(let box)) where box.sizedInteger?.width == width: return value
        case (.scalar(.character), .string(let text)) where text.count == 1: return value
        case (.sized(let width), .int(let number)): return try IntegerBindings.checked(number, as: width)
        case (.scalar(.int), .double(let number)):
            throw ScriptError.typeMismatch("cannot use Double \(number) where an Int is expected; write Int(\(number))")
        case (.standard(StandardNominals.array), _): return try coerceArray(value, element: arguments.first ?? .name("Any"), runtime: runtime)
        case (.standard(StandardNominals.arraySlice), .array(let array)):
            // `let rest: ArraySlice<Int> = values[1...]` keeps the slice's indices; `= []` starts at 0.
            let elements = try coerceArray(.array(array.rebased), element: arguments.first ?? .name("Any"), runtime: runtime)
            guard case .array(let converted) = elements else { return elements }
            return .array(converted.asSlice(startingAt: array.startIndex))
        case (.standard(StandardNominals.set), .set): return value
        case let (.standard(StandardNominals.closedRange), .closedRange(lower, upper)) where arguments.first.map(isFloatingPoint) == true:
            // `let r: ClosedRange<Double> = 0...4` is `0.0...4.0`.
            return .native(NativeBox(typeName: "ClosedRange<Double>", payload: Double(lower)...Double(upper)))
        case let (.standard(StandardNominals.range), .range(lower, upper)) where arguments.first.map(isFloatingPoint) == true:
            return .native(NativeBox(typeName: "Range<Double>", payload: Double(lower)..<Double(upper)))
        case (.standard(StandardNominals.set), .array), (.standard(StandardNominals.set), .range), (.standard(StandardNominals.set), .closedRange):
            let elements = try coerceArray(value, element: arguments.first ?? .name("Any"), runtime: runtime)
            return .set(try SetValue(try Sequences.elements(of: elements)))
        case (.standard(StandardNominals.dictionary), _):
            return try coerce(value, to: .dictionary(arguments.first ?? .name("Any"), arguments.dropFirst().first ?? .name("Any")), runtime: runtime)
        case (.standard(StandardNominals.optional), _): return try coerce(value, to: .optional(arguments.first ?? .name("Any")), runtime: runtime)
        case (_, .null):
            throw ScriptError.typeMismatch("'nil' cannot be used where a value of type '\(TypeRef.named(name, arguments))' is expected (the type is not optional)")
        case (_, .implicitMember(let member)):
            let resolved = try resolveImplicitMember(member, in: name, runtime: runtime)
            // `let t: Tree<Double> = .empty` gives the case its generic arguments.
            if !arguments.isEmpty, case .enumCase = resolved, let runtime, let declared = runtime.types.type(named: name) {
                return try coerce(resolved, toDeclared: declared, arguments: arguments, runtime: runtime)
            }
            return resolved
        default:
            break
        }
        if let runtime, let declared = runtime.types.type(named: name) {
            return try coerce(value, toDeclared: declared, arguments: arguments, runtime: runtime)
        }
        if let runtime, let alias = runtime.types.typeAliases[name] { return try coerce(value, to: alias, runtime: runtime) }
        if BuiltinProtocols.isKnown(name) {
            if let runtime, !runtime.types.conforms(value, to: name) {
                throw ScriptError.typeMismatch("value of type '\(value.typeName)' does not conform to '\(name)'")
            }
            return value
        }
        if BindingTable.shared.types[name] != nil { return try coerce(value, to: name) }
        return value
    }

    private static func coerce(_ value: Value, toDeclared type: TypeInfo, arguments: [TypeRef], runtime: Runtime) throws -> Value {
        switch (type.kind, value) {
        case (.protocolType, _):
            guard runtime.types.conforms(value, to: type.name) else {
                throw ScriptError.typeMismatch("value of type '\(value.typeName)' does not conform to '\(type.name)'")
            }
            return value
        case (_, .instance(let instance)):
            if instance.type === type || instance.type.isSubclass(of: type) || (instance.type.name == type.name && !type.isReferenceType) {
                if !arguments.isEmpty, instance.genericArguments == nil, arguments.allSatisfy({ isConcrete($0, runtime: runtime) }) {
                    instance.genericArguments = arguments
                }
                return value
            }
        case (.enumeration, .enumCase(let enumValue)):
            if enumValue.type === type || enumValue.type.name == type.name {
                let isNew = !arguments.isEmpty && arguments.count == type.genericParameters.count && enumValue.genericArguments != arguments
                    && arguments.allSatisfy { isConcrete($0, runtime: runtime) }
                return isNew ? .enumCase(enumValue.withGenericArguments(arguments)) : value
            }
        default:
            break
        }
        throw ScriptError.typeMismatch("cannot use a value of type '\(value.typeName)' where '\(TypeRef.named(type.name, arguments))' is expected")
    }

    /// Whether `value` is an instance or case of exactly `type`, not generic: what converting
    /// it to `type` leaves as it is.
    @inline(__always)
    private static func isValue(_ value: Value, of type: TypeInfo) -> Bool {
        switch value {
        case .instance(let instance): return instance.type === type && instance.genericArguments == nil
        case .enumCase(let enumValue): return enumValue.type === type && enumValue.genericArguments == nil
        default: return false
        }
    }

    private static func coerceArray(_ value: Value, element: TypeRef, runtime: Runtime?) throws -> Value {
        switch value {
        case .array(let array) where array.isSlice:
            Runtime.current?.note("Swift does not turn an ArraySlice<\(array.elementTypeName)> into an array by itself: write Array(...) around the slice", at: nil)
            return try coerceArray(.array(array.rebased), element: element, runtime: runtime)
        case .array(let array):
            switch element {
            case .named("Float", _), .named("Float32", _):
                // Each element a 32-bit Float, as Swift stores it (rounded once, printed as a Float).
                var singles: [Value] = []
                singles.reserveCapacity(array.count)
                var poll = InterruptPoll()
                for item in array.values {
                    try poll.step()
                    singles.append(try coerce(item, toNamed: "Float", arguments: [], runtime: runtime))
                }
                return .array(ArrayValue(.values(singles)))
            case .named("Double", _):
                if case .doubles = array.storage { return value }
                guard let numbers = array.doubles else { throw mismatch(value, .array(element)) }
                return .array(ArrayValue(.doubles(numbers)))
            case .named("Int", _):
                if case .ints = array.storage { return value }
                if array.isEmpty { return .array(ArrayValue(.ints([]))) }
                // An `[Any]` holding integers (`anything as? [Int]`).
                let numbers = array.values.compactMap { if case .int(let number) = $0 { return number } else { return nil } }
                guard numbers.count == array.count else { throw mismatch(value, .array(element)) }
                return .array(ArrayValue(.ints(numbers)))
            case .named("String", _), .named("Character", _):
                if case .strings = array.storage { return value }
                if array.isEmpty { return .array(ArrayValue(.strings([]))) }
                let texts = array.values.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
                guard texts.count == array.count else { throw mismatch(value, .array(element)) }
                return .array(ArrayValue(.strings(texts)))
            case .named("Any", _), .named("AnyObject", _), .existential, .composition:
                if array.keepsElements { return value }
                return .array(ArrayValue(keeping: array.values))
            default:
                if case .named(let name, _) = element, let declared = runtime?.types.type(named: name),
                   declared.kind == .protocolType || declared.isReferenceType {
                    // An array of a protocol or class keeps each element as it is.
                    var converted: [Value] = []
                    for item in array.values { converted.append(try coerce(item, to: element, runtime: runtime)) }
                    return .array(ArrayValue(keeping: converted))
                }
                guard needsConversion(element) || isDeclaredOrProtocol(element, runtime: runtime) else { return value }
                if case .named(let name, let arguments) = element, arguments.isEmpty, !array.keepsElements,
                   let declared = runtime?.types.type(named: name), declared.kind != .protocolType,
                   array.values.allSatisfy({ isValue($0, of: declared) }) {
                    // Every element is already a value of that very type (`let ops: [Op] = …`).
                    return value
                }
                var converted: [Value] = []
                converted.reserveCapacity(array.count)
                if case let .named(name, arguments) = element {
                    // The element type's target is read once for the whole array.
                    let target = CoercionTarget(named: name)
                    for item in array.values {
                        if let scalarName = item.builtinTag.scalarTypeName, scalarName == name { converted.append(item); continue }
                        converted.append(try coerce(item, toNamed: name, arguments: arguments, target: target, runtime: runtime))
                    }
                } else {
                    for item in array.values { converted.append(try coerce(item, to: element, runtime: runtime)) }
                }
                CopyMeter.note(bytes: converted.count * MemoryLayout<Value>.stride)
                if case .optional = element { return .array(ArrayValue(.values(converted))) }
                return .array(ArrayValue(values: converted))
            }
        case .range, .closedRange:
            if case .named("Double", _) = element { return .array(ArrayValue(.doubles(try Sequences.ints(of: value).map(Double.init)))) }
            if case .named("Int", _) = element { return .array(ArrayValue(.ints(try Sequences.ints(of: value)))) }
            return value
        default:
            throw mismatch(value, .array(element))
        }
    }

    private static func isDeclaredOrProtocol(_ type: TypeRef, runtime: Runtime?) -> Bool {
        guard case .named(let name, _) = type else { return false }
        // A bound type with static members (`[Color]`, `[DateFormatter.Style]`) turns `.red` into its value.
        return runtime?.types.type(named: name) != nil || BuiltinProtocols.isKnown(name) && name != "Any"
            || BindingTable.shared.types[name]?.staticMembers.isEmpty == false
    }

    /// `value` as the type a binding's parameter names (`Double`, `[Double]`, `Color`, `Double?`,
    /// `closure`, `Any`). An optional argument is unwrapped for the binding.
    static func coerce(_ value: Value, to type: String) throws -> Value {
        if type.hasSuffix("?") {
            switch value {
            case .null: return value
            case .wrapped(let inner): return try coerce(inner, to: String(type.dropLast()))
            default: return try coerce(value, to: String(type.dropLast()))
            }
        }
        switch (type, value) {
        case ("Any", _), ("place", _): return value
        case ("closure", .keyPath(let path)): return .function(KeyPaths.function(for: path, runtime: nil))
        case ("closure", _): return value
        case ("Double", .int(let number)): return .double(Double(number))
        case ("Double", .double), ("Int", .int), ("String", .string), ("Bool", .bool): return value
        case ("Int", .double(let number)):
            throw ScriptError.typeMismatch("cannot use Double \(number) where an Int is expected; write Int(\(number))")
        case ("[Double]", .array(let array)):
            if case .doubles = array.storage { return value }
            guard let numbers = array.doubles else { throw mismatch(value, type) }
            return .array(ArrayValue(.doubles(numbers)))
        case ("[Double]", .range), ("[Double]", .closedRange):
            return .array(ArrayValue(.doubles(try Sequences.ints(of: value).map(Double.init))))
        case ("[Int]", .array(let array)):
            if case .ints = array.storage { return value }
            if array.isEmpty { return .array(ArrayValue(.ints([]))) }
            throw mismatch(value, type)
        case ("[String]", .array(let array)):
            if case .strings = array.storage { return value }
            if array.isEmpty { return .array(ArrayValue(.strings([]))) }
            throw mismatch(value, type)
        case (_, .wrapped(let inner)):
            throw ScriptError.typeMismatch("value of optional type '\(inner.typeName)?' must be unwrapped to a value of type '\(type)'; use '!' or 'if let'")
        case (_, .implicitMember(let name)):
            guard let binding = BindingTable.shared.types[type] else {
                throw ScriptError.typeMismatch("'.\(name)' needs a known type here; write the type, as in Color.\(name)")
            }
            guard let member = binding.staticMembers[name] else {
                throw ScriptError.unknownMember(type: type, member: name,
                                                suggestions: Suggestions.closest(to: name, in: Array(binding.staticMembers.keys)))
            }
            return member.currentValue
        case (_, .native(let box)) where box.typeName == type:
            return value
        case (_, .range) where type.hasPrefix("ClosedRange<") || type.hasPrefix("Range<"),
             (_, .closedRange) where type.hasPrefix("ClosedRange<") || type.hasPrefix("Range<"):
            return value  // `chart.yRange = 0...10`: the binding makes its range of Doubles
        case (_, .native) where type.hasPrefix("["), (_, .string) where type.hasPrefix("["), (_, .int) where type.hasPrefix("["),
             (_, .double) where type.hasPrefix("["), (_, .bool) where type.hasPrefix("["):
            throw mismatch(value, type)
        default:
            if let binding = BindingTable.shared.types[type], (ScalarType(named: type)?.valueTag ?? .none) == .none {
                if let bridge = binding.bridge, let bridged = try bridge(value) { return bridged }
                throw mismatch(value, type)
            }
            if ["Double", "Int", "String", "Bool"].contains(type) { throw mismatch(value, type) }
            return value
        }
    }

    /// The static member `name` of the type named `typeName`: an enum case, a static property,
    /// or a bound constant such as `Color.red`.
    static func resolveImplicitMember(_ name: String, in typeName: String, runtime: Runtime?) throws -> Value {
        if let runtime, let declared = runtime.types.type(named: typeName) {
            return try Members.get(.metatype(declared), name, runtime: runtime)
        }
        if let binding = BindingTable.shared.types[typeName] {
            guard let member = binding.staticMembers[name] else {
                throw ScriptError.unknownMember(type: typeName, member: name,
                                                suggestions: Suggestions.closest(to: name, in: Array(binding.staticMembers.keys)))
            }
            return member.currentValue
        }
        // A generic parameter (`Failure` in `.failure(.empty)`): the one declared enum with that case.
        if let runtime {
            let owners = runtime.types.types.values.filter { $0.kind == .enumeration && $0.caseIndex[name] != nil }
            if owners.count == 1 { return try Members.get(.metatype(owners[0]), name, runtime: runtime) }
        }
        throw ScriptError.typeMismatch("'.\(name)' needs a known type here; write the type, as in \(typeName).\(name)")
    }

    /// Resolves a leftover implicit member (`.red` with no type in sight) by searching every
    /// bound type's static members; unique matches win.
    static func resolveImplicitMember(_ name: String) throws -> Value {
        let owners = BindingTable.shared.typesWithStaticMember(name)
        if owners.count == 1, let member = owners[0].staticMembers[name] { return member.currentValue }
        if owners.isEmpty {
            let all = BindingTable.shared.allStaticMemberNames
            throw ScriptError.unknownMember(type: "implicit member", member: name, suggestions: Suggestions.closest(to: name, in: all))
        }
        throw ScriptError.typeMismatch("'.\(name)' is ambiguous here (it is a member of \(owners.map(\.name).joined(separator: ", "))); write the type, as in \(owners[0].name).\(name)")
    }

    /// Resolves a leftover implicit member that a member access follows, as in
    /// `.percent.precision(.fractionLength(1))`: among the bound types with a static member
    /// `name`, the one whose member has a method or property `next` (a format style's
    /// `precision`, which `NumberFormatter.Style.percent` has not); as `resolveImplicitMember(_:)`
    /// when that does not single one out.
    static func resolveImplicitMember(_ name: String, followedBy next: String) throws -> Value {
        let owners = BindingTable.shared.typesWithStaticMember(name)
        if owners.count > 1 {
            let fitting = owners.compactMap { $0.staticMembers[name]?.currentValue }.filter { member in
                guard let binding = Members.binding(for: member) else { return false }
                return binding.methods[next] != nil || binding.properties[next] != nil
            }
            if fitting.count == 1 { return fitting[0] }
        }
        return try resolveImplicitMember(name)
    }

    private static func mismatch(_ value: Value, _ type: String) -> ScriptError {
        .typeMismatch("cannot use a value of type '\(value.typeName)' where '\(type)' is expected")
    }

    private static func mismatch(_ value: Value, _ type: TypeRef) -> ScriptError {
        mismatch(value, type.description)
    }
}

/// Iteration helpers over sequence values.
enum Sequences {
    /// The integers of a range value.
    static func ints(of value: Value) throws -> [Int] {
        let total = try count(value)
        guard total <= maximumMaterializedCount else {
            throw ScriptError.typeMismatch("the range has \(total) elements, too many to make an array of (the limit is \(maximumMaterializedCount))")
        }
        try MemoryGuard.shared.reserve(total * (MemoryLayout<Int>.stride + MemoryLayout<Value>.stride), for: "an array of \(total) integers")
        switch value {
        case let .range(lower, upper): return lower < upper ? Array(lower..<upper) : []
        case let .closedRange(lower, upper): return lower <= upper ? Array(lower...upper) : []
        default: throw ScriptError.typeMismatch("expected a range, not \(value.typeName)")
        }
    }

    /// The most elements a range is turned into an array of at once.
    static let maximumMaterializedCount = 200_000_000

    /// The elements of any sequence value, for `for … in` and closures over collections.
    static func elements(of value: Value) throws -> [Value] {
        switch value {
        case .array(let array): return array.values
        case .range, .closedRange: return try ints(of: value).map { .int($0) }
        case .string(let text): return text.map { .string(String($0)) }
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { key, value in
                .tuple(TupleValue(labels: ["key", "value"], values: [key.value, value]))
            }
        case .set(let set): return set.values
        case .native(let box) where box.payload is NativeSequence:
            return (box.payload as? NativeSequence)?.elements ?? []
        default:
            if let runtime = Runtime.current, UserSequences.isSequence(value, runtime: runtime) {
                return try UserSequences.elements(of: value, runtime: runtime)
            }
            throw ScriptError.typeMismatch("a value of type '\(value.typeName)' is not a sequence (for-in needs an array, range, string or dictionary)")
        }
    }
}

extension Sequences {
    /// Calls `body` with each element, without building an array for ranges and numeric arrays.
    /// Checks for interrupts as it goes (see ``InterruptPoll``).
    static func forEach(_ value: Value, _ body: (Value) throws -> Void) throws {
        var poll = InterruptPoll()
        switch value {
        case let .range(lower, upper):
            var index = lower
            while index < upper { try poll.step(); try body(.int(index)); index += 1 }
        case let .closedRange(lower, upper):
            guard lower <= upper else { return }
            for index in lower...upper { try poll.step(); try body(.int(index)) }
        case .array(let array):
            switch array.storage {
            case .ints(let items): for item in items { try poll.step(); try body(.int(item)) }
            case .doubles(let items): for item in items { try poll.step(); try body(.double(item)) }
            case .strings(let items): for item in items { try poll.step(); try body(.string(item)) }
            case .values(let items): for item in items { try poll.step(); try body(item) }
            }
        default:
            if let runtime = Runtime.current, UserSequences.isSequence(value, runtime: runtime) {
                // One element at a time: the body may end an endless sequence by throwing.
                try UserSequences.forEach(value, runtime: runtime) { element in
                    try body(element)
                    return true
                }
                return
            }
            for element in try elements(of: value) { try poll.step(); try body(element) }
        }
    }

    /// How many elements a sequence value has.
    static func count(_ value: Value) throws -> Int {
        switch value {
        case let .range(lower, upper), let .closedRange(lower, upper):
            let (difference, overflow) = upper.subtractingReportingOverflow(lower)
            let isClosed: Bool = { if case .closedRange = value { return true } else { return false } }()
            guard !overflow, !(isClosed && difference == .max) else { throw ScriptError.overflow(operation: "count of \(value.printed)") }
            return max(0, isClosed ? difference + 1 : difference)
        case .array(let array): return array.count
        case .string(let text): return try InterruptibleWork.characterCount(of: text)
        case .dictionary(let dictionary): return dictionary.count
        case .set(let set): return set.count
        case .native(let box) where (box.payload as? ValueIterator)?.isSinglePass == true:
            // Counting would use the iterator up.
            throw ScriptError.typeMismatch("an iterator has no count: it can be gone through only once")
        case .native(let box) where box.payload is ValueIterator:
            // Counted as it is gone through, without keeping the elements.
            var total = 0
            if let runtime = Runtime.current { try UserSequences.forEach(value, runtime: runtime) { _ in total += 1; return true } }
            return total
        default: return try elements(of: value).count
        }
    }
}
