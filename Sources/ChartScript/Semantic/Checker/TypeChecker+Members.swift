extension TypeChecker {
    /// What a member name refers to on a type.
    enum MemberMeaning {
        case property(PropertySymbol)
        case methods([FunctionSymbol])
        case standardProperty(SwiftType)
        case standardMethods([StandardMembers.Method])
        case enumCase(EnumCaseSymbol, DeclaredTypeSymbol)
        case nestedType(SwiftType)
        /// The pass knows the type has no member of this name.
        case missing
        case unknown
    }

    /// The member `name` of a value of `type` (or, when `isStatic`, of the type itself).
    func member(_ name: String, of type: SwiftType, isStatic: Bool) -> MemberMeaning {
        if let declared = symbol(of: type) {
            let substitutions = Self.substitutions(of: declared, in: type)
            if isStatic {
                if let found = declared.enumCase(name) { return .enumCase(found, declared) }
                if let property = declared.staticProperty(name) { return .property(substituted(property, substitutions)) }
                let methods = declared.staticMethods(named: name)
                if !methods.isEmpty { return .methods(methods) }
                if let nested = declared.nestedTypes[name] { return .nestedType(.metatype(nested.declaredTypeWithoutArguments)) }
            } else {
                if let property = declared.property(name) { return .property(substituted(property, substitutions)) }
                let methods = declared.methods(named: name)
                if !methods.isEmpty { return .methods(methods) }
            }
            if declared.kind != .protocolType, let found = protocolMember(name, of: protocolsAdopted(by: declared), isStatic: isStatic, selfType: type) {
                return found
            }
            if declared.mayHaveUnseenMembers || world.mayExtendEveryType(with: name) || Self.mayBeSynthesized(name)
                || !declared.genericParameters.isEmpty || declared.kind == .protocolType
                || declared.conformances.contains(where: { world.types[$0]?.kind == .protocolType }) {
                return .unknown
            }
            if isStatic, ["init", "self", "Type", "Protocol"].contains(name) { return .unknown }
            return .missing
        }
        if let constraints = Self.protocolConstraints(of: type) { return constrainedMember(name, constraints, isStatic: isStatic) }
        guard case .nominal(let nominal, _) = type.kind else { return .unknown }
        if let added = world.extensions(of: nominal.name) {
            if isStatic {
                if let property = added.staticProperties[name] { return .property(property) }
                if let methods = added.staticMethods[name] { return .methods(methods) }
            } else {
                if let property = added.properties[name] { return .property(property) }
                if let methods = added.methods[name] { return .methods(methods) }
            }
        }
        if world.mayExtendEveryType(with: name) { return .unknown }
        if nominal.origin == .standard, !isStatic {
            if let property = StandardMembers.property(name, of: type) { return .standardProperty(property) }
            let methods = StandardMembers.methods(name, of: type)
            if !methods.isEmpty { return .standardMethods(methods) }
        }
        if nominal.origin == .standard, isStatic {
            if let property = Self.standardStaticProperty(name, of: nominal) { return .standardProperty(property) }
            if Self.isOtherNumericFamilyStatic(name, of: nominal) { return .missing }
        }
        if nominal.origin == .library, let property = LibrarySignatures.propertyType(name, of: nominal.name) {
            return .standardProperty(property)
        }
        return .unknown
    }

    /// Names the standard protocols give every conforming type (`hashValue`, `description` …).
    static func mayBeSynthesized(_ name: String) -> Bool {
        ["hashValue", "hash", "description", "debugDescription", "rawValue", "allCases", "encode", "customMirror", "id",
         "self", "init", "Type", "localizedDescription", "errorDescription", "unownedExecutor"].contains(name) || name.hasPrefix("$")
    }

    /// The numeric statics the pass knows: `max`/`min` of an integer type, `pi`, `infinity` …
    /// of a floating-point type.
    private static let integerStatics: Set<String> = ["max", "min"]
    private static let floatingPointStatics: Set<String> = [
        "pi", "infinity", "nan", "greatestFiniteMagnitude", "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne",
    ]

    private static func standardStaticProperty(_ name: String, of nominal: NominalType) -> SwiftType? {
        if integerStatics.contains(name), StandardNominals.isInteger(nominal) { return .nominal(nominal) }
        if floatingPointStatics.contains(name), StandardNominals.isFloatingPoint(nominal) { return .nominal(nominal) }
        return nil
    }

    /// Whether `name` is a static of the other numeric family (`Double.max`, `Int.pi`), which
    /// the type does not have.
    private static func isOtherNumericFamilyStatic(_ name: String, of nominal: NominalType) -> Bool {
        (integerStatics.contains(name) && StandardNominals.isFloatingPoint(nominal))
            || (floatingPointStatics.contains(name) && StandardNominals.isInteger(nominal))
    }

    /// The generic arguments of a value of a declared generic type, by parameter.
    static func substitutions(of declared: DeclaredTypeSymbol, in type: SwiftType) -> [GenericParameterType: SwiftType] {
        let arguments = type.genericArguments
        guard arguments.count == declared.genericParameters.count, !arguments.isEmpty else { return [:] }
        return Dictionary(uniqueKeysWithValues: zip(declared.genericParameters, arguments))
    }

    private func substituted(_ property: PropertySymbol, _ substitutions: [GenericParameterType: SwiftType]) -> PropertySymbol {
        var result = property
        result.type = property.type.substituting(substitutions).erasingGenericParameters
        return result
    }

    /// The type of `base.name`.
    func memberType(of base: Expression, _ name: String, at location: SourceLocation, expecting expected: SwiftType?) -> Typed {
        if case .identifier("Swift") = base.kind, case .unknown = lookUp("Swift") { return identifierTypeOutsideScopes(name) }
        let baseTyped = typeOf(base, expecting: nil)
        let baseType = baseTyped.type
        if name == "lazy", let slice = rangeSliceType(of: base) { return Typed(type: .nominal(StandardNominals.lazySequence, [slice])) }
        if case .metatype(let instance) = baseType.kind {
            if name == "none", instance.optionalWrapped != nil { return Typed(type: instance) }  // `Optional<Int>.none`
            switch member(name, of: instance, isStatic: true) {
            case .enumCase(let found, let declared):
                guard declared.genericParameters.isEmpty else { return .unknown }
                if let associated = found.associatedValues { return Typed(type: .function(associated.map(\.type), declared.declaredType)) }
                return Typed(type: declared.declaredType)
            case .property(let property): return Typed(type: property.type)
            case .standardProperty(let type): return Typed(type: type)
            case .methods(let methods): return Typed(type: methods.count == 1 ? methods[0].type.erasingGenericParameters : .unknown)
            case .nestedType(let type): return Typed(type: type)
            case .missing:
                reportMissingStatic(name, of: instance, base: base, at: location)
                return .unknown
            default: return .unknown
            }
        }
        if let elements = baseType.tupleElements {
            if let index = Int(name), elements.indices.contains(index) { return Typed(type: elements[index].type) }
            return Typed(type: elements.first { $0.label == name }?.type ?? .unknown)
        }
        if let wrapped = baseType.optionalWrapped, !StandardMembers.isOptionalMember(name) {
            if baseType.isFullyKnown, hasMember(name, wrapped) {
                report("value of optional type '\(baseType.name(.diagnostic))' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.name(.diagnostic))'",
                       at: base.location)
            }
            return .unknown
        }
        switch member(name, of: baseType, isStatic: false) {
        case .property(let property): return Typed(type: property.type)
        case .standardProperty(let type): return Typed(type: type)
        case .methods(let methods):
            if checkExtensionConstraints(of: methods, on: baseType, at: location) { return .unknown }
            return Typed(type: methods.count == 1 ? methods[0].type.erasingGenericParameters : .unknown)
        case .missing:
            report("value of type '\(baseType.name(.diagnostic))' has no member '\(name)'", at: location)
            return .unknown
        default: return .unknown
        }
    }

    /// `Counter.describe()`: an instance member named on the type, or no member at all.
    func reportMissingStatic(_ name: String, of instance: SwiftType, base: Expression, at location: SourceLocation) {
        if let declared = symbol(of: instance), declared.property(name) != nil || !declared.methods(named: name).isEmpty {
            report("instance member '\(name)' cannot be used on type '\(instance.name(.diagnostic))'; did you mean to use a value of this type instead?",
                   at: Self.start(of: base))
        } else {
            report("type '\(instance.name(.diagnostic))' has no member '\(name)'", at: location)
        }
    }

    /// `Swift.print`: the standard library's name, whatever the cell declared.
    private func identifierTypeOutsideScopes(_ name: String) -> Typed {
        if let standard = StandardNominals.named(name), standard.genericParameterNames.isEmpty, standard.kind != .protocolType {
            return Typed(type: .metatype(.nominal(standard)))
        }
        return .unknown
    }

    /// Whether a value of `type` has the member `name`, as far as the pass knows.
    func hasMember(_ name: String, _ type: SwiftType) -> Bool {
        switch member(name, of: type, isStatic: false) {
        case .property, .methods, .standardProperty, .standardMethods: return true
        default:
            guard let nominal = type.nominalType, nominal.origin == .standard,
                  let binding = BindingTable.shared.types[nominal.name] else { return false }
            return binding.properties[name] != nil || binding.methods[name] != nil
        }
    }

    /// The type of `.name` where `expected` is wanted.
    func implicitMemberType(_ name: String, at location: SourceLocation, expecting expected: SwiftType?) -> Typed {
        guard let expected else { return .unknown }
        let target = expected.optionalWrapped ?? expected
        if expected.optionalWrapped != nil, name == "none" { return Typed(type: expected) }
        guard let declared = symbol(of: target) else {
            // A standard type's static property (`.pi` where a Float is wanted is `Float.pi`).
            if target.nominalType?.origin == .standard, case .standardProperty(let type) = member(name, of: target, isStatic: true) {
                return Typed(type: type)
            }
            return .unknown
        }
        guard declared.genericParameters.isEmpty else { return .unknown }
        var nameLocation = location
        nameLocation.column += 1
        nameLocation.offset += 1
        switch member(name, of: target, isStatic: true) {
        case .enumCase(let found, _):
            if let associated = found.associatedValues { return Typed(type: .function(associated.map(\.type), target)) }
            return Typed(type: target)
        case .property(let property): return Typed(type: property.type)
        case .missing:
            if expected.optionalWrapped != nil, name == "some" { return .unknown }
            report("type '\(target.name(.diagnostic))' has no member '\(name)'", at: nameLocation)
            return .unknown
        default: return .unknown
        }
    }

    // MARK: Subscripts

    /// `ArraySlice<Element>` when `expression` cuts an array by an Int range (`a[1...]`), for
    /// the lazy wrappers made on it; `nil` otherwise. (Elsewhere such a slice is left untyped:
    /// the interpreter's notes about slices used as arrays depend on it.)
    private func rangeSliceType(of expression: Expression) -> SwiftType? {
        guard case let .subscripted(base, arguments) = expression.kind, arguments.count == 1, arguments[0].label == nil else { return nil }
        let (array, index) = quietly { (typeOf(base, expecting: nil).type, typeOf(arguments[0].value, expecting: nil).type) }
        guard let element = array.arrayElement ?? (array.nominalType === StandardNominals.arraySlice ? array.genericArguments.first : nil),
              element.isFullyKnown, index.genericArguments == [.int], let rangeNominal = index.nominalType,
              [StandardNominals.range, StandardNominals.closedRange, StandardNominals.partialRangeFrom].contains(rangeNominal) else { return nil }
        return .nominal(StandardNominals.arraySlice, [element])
    }

    func subscriptType(_ base: Expression, _ arguments: [Argument], at location: SourceLocation) -> Typed {
        let baseType = typeOf(base, expecting: nil).type
        let nominal = baseType.nominalType
        if nominal === StandardNominals.array || nominal === StandardNominals.arraySlice, arguments.count == 1, arguments[0].label == nil {
            let index = typeOf(arguments[0].value, expecting: .int)
            if index.type == .int { return Typed(type: baseType.genericArguments.first ?? .unknown) }
            if index.type.isFullyKnown, Self.isClosed(index.type), index.type.nominalType.map({ [StandardNominals.range, StandardNominals.closedRange, StandardNominals.partialRangeFrom].contains($0) }) != true {
                report("no exact matches in call to subscript", at: location)
            }
            return .unknown
        }
        if let (key, value) = baseType.dictionaryTypes, arguments.count == 1, arguments[0].label == nil {
            check(arguments[0].value, against: key, role: .argument)
            return Typed(type: .optional(value))
        }
        if let (key, value) = baseType.dictionaryTypes, arguments.count == 2, arguments[0].label == nil, arguments[1].label == "default" {
            check(arguments[0].value, against: key, role: .argument)
            check(arguments[1].value, against: value, role: .argument)
            return Typed(type: value)
        }
        if baseType == .string, arguments.count == 1, arguments[0].label == nil {
            let index = typeOf(arguments[0].value, expecting: nil)
            if index.type == .int {
                report("'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.", at: base.location)
            } else if let nominal = index.type.nominalType, nominal === StandardNominals.range || nominal === StandardNominals.closedRange,
                      index.type.genericArguments.first == .int {
                report("'subscript(_:)' is unavailable: cannot subscript String with an integer range, use a String.Index range instead.", at: base.location)
            } else if index.type == .stringIndex {
                return Typed(type: .character)
            } else if Self.isStringIndexRange(index.type) || isPartialStringIndexRange(arguments[0].value) {
                return Typed(type: .substring)
            }
            return .unknown
        }
        if baseType == .substring, arguments.count == 1, arguments[0].label == nil {
            let index = typeOf(arguments[0].value, expecting: nil)
            if index.type == .stringIndex { return Typed(type: .character) }
            if Self.isStringIndexRange(index.type) || isPartialStringIndexRange(arguments[0].value) { return Typed(type: .substring) }
            return .unknown
        }
        for argument in arguments { _ = typeOf(argument.value, expecting: nil) }
        return .unknown
    }

    /// Whether `type` is a range of string indices (`start..<end`, `start...end`).
    private static func isStringIndexRange(_ type: SwiftType) -> Bool {
        guard let nominal = type.nominalType, nominal === StandardNominals.range || nominal === StandardNominals.closedRange else { return false }
        return type.genericArguments.first == .stringIndex
    }

    /// Whether `expression` is a range of string indices open at one end (`start...`, `..<end`).
    private func isPartialStringIndexRange(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .prefix("..<", let bound), .prefix("...", let bound), .postfix("...", let bound):
            return expressionTypes[bound] == .stringIndex
        default:
            return false
        }
    }
}
