extension TypeChecker {
    /// The `where` clause of `declaration` as the semantic pass checks it, `nil` when the
    /// extension has none. Requirements it cannot read (on nested associated types, on
    /// compositions of classes) are left out, so they never refuse a use.
    func extensionConstraint(_ declaration: ExtensionDeclaration, named name: String, in scope: TypeScope) -> ExtensionConstraint? {
        guard !declaration.requirements.isEmpty else { return nil }
        var requirements: [ExtensionConstraint.Requirement] = []
        for requirement in declaration.requirements {
            switch requirement {
            case let .conformance(.named(subject, []), .named(protocolName, [])):
                requirements.append(.conformance(subject: Self.subjectName(subject), protocolName: protocolName))
            case let .sameType(.named(subject, []), written):
                let type = resolve(written, in: scope)
                if type.isFullyKnown { requirements.append(.sameType(subject: Self.subjectName(subject), type: type)) }
            default:
                break
            }
        }
        return requirements.isEmpty ? nil : ExtensionConstraint(extendedName: name, requirements: requirements)
    }

    /// `Element` of `Self.Element`.
    private static func subjectName(_ written: String) -> String {
        written.hasPrefix("Self.") ? String(written.dropFirst(5)) : written
    }

    /// Reports a use of the method `name` on a value of `receiver` when every candidate comes
    /// from a constrained extension whose `where` clause `receiver` does not satisfy, with
    /// swiftc's message: "referencing instance method 'total()' on 'Array' requires the types
    /// 'String' and 'Int' be equivalent". Returns whether it reported.
    @discardableResult
    func checkExtensionConstraints(of methods: [FunctionSymbol], on receiver: SwiftType, at location: SourceLocation) -> Bool {
        guard let first = methods.first, receiver.isFullyKnown else { return false }
        var message: String?
        for method in methods {
            guard let constraint = method.constraint, let unmet = unmetRequirement(of: constraint, on: receiver) else { return false }
            if message == nil {
                let kind = first.kind == .staticMethod ? "static method" : "instance method"
                message = "referencing \(kind) '\(method.fullName)' on '\(constraint.extendedName)' requires \(unmet)"
            }
        }
        guard let message else { return false }
        report(message, at: location)
        return true
    }

    /// The first requirement of `constraint` that a value of `receiver` certainly fails, worded
    /// as swiftc ends its message ("that 'Rock' conform to 'Named'"); `nil` when every
    /// requirement holds or the pass cannot tell.
    private func unmetRequirement(of constraint: ExtensionConstraint, on receiver: SwiftType) -> String? {
        for requirement in constraint.requirements {
            switch requirement {
            case let .conformance(subject, protocolName):
                guard let type = subjectType(subject, of: receiver), conformsCertainly(type, to: protocolName) == false else { continue }
                return "that '\(type.name(.diagnostic))' conform to '\(protocolName)'"
            case let .sameType(subject, required):
                guard let type = subjectType(subject, of: receiver), type != required else { continue }
                return "the types '\(type.name(.diagnostic))' and '\(required.name(.diagnostic))' be equivalent"
            }
        }
        return nil
    }

    /// The type `subject` (`Self`, `Element`, `Key`) stands for in a value of `receiver`, when
    /// fully known and not itself generic.
    private func subjectType(_ subject: String, of receiver: SwiftType) -> SwiftType? {
        let found: SwiftType?
        if subject == "Self" {
            found = receiver
        } else if let declared = symbol(of: receiver) {
            let index = declared.genericParameters.firstIndex { $0.name == subject }
            found = index.flatMap { receiver.genericArguments.indices.contains($0) ? receiver.genericArguments[$0] : nil }
        } else if let nominal = receiver.nominalType, nominal.origin == .standard,
                  let index = nominal.genericParameterNames.firstIndex(of: subject), receiver.genericArguments.indices.contains(index) {
            found = receiver.genericArguments[index]
        } else {
            found = nil
        }
        guard let found, found.isFullyKnown, !found.mentionsGenericParameter else { return nil }
        if case .genericParameter = found.kind { return nil }
        return found
    }

    /// The standard protocols whose conformances the pass knows for the standard scalar types.
    private static let judgedStandardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Strideable", "AdditiveArithmetic", "Numeric", "SignedNumeric",
        "BinaryInteger", "SignedInteger", "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint", "StringProtocol",
    ]

    /// Whether a value of `type` conforms to `protocolName`; `nil` when the pass cannot tell
    /// (a conformance added where it cannot see, a protocol it does not know).
    private func conformsCertainly(_ type: SwiftType, to protocolName: String) -> Bool? {
        guard let nominal = type.nominalType else { return nil }
        if world.conformancesAdded(to: nominal.name)?.isEmpty == false { return nil }
        let declaredProtocol = world.types[protocolName].flatMap { $0.kind == .protocolType ? $0 : nil }
        if let declared = symbol(of: type) {
            guard let declaredProtocol, !declared.classChain.contains(where: \.inheritsUnknownMembers) else { return nil }
            return protocolsAdopted(by: declared).contains { $0 === declaredProtocol }
        }
        guard nominal.origin == .standard, ["Int", "Double", "String", "Bool"].contains(nominal.name) else { return nil }
        if declaredProtocol != nil { return false }
        guard Self.judgedStandardProtocols.contains(protocolName) else { return nil }
        return BuiltinProtocols.allConformances(ofBuiltin: nominal.name).contains(protocolName)
    }
}
