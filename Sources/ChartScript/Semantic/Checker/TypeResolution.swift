/// The generic parameters and the type around a piece of code, for resolving written types.
final class TypeScope {
    let parent: TypeScope?
    /// Generic parameters declared here, by name.
    var genericParameters: [String: GenericParameterType] = [:]
    /// The declared type whose members this scope is in (for nested types, `Self`, aliases).
    let enclosingType: DeclaredTypeSymbol?
    /// Names whose meaning the pass does not read (associated types, parameter packs): any
    /// type that mentions them is unknown.
    var opaqueNames: Set<String> = []

    init(parent: TypeScope?, enclosingType: DeclaredTypeSymbol? = nil) {
        self.parent = parent
        self.enclosingType = enclosingType ?? parent?.enclosingType
    }

    /// The generic parameter `name` visible here.
    func genericParameter(_ name: String) -> GenericParameterType? {
        var scope: TypeScope? = self
        while let current = scope {
            if let found = current.genericParameters[name] { return found }
            scope = current.parent
        }
        return nil
    }

    /// Whether `name` is one the pass does not read here.
    func isOpaque(_ name: String) -> Bool {
        var scope: TypeScope? = self
        while let current = scope {
            if current.opaqueNames.contains(name) { return true }
            scope = current.parent
        }
        return false
    }
}

extension TypeChecker {
    /// The type `written` names in `scope`; ``SwiftType/unknown`` where a name is not one
    /// the pass knows.
    func resolve(_ written: TypeRef?, in scope: TypeScope) -> SwiftType {
        guard let written else { return .unknown }
        // `String!`: used as a `String` or an optional as the code needs; the pass does not follow it.
        if case .unwrapped = written { return .unknown }
        return SwiftType.from(written) { name, arguments in resolveName(name, arguments, in: scope) }
    }

    private func resolveName(_ name: String, _ arguments: [SwiftType], in scope: TypeScope) -> SwiftType {
        if scope.isOpaque(name) { return .unknown }
        if let parameter = scope.genericParameter(name) {
            return arguments.isEmpty ? .make(.genericParameter(parameter)) : .unknown
        }
        if name == "Self" {
            guard let type = scope.enclosingType, type.kind != .protocolType else { return .unknown }
            return type.declaredType
        }
        if name.contains(".") {
            let parts = name.split(separator: ".").map(String.init)
            guard let outer = declaredType(named: parts[0], in: scope) else {
                // `String.Index`, `Unicode.Scalar`.
                if let standard = StandardNominals.named(name) { return .nominal(standard, arguments) }
                return .unknown
            }
            var type = outer
            for part in parts.dropFirst() {
                guard let nested = type.nestedTypes[part] else { return .unknown }
                type = nested
            }
            return declaredTypeReference(type, arguments)
        }
        if let declared = declaredType(named: name, in: scope) { return declaredTypeReference(declared, arguments) }
        if let alias = typeAlias(named: name, in: scope) { return arguments.isEmpty ? alias : .unknown }
        switch name {
        case "Void" where arguments.isEmpty: return .void
        case "Any" where arguments.isEmpty: return .any
        case "AnyObject" where arguments.isEmpty, "Error" where arguments.isEmpty:
            return .make(.existential([.nominal(StandardNominals.named(name) ?? StandardNominals.errorProtocol)]))
        default: break
        }
        if let standard = StandardNominals.named(name) {
            if standard.kind == .protocolType { return arguments.isEmpty ? .make(.existential([.nominal(standard)])) : .unknown }
            guard arguments.count == standard.genericParameterNames.count else { return .unknown }
            return .nominal(standard, arguments)
        }
        if BindingTable.shared.types[name] != nil, arguments.isEmpty { return .nominal(StandardNominals.library(name)) }
        // TabularData's slice of one group's values (`aggregated(on:naming:transform:)`'s
        // parameter) is, in a cell, that group's `Column<Element>`, with the column's members.
        if name == DataFrameValues.groupSliceTypeName, arguments.count == 1, case .nominal(let element, let inner) = arguments[0].kind,
           inner.isEmpty, BindingTable.shared.types["Column<\(element.name)>"] != nil {
            return .nominal(StandardNominals.library("Column<\(element.name)>"))
        }
        return .unknown
    }

    /// A declared type named with arguments: a protocol is an existential; a generic type needs
    /// all its arguments.
    private func declaredTypeReference(_ type: DeclaredTypeSymbol, _ arguments: [SwiftType]) -> SwiftType {
        if type.kind == .protocolType { return arguments.isEmpty ? .make(.existential([.nominal(type.nominal)])) : .unknown }
        if arguments.count == type.genericParameters.count { return .nominal(type.nominal, arguments) }
        return .unknown
    }

    /// The declared type `name` refers to in `scope`: nested types of the types around, then the cell's and the session's.
    func declaredType(named name: String, in scope: TypeScope) -> DeclaredTypeSymbol? {
        var type = scope.enclosingType
        while let current = type {
            if let nested = current.nestedTypes[name] { return nested }
            type = enclosing(of: current)
        }
        return world.types[name]
    }

    private func typeAlias(named name: String, in scope: TypeScope) -> SwiftType? {
        var type = scope.enclosingType
        while let current = type {
            if let alias = current.typeAliases[name] { return alias }
            type = enclosing(of: current)
        }
        return world.typeAliases[name]
    }

    /// The declared type `type` is nested in, if any.
    func enclosing(of type: DeclaredTypeSymbol) -> DeclaredTypeSymbol? {
        let parts = type.nominal.path
        guard parts.count > 1, var outer = world.types[parts[0]] else { return nil }
        for part in parts.dropFirst().dropLast() {
            guard let nested = outer.nestedTypes[part] else { return nil }
            outer = nested
        }
        return outer
    }

    /// The symbol of a declared named type.
    func symbol(of type: SwiftType) -> DeclaredTypeSymbol? {
        guard let nominal = type.nominalType, nominal.origin == .declared else { return nil }
        return findSymbol(nominal)
    }

    private func findSymbol(_ nominal: NominalType) -> DeclaredTypeSymbol? {
        let parts = nominal.path
        guard let outermost = parts.first, var type = world.types[outermost] else { return nil }
        if parts.count == 1 { return type.nominal === nominal ? type : nil }
        for part in parts.dropFirst() {
            guard let nested = type.nestedTypes[part] else { return nil }
            type = nested
        }
        return type.nominal === nominal ? type : nil
    }
}
