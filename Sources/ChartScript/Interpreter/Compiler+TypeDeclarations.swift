extension Compiler {
    /// Declares the types and extensions written in `statements` before anything in the block
    /// is compiled: their names, member names, superclasses and conformances, so that code
    /// and other declarations may refer to them in any order.
    func hoistTypes(_ statements: [Statement]) throws {
        var hoistedHere: [(TypeDeclaration, TypeInfo)] = []
        for statement in statements {
            guard case .typeDeclaration(let declaration) = statement.kind, hoistedTypes[statement.location.offset] == nil else { continue }
            let info = makeTypeInfo(declaration, enclosing: typeContext?.builtinName == nil ? typeContext?.type : nil)
            info.isResultBuilder = declaration.modifiers.contains("@resultBuilder")
            hoistedTypes[statement.location.offset] = info
            typeDeclarations[ObjectIdentifier(info)] = declaration
            if info.enclosingType == nil {
                let previous = runtime.types.types[info.name]
                runtime.types.declare(info)
                declaredTypes.append((info, previous))
            }
            hoistedHere.append((declaration, info))
        }
        for (declaration, info) in hoistedHere { try resolveInheritance(declaration, info) }
        // Superclasses and conformances were just added to records already declared.
        if !hoistedHere.isEmpty { runtime.types.invalidate() }
        for statement in statements {
            guard case .extensionDeclaration(let declaration) = statement.kind, hoistedTypes[statement.location.offset] == nil else { continue }
            let target = try extensionTarget(declaration)
            hoistedTypes[statement.location.offset] = target.info
            collectMemberNames(declaration.members, into: target.info)
            for member in declaration.members {
                // A type nested in an extension (`extension Int { enum Kind { … } }`).
                guard case .typeDeclaration(let nested) = member.kind, hoistedTypes[member.location.offset] == nil else { continue }
                let nestedInfo = makeTypeInfo(nested, enclosing: target.info)
                hoistedTypes[member.location.offset] = nestedInfo
                typeDeclarations[ObjectIdentifier(nestedInfo)] = nested
                try resolveInheritance(nested, nestedInfo)
            }
            for conformance in declaration.conformances {
                guard case .named(let name, _) = conformance else { continue }
                if let builtin = target.builtinName, !target.info.isProtocolRecord {
                    runtime.types.addConformance(name, toBuiltin: builtin)
                } else if !target.info.conformances.contains(name) {
                    target.info.conformances.append(name)
                }
            }
            runtime.types.invalidate()
        }
    }

    /// A new type record with its nested types and member names (bodies come later).
    private func makeTypeInfo(_ declaration: TypeDeclaration, enclosing: TypeInfo?) -> TypeInfo {
        let name = enclosing.map { "\($0.name).\(declaration.name)" } ?? declaration.name
        let info = TypeInfo(name: name, kind: declaration.kind, location: declaration.location)
        info.enclosingType = enclosing
        info.genericParameters = declaration.genericParameters
        enclosing?.nestedTypes[declaration.name] = info
        enclosing?.declaredStaticNames.insert(declaration.name)
        collectMemberNames(declaration.members, into: info)
        for member in declaration.members {
            guard case .typeDeclaration(let nested) = member.kind else { continue }
            let nestedInfo = makeTypeInfo(nested, enclosing: info)
            hoistedTypes[member.location.offset] = nestedInfo
            typeDeclarations[ObjectIdentifier(nestedInfo)] = nested
        }
        return info
    }

    /// Records the names the members declare, instance and static.
    private func collectMemberNames(_ members: [Statement], into info: TypeInfo) {
        for member in members {
            switch member.kind {
            case .declaration(let declaration):
                for binding in declaration.bindings {
                    for name in binding.pattern.boundNames {
                        if declaration.modifiers.isStatic { info.declaredStaticNames.insert(name) } else { info.declaredMemberNames.insert(name) }
                    }
                }
            case .function(let function):
                if function.modifiers.isStatic || Precedence.of(function.name) != nil || function.name.first.map({ !$0.isLetter && $0 != "_" }) == true {
                    info.declaredStaticNames.insert(function.name)
                } else {
                    info.declaredMemberNames.insert(function.name)
                }
            case .enumCase(let declaration):
                for element in declaration.elements { info.declaredStaticNames.insert(element.name) }
            case .typeDeclaration(let nested):
                info.declaredStaticNames.insert(nested.name)
            default:
                break
            }
        }
    }

    /// Sorts a type's inheritance clause into superclass, raw value type and protocols.
    private func resolveInheritance(_ declaration: TypeDeclaration, _ info: TypeInfo) throws {
        for (position, inherited) in declaration.inheritance.enumerated() {
            guard case .named(let name, _) = inherited else {
                throw LocatedError(.unsupported(construct: "inheriting from '\(inherited)'"), at: declaration.location)
            }
            if name.hasPrefix("~") {
                // `~Copyable` (and `~Escapable`) suppress a conformance rather than add one.
                if name == "~Copyable" { info.isNoncopyable = true }
                continue
            }
            if position == 0, info.kind == .classType, let superclass = declaredType(named: name), superclass.isReferenceType {
                info.superclass = superclass
                continue
            }
            if position == 0, info.kind == .enumeration, Self.rawValueTypes.contains(name) {
                info.rawType = .name(name)
                continue
            }
            if info.kind == .protocolType {
                info.inheritedProtocols.append(name)
                continue
            }
            guard BuiltinProtocols.isKnown(name) || declaredType(named: name)?.kind == .protocolType || name == "Codable" else {
                if declaredType(named: name) != nil {
                    throw LocatedError(.typeMismatch("'\(declaration.name)' cannot inherit from '\(name)': only a class can have a superclass, and it must come first"), at: declaration.location)
                }
                throw LocatedError(.unknownName(name, suggestions: Suggestions.closest(to: name, in: Array(runtime.types.types.keys))), at: declaration.location)
            }
            info.conformances.append(name)
        }
        for member in declaration.members {
            guard case .typeDeclaration(let nested) = member.kind, let nestedInfo = hoistedTypes[member.location.offset] else { continue }
            try resolveInheritance(nested, nestedInfo)
        }
    }

    /// Types an enum's raw values can have.
    static let rawValueTypes: Set<String> = ["Int", "String", "Double", "Float", "Character", "UInt8", "UInt", "Int8", "Int16", "Int32", "Int64"]

    /// Compiles the members of a type declaration (the statement itself does nothing when run).
    func compileTypeDeclaration(_ declaration: TypeDeclaration, at location: SourceLocation) throws -> Executor {
        guard let info = hoistedTypes[location.offset] else {
            throw LocatedError(.unsupported(construct: "a type declared here"), at: location)
        }
        try compileMembers(of: declaration, into: info)
        return { _ in .normal }
    }

    /// Fills `info` from the declaration's members (its superclass first, when that is
    /// declared in the same cell and not yet compiled).
    func compileMembers(of declaration: TypeDeclaration, into info: TypeInfo) throws {
        guard !info.isCompiled else { return }
        info.isCompiled = true
        if let superclass = info.superclass, !superclass.isCompiled, let pending = typeDeclarations[ObjectIdentifier(superclass)] {
            try compileMembers(of: pending, into: superclass)
        }
        if let superclass = info.superclass {
            for field in superclass.fields { info.addField(field) }
        }
        let savedContext = typeContext
        let savedScope = scope
        let savedGenerics = genericNamesInScope
        typeContext = TypeContext(type: info, builtinName: nil, isStatic: false)
        scope = Scope(parent: nil, isCell: false, acceptsAnonymousArguments: false, allowsReturn: false)
        genericNamesInScope.formUnion(info.genericParameters.map(\.name) + ["Self"])
        if info.kind == .protocolType {
            for member in declaration.members { if case .associatedType(let name, _) = member.kind { genericNamesInScope.insert(name) } }
        }
        defer {
            typeContext = savedContext
            scope = savedScope
            genericNamesInScope = savedGenerics
        }
        for member in declaration.members {
            try compileMember(member, into: info, isExtension: false, applies: nil)
        }
        if info.kind == .enumeration && info.cases.isEmpty && !declaration.members.isEmpty && info.rawType != nil {
            throw LocatedError(.typeMismatch("an enum with a raw type must have at least one case"), at: declaration.location)
        }
        typesToCheck.append(info)
        runtime.types.invalidate()
    }

    /// Compiles an extension's members into the type (or built-in record) it extends.
    func compileExtension(_ declaration: ExtensionDeclaration, at location: SourceLocation) throws -> Executor {
        let target = try extensionTarget(declaration)
        let applies = ExtensionRequirements.predicate(declaration.requirements, runtime: runtime)
        let savedContext = typeContext
        let savedScope = scope
        let savedGenerics = genericNamesInScope
        typeContext = TypeContext(type: target.info, builtinName: target.builtinName, isStatic: false)
        typeContext?.constraintProtocols = declaration.requirements.compactMap { requirement in
            guard case .conformance(.named("Self", _), .named(let protocolName, _)) = requirement else { return nil }
            return protocolName
        }
        scope = Scope(parent: nil, isCell: false, acceptsAnonymousArguments: false, allowsReturn: false)
        genericNamesInScope.formUnion(target.info.genericParameters.map(\.name) + target.info.associatedTypes
                                      + ["Self", "Element", "Key", "Value", "Wrapped", "Index"])
        defer {
            typeContext = savedContext
            scope = savedScope
            genericNamesInScope = savedGenerics
        }
        for member in declaration.members {
            try compileMember(member, into: target.info, isExtension: true, applies: applies)
        }
        if !target.info.isBuiltin { typesToCheck.append(target.info) }
        runtime.types.invalidate()
        return { _ in .normal }
    }

    /// The record an extension adds to: a declared type or protocol, or the extension record
    /// of a built-in type or protocol.
    func extensionTarget(_ declaration: ExtensionDeclaration) throws -> (info: TypeInfo, builtinName: String?) {
        let name: String
        switch declaration.extendedType {
        case .named(let written, _): name = written
        case .array: name = "Array"
        case .dictionary: name = "Dictionary"
        case .optional: name = "Optional"
        default:
            throw LocatedError(.unsupported(construct: "extending '\(declaration.extendedType)'"), at: declaration.location)
        }
        if let declared = declaredType(named: name) { return (declared, nil) }
        let builtin = Self.builtinExtensionNames[name] ?? name
        guard BindingTable.shared.types[builtin] != nil || BuiltinProtocols.isKnown(builtin) || BuiltinProtocols.directConformances[builtin] != nil else {
            throw LocatedError(.unknownName(name, suggestions: Suggestions.closest(to: name, in: Array(runtime.types.types.keys))), at: declaration.location)
        }
        return (runtime.types.builtinExtension(builtin), builtin)
    }

    /// Swift type names that extend one of the interpreter's built-in kinds.
    static let builtinExtensionNames: [String: String] = [
        "Character": "String", "Substring": "String", "Float": "Double", "CGFloat": "Double",
        "ClosedRange": "Range", "CountableRange": "Range", "ArraySlice": "Array",
    ]

    /// Compiles one member declaration of a type or extension into `info`.
    func compileMember(_ member: Statement, into info: TypeInfo, isExtension: Bool,
                       applies: ((Value, Runtime) -> Bool)?) throws {
        let location = member.location
        let modifiers: Modifiers?
        switch member.kind {
        case .declaration(let declaration): modifiers = declaration.modifiers
        case .function(let function): modifiers = function.modifiers
        case .initializer(let initializer): modifiers = initializer.modifiers
        default: modifiers = nil
        }
        if let modifiers { recordPrivacy(of: member, modifiers, in: info) }
        switch member.kind {
        case .declaration(let declaration) where declaration.propertyWrapperName != nil && !isExtension:
            try compileWrappedProperty(declaration, wrapper: declaration.propertyWrapperName ?? "", into: info, at: location)
        case .declaration(let declaration):
            try compileProperty(declaration, into: info, isExtension: isExtension, applies: applies, at: location)
        case .function(let function):
            if function.body == nil {
                guard info.kind == .protocolType else {
                    throw LocatedError(.syntax(expected: "a body for '\(function.name)'", found: "none", atEnd: false), at: location)
                }
                let kind: ProtocolRequirement.Kind = function.modifiers.isStatic ? .staticMethod : .method(isMutating: function.modifiers.isMutating)
                info.requirements.append(ProtocolRequirement(name: function.name, kind: kind, signature: "func \(function.fullName)"))
                return
            }
            let isOperator = function.name.first.map { !$0.isLetter && $0 != "_" } ?? false
            let isStatic = function.modifiers.isStatic || isOperator
            let compiled = try compileMethod(function, owner: info, isStatic: isStatic)
            if isStatic {
                // A method declared again replaces the old one; overloads differing only in their result both stay.
                info.staticMethods[function.name, default: []].removeAll { $0.function.redeclares(compiled) }
                info.staticMethods[function.name, default: []].append(MethodMember(function: compiled, isMutating: false, applies: applies))
            } else {
                info.methods[function.name, default: []].removeAll { $0.function.redeclares(compiled) }
                info.methods[function.name, default: []].append(MethodMember(function: compiled, isMutating: compiled.isMutating, applies: applies))
            }
        case .initializer(let initializer):
            guard let body = initializer.body else {
                guard info.kind == .protocolType else { throw LocatedError(.syntax(expected: "a body for 'init'", found: "none", atEnd: false), at: location) }
                let signature = "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
                info.requirements.append(ProtocolRequirement(name: "init", kind: .initializer, signature: signature))
                return
            }
            let function = try compileInitializer(initializer, body: body, owner: info)
            info.initializers.append(InitializerMember(function: function, isFailable: initializer.isFailable,
                                                       isConvenience: initializer.modifiers.contains("convenience"),
                                                       isInTypeBody: !isExtension))
            if !isExtension { info.declaresInitializer = true }
        case .deinitializer(let body):
            guard info.isReferenceType || info.isNoncopyable && info.kind == .structure else {
                throw LocatedError(.typeMismatch("deinitializers may only be declared within a class, actor or noncopyable type"), at: location)
            }
            let declaration = FunctionDeclaration(name: "deinit", parameters: [], body: body, location: location)
            info.deinitializer = try compileMethod(declaration, owner: info, isStatic: false)
        case .subscriptDeclaration(let declaration):
            try compileSubscript(declaration, into: info, at: location)
        case .typeDeclaration(let nested):
            guard let nestedInfo = hoistedTypes[location.offset] else { return }
            try compileMembers(of: nested, into: nestedInfo)
        case .enumCase(let declaration):
            guard info.kind == .enumeration else {
                throw LocatedError(.typeMismatch("enum 'case' is not allowed outside of an enum"), at: location)
            }
            try compileCases(declaration, into: info)
        case .typeAlias(let name, let type):
            info.typeAliases[name] = type
        case .associatedType(let name, _):
            info.associatedTypes.append(name)
        case .operatorDeclaration:
            throw LocatedError(.typeMismatch("operator declarations must be at the top level"), at: location)
        default:
            throw LocatedError(.syntax(expected: "a declaration in the body of '\(info.name)' (a property, method, initializer or nested type)",
                                       found: "a statement", atEnd: false), at: location)
        }
    }

    /// The cases of an enum, with their raw values (Int ones counting up, String ones
    /// defaulting to the case name).
    private func compileCases(_ declaration: EnumCaseDeclaration, into info: TypeInfo) throws {
        for element in declaration.elements {
            var rawValue: Value?
            if let rawType = info.rawType {
                if let written = element.rawValue {
                    let evaluator = try compileExpression(written)
                    rawValue = try Coercion.coerce(try evaluator(Frame(size: scope.slotCount, parent: nil)), to: rawType, runtime: runtime)
                } else {
                    switch rawType.simpleName {
                    case "String": rawValue = .string(element.name)
                    case "Double", "Float":
                        if case .double(let previous)? = info.cases.last?.rawValue { rawValue = .double(previous + 1) } else { rawValue = .double(0) }
                    case "Character":
                        throw LocatedError(.typeMismatch("enum case '\(element.name)' needs an explicit raw value (Character raw values are not inferred)"), at: element.location)
                    default:
                        if case .int(let previous)? = info.cases.last?.rawValue { rawValue = .int(previous + 1) } else { rawValue = .int(0) }
                    }
                }
                if let rawValue, try info.cases.contains(where: { try $0.rawValue.map { try Equality.equal($0, rawValue) } ?? false }) {
                    throw LocatedError(.typeMismatch("raw value for enum case '\(element.name)' is not unique"), at: element.location)
                }
            } else if element.rawValue != nil {
                throw LocatedError(.typeMismatch("enum case '\(element.name)' cannot have a raw value if the enum does not have a raw type"), at: element.location)
            }
            if info.caseIndex[element.name] != nil { throw LocatedError(.redeclaration(name: element.name), at: element.location) }
            info.caseIndex[element.name] = info.cases.count
            info.cases.append(EnumCaseInfo(name: element.name, associatedValues: element.associatedValues, rawValue: rawValue, location: element.location))
        }
    }
}
