extension Compiler {
    /// Fails, before anything in the cell runs, when a type declared or extended in the cell
    /// misses a requirement of a protocol it conforms to (and no protocol extension provides
    /// it), as swiftc does.
    func checkConformances() throws {
        var checked: Set<ObjectIdentifier> = []
        for type in typesToCheck where type.kind != .protocolType && checked.insert(ObjectIdentifier(type)).inserted {
            for protocolName in runtime.types.allConformances(of: type).sorted() {
                let missing = missingRequirements(of: protocolName, in: type)
                guard missing.isEmpty else {
                    let list = missing.joined(separator: "; ")
                    throw LocatedError(.typeMismatch("type '\(type.name)' does not conform to protocol '\(protocolName)'; it needs: \(list)"),
                                       at: type.location)
                }
            }
        }
    }

    /// The requirements of `protocolName` that `type` does not satisfy, as Swift spells them.
    private func missingRequirements(of protocolName: String, in type: TypeInfo) -> [String] {
        switch protocolName {
        case "Comparable":
            let declaresLess = type.classChain.contains { $0.staticMethods["<"] != nil }
                || runtime.types.orderedProtocols(of: type).contains { runtime.types.protocolExtension(named: $0)?.staticMethods["<"] != nil }
            // Swift synthesizes `<` for enums without raw values (by case order, then by
            // associated values, which must be comparable themselves).
            let synthesizes = type.kind == .enumeration && type.rawType == nil
            return declaresLess || synthesizes ? [] : ["static func < (lhs: \(type.name), rhs: \(type.name)) -> Bool"]
        case "CustomStringConvertible":
            return has("description", in: type) ? [] : ["var description: String { get }"]
        case "CustomDebugStringConvertible":
            return has("debugDescription", in: type) ? [] : ["var debugDescription: String { get }"]
        case "Identifiable":
            return has("id", in: type) || type.isReferenceType ? [] : ["var id: ID { get }"]
        case "CaseIterable":
            guard type.kind == .enumeration else { return has("allCases", in: type, isStatic: true) ? [] : ["static var allCases: [\(type.name)] { get }"] }
            return type.cases.allSatisfy({ $0.associatedValues == nil }) ? [] : ["cases without associated values (or a static 'allCases')"]
        case "Equatable", "Hashable":
            if type.kind == .classType && !type.classChain.contains(where: { $0.staticMethods["=="] != nil }) {
                return ["static func == (lhs: \(type.name), rhs: \(type.name)) -> Bool"]
            }
            return []
        default:
            break
        }
        guard let declared = runtime.types.type(named: protocolName), declared.kind == .protocolType else { return [] }
        var missing: [String] = []
        for requirement in declared.requirements {
            switch requirement.kind {
            case .property, .method:
                if !has(requirement.name, in: type) { missing.append(requirement.signature) }
            case .staticProperty, .staticMethod:
                if !has(requirement.name, in: type, isStatic: true) { missing.append("static " + requirement.signature) }
            case .initializer:
                let hasInitializer = !type.initializers.isEmpty || (type.kind == .structure && !type.declaresInitializer)
                    || type.classChain.contains { !$0.initializers.isEmpty }
                if !hasInitializer { missing.append(requirement.signature) }
            case .subscriptAccess:
                if !type.classChain.contains(where: { !$0.subscripts.isEmpty }) { missing.append("subscript") }
            }
        }
        return missing
    }

    /// Whether the type has a member `name` of its own, inherited, or from a protocol extension.
    private func has(_ name: String, in type: TypeInfo, isStatic: Bool = false) -> Bool {
        if isStatic {
            if type.caseIndex[name] != nil { return true }
            for declared in type.classChain where declared.staticStorage[name] != nil || declared.staticComputed[name] != nil || declared.staticMethods[name] != nil {
                return true
            }
            for protocolName in runtime.types.orderedProtocols(of: type) {
                guard let info = runtime.types.protocolExtension(named: protocolName) else { continue }
                if info.staticComputed[name] != nil || info.staticMethods[name] != nil || info.staticStorage[name] != nil { return true }
            }
            return false
        }
        if case .none = runtime.types.member(named: name, of: type) {
            return name == "rawValue" && type.rawType != nil
        }
        return true
    }
}
