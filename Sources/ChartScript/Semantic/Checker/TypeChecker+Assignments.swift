extension TypeChecker {
    /// How code changes a value: by assignment, a compound operator, a mutating method or `&`.
    enum Mutation {
        case assign, compound, mutatingMethod, inoutArgument
    }

    /// Checks `target op= value`: the target must be changeable and the value of its type.
    func checkAssignment(target: Expression, operator symbol: String, value: Expression, at location: SourceLocation) {
        if case .tryExpression(_, let inner) = target.kind {
            // `try total = parse(text)`: the `try` covers the whole assignment.
            currentFunction.tryDepth += 1
            checkAssignment(target: inner, operator: symbol, value: value, at: location)
            currentFunction.tryDepth -= 1
            return
        }
        if case .identifier("_") = target.kind {
            _ = typeOf(value, expecting: nil)
            return
        }
        if case .tuple(let elements) = target.kind, symbol == "=" {
            let typed = typeOf(value, expecting: nil)
            let types = typed.type.tupleElements.flatMap { $0.count == elements.count ? $0 : nil }
            for (index, element) in elements.enumerated() {
                if case .identifier("_") = element.value.kind { continue }
                checkMutable(element.value, use: .assign, at: element.value.location)
                if case .identifier(let name) = element.value.kind { markInitialized(name) }
                _ = types?[index]
            }
            return
        }
        let operatorLocation = assignmentOperators[target.location.offset] ?? location
        checkDefaultReadingItsDictionary(target, at: symbol == "=" ? operatorLocation : Self.start(of: target))
        let targetType = lvalueType(target)
        if symbol == "=" {
            checkMutable(target, use: .assign, at: Self.lastMemberLocation(target))
            checkEscapingSelf(value)
            check(value, against: targetType, role: .assignment)
            if case .identifier(let name) = target.kind { markInitialized(name) }
            return
        }
        checkMutable(target, use: .compound, at: operatorLocation)
        checkCompound(symbol, targetType, value)
    }

    /// `d[k, default: d.count] += 1` on a local `d`: the default is read while the change of
    /// `d` is under way, which swiftc refuses for a local variable (a global's program stops
    /// when the default is evaluated; the interpreter does the same).
    private func checkDefaultReadingItsDictionary(_ target: Expression, at location: SourceLocation) {
        guard case let .subscripted(base, arguments) = target.kind, arguments.count == 2, arguments[0].label == nil,
              arguments[1].label == "default", let root = base.rootVariable,
              case .variable(_, isLocal: true) = lookUp(root), arguments[1].value.mentions(root) else { return }
        report("overlapping accesses to '\(root)', but modification requires exclusive access; consider copying to a local variable",
               at: location)
    }

    /// `total += item`: swiftc's `+=` takes a right side of the left side's type.
    private func checkCompound(_ symbol: String, _ targetType: SwiftType, _ value: Expression) {
        if symbol == "+", targetType.arrayElement != nil, targetType.isFullyKnown, !world.declaresOperator("+="),
           !world.declaresOperator("+") {
            // `list += 3`: `+=` on an array takes another collection.
            let typed = typeOf(value, expecting: targetType)
            if typed.type.isFullyKnown, Self.isClosed(typed.type), typed.type.nominalType?.origin == .standard,
               typed.literal != .collection, typed.literal != .emptyCollection,
               ![StandardNominals.array, StandardNominals.arraySlice, StandardNominals.set, StandardNominals.range,
                 StandardNominals.closedRange, StandardNominals.dictionary, StandardNominals.string].contains(where: { typed.type.nominalType === $0 }) {
                report("cannot convert value of type '\(typed.type.name(.diagnostic))' to expected argument type '\(targetType.name(.typeOf))'",
                       at: Self.start(of: value))
            }
            return
        }
        guard !world.declaresOperator(symbol + "="), !world.declaresOperator(symbol),
              let nominal = targetType.nominalType, nominal.origin == .standard, targetType.isFullyKnown,
              StandardNominals.isInteger(nominal) || StandardNominals.isFloatingPoint(nominal) || (nominal === StandardNominals.string && symbol == "+") else {
            _ = typeOf(value, expecting: targetType.isFullyKnown ? targetType : nil)
            return
        }
        let typed = typeOf(value, expecting: targetType)
        guard typed.type.isFullyKnown, Self.isClosed(typed.type), typed.type != targetType, typed.type.nominalType?.origin == .standard else { return }
        if let wrapped = typed.type.optionalWrapped, wrapped == targetType {
            report("value of optional type '\(typed.type.name(.diagnostic))' must be unwrapped to a value of type '\(targetType.name(.diagnostic))'",
                   at: Self.start(of: value))
            return
        }
        if convertibility(from: typed, to: targetType) == .no {
            report("cannot convert value of type '\(typed.type.name(.diagnostic))' to expected argument type '\(targetType.name(.diagnostic))'",
                   at: Self.start(of: value))
        }
    }

    /// Where swiftc reports a refused assignment: the last member named (`x` of `point.x`), or the target.
    static func lastMemberLocation(_ target: Expression) -> SourceLocation {
        if case .member = target.kind { return target.location }
        return start(of: target)
    }

    /// The type of an assignable expression, without reading it (a variable given its first value is not "used").
    func lvalueType(_ expression: Expression) -> SwiftType {
        if case .identifier(let name) = expression.kind {
            let type: SwiftType
            switch lookUp(name) {
            case .variable(let variable, _): type = variable.type
            case .selfProperty(let property, _), .staticProperty(let property, _): type = property.type
            default: return .unknown
            }
            // Recorded for the compiler, as a read of the name is (`total += 1` converts by it).
            if quietDepth == 0, trialDepth == 0 { expressionTypes.record(type, for: expression) }
            return type
        }
        return typeOf(expression, expecting: nil).type
    }

    /// What a change of `target` goes through: the variable at its root and whether it is a
    /// constant, the steps on the way.
    private struct MutationPath {
        enum Root {
            case constant(name: String)
            case immutableSelf
            /// A `let` property on the way (`id` of `student.id`).
            case constantProperty(name: String)
            case getOnlyProperty(name: String)
            case changeable
        }

        var root: Root
        var hasMember = false
        var lastStepIsSubscript = false
    }

    /// Reports swiftc's message when `target` cannot be changed the way `use` changes it.
    func checkMutable(_ target: Expression, use: Mutation, at location: SourceLocation) {
        guard let path = mutationPath(target, isLastStep: true) else { return }
        let subject: String
        switch path.root {
        case .changeable: return
        case .constant(let name): subject = "'\(name)' is a 'let' constant"
        case .immutableSelf: subject = "'self' is immutable"
        case .constantProperty(let name):
            report(Self.message(use, subject: "'\(name)' is a 'let' constant", property: true, subscripted: false), at: location)
            return
        case .getOnlyProperty(let name):
            report(Self.message(use, subject: "'\(name)' is a get-only property", property: true, subscripted: false), at: location)
            return
        }
        report(Self.message(use, subject: subject, property: path.hasMember, subscripted: path.lastStepIsSubscript), at: location)
    }

    private static func message(_ use: Mutation, subject: String, property: Bool, subscripted: Bool) -> String {
        switch use {
        case .assign:
            if subscripted { return "cannot assign through subscript: \(subject)" }
            return property ? "cannot assign to property: \(subject)" : "cannot assign to value: \(subject)"
        case .compound: return "left side of mutating operator isn't mutable: \(subject)"
        case .mutatingMethod: return "cannot use mutating member on immutable value: \(subject)"
        case .inoutArgument: return "cannot pass immutable value as inout argument: \(subject)"
        }
    }

    /// The path of a change, or `nil` where the pass cannot tell (a class instance on the way,
    /// a type it does not know, a value returned by a call).
    private func mutationPath(_ target: Expression, isLastStep: Bool) -> MutationPath? {
        switch target.kind {
        case .identifier(let name):
            switch lookUp(name) {
            case .variable(let variable, _):
                if variable.kind == .opaque || variable.isDeferredConstant { return nil }
                return MutationPath(root: variable.isConstant ? .constant(name: name) : .changeable)
            case .selfProperty(let property, let owner):
                if let problem = propertyProblem(property, owner: owner, throughSelf: true) { return MutationPath(root: problem, hasMember: true) }
                if owner.isReference || currentFunction.selfIsMutable || currentFunction.isStatic { return MutationPath(root: .changeable) }
                return MutationPath(root: .immutableSelf, hasMember: true)
            case .staticProperty(let property, let owner):
                if let problem = propertyProblem(property, owner: owner, throughSelf: false) { return MutationPath(root: problem, hasMember: true) }
                return MutationPath(root: .changeable)
            default:
                return nil
            }
        case .selfExpression:
            guard let type = currentFunction.selfType, !currentFunction.isStatic else { return nil }
            if type.isReference || currentFunction.selfIsMutable { return MutationPath(root: .changeable) }
            return MutationPath(root: .immutableSelf)
        case let .member(base, name):
            let baseType = typeOf(base, expecting: nil).type
            guard baseType.isFullyKnown else { return nil }
            if let declared = symbol(of: baseType) {
                guard let property = declared.property(name) else { return nil }
                let throughSelf: Bool
                if case .selfExpression = base.kind { throughSelf = true } else { throughSelf = false }
                if let problem = propertyProblem(property, owner: declared, throughSelf: throughSelf) {
                    return MutationPath(root: problem, hasMember: true)
                }
                if declared.isReference { return MutationPath(root: .changeable) }
                guard !declared.mayHaveUnseenMembers || property.isStored else { return nil }
            } else if baseType.tupleElements == nil {
                guard let nominal = baseType.nominalType, nominal.origin == .standard, nominal.kind == .structure,
                      nominal !== StandardNominals.string || true else { return nil }
                return nil
            }
            guard var path = mutationPath(base, isLastStep: false) else { return nil }
            path.hasMember = true
            path.lastStepIsSubscript = false
            return path
        case let .subscripted(base, _):
            let baseType = typeOf(base, expecting: nil).type
            guard let nominal = baseType.nominalType, nominal === StandardNominals.array || nominal === StandardNominals.dictionary else { return nil }
            guard var path = mutationPath(base, isLastStep: false) else { return nil }
            if isLastStep { path.lastStepIsSubscript = true } else { path.hasMember = true }
            return path
        case .forceUnwrap(let base), .optionalChain(let base), .optionalEvaluation(let base):
            return mutationPath(base, isLastStep: isLastStep)
        default:
            return nil
        }
    }

    /// Why a property cannot be changed here, if it cannot: a `let` (outside its type's
    /// initializer), or a computed property without a setter.
    private func propertyProblem(_ property: PropertySymbol, owner: DeclaredTypeSymbol, throughSelf: Bool) -> MutationPath.Root? {
        if property.isSpecial { return nil }
        if property.isConstant && property.isStored {
            if throughSelf, currentFunction.kind == .initializer || functions.contains(where: { $0.kind == .initializer }),
               currentFunction.selfType === owner || currentFunction.selfType?.nominal === owner.nominal {
                return nil
            }
            return .constantProperty(name: property.name)
        }
        if !property.isStored && !property.isSettable && property.type.isFullyKnown { return .getOnlyProperty(name: property.name) }
        return nil
    }
}
