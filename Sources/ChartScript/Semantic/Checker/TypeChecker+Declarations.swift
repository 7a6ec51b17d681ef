extension TypeChecker {
    /// Declares the types and extensions of a cell (or of a type's body) before any code is
    /// checked, so code may use them above where they are written: first every name, then
    /// every member (a member's type may name a type declared further down).
    func declareTypes(in statements: [Statement], nestedIn outer: DeclaredTypeSymbol?) {
        var declared: [(DeclaredTypeSymbol, TypeDeclaration)] = []
        collectTypeNames(statements, nestedIn: outer, into: &declared)
        for (symbol, declaration) in declared { fillMembers(of: symbol, from: declaration) }
        guard outer == nil else { return }
        for statement in statements {
            if case .extensionDeclaration(let extensionDeclaration) = statement.kind { declareExtension(extensionDeclaration) }
            if case .typeAlias(let name, let type) = statement.kind { world.typeAliases[name] = resolve(type, in: typeScope) }
            if case .operatorDeclaration(let declaration) = statement.kind { world.declaredOperators.insert(declaration.symbol) }
        }
    }

    private func collectTypeNames(_ statements: [Statement], nestedIn outer: DeclaredTypeSymbol?,
                                  into declared: inout [(DeclaredTypeSymbol, TypeDeclaration)]) {
        for statement in statements {
            guard case .typeDeclaration(let declaration) = statement.kind else { continue }
            let name = outer.map { "\($0.nominal.name).\(declaration.name)" } ?? declaration.name
            let nominal = NominalType(name: name, kind: NominalType.Kind(declaration.kind), origin: .declared,
                                      genericParameterNames: declaration.genericParameters.map(\.name))
            let symbol = DeclaredTypeSymbol(nominal: nominal, kind: declaration.kind, location: declaration.location)
            symbol.isPrivate = outer == nil && declaration.modifiers.contains("private")
            symbol.hasDynamicMembers = declaration.modifiers.words.contains { $0.hasPrefix("@") && $0 != "@frozen" }
            if let outer { outer.nestedTypes[declaration.name] = symbol } else { world.types[declaration.name] = symbol }
            declared.append((symbol, declaration))
            collectTypeNames(declaration.members, nestedIn: symbol, into: &declared)
        }
    }

    /// The scope of a type's members: its generic parameters, itself as `Self`.
    func memberScope(of symbol: DeclaredTypeSymbol) -> TypeScope {
        let scope = TypeScope(parent: typeScope, enclosingType: symbol)
        for parameter in symbol.genericParameters { scope.genericParameters[parameter.name] = parameter }
        if symbol.kind == .protocolType {
            scope.opaqueNames.insert("Self")
            for inherited in protocolsAdopted(by: symbol) { scope.opaqueNames.formUnion(inherited.associatedTypes) }
        }
        return scope
    }

    private func fillMembers(of symbol: DeclaredTypeSymbol, from declaration: TypeDeclaration) {
        let outerScope = TypeScope(parent: typeScope, enclosingType: symbol)
        symbol.genericParameters = genericParameters(declaration.genericParameters, declaration.requirements, in: outerScope)
        let scope = memberScope(of: symbol)
        for statement in declaration.members {
            if case .associatedType(let name, _) = statement.kind { scope.opaqueNames.insert(name) }
        }
        readInheritance(declaration.inheritance, of: symbol, in: scope)
        symbol.isFinal = declaration.modifiers.contains("final")
        addMembers(declaration.members, to: symbol, in: scope, isExtension: false)
    }

    private func readInheritance(_ inheritance: [TypeRef], of symbol: DeclaredTypeSymbol, in scope: TypeScope) {
        for (position, written) in inheritance.enumerated() {
            guard case .named(let name, _) = written else { symbol.inheritsUnknownMembers = true; continue }
            symbol.conformances.insert(name)
            if let declared = declaredType(named: name, in: scope) {
                if declared.kind == .classType, position == 0, symbol.kind == .classType { symbol.superclass = declared }
                continue
            }
            if StandardNominals.named(name)?.kind == .protocolType { continue }
            if symbol.kind == .enumeration, position == 0, let raw = StandardNominals.named(name), raw.kind == .structure {
                symbol.rawType = .nominal(raw)
                continue
            }
            // A library class or protocol, or a name the pass does not know: members may come from it.
            symbol.inheritsUnknownMembers = true
        }
        if let raw = symbol.rawType {
            symbol.properties["rawValue"] = PropertySymbol(name: "rawValue", type: raw, isConstant: true, isStored: false,
                                                           isSettable: false, hasInitialValue: true)
            symbol.initializers.append(FunctionSymbol(name: "init", kind: .initializer,
                                                      parameters: [ParameterSymbol(label: "rawValue", name: "rawValue", type: raw)],
                                                      result: .optional(symbol.declaredType), isFailable: true))
        }
        if symbol.conformances.contains("CaseIterable") {
            symbol.staticProperties["allCases"] = PropertySymbol(name: "allCases", type: .array(symbol.declaredType), isConstant: true,
                                                                 isStored: false, isSettable: false, hasInitialValue: true)
        }
    }

    /// The generic parameters of a declaration, with the constraints written on them and in
    /// its `where` clause.
    func genericParameters(_ written: [GenericParameter], _ requirements: [GenericRequirement], in scope: TypeScope) -> [GenericParameterType] {
        written.map { parameter in
            var constraints = parameter.constraints.map { resolve($0, in: scope) }
            var unread = false
            for requirement in requirements {
                switch requirement {
                case let .conformance(.named(subject, []), constraint) where subject == parameter.name:
                    constraints.append(resolve(constraint, in: scope))
                case let .conformance(subject, _), let .sameType(subject, _):
                    if subject.mentionedNames.first == parameter.name { unread = true }
                }
            }
            return GenericParameterType(name: parameter.name, constraints: constraints, hasUnreadRequirements: unread)
        }
    }

    /// Adds the members a declaration or extension writes to a declared type.
    func addMembers(_ members: [Statement], to symbol: DeclaredTypeSymbol, in scope: TypeScope, isExtension: Bool,
                    constraint: ExtensionConstraint? = nil) {
        for member in members {
            switch member.kind {
            case .declaration(let declaration):
                let isStatic = declaration.modifiers.isStatic
                let names = declaration.bindings.flatMap(\.pattern.boundNames)
                if !isStatic, declaration.modifiers.contains("final") { symbol.finalMembers.formUnion(names) }
                noteOverridability(of: names, modifiers: declaration.modifiers, in: symbol, isExtension: isExtension)
                for property in properties(of: declaration, in: scope, owner: symbol) {
                    if isStatic {
                        symbol.staticProperties[property.name] = property
                    } else {
                        symbol.properties[property.name] = property
                        if property.isStored && !isExtension { symbol.storedProperties.append(property) }
                    }
                }
            case .function(let function):
                let isStatic = function.modifiers.isStatic
                if Self.isOperatorName(function.name) { world.declaredOperators.insert(function.name) }
                let made = functionSymbol(function, kind: isStatic ? .staticMethod : .instanceMethod, in: scope)
                made.constraint = constraint
                if !isStatic, function.modifiers.contains("final") { symbol.finalMembers.insert(function.fullName) }
                noteOverridability(of: [function.fullName], modifiers: function.modifiers, in: symbol, isExtension: isExtension)
                if isStatic { symbol.staticMethods[function.name, default: []].append(made) } else {
                    symbol.methods[function.name, default: []].append(made)
                }
            case .initializer(let initializer):
                symbol.initializers.append(initializerSymbol(initializer, of: symbol, in: scope))
                if !isExtension || symbol.kind == .classType { symbol.declaresInitializer = symbol.declaresInitializer || !isExtension }
            case .enumCase(let declaration):
                for element in declaration.elements {
                    let associated = element.associatedValues.map { values in
                        values.enumerated().map { index, value in
                            ParameterSymbol(label: value.label, name: value.label ?? "_\(index)", type: resolve(value.type, in: scope))
                        }
                    }
                    symbol.cases.append(EnumCaseSymbol(name: element.name, associatedValues: associated))
                }
            case .typeAlias(let name, let type):
                symbol.typeAliases[name] = resolve(type, in: scope)
            case .subscriptDeclaration:
                symbol.hasDynamicMembers = symbol.hasDynamicMembers || false
            case .associatedType(let name, _):
                scope.opaqueNames.insert(name)
                symbol.associatedTypes.insert(name)
            default:
                break
            }
        }
    }

    /// The properties one `let` / `var` declares.
    func properties(of declaration: Declaration, in scope: TypeScope, owner: DeclaredTypeSymbol?) -> [PropertySymbol] {
        declaration.bindings.compactMap { binding in
            guard case .binding(let name, _) = binding.pattern else { return nil }
            var type = resolve(binding.type, in: scope)
            if binding.type == nil, let value = binding.value {
                type = quietly { inferredType(ofInitialValue: value, owner: owner) }
            }
            let special = declaration.propertyWrapperName != nil || declaration.modifiers.contains("lazy")
                || declaration.modifiers.words.contains { $0.hasPrefix("@") }
            switch binding.accessors {
            case .computed(_, let setter)?:
                return PropertySymbol(name: name, type: type, isConstant: false, isStored: false, isSettable: setter != nil,
                                      hasInitialValue: true, isSpecial: special)
            case .requirement(let isSettable)?:
                return PropertySymbol(name: name, type: type, isConstant: false, isStored: false, isSettable: isSettable,
                                      hasInitialValue: true, isSpecial: special)
            default:
                if declaration.modifiers.contains("override") {
                    // An observer added to an inherited property: not a property of its own.
                    return PropertySymbol(name: name, type: type, isConstant: false, isStored: false, isSettable: true,
                                          hasInitialValue: true, isSpecial: true)
                }
                let optional = binding.type?.isOptional == true && !declaration.isConstant
                return PropertySymbol(name: name, type: type, isConstant: declaration.isConstant, isStored: true,
                                      isSettable: !declaration.isConstant, hasInitialValue: binding.value != nil || optional,
                                      isSpecial: special)
            }
        }
    }

    /// The type of a stored property's or global's initial value, typed in the static context
    /// of `owner` (or at the top level).
    func inferredType(ofInitialValue value: Expression, owner: DeclaredTypeSymbol?) -> SwiftType {
        var context = FunctionContext(kind: .accessor)
        context.selfType = owner
        context.selfValueType = owner?.declaredType
        context.isStatic = true
        context.canThrow = nil
        functions.append(context)
        defer { functions.removeLast() }
        let saved = typeScope
        if let owner { typeScope = memberScope(of: owner) }
        defer { typeScope = saved }
        return defaulted(typeOf(value, expecting: nil))
    }

    /// Records which of a class's members a subclass may not override: `static` and `final
    /// class` members, and instance members declared in an extension.
    private func noteOverridability(of names: [String], modifiers: Modifiers, in symbol: DeclaredTypeSymbol, isExtension: Bool) {
        guard symbol.kind == .classType else { return }
        if modifiers.contains("static") || modifiers.contains("class") && modifiers.contains("final") {
            for name in names { symbol.finalTypeMembers[name] = modifiers.contains("static") }
        } else if isExtension, !modifiers.isStatic, !modifiers.contains("@objc") {
            symbol.membersFromExtensions.formUnion(names)
        }
    }

    /// A function's symbol.
    func functionSymbol(_ function: FunctionDeclaration, kind: FunctionSymbol.Kind, in outer: TypeScope) -> FunctionSymbol {
        let scope = TypeScope(parent: outer)
        let generics = genericParameters(function.genericParameters, function.requirements, in: scope)
        for parameter in generics { scope.genericParameters[parameter.name] = parameter }
        for parameter in function.parameters where parameter.isPack {
            if let name = parameter.type?.mentionedNames.first { scope.opaqueNames.insert(name) }
        }
        let result: SwiftType
        if let written = function.returnType {
            result = function.resultBuilderName == nil ? resolve(written, in: scope) : .unknown
        } else {
            result = .void
        }
        return FunctionSymbol(name: function.name, kind: kind, parameters: function.parameters.map { parameterSymbol($0, in: scope) },
                              result: result, isThrowing: function.isThrowing || function.thrownType != nil,
                              isRethrowing: function.isRethrowing, isAsync: function.isAsync,
                              isMutating: function.modifiers.isMutating, genericParameters: generics)
    }

    private func initializerSymbol(_ initializer: InitializerDeclaration, of symbol: DeclaredTypeSymbol, in outer: TypeScope) -> FunctionSymbol {
        let scope = TypeScope(parent: outer)
        let generics = genericParameters(initializer.genericParameters, [], in: scope)
        for parameter in generics { scope.genericParameters[parameter.name] = parameter }
        let type = symbol.declaredType
        return FunctionSymbol(name: "init", kind: .initializer, parameters: initializer.parameters.map { parameterSymbol($0, in: scope) },
                              result: initializer.isFailable ? .optional(type) : type, isThrowing: initializer.isThrowing,
                              genericParameters: generics, isFailable: initializer.isFailable)
    }

    func parameterSymbol(_ parameter: FunctionDeclaration.Parameter, in scope: TypeScope) -> ParameterSymbol {
        var written = parameter.type
        var isAutoclosure = false
        if case .autoclosure(let inner)? = written {
            written = inner
            isAutoclosure = true
        }
        var isInout = parameter.isInout
        if case .inoutType(let inner)? = written {
            written = inner
            isInout = true
        }
        let type = parameter.isPack || parameter.resultBuilder != nil ? .unknown : resolve(written, in: scope)
        return ParameterSymbol(label: parameter.label, name: parameter.name, type: parameter.isVariadic ? elementOfVariadic(type) : type,
                               hasDefault: parameter.defaultValue != nil || parameter.callerLiteral != nil,
                               isVariadic: parameter.isVariadic, isInout: isInout, isAutoclosure: isAutoclosure)
    }

    /// The parser reads `Int...` as the parameter's type `Int` (the body sees `[Int]`).
    private func elementOfVariadic(_ type: SwiftType) -> SwiftType { type }

    /// Whether a function's name is an operator (`+`, `==`, `<>`).
    static func isOperatorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return !(first.properties.isAlphabetic || first == "_")
    }

    private func declareExtension(_ declaration: ExtensionDeclaration) {
        guard case .named(let name, _) = declaration.extendedType else { return }
        let memberNames = Self.memberNames(declaration.members)
        for member in declaration.members {
            if case .function(let function) = member.kind, Self.isOperatorName(function.name) { world.declaredOperators.insert(function.name) }
        }
        if let declared = world.types[name] {
            if declared.kind == .protocolType {
                // Conformers see what a protocol extension adds (``protocolMember(_:of:isStatic:)``);
                // a constrained extension's methods keep its `where` clause, checked where they are used.
                world.protocolExtensionMembers.formUnion(memberNames)
                let extended = declared.copy()
                world.types[name] = extended
                let scope = TypeScope(parent: typeScope, enclosingType: extended)
                scope.genericParameters["Self"] = extended.selfParameter
                for inherited in protocolsAdopted(by: extended) { scope.opaqueNames.formUnion(inherited.associatedTypes) }
                addMembers(declaration.members, to: extended, in: scope, isExtension: true,
                           constraint: extensionConstraint(declaration, named: name, in: scope))
                return
            }
            let extended = declared.copy()
            world.types[name] = extended
            if declared.kind == .classType { reparentSubclasses(of: declared, to: extended) }
            for conformance in declaration.conformances {
                if case .named(let protocolName, _) = conformance { extended.conformances.insert(protocolName) }
                if case .named(let protocolName, _) = conformance, world.types[protocolName] == nil,
                   StandardNominals.named(protocolName) == nil {
                    extended.inheritsUnknownMembers = true
                }
            }
            let scope = memberScope(of: extended)
            addMembers(declaration.members, to: extended, in: scope, isExtension: true,
                       constraint: extensionConstraint(declaration, named: name, in: scope))
            if !declaration.requirements.isEmpty { extended.inheritsUnknownMembers = extended.inheritsUnknownMembers || false }
            return
        }
        if let standard = StandardNominals.named(name), standard.kind == .protocolType {
            world.protocolExtensionMembers.formUnion(memberNames)
            return
        }
        // A standard or library type: its generic parameters are not read here.
        let scope = TypeScope(parent: typeScope)
        for parameter in StandardNominals.named(name)?.genericParameterNames ?? [] { scope.opaqueNames.insert(parameter) }
        scope.opaqueNames.insert("Self")
        var added = world.extensions(of: name) ?? SemanticContext.ExtensionMembers()
        let constraint = extensionConstraint(declaration, named: name, in: scope)
        for member in declaration.members {
            switch member.kind {
            case .declaration(let property):
                for symbol in properties(of: property, in: scope, owner: nil) {
                    if property.modifiers.isStatic { added.staticProperties[symbol.name] = symbol } else { added.properties[symbol.name] = symbol }
                }
            case .function(let function):
                let isStatic = function.modifiers.isStatic
                let symbol = functionSymbol(function, kind: isStatic ? .staticMethod : .instanceMethod, in: scope)
                symbol.constraint = constraint
                if isStatic { added.staticMethods[function.name, default: []].append(symbol) } else {
                    added.methods[function.name, default: []].append(symbol)
                }
            default:
                break
            }
        }
        world.extensionMembers[name] = added
        for conformance in declaration.conformances {
            if case .named(let protocolName, _) = conformance { world.addedConformances[name, default: []].insert(protocolName) }
        }
    }

    /// Gives the top-level subclasses of `old` (and theirs) copies whose superclass is `new`,
    /// the class as an extension left it, so they see what the extension adds.
    private func reparentSubclasses(of old: DeclaredTypeSymbol, to new: DeclaredTypeSymbol) {
        var replaced: [(old: DeclaredTypeSymbol, new: DeclaredTypeSymbol)] = [(old, new)]
        var index = 0
        while index < replaced.count, index < DeclaredTypeSymbol.deepestChain {
            let (parent, replacement) = replaced[index]
            for (name, type) in world.types where type.superclass === parent {
                let copy = type.copy()
                copy.superclass = replacement
                world.types[name] = copy
                replaced.append((type, copy))
            }
            index += 1
        }
    }

    /// The names of the members a type body or extension declares.
    static func memberNames(_ members: [Statement]) -> Set<String> {
        var names: Set<String> = []
        for member in members {
            switch member.kind {
            case .declaration(let declaration): names.formUnion(declaration.bindings.flatMap(\.pattern.boundNames))
            case .function(let function): names.insert(function.name)
            case .typeDeclaration(let type): names.insert(type.name)
            case .typeAlias(let name, _): names.insert(name)
            case .enumCase(let declaration): names.formUnion(declaration.elements.map(\.name))
            default: break
            }
        }
        return names
    }

    /// Declares the functions of a block before its code is checked (functions may be used
    /// above where they are written). At the top of a cell they are global: a function
    /// declared again with the same signature replaces an earlier cell's.
    func declareFunctions(in statements: [Statement], global: Bool) {
        guard statements.contains(where: \.isFunctionDeclaration) else { return }
        var declaredHere: Set<String> = []
        for statement in statements {
            guard case .function(let declaration) = statement.kind else { continue }
            let symbol = functionSymbol(declaration, kind: global ? .globalFunction : .localFunction, in: typeScope)
            if Self.isOperatorName(declaration.name) { world.declaredOperators.insert(declaration.name) }
            if global {
                var existing = world.functions[declaration.name] ?? []
                if !declaredHere.contains(declaration.name) {
                    existing.removeAll { $0.fullName == symbol.fullName && $0.type == symbol.type }
                    if world.variables[declaration.name] != nil { world.variables[declaration.name] = nil }
                }
                existing.append(symbol)
                world.functions[declaration.name] = existing
                declaredGlobals.append(declaration.name)
            } else {
                blocks[blocks.count - 1].functions[declaration.name, default: []].append(symbol)
            }
            declaredHere.insert(declaration.name)
        }
    }
}
