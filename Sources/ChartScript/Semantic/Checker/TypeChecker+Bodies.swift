extension TypeChecker {
    /// Checks a function's or method's body against its declaration.
    func checkFunction(_ declaration: FunctionDeclaration, kind: FunctionSymbol.Kind, owner: DeclaredTypeSymbol?) {
        guard let body = declaration.body else { return }
        let scope = TypeScope(parent: typeScope)
        let symbol = functionSymbol(declaration, kind: kind, in: typeScope)
        for parameter in symbol.genericParameters { scope.genericParameters[parameter.name] = parameter }
        for parameter in declaration.parameters where parameter.isPack {
            if let name = parameter.type?.mentionedNames.first { scope.opaqueNames.insert(name) }
        }
        var context = FunctionContext(kind: owner == nil ? .function : .method)
        let isOpaque: Bool
        if case .existential(_, isOpaque: true)? = declaration.returnType { isOpaque = true } else { isOpaque = false }
        context.resultType = declaration.resultBuilderName == nil ? symbol.result : nil
        context.isOpaqueResult = isOpaque
        context.canThrow = symbol.isThrowing || symbol.isRethrowing
        context.description = Self.functionDescription(kind)
        if let owner {
            context.selfType = owner
            context.selfValueType = owner.declaredType
            context.isStatic = declaration.modifiers.isStatic
            context.selfIsMutable = owner.isReference || declaration.modifiers.isMutating || owner.kind == .protocolType
            context.hasMutatingSelf = !owner.isReference && declaration.modifiers.isMutating
        } else {
            context.selfType = currentFunction.selfType
            context.selfValueType = currentFunction.selfValueType
            context.isStatic = currentFunction.isStatic
            context.selfIsMutable = currentFunction.selfIsMutable
        }
        let savedScope = typeScope
        typeScope = scope
        functions.append(context)
        blocks.append(Block(startsFunction: true))
        for (parameter, written) in zip(symbol.parameters, declaration.parameters) {
            let type = parameter.isVariadic ? (parameter.type.isUnknown ? .unknown : .array(parameter.type)) : parameter.type
            declareVariable(parameter.name, VariableSymbol(type: type, isConstant: !parameter.isInout && !written.isConsuming, kind: .parameter))
        }
        checkBody(body, result: context.resultType, end: declaration.bodyEnd)
        let finished = currentFunction
        blocks.removeLast()
        functions.removeLast()
        typeScope = savedScope
        if isOpaque, let signature = declaration.returnType {
            let concrete = Set(finished.opaqueReturns.filter { $0.isFullyKnown && !$0.isGenericParameter && $0.nominalType?.origin == .declared })
            if concrete.count > 1, finished.opaqueReturns.allSatisfy(\.isFullyKnown) {
                report("function declares an opaque return type '\(signature)', but the return statements in its body do not have matching underlying types",
                       at: nameLocation(of: declaration))
            }
        }
        if kind == .globalFunction, !declaration.modifiers.contains("private"), !declaration.modifiers.contains("fileprivate") {
            checkPrivateTypes(in: symbol, at: nameLocation(of: declaration))
        }
    }

    /// Where a function's name is written: after `func ` (swiftc's place for signature errors).
    func nameLocation(of declaration: FunctionDeclaration) -> SourceLocation {
        var location = declaration.location
        location.column += 5
        location.offset += 5
        return location
    }

    private static func functionDescription(_ kind: FunctionSymbol.Kind) -> String {
        switch kind {
        case .globalFunction: return "global function"
        case .localFunction: return "local function"
        case .instanceMethod: return "instance method"
        case .staticMethod: return "static method"
        case .initializer, .enumCase: return "initializer"
        }
    }

    /// Checks a body whose value is `result`: a single expression is returned; otherwise the
    /// body must not end without returning (`end` is its closing brace).
    func checkBody(_ body: [Statement], result: SwiftType?, end: SourceLocation?) {
        if body.count == 1, case .expression(let expression) = body[0].kind, let result, result != .void {
            checkEscapingSelf(expression)
            if currentFunction.isOpaqueResult {
                currentFunction.opaqueReturns.append(defaulted(typeOf(expression, expecting: nil)))
            } else {
                check(expression, against: result, role: .returnValue)
            }
            return
        }
        checkStatements(body)
        // A body that is one `if` or `switch` gives that statement's value (Swift 5.9).
        if body.count == 1, Self.isValueStatement(body[0]) { return }
        guard let result, let end, result.isFullyKnown, result != .void, result != .never, !result.isGenericParameter || true else { return }
        if !definitelyExits(body, leavingLoops: false) {
            report("missing return in \(currentFunction.description) expected to return '\(result.name(.diagnostic))'", at: end)
        }
    }

    /// Whether a statement is an `if` or `switch` whose every branch is one expression (its value).
    static func isValueStatement(_ statement: Statement) -> Bool {
        func isValue(_ body: [Statement]) -> Bool {
            guard body.count == 1 else { return false }
            switch body[0].kind {
            case .expression: return true
            case .throwStatement: return true
            default: return isValueStatement(body[0])
            }
        }
        switch statement.kind {
        case let .conditional(branches, otherwise?): return branches.allSatisfy { isValue($0.body) } && isValue(otherwise)
        case .switchStatement(let switchStatement): return switchStatement.cases.allSatisfy { isValue($0.body) }
        default: return false
        }
    }

    /// A global function naming a private type in its signature must itself be private.
    private func checkPrivateTypes(in symbol: FunctionSymbol, at location: SourceLocation) {
        func isPrivate(_ type: SwiftType) -> Bool {
            if let declared = self.symbol(of: type), declared.isPrivate { return true }
            return type.genericArguments.contains(where: isPrivate)
        }
        if isPrivate(symbol.result) {
            report("function must be declared private or fileprivate because its result uses a private type", at: location)
        } else if symbol.parameters.contains(where: { isPrivate($0.type) }) {
            report("function must be declared private or fileprivate because its parameter uses a private type", at: location)
        }
    }

    // MARK: Types

    func checkTypeDeclaration(_ declaration: TypeDeclaration) {
        guard let symbol = lookUpDeclared(declaration) else { return }
        if declaration.kind == .classType || declaration.kind == .actor, !symbol.declaresInitializer,
           !symbol.mayHaveUnseenMembers, symbol.superclass == nil || true,
           symbol.storedProperties.contains(where: { !$0.hasInitialValue && !$0.isSpecial }) {
            var location = declaration.location
            let keyword = declaration.kind == .classType ? "class" : "actor"
            location.column += keyword.count + 1
            report("\(keyword) '\(declaration.name)' has no initializers", at: location)
        }
        checkFinalInheritance(declaration, of: symbol)
        checkMembers(declaration.members, of: symbol)
    }

    /// A class may not inherit from a `final` class, nor override a `final` method or property.
    private func checkFinalInheritance(_ declaration: TypeDeclaration, of symbol: DeclaredTypeSymbol) {
        guard declaration.kind == .classType, let superclass = symbol.superclass else { return }
        if superclass.isFinal {
            report("inheritance from a final class '\(superclass.nominal.name)'", at: symbol.location)
            return
        }
        // The superclasses as the cell's extensions left them (an extension replaces a type's symbol).
        let chain = superclass.classChain.map { world.types[$0.nominal.name] ?? $0 }
        let finalMembers = chain.reduce(into: Set<String>()) { $0.formUnion($1.finalMembers) }
        for member in declaration.members {
            switch member.kind {
            case .function(let function) where function.modifiers.contains("override"):
                let location = nameLocation(of: function)
                if function.modifiers.isStatic {
                    if let isStatic = chain.lazy.compactMap({ $0.finalTypeMembers[function.fullName] }).first {
                        report(isStatic ? "cannot override static method" : "class method overrides a 'final' class method", at: location)
                    }
                } else if finalMembers.contains(function.fullName) {
                    report("instance method overrides a 'final' instance method", at: location)
                } else if let owner = chain.first(where: { $0.membersFromExtensions.contains(function.fullName) }) {
                    report("instance method '\(function.fullName)' is declared in extension of '\(owner.nominal.name)' and cannot be overridden", at: location)
                }
            case .declaration(let property) where property.modifiers.contains("override"):
                for binding in property.bindings {
                    for name in binding.pattern.boundNames {
                        if property.modifiers.isStatic {
                            if let isStatic = chain.lazy.compactMap({ $0.finalTypeMembers[name] }).first {
                                report(isStatic ? "cannot override static property" : "class property overrides a 'final' class property", at: binding.location)
                            }
                        } else if finalMembers.contains(name) {
                            report("property overrides a 'final' property", at: binding.location)
                        } else if let owner = chain.first(where: { $0.membersFromExtensions.contains(name) }) {
                            report("property '\(name)' is declared in extension of '\(owner.nominal.name)' and cannot be overridden", at: binding.location)
                        }
                    }
                }
            default: break
            }
        }
    }

    /// An extension of a class may not override what a superclass declares (swiftc: "instance
    /// method 'f()' declared in 'A' cannot be overridden from extension").
    private func checkOverridesInExtension(_ members: [Statement], of symbol: DeclaredTypeSymbol) {
        guard symbol.kind == .classType, let superclass = symbol.superclass else { return }
        for member in members {
            switch member.kind {
            case .function(let function) where function.modifiers.contains("override") && !function.modifiers.isStatic:
                guard let owner = superclass.classChain.first(where: { owner in
                    owner.methods[function.name]?.contains { $0.fullName == function.fullName } == true
                }) else { continue }
                report("instance method '\(function.fullName)' declared in '\(owner.nominal.name)' cannot be overridden from extension",
                       at: nameLocation(of: function))
            case .declaration(let property) where property.modifiers.contains("override") && !property.modifiers.isStatic:
                for binding in property.bindings {
                    for name in binding.pattern.boundNames {
                        guard let owner = superclass.classChain.first(where: { $0.properties[name] != nil }) else { continue }
                        report("property '\(name)' declared in '\(owner.nominal.name)' cannot be overridden from extension", at: binding.location)
                    }
                }
            default: break
            }
        }
    }

    /// The symbol the declaration pass made for a type declaration met while checking.
    private func lookUpDeclared(_ declaration: TypeDeclaration) -> DeclaredTypeSymbol? {
        if let outer = currentFunction.selfType, let nested = outer.nestedTypes[declaration.name] { return nested }
        guard blocks.count == 1 || currentFunction.selfType != nil else { return nil }
        return world.types[declaration.name]
    }

    func checkExtension(_ declaration: ExtensionDeclaration) {
        guard case .named(let name, _) = declaration.extendedType else { return }
        if let symbol = world.types[name], symbol.kind != .protocolType {
            checkOverridesInExtension(declaration.members, of: symbol)
            checkMembers(declaration.members, of: symbol)
            return
        }
        // An extension of a standard type or a protocol: `self` is that type; its implicit members are not known.
        var context = FunctionContext(kind: .accessor)
        context.selfValueType = .unknown
        context.canThrow = nil
        functions.append(context)
        let savedScope = typeScope
        let scope = TypeScope(parent: typeScope)
        scope.opaqueNames.insert("Self")
        for parameter in StandardNominals.named(name)?.genericParameterNames ?? [] { scope.opaqueNames.insert(parameter) }
        for member in declaration.members {
            if case .associatedType(let associated, _) = member.kind { scope.opaqueNames.insert(associated) }
        }
        typeScope = scope
        for member in declaration.members {
            switch member.kind {
            case .function(let function):
                checkFunction(function, kind: function.modifiers.isStatic ? .staticMethod : .instanceMethod, owner: nil)
            case .declaration(let property):
                checkMemberProperty(property)
            case .subscriptDeclaration(let declaration):
                checkSubscript(declaration)
            default:
                break
            }
        }
        typeScope = savedScope
        functions.removeLast()
    }

    /// Checks the bodies of a type's members, with `self` the type.
    private func checkMembers(_ members: [Statement], of symbol: DeclaredTypeSymbol) {
        var context = FunctionContext(kind: .accessor)
        context.selfType = symbol
        context.selfValueType = symbol.declaredType
        context.canThrow = nil
        functions.append(context)
        let savedScope = typeScope
        typeScope = memberScope(of: symbol)
        for member in members {
            if case .associatedType(let name, _) = member.kind { typeScope.opaqueNames.insert(name) }
        }
        defer {
            typeScope = savedScope
            functions.removeLast()
        }
        for member in members {
            if let modifiers = Self.declarationModifiers(member) { checkObjectiveC(modifiers, at: member.location) }
            switch member.kind {
            case .function(let function):
                checkFunction(function, kind: function.modifiers.isStatic ? .staticMethod : .instanceMethod, owner: symbol)
            case .initializer(let initializer):
                checkInitializer(initializer, of: symbol)
            case .declaration(let property):
                currentFunction.isStatic = property.modifiers.isStatic
                checkMemberProperty(property)
                currentFunction.isStatic = false
            case .typeDeclaration(let nested):
                checkTypeDeclaration(nested)
            case .subscriptDeclaration(let declaration):
                currentFunction.isStatic = declaration.modifiers.isStatic
                checkSubscript(declaration)
                currentFunction.isStatic = false
            case .deinitializer(let body):
                var deinitContext = FunctionContext(kind: .function)
                deinitContext.selfType = symbol
                deinitContext.selfValueType = symbol.declaredType
                deinitContext.canThrow = false
                deinitContext.resultType = .void
                functions.append(deinitContext)
                checkBlock(body)
                functions.removeLast()
            default:
                break
            }
        }
    }

    /// Checks a member property's initial value and accessors (its symbol was made when the type was declared).
    private func checkMemberProperty(_ declaration: Declaration) {
        blocks.append(Block(startsFunction: true))
        defer { blocks.removeLast() }
        for binding in declaration.bindings {
            let written = binding.type.map { resolve($0, in: typeScope) }
            switch binding.accessors {
            case .computed(let getter, _)?:
                checkAccessor(getter, result: written ?? .unknown)
            case .observed(let willSet, let didSet)?:
                let type = written ?? binding.value.map { value in quietly { inferredType(ofInitialValue: value, owner: currentFunction.selfType) } } ?? .unknown
                if let value = binding.value, declaration.propertyWrapperName == nil {
                    if let written { check(value, against: written, role: .specifiedType) } else { _ = typeOf(value, expecting: nil) }
                }
                for observer in [willSet, didSet].compactMap({ $0 }) {
                    checkAccessorBody(observer.body, declaring: [(observer.parameter, VariableSymbol(type: type, isConstant: true))])
                }
            default:
                if let value = binding.value, declaration.propertyWrapperName == nil {
                    if let written { check(value, against: written, role: .specifiedType) } else { _ = typeOf(value, expecting: nil) }
                }
            }
        }
    }

    private func checkInitializer(_ initializer: InitializerDeclaration, of symbol: DeclaredTypeSymbol) {
        guard let body = initializer.body else { return }
        var context = FunctionContext(kind: .initializer)
        context.selfType = symbol
        context.selfValueType = symbol.declaredType
        context.canThrow = initializer.isThrowing
        context.resultType = .void
        context.selfIsMutable = true
        let scope = TypeScope(parent: typeScope)
        for parameter in genericParameters(initializer.genericParameters, [], in: scope) { scope.genericParameters[parameter.name] = parameter }
        let savedScope = typeScope
        typeScope = scope
        functions.append(context)
        blocks.append(Block(startsFunction: true))
        for parameter in initializer.parameters {
            let made = parameterSymbol(parameter, in: scope)
            let type = made.isVariadic ? (made.type.isUnknown ? .unknown : .array(made.type)) : made.type
            declareVariable(made.name, VariableSymbol(type: type, isConstant: !made.isInout && !parameter.isConsuming, kind: .parameter))
        }
        checkStatements(body)
        checkConstantsInitializedOnce(body, of: symbol)
        blocks.removeLast()
        functions.removeLast()
        typeScope = savedScope
    }

    /// A `let` property assigned twice in a row in an initializer's own statements.
    private func checkConstantsInitializedOnce(_ body: [Statement], of symbol: DeclaredTypeSymbol) {
        var assigned: Set<String> = []
        for statement in body {
            guard case let .assignment(target, "=", _) = statement.kind else {
                if case .expression = statement.kind { continue }
                if case .declaration = statement.kind { continue }
                return
            }
            let name: String
            switch target.kind {
            case .identifier(let identifier):
                guard case .selfProperty = lookUp(identifier) else { continue }
                name = identifier
            case .member(let base, let member):
                guard case .selfExpression = base.kind else { continue }
                name = member
            default: continue
            }
            guard let property = symbol.properties[name], property.isConstant, property.isStored else { continue }
            if property.hasInitialValue || !assigned.insert(name).inserted {
                report("immutable value 'self.\(name)' may only be initialized once", at: statement.location)
                return
            }
        }
    }

    /// Checks a subscript's getter and setter with its parameters in scope (`self` as the
    /// members around it have it).
    private func checkSubscript(_ declaration: SubscriptDeclaration) {
        guard case .computed(let getter, let setter) = declaration.accessors else { return }
        let result = resolve(declaration.returnType, in: typeScope)
        let parameters = declaration.parameters.map { parameter -> (String, VariableSymbol) in
            let written = parameter.type.map { resolve($0, in: typeScope) } ?? .unknown
            let type = parameter.isVariadic ? (written.isUnknown ? .unknown : .array(written)) : written
            return (parameter.name, VariableSymbol(type: type, isConstant: true, kind: .parameter))
        }
        checkAccessor(getter, result: result, declaring: parameters, description: "subscript")
        if let setter {
            checkAccessorBody(setter.body, declaring: parameters + [(setter.parameter, VariableSymbol(type: result, isConstant: true))])
        }
    }
}
