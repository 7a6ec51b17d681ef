/// The type whose members are being compiled (a declared type, a protocol, or an extension
/// of a built-in type): how names written without `self.` resolve inside its methods.
struct TypeContext {
    /// The declared type, protocol, or built-in extension record.
    var type: TypeInfo
    /// For extensions of built-in types: the built-in kind (`Int`, `Array`, `LineGraph`).
    var builtinName: String?
    /// Whether the code is static (static methods and properties): bare names are static members.
    var isStatic: Bool
    /// The protocols a constrained extension's `where Self: Named` adds, whose members its
    /// code can use too.
    var constraintProtocols: [String] = []

    /// Whether `name` is an instance member of the type (own, inherited, from its protocols,
    /// or of the extended built-in type).
    func hasInstanceMember(_ name: String, runtime: Runtime) -> Bool {
        if let builtinName {
            for kind in Self.builtinKinds(for: builtinName) {
                if let binding = BindingTable.shared.types[kind], binding.properties[name] != nil || binding.methods[name] != nil { return true }
            }
            if type.declaredMemberNames.contains(name) { return true }
            for protocolName in BuiltinProtocols.allConformances(ofBuiltin: builtinName) {
                if runtime.types.builtinExtensions[protocolName]?.declaredMemberNames.contains(name) == true { return true }
            }
            return false
        }
        for declared in type.classChain where declared.declaredMemberNames.contains(name) { return true }
        for protocolName in protocolNames(runtime: runtime) {
            guard let info = runtime.types.protocolExtension(named: protocolName) else { continue }
            if info.declaredMemberNames.contains(name) { return true }
        }
        if type.kind == .enumeration, name == "rawValue", type.rawType != nil { return true }
        return false
    }

    /// The built-in kinds whose members code in an extension of `name` can use: the kind
    /// itself, or for a standard protocol (`Collection`, `Numeric`) the kinds conforming to it.
    static func builtinKinds(for name: String) -> [String] {
        guard BuiltinProtocols.isKnown(name) else { return [name] }
        return BuiltinProtocols.directConformances.keys.filter { BuiltinProtocols.allConformances(ofBuiltin: $0).contains(name) }.sorted()
    }

    /// Whether `name` is a static member (or enum case) of the type.
    func hasStaticMember(_ name: String, runtime: Runtime) -> Bool {
        for declared in type.classChain where declared.declaredStaticNames.contains(name) { return true }
        if let builtinName, BindingTable.shared.types[builtinName]?.staticMembers[name] != nil { return true }
        for protocolName in protocolNames(runtime: runtime) {
            if runtime.types.protocolExtension(named: protocolName)?.declaredStaticNames.contains(name) == true { return true }
        }
        return name == "allCases" && type.kind == .enumeration
    }

    /// The protocols whose members the type's code can use: for a protocol, itself and what
    /// it refines; for a type, what it conforms to.
    private func protocolNames(runtime: Runtime) -> [String] {
        let added = constraintProtocols.flatMap { runtime.types.protocolWithRefinements($0) }
        if type.kind == .protocolType { return Array(runtime.types.protocolWithRefinements(type.name)) + added }
        return runtime.types.orderedProtocols(of: type) + added
    }

    /// A type nested in this one (or in the types enclosing it) named `name`.
    func nestedType(_ name: String) -> TypeInfo? {
        var current: TypeInfo? = type
        while let searched = current {
            for declared in searched.classChain { if let nested = declared.nestedTypes[name] { return nested } }
            current = searched.enclosingType
        }
        return nil
    }

    /// Every member name, for "did you mean".
    func memberNames(runtime: Runtime) -> [String] {
        var names = Set<String>()
        for declared in type.classChain {
            names.formUnion(isStatic ? declared.declaredStaticNames : declared.declaredMemberNames)
        }
        return Array(names)
    }
}
