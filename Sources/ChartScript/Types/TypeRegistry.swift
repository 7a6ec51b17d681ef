/// The types a session's cells declared, and what extensions added to built-in types and
/// protocols (`extension Int { … }`, `extension Collection where Element: Numeric { … }`).
///
/// Member lookups are cached per type; every declaration bumps ``generation`` so caches of
/// types that an extension changed are refreshed.
final class TypeRegistry {
    /// Top-level declared types by name (the latest declaration of each name).
    private(set) var types: [String: TypeInfo] = [:]
    /// Extensions of built-in types and protocols, by the built-in name (`Int`, `Collection`).
    private(set) var builtinExtensions: [String: TypeInfo] = [:]
    /// Protocols added to built-in kinds by extensions (`extension Int: Describable {}`).
    private(set) var addedBuiltinConformances: [String: [String]] = [:]
    /// Type aliases declared at the top level, and Foundation's `TimeInterval` (a Double).
    var typeAliases: [String: TypeRef] = ["TimeInterval": .named("Double", [])]
    /// Operator functions declared at the top level (`func +(lhs: V, rhs: V) -> V`), by symbol.
    var operatorFunctions: [String: [FunctionValue]] = [:]
    /// Operators declared with `infix operator` and friends, for parsing later cells.
    var declaredOperators: [String: Parser.OperatorInfo] = [:]
    /// Precedence groups declared by cells, for operators declared in later cells.
    var declaredPrecedenceGroups: [String: Parser.PrecedenceGroup] = [:]
    /// Changes on every declaration; member caches from older generations are stale.
    private(set) var generation = 0
    /// Every member name some declared type keeps `private` or `private(set)`: uses of other
    /// names need no access check.
    var privateMemberNames: Set<String> = []
    /// Whether a protocol or built-in extension declares a subscript, as of `subscriptGeneration`.
    private var anyExtensionSubscripts = false
    private var subscriptGeneration = -1

    /// Records a declared type under its name, replacing an older declaration.
    func declare(_ type: TypeInfo) {
        types[type.name] = type
        generation += 1
    }

    /// Removes a declaration (a cell that failed before its declarations took effect).
    func remove(_ type: TypeInfo, restoring previous: TypeInfo?) {
        if types[type.name] === type { types[type.name] = previous }
        generation += 1
    }

    /// Notes that members or conformances changed (an extension was added).
    func invalidate() { generation += 1 }

    /// The extension record of a built-in type or protocol, made on first use.
    func builtinExtension(_ name: String) -> TypeInfo {
        if let existing = builtinExtensions[name] { return existing }
        let kind: TypeKind = BuiltinProtocols.isKnown(name) ? .protocolType : .structure
        let info = TypeInfo(name: name, kind: kind, location: .start, isBuiltin: true)
        builtinExtensions[name] = info
        return info
    }

    /// Adds a protocol conformance to a built-in kind.
    func addConformance(_ protocolName: String, toBuiltin kind: String) {
        addedBuiltinConformances[kind, default: []].append(protocolName)
        generation += 1
    }

    /// The declared type named `name` (`Point`, `Outer.Inner`), if any. A nested type may be
    /// named alone (`Rank` for `BlackjackCard.Rank`, as code inside its enclosing type does)
    /// when no other declared type has that name.
    func type(named name: String) -> TypeInfo? {
        if let type = types[name] { return type }
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count > 1 else { return nestedType(named: name) }
        // `Int.Kind`: a type nested in a declared type or in an extension of a built-in one.
        guard var current = types[parts[0]] ?? builtinExtensions[parts[0]] else { return nil }
        for part in parts.dropFirst() {
            guard let nested = current.nestedTypes[part] else { return nil }
            current = nested
        }
        return current
    }

    /// Nested types by their simple name, for the generation they were collected in.
    private var nestedBySimpleName: [String: TypeInfo?] = [:]
    private var nestedGeneration = -1

    /// The one nested type called `name`, if exactly one is.
    private func nestedType(named name: String) -> TypeInfo? {
        if nestedGeneration != generation {
            nestedBySimpleName = [:]
            nestedGeneration = generation
            var pending = Array(types.values) + Array(builtinExtensions.values)
            while let type = pending.popLast() {
                for (simple, nested) in type.nestedTypes {
                    nestedBySimpleName[simple] = nestedBySimpleName[simple] == nil ? .some(nested) : .some(nil)
                    pending.append(nested)
                }
            }
        }
        return nestedBySimpleName[name] ?? nil
    }

    // MARK: Conformance

    /// Conformances worked out in ``conformanceGeneration``, by type (held, so that no other
    /// type takes its identifier while the entry lives).
    private var conformanceCache: [ObjectIdentifier: (type: TypeInfo, conformances: Set<String>)] = [:]
    private var conformanceGeneration = -1

    /// Every protocol a declared type conforms to, with refinements and superclasses'. Worked
    /// out once per type until the next declaration: describing, `is` and generic constraints
    /// ask it for every value (a tree of a million enum cases asked it a million times).
    func allConformances(of type: TypeInfo) -> Set<String> {
        if conformanceGeneration != generation {
            conformanceCache = [:]
            conformanceGeneration = generation
        }
        if let cached = conformanceCache[ObjectIdentifier(type)] { return cached.conformances }
        let result = uncachedConformances(of: type)
        conformanceCache[ObjectIdentifier(type)] = (type, result)
        return result
    }

    private func uncachedConformances(of type: TypeInfo) -> Set<String> {
        var result: Set<String> = []
        for declared in type.classChain {
            for name in declared.conformances { result.formUnion(protocolWithRefinements(name)) }
            if declared.kind == .enumeration, declared.rawType != nil { result.insert("RawRepresentable") }
        }
        if type.kind == .enumeration, type.cases.allSatisfy({ $0.associatedValues == nil }) {
            // Enums without associated values are Equatable and Hashable without saying so.
            result.formUnion(["Equatable", "Hashable"])
        }
        if type.isReferenceType { result.insert("AnyObject") }
        return result
    }

    /// A protocol with every protocol it refines (declared protocols and standard ones).
    func protocolWithRefinements(_ name: String) -> Set<String> {
        var result: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            var refined = BuiltinProtocols.refinements[next] ?? []
            if let declared = types[next], declared.kind == .protocolType { refined += declared.inheritedProtocols }
            for protocolName in refined where result.insert(protocolName).inserted { pending.append(protocolName) }
        }
        return result
    }

    /// Whether `value` conforms to the protocol `name` (for `is`, `as?`, generic constraints).
    func conforms(_ value: Value, to name: String) -> Bool {
        if name == "Any" { return true }
        switch value {
        case .instance(let instance): return allConformances(of: instance.type).contains(name)
        case .enumCase(let enumValue): return allConformances(of: enumValue.type).contains(name)
        case .metatype: return name == "Any"
        case .function: return name == "Any"
        default: break
        }
        guard let kind = BuiltinProtocols.kindName(of: value) else { return false }
        var protocols = BuiltinProtocols.allConformances(ofBuiltin: kind)
        for added in addedBuiltinConformances[kind] ?? [] { protocols.formUnion(protocolWithRefinements(added)) }
        if protocols.contains(name) { return true }
        guard BuiltinProtocols.conditionalOnElements.contains(name) else { return false }
        // Arrays, dictionaries, optionals and tuples are Equatable (Hashable, Comparable …)
        // when what they hold is.
        switch value {
        case .array(let array):
            switch array.storage {
            case .ints, .doubles, .strings: return name != "Comparable"
            case .values(let items): return name != "Comparable" && items.allSatisfy { conforms($0, to: name) }
            }
        case .dictionary(let dictionary): return name == "Equatable" && dictionary.values.allSatisfy { conforms($0, to: name) }
        case .wrapped(let inner): return name != "Comparable" && conforms(inner, to: name)
        case .null: return name != "Comparable"
        case .tuple(let tuple): return (name == "Equatable" || name == "Comparable") && tuple.values.allSatisfy { conforms($0, to: name) }
        default: return false
        }
    }

    // MARK: Members

    /// The member `name` of a declared type: its own or inherited stored and computed
    /// properties and methods, then defaults from protocol extensions.
    func member(named name: String, of type: TypeInfo) -> ResolvedMember {
        if type.memberCacheGeneration != generation {
            type.memberCache = [:]
            type.memberCacheGeneration = generation
        }
        if let cached = type.memberCache[name] { return cached }
        let found = findMember(named: name, of: type)
        type.memberCache[name] = found
        return found
    }

    private func findMember(named name: String, of type: TypeInfo) -> ResolvedMember {
        var methods: [MethodMember] = []
        var seenSignatures: Set<String> = []
        for declared in type.classChain {
            // A subclass's `override var` (computed) hides the stored property it overrides.
            if methods.isEmpty, let computed = declared.computedProperties[name] { return .computed(computed) }
            // Overloads differ by parameter types; an override has the same ones and hides the
            // superclass's method. One type's overloads that differ only in their result all stay.
            let own = (declared.methods[name] ?? []).filter { !seenSignatures.contains($0.function.typedSignature) }
            methods += own
            for method in own { seenSignatures.insert(method.function.typedSignature) }
        }
        if methods.isEmpty, let index = type.fieldIndex[name] { return .field(index) }
        for protocolName in orderedProtocols(of: type) {
            guard let protocolInfo = protocolExtension(named: protocolName) else { continue }
            if methods.isEmpty, let computed = protocolInfo.computedProperties[name] { return .computed(computed) }
            for method in protocolInfo.methods[name] ?? [] where seenSignatures.insert(method.function.typedSignature).inserted {
                methods.append(method)
            }
        }
        return methods.isEmpty ? .none : .methods(methods)
    }

    /// The subscripts protocol extensions give a declared type, nearest protocol first
    /// (`extension Container { subscript<Indices: Sequence>(indices: Indices) -> [Item] }`).
    /// Cheap when no extension declares a subscript, so subscripting stays fast.
    func protocolSubscripts(of type: TypeInfo) -> [SubscriptMember] {
        if subscriptGeneration != generation {
            anyExtensionSubscripts = types.values.contains { $0.kind == .protocolType && !$0.subscripts.isEmpty }
                || builtinExtensions.values.contains { !$0.subscripts.isEmpty }
            subscriptGeneration = generation
        }
        guard anyExtensionSubscripts else { return [] }
        return orderedProtocols(of: type).compactMap(protocolExtension(named:)).flatMap(\.subscripts)
    }

    /// The record holding a protocol's requirements and extension members: a declared
    /// protocol, or the extensions of a standard one.
    func protocolExtension(named name: String) -> TypeInfo? {
        if let declared = types[name], declared.kind == .protocolType { return declared }
        return builtinExtensions[name]
    }

    /// The protocols of a declared type, nearest first (declared, then refined), for default
    /// implementations.
    func orderedProtocols(of type: TypeInfo) -> [String] {
        var ordered: [String] = []
        var seen: Set<String> = []
        func visit(_ name: String) {
            guard seen.insert(name).inserted else { return }
            ordered.append(name)
            var refined = BuiltinProtocols.refinements[name] ?? []
            if let declared = types[name], declared.kind == .protocolType { refined = declared.inheritedProtocols + refined }
            for next in refined { visit(next) }
        }
        for declared in type.classChain { for name in declared.conformances { visit(name) } }
        if type.kind == .enumeration, type.cases.allSatisfy({ $0.associatedValues == nil }) { visit("Equatable"); visit("Hashable") }
        return ordered
    }

    /// Members added by extensions to the built-in kind of `value` (`extension Int`) or to a
    /// protocol it conforms to (`extension Collection`), found by name.
    func builtinExtensionMember(named name: String, for value: Value) -> ResolvedMember {
        guard !builtinExtensions.isEmpty, let kind = BuiltinProtocols.kindName(of: value) else { return .none }
        var methods: [MethodMember] = []
        var candidates = [kind]
        var protocols = Array(BuiltinProtocols.allConformances(ofBuiltin: kind)).sorted()
        for added in addedBuiltinConformances[kind] ?? [] { protocols += protocolWithRefinements(added) }
        candidates += protocols
        for candidate in candidates {
            guard let info = builtinExtensions[candidate] ?? (types[candidate]?.kind == .protocolType ? types[candidate] : nil) else { continue }
            if methods.isEmpty, let computed = info.computedProperties[name] { return .computed(computed) }
            methods += info.methods[name] ?? []
        }
        return methods.isEmpty ? .none : .methods(methods)
    }

    /// The static members extensions added to a built-in type (`extension Double { static let … }`).
    func builtinStaticMember(named name: String, ofBuiltin kind: String) -> (storage: StaticStorage?, computed: ComputedProperty?, methods: [MethodMember]) {
        guard let info = builtinExtensions[kind] else { return (nil, nil, []) }
        return (info.staticStorage[name], info.staticComputed[name], info.staticMethods[name] ?? [])
    }
}
