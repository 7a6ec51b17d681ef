extension TypeChecker {
    /// The protocols a declared type conforms to (for a protocol: itself and those it
    /// inherits), through its superclasses and inherited protocols, each once, nearest first.
    func protocolsAdopted(by declared: DeclaredTypeSymbol) -> [DeclaredTypeSymbol] {
        var found: [DeclaredTypeSymbol] = declared.kind == .protocolType ? [declared] : []
        var pending = declared.classChain.flatMap { $0.conformances.sorted() }
        if declared.kind == .protocolType { pending = declared.conformances.sorted() }
        while let name = pending.first, found.count < DeclaredTypeSymbol.deepestChain {
            pending.removeFirst()
            guard let adopted = world.types[name], adopted.kind == .protocolType, !found.contains(where: { $0 === adopted }) else { continue }
            found.append(adopted)
            pending += adopted.conformances.sorted()
        }
        return found
    }

    /// The member `name` that `protocols` declare or their extensions add, `nil` when none
    /// has it. A requirement and the default an extension gives it count once.
    /// `Self` in an extension's signatures becomes `selfType` (the conformer, or unknown for
    /// a value known only by its protocols).
    func protocolMember(_ name: String, of protocols: [DeclaredTypeSymbol], isStatic: Bool, selfType: SwiftType) -> MemberMeaning? {
        var methods: [FunctionSymbol] = []
        for adopted in protocols {
            let substitutions = [adopted.selfParameter: selfType]
            if var property = isStatic ? adopted.staticProperties[name] : adopted.properties[name] {
                property.type = property.type.substituting(substitutions)
                return .property(property)
            }
            for method in (isStatic ? adopted.staticMethods[name] : adopted.methods[name]) ?? []
            where !methods.contains(where: { $0.fullName == method.fullName && $0.type == method.type }) {
                methods.append(Self.substituting(substitutions, in: method))
            }
        }
        return methods.isEmpty ? nil : .methods(methods)
    }

    /// `method` with its signature's `Self` replaced (the same symbol when it has none).
    private static func substituting(_ substitutions: [GenericParameterType: SwiftType], in method: FunctionSymbol) -> FunctionSymbol {
        guard method.type.mentionsGenericParameter else { return method }
        var parameters = method.parameters
        for index in parameters.indices { parameters[index].type = parameters[index].type.substituting(substitutions) }
        let substituted = FunctionSymbol(name: method.name, kind: method.kind, parameters: parameters, result: method.result.substituting(substitutions),
                                         isThrowing: method.isThrowing, isRethrowing: method.isRethrowing, isAsync: method.isAsync,
                                         isMutating: method.isMutating, genericParameters: method.genericParameters, isFailable: method.isFailable)
        substituted.constraint = method.constraint
        return substituted
    }

    /// The protocols a value of `type` is known by, when it is an existential, an opaque type
    /// or a generic parameter; `nil` for other types.
    static func protocolConstraints(of type: SwiftType) -> [SwiftType]? {
        switch type.kind {
        case .existential(let protocols), .opaque(let protocols): return protocols.isEmpty ? nil : protocols
        case .genericParameter(let parameter): return parameter.constraints.isEmpty ? nil : parameter.constraints
        default: return nil
        }
    }

    /// The member `name` of a value known by its protocols (`any Shape`, `some Shape`, a
    /// `T: Shape`): what the cell's protocols declare and their extensions add, else unknown.
    func constrainedMember(_ name: String, _ constraints: [SwiftType], isStatic: Bool) -> MemberMeaning {
        let protocols = constraints.flatMap(Self.protocolsNamed).compactMap { symbol(of: $0) }.filter { $0.kind == .protocolType }
        return protocolMember(name, of: protocols.flatMap { protocolsAdopted(by: $0) }, isStatic: isStatic, selfType: .unknown) ?? .unknown
    }

    /// The named protocols in a constraint: `Shape` of `any Shape` and of `any Named & Aged`.
    private static func protocolsNamed(_ constraint: SwiftType) -> [SwiftType] {
        if case .existential(let members) = constraint.kind { return members.flatMap(protocolsNamed) }
        return [constraint]
    }
}
