import JupyterEngine

/// Finds the documentation `help(_:)` shows: of a bound name, of a member of a value or
/// type, or of a value's type. Unknown names fail with the closest known ones.
enum HelpTopics {
    /// The documentation of a name from the binding table: a function, type, constant, or
    /// `Type.member` (`"LineGraph.lineColor"`).
    static func documentation(named name: String) throws -> Documentation {
        let table = BindingTable.shared
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2, let type = table.types[parts[0]] {
            return try documentation(ofMember: parts[1], of: .type(type))
        }
        if let overloads = table.functions[name], let merged = merged(overloads.map(\.documentation)) { return merged }
        if let type = table.types[name] { return type.fullDocumentation }
        if let constant = table.constants[name] { return constant.documentation }
        let known = Array(table.functions.keys) + Array(table.types.keys) + Array(table.constants.keys)
        throw ScriptError.unknownName(name, suggestions: Suggestions.closest(to: name, in: known))
    }

    /// The documentation of `value.member`: a property, method or static member.
    static func documentation(ofMember member: String, of value: Value) throws -> Documentation {
        if let runtime = Runtime.current {
            let declared: TypeInfo?
            switch value {
            case .instance(let instance): declared = instance.type
            case .enumCase(let enumValue): declared = enumValue.type
            case .metatype(let type): declared = type
            default: declared = nil
            }
            if let declared {
                guard let documentation = DeclaredDocumentation.ofMember(member, of: declared, runtime: runtime) else {
                    throw ScriptError.unknownMember(type: declared.name, member: member,
                                                    suggestions: Suggestions.closest(to: member, in: Members.memberNames(of: declared, runtime: runtime)))
                }
                return documentation
            }
        }
        var type = Members.binding(for: value)
        if case .type(let named) = value {
            if let constant = named.staticMembers[member] { return constant.documentation }
            type = named
        }
        guard let type else { throw ScriptError.unknownMember(type: value.typeName, member: member, suggestions: []) }
        if let property = type.properties[member] { return property.documentation }
        if let methods = type.methods[member], let merged = merged(methods.map(\.documentation)) { return merged }
        if let constant = type.staticMembers[member] { return constant.documentation }
        if let renamed = type.renamedMembers[member] {
            throw ScriptError.renamedMember(type: type.name, old: member, new: renamed)
        }
        let known = type.memberNames + Array(type.staticMembers.keys)
        throw ScriptError.unknownMember(type: type.name, member: member, suggestions: Suggestions.closest(to: member, in: known))
    }

    /// The documentation of a value: a type's own, else that of the value's type.
    static func documentation(of value: Value) throws -> Documentation {
        if case .type(let type) = value { return type.fullDocumentation }
        switch value {
        case .metatype(let type): return DeclaredDocumentation.of(type)
        case .instance(let instance): return DeclaredDocumentation.of(instance.type)
        case .enumCase(let enumValue): return DeclaredDocumentation.of(enumValue.type)
        case .function(let function): return doc(DeclaredDocumentation.signature(of: function), "A function.", "\(function.name)(…)")
        default: break
        }
        if case .native(let box) = value, box.typeName == OutputBindings.streamTypeName,
           let stream = box.payload as? StandardStream,
           let constant = BindingTable.shared.constants[stream.rawValue] {
            return constant.documentation
        }
        if let type = Members.binding(for: value) { return type.fullDocumentation }
        throw ScriptError.typeMismatch("help has no documentation for a value of type '\(value.typeName)'; pass a name such as help(\"print\")")
    }

    /// Sends `documentation` to the pager of the running cell.
    static func page(_ documentation: Documentation, runtime: Runtime) {
        runtime.context?.page(Inspector.bundle(documentation, detailLevel: 0))
    }

    /// Overloads documented together.
    static func merged(_ documentations: [Documentation]) -> Documentation? {
        guard var first = documentations.first else { return nil }
        if documentations.count > 1 {
            first.signature = documentations.map(\.signature).joined(separator: "\n")
            first.summary = documentations.map(\.summary).joined(separator: " ")
        }
        return first
    }
}

extension TypeBinding {
    /// The type's documentation followed by the signatures of its initialisers.
    var fullDocumentation: Documentation {
        var documentation = self.documentation
        if !initializers.isEmpty {
            documentation.signature += "\n" + initializers.map { "  " + $0.documentation.signature }.joined(separator: "\n")
        }
        return documentation
    }
}
