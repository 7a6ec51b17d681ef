/// Where a value is converted to a type, for swiftc's wording of a refused conversion.
enum ConversionRole {
    /// `let x: T = value`.
    case specifiedType
    /// An argument of a call.
    case argument
    /// An element of an array or set literal.
    case element
    case dictionaryKey
    case dictionaryValue
    /// `return value`, or a single-expression body.
    case returnValue
    /// A closure's single expression.
    case closureResult
    /// `target = value`.
    case assignment
}

/// Whether a value of one type can be used where another is expected.
enum Convertibility: Equatable {
    case yes
    case no
    /// The pass cannot tell (a protocol, a generic parameter, a type it does not know).
    case maybe
    /// An optional whose wrapped type would do: swiftc asks to unwrap it.
    case needsUnwrap
}

extension TypeChecker {
    /// Types `expression` where `target` is expected and reports, with swiftc's message, a
    /// value that cannot be one.
    func check(_ expression: Expression, against target: SwiftType, role: ConversionRole) {
        let typed = typeOf(expression, expecting: target)
        let verdict = convertibility(from: typed, to: target)
        if verdict == .yes, case .integer(let value) = expression.kind, let nominal = typed.type.nominalType,
           let range = Self.integerRange(nominal), !range.contains(value) {
            report("integer literal '\(value)' overflows when stored into '\(nominal.name)'", at: expression.location)
            return
        }
        if verdict == .yes || verdict == .maybe {
            if (target.optionalWrapped ?? target) == .character, case .string(let parts) = expression.kind,
               parts.count == 1, case .text(let text) = parts[0], text.count != 1 {
                report(conversionMessage(from: "String", to: target, role: role), at: expression.location)
            }
            return
        }
        let targetName = target.name(.diagnostic)
        if verdict == .needsUnwrap {
            report("value of optional type '\(typed.type.name(.diagnostic))' must be unwrapped to a value of type '\(targetName)'",
                   at: expression.location)
            return
        }
        if typed.literal == .nilLiteral {
            let message: String
            switch role {
            case .specifiedType: message = "'nil' cannot initialize specified type '\(targetName)'"
            case .assignment: message = "'nil' cannot be assigned to type '\(targetName)'"
            case .returnValue: message = "'nil' is incompatible with return type '\(targetName)'"
            default: message = "'nil' is not compatible with expected argument type '\(targetName)'"
            }
            report(message, at: expression.location)
            return
        }
        if typed.literal == .integer, target == .bool, case .integer(let value) = expression.kind, value == 0 || value == 1 {
            report("integer literal value '\(value)' cannot be used as a boolean; did you mean '\(value == 1)'?", at: expression.location)
            return
        }
        report(conversionMessage(from: typed.type.name(.diagnostic), to: target, role: role), at: expression.location)
    }

    /// The values a fixed-width integer type holds (those an `Int` literal can be).
    static func integerRange(_ nominal: NominalType) -> ClosedRange<Int>? {
        guard nominal.origin == .standard else { return nil }
        switch nominal.name {
        case "Int8": return Int(Int8.min)...Int(Int8.max)
        case "Int16": return Int(Int16.min)...Int(Int16.max)
        case "Int32": return Int(Int32.min)...Int(Int32.max)
        case "UInt8": return 0...Int(UInt8.max)
        case "UInt16": return 0...Int(UInt16.max)
        case "UInt32": return 0...Int(UInt32.max)
        default: return nil
        }
    }

    private func conversionMessage(from source: String, to target: SwiftType, role: ConversionRole) -> String {
        let name = target.name(.diagnostic)
        switch role {
        case .specifiedType: return "cannot convert value of type '\(source)' to specified type '\(name)'"
        case .argument: return "cannot convert value of type '\(source)' to expected argument type '\(name)'"
        case .element: return "cannot convert value of type '\(source)' to expected element type '\(name)'"
        case .dictionaryKey: return "cannot convert value of type '\(source)' to expected dictionary key type '\(name)'"
        case .dictionaryValue: return "cannot convert value of type '\(source)' to expected dictionary value type '\(name)'"
        case .returnValue: return "cannot convert return expression of type '\(source)' to return type '\(name)'"
        case .closureResult: return "cannot convert value of type '\(source)' to closure result type '\(name)'"
        case .assignment: return "cannot assign value of type '\(source)' to type '\(name)'"
        }
    }

    /// Whether a value typed `typed` can be used where `target` is expected.
    func convertibility(from typed: Typed, to target: SwiftType) -> Convertibility {
        guard target.isFullyKnown else { return .maybe }
        if let literal = typed.literal, literal != .collection { return literalConvertibility(literal, to: target) }
        let source = typed.type
        if typed.literal == .collection, source.isUnknown { return literalConvertibility(.collection, to: target) }
        return convertibility(from: source, to: target)
    }

    /// Whether a value of `source` can be used where `target` is expected.
    func convertibility(from source: SwiftType, to target: SwiftType) -> Convertibility {
        guard source.isFullyKnown, target.isFullyKnown else { return .maybe }
        if source == target || source == .never { return .yes }
        if target == .any { return .yes }
        switch target.kind {
        case .existential, .opaque, .genericParameter, .function, .metatype, .unknown: return .maybe
        default: break
        }
        switch source.kind {
        case .existential, .opaque, .genericParameter, .function, .metatype, .unknown: return .maybe
        default: break
        }
        if let wrapped = target.optionalWrapped {
            if let sourceWrapped = source.optionalWrapped { return convertibility(from: sourceWrapped, to: wrapped) }
            let inner = convertibility(from: source, to: wrapped)
            return inner == .needsUnwrap ? .maybe : inner
        }
        if let sourceWrapped = source.optionalWrapped {
            guard Self.isClosed(target) else { return .maybe }
            return convertibility(from: sourceWrapped, to: target) == .yes ? .needsUnwrap : .no
        }
        guard Self.isClosed(source), Self.isClosed(target) else { return .maybe }
        if let sourceElements = source.tupleElements, let targetElements = target.tupleElements {
            guard sourceElements.count == targetElements.count else { return .no }
            var verdict = Convertibility.yes
            for (from, to) in zip(sourceElements, targetElements) {
                if let a = from.label, let b = to.label, a != b { verdict = .maybe }
                switch convertibility(from: from.type, to: to.type) {
                case .no, .needsUnwrap: return .no
                case .maybe: verdict = .maybe
                case .yes: break
                }
            }
            return verdict
        }
        guard case .nominal(let sourceNominal, let sourceArguments) = source.kind,
              case .nominal(let targetNominal, let targetArguments) = target.kind else {
            return .no
        }
        if sourceNominal === targetNominal {
            // Arrays, sets and dictionaries' values convert element by element; other generic types need equal arguments.
            let covariant = sourceNominal === StandardNominals.array || sourceNominal === StandardNominals.set
                || sourceNominal === StandardNominals.dictionary || sourceNominal === StandardNominals.arraySlice
            var verdict = Convertibility.yes
            for (index, (from, to)) in zip(sourceArguments, targetArguments).enumerated() {
                let isKey = sourceNominal === StandardNominals.dictionary && index == 0
                let inner = covariant && !isKey ? convertibility(from: from, to: to) : (from == to ? .yes : (Self.isClosed(from) && Self.isClosed(to) ? .no : .maybe))
                switch inner {
                case .no, .needsUnwrap: return .no
                case .maybe: verdict = .maybe
                case .yes: break
                }
            }
            return verdict
        }
        if Self.isFloatingPointPair(sourceNominal, targetNominal) { return .yes }
        // The bindings convert into library types (and explain their old names) themselves.
        if sourceNominal.origin == .library || targetNominal.origin == .library { return .maybe }
        if let sourceClass = symbol(of: source), sourceClass.isReference {
            guard let targetClass = symbol(of: target), targetClass.isReference else { return .no }
            let chain = sourceClass.classChain
            if chain.contains(where: { $0.nominal === targetNominal }) { return .yes }
            return chain.contains { $0.inheritsUnknownMembers } ? .maybe : .no
        }
        return .no
    }

    /// Double and CGFloat convert implicitly (Swift 5.5).
    private static func isFloatingPointPair(_ first: NominalType, _ second: NominalType) -> Bool {
        let names: Set<String> = ["Double", "CGFloat"]
        return first.origin == .standard && second.origin == .standard && names.contains(first.name) && names.contains(second.name)
    }

    /// Whether the pass knows every implicit conversion into and out of the type: standard
    /// value types, declared types, library types, and collections and tuples of them.
    static func isClosed(_ type: SwiftType) -> Bool {
        switch type.kind {
        case .nominal(let nominal, let arguments):
            guard nominal.kind != .protocolType, nominal.origin != .unresolved else { return false }
            return arguments.allSatisfy(isClosed)
        case .tuple(let elements):
            return elements.allSatisfy { isClosed($0.type) }
        default:
            return false
        }
    }

    private func literalConvertibility(_ literal: Typed.Literal, to target: SwiftType) -> Convertibility {
        if target == .any { return .yes }
        var unwrapped = target
        while let wrapped = unwrapped.optionalWrapped { unwrapped = wrapped }  // `3` is an `Int??` too.
        if literal == .nilLiteral {
            if target.optionalWrapped != nil { return .yes }
            return Self.isClosed(target) && !conforms(target, to: "ExpressibleByNilLiteral") ? .no : .maybe
        }
        guard case .nominal(let nominal, _) = unwrapped.kind, Self.isClosed(unwrapped) else { return .maybe }
        let accepts: Bool
        let protocolName: String
        switch literal {
        case .integer:
            accepts = StandardNominals.isInteger(nominal) || StandardNominals.isFloatingPoint(nominal)
            protocolName = "ExpressibleByIntegerLiteral"
        case .float:
            accepts = StandardNominals.isFloatingPoint(nominal)
            protocolName = "ExpressibleByFloatLiteral"
        case .string:
            accepts = ["String", "Character", "Substring", "StaticString", "Unicode.Scalar"].contains(nominal.name) && nominal.origin == .standard
            protocolName = "ExpressibleByStringLiteral"
        case .boolean:
            accepts = nominal === StandardNominals.bool
            protocolName = "ExpressibleByBooleanLiteral"
        case .emptyCollection, .collection:
            accepts = [StandardNominals.array, StandardNominals.set, StandardNominals.dictionary, StandardNominals.arraySlice].contains { $0 === nominal }
            protocolName = "ExpressibleByArrayLiteral"
        case .nilLiteral:
            return .maybe
        }
        if accepts { return .yes }
        if nominal.origin == .library { return .maybe }
        if conforms(unwrapped, to: protocolName) || (literal == .string && conforms(unwrapped, to: "ExpressibleByStringInterpolation"))
            || (literal == .emptyCollection || literal == .collection) && conforms(unwrapped, to: "ExpressibleByDictionaryLiteral") {
            return .maybe
        }
        return .no
    }

    /// Whether the type may conform to the protocol (declared so, or with conformances the pass cannot read).
    func conforms(_ type: SwiftType, to protocolName: String) -> Bool {
        guard let nominal = type.nominalType else { return true }
        if world.conformancesAdded(to: nominal.name)?.isEmpty == false { return true }
        guard let declared = symbol(of: type) else { return nominal.origin != .standard }
        return declared.classChain.contains { $0.conformances.contains(protocolName) || $0.inheritsUnknownMembers }
            || declared.conformances.contains { world.types[$0]?.kind == .protocolType }
    }
}
