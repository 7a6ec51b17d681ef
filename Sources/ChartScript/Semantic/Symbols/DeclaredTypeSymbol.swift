/// What the semantic pass knows of a type a cell declared: its members (from its declaration
/// and every extension), generic parameters, conformances, superclass and nested types.
///
/// A cell that extends a type works on a copy (``copy()``), which replaces the type's symbol
/// only once the cell is accepted; the ``NominalType`` is shared, so the type stays the same.
final class DeclaredTypeSymbol {
    let nominal: NominalType
    let kind: TypeKind
    var genericParameters: [GenericParameterType] = []
    /// Stored properties in declaration order (the memberwise initializer's parameters).
    var storedProperties: [PropertySymbol] = []
    /// Every instance property by name, stored and computed.
    var properties: [String: PropertySymbol] = [:]
    var methods: [String: [FunctionSymbol]] = [:]
    var staticProperties: [String: PropertySymbol] = [:]
    var staticMethods: [String: [FunctionSymbol]] = [:]
    var initializers: [FunctionSymbol] = []
    /// Whether the type's own declaration declares an initializer (no memberwise one then).
    var declaresInitializer = false
    var cases: [EnumCaseSymbol] = []
    /// Protocols (and for classes the superclass) named in the declaration and extensions.
    var conformances: Set<String> = []
    /// The superclass declared in a cell, when there is one.
    var superclass: DeclaredTypeSymbol?
    /// Whether the superclass (or an inherited protocol) is one the pass cannot read, so
    /// members may come from it.
    var inheritsUnknownMembers = false
    var nestedTypes: [String: DeclaredTypeSymbol] = [:]
    var typeAliases: [String: SwiftType] = [:]
    /// A protocol's associated types (names the pass does not read inside its extensions).
    var associatedTypes: Set<String> = []
    /// `Self` in the signatures a protocol extension declares, replaced by the conforming
    /// type when a conformer's member is looked up.
    private(set) var selfParameter = GenericParameterType(name: "Self", constraints: [], hasUnreadRequirements: true)
    /// `@dynamicMemberLookup`, subscripts or attributes whose members the pass does not read.
    var hasDynamicMembers = false
    /// The raw value type of an enum (`enum Planet: Int`).
    var rawType: SwiftType?
    /// Whether the declaration is `private` or `fileprivate` at the top level.
    var isPrivate = false
    /// Whether the class is `final` (no class may inherit from it).
    var isFinal = false
    /// The `final` instance members a subclass may not override: methods by full name
    /// (`area()`), properties by name.
    var finalMembers: Set<String> = []
    /// The type members a subclass may not override, named as ``finalMembers`` are: `true`
    /// for one declared `static` (final by that), `false` for a `final class` member.
    var finalTypeMembers: [String: Bool] = [:]
    /// The instance members declared in extensions of the class (which a subclass may not
    /// override), named as ``finalMembers`` are.
    var membersFromExtensions: Set<String> = []
    /// Where the type's name is written.
    var location: SourceLocation

    init(nominal: NominalType, kind: TypeKind, location: SourceLocation) {
        self.nominal = nominal
        self.kind = kind
        self.location = location
    }

    /// A copy to extend without changing this symbol.
    func copy() -> DeclaredTypeSymbol {
        let other = DeclaredTypeSymbol(nominal: nominal, kind: kind, location: location)
        other.genericParameters = genericParameters
        other.storedProperties = storedProperties
        other.properties = properties
        other.methods = methods
        other.staticProperties = staticProperties
        other.staticMethods = staticMethods
        other.initializers = initializers
        other.declaresInitializer = declaresInitializer
        other.cases = cases
        other.conformances = conformances
        other.superclass = superclass
        other.inheritsUnknownMembers = inheritsUnknownMembers
        other.nestedTypes = nestedTypes
        other.typeAliases = typeAliases
        other.associatedTypes = associatedTypes
        other.selfParameter = selfParameter
        other.hasDynamicMembers = hasDynamicMembers
        other.rawType = rawType
        other.isPrivate = isPrivate
        other.isFinal = isFinal
        other.finalMembers = finalMembers
        other.finalTypeMembers = finalTypeMembers
        other.membersFromExtensions = membersFromExtensions
        return other
    }

    /// The type of a value of this type, with its generic parameters as they are inside it.
    var declaredType: SwiftType {
        .nominal(nominal, genericParameters.map { .make(.genericParameter($0)) })
    }

    /// Whether values are references (a class or actor).
    var isReference: Bool { kind == .classType || kind == .actor }

    /// The case named `name`.
    func enumCase(_ name: String) -> EnumCaseSymbol? { cases.first { $0.name == name } }

    /// This type and its declared superclasses, nearest first.
    var classChain: [DeclaredTypeSymbol] {
        var chain: [DeclaredTypeSymbol] = []
        var current: DeclaredTypeSymbol? = self
        while let type = current, !chain.contains(where: { $0 === type }) {
            chain.append(type)
            current = type.superclass
        }
        return chain
    }

    /// Whether members the pass cannot see may exist (so a missing member is not reported):
    /// dynamic members, a superclass or protocol it cannot read, or a standard protocol that
    /// gives members (`Sequence` gives `map`).
    var mayHaveUnseenMembers: Bool {
        var current: DeclaredTypeSymbol? = self
        var depth = 0
        while let type = current, depth < Self.deepestChain {
            if type.inheritsUnknownMembers || type.hasDynamicMembers { return true }
            for conformance in type.conformances where !Self.protocolsWithoutMembers.contains(conformance) {
                if StandardNominals.named(conformance)?.kind == .protocolType { return true }
            }
            current = type.superclass
            depth += 1
        }
        return false
    }

    /// How many superclasses the pass follows (a cycle, which Swift refuses, ends there).
    static let deepestChain = 64

    /// Standard protocols that give a conforming type no members beyond those the pass
    /// treats as possibly synthesized (`hashValue`, `description` …).
    static let protocolsWithoutMembers: Set<String> = [
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Codable", "Encodable",
        "Decodable", "Identifiable", "Sendable", "CaseIterable", "Error", "RawRepresentable", "AnyObject", "Copyable", "Escapable",
        "BitwiseCopyable",
    ]

    /// The instance property `name`, here or in a superclass.
    func property(_ name: String) -> PropertySymbol? {
        if let found = properties[name] { return found }
        guard superclass != nil else { return nil }
        for type in classChain.dropFirst() { if let found = type.properties[name] { return found } }
        return nil
    }

    /// The instance methods named `name`, here and in superclasses.
    func methods(named name: String) -> [FunctionSymbol] {
        guard superclass != nil else { return methods[name] ?? [] }
        return classChain.flatMap { $0.methods[name] ?? [] }
    }

    /// The static property `name`, here or in a superclass.
    func staticProperty(_ name: String) -> PropertySymbol? {
        for type in classChain { if let found = type.staticProperties[name] { return found } }
        return nil
    }

    /// The static methods named `name`, here and in superclasses.
    func staticMethods(named name: String) -> [FunctionSymbol] {
        classChain.flatMap { $0.staticMethods[name] ?? [] }
    }

    /// Whether ``callableInitializers`` are all there are: no property wrapper or `lazy`
    /// property changes the memberwise initializer, and no superclass the pass cannot read
    /// gives initializers.
    var initializersAreKnown: Bool {
        guard kind != .protocolType, !storedProperties.contains(where: \.isSpecial) else { return false }
        return superclass == nil ? !inheritsUnknownMembers : !classChain.contains { $0.inheritsUnknownMembers }
    }

    /// The initializers a call `Type(…)` can reach: declared ones, else the memberwise one of
    /// a struct or the empty one of a type whose stored properties all have values.
    var callableInitializers: [FunctionSymbol] {
        var found = initializers
        if declaresInitializer, let superclass, kind == .classType {
            // A subclass that overrides every designated initializer inherits the convenience
            // ones; which it inherits is not followed here, so all are candidates.
            let own = Set(initializers.map(\.fullName))
            found += superclass.callableInitializers.filter { !own.contains($0.fullName) }.map { inherited in
                FunctionSymbol(name: "init", kind: .initializer, parameters: inherited.parameters,
                               result: inherited.isFailable ? .optional(declaredType) : declaredType,
                               isThrowing: inherited.isThrowing, genericParameters: inherited.genericParameters,
                               isFailable: inherited.isFailable)
            }
        }
        if !declaresInitializer {
            switch kind {
            case .structure:
                found.append(memberwiseInitializer)
            case .classType, .actor:
                if storedProperties.allSatisfy(\.hasInitialValue) && superclass == nil && !inheritsUnknownMembers {
                    found.append(FunctionSymbol(name: "init", kind: .initializer, parameters: [], result: declaredType))
                }
                if let superclass, storedProperties.allSatisfy(\.hasInitialValue) {
                    // Inherited designated initializers make this class.
                    found += superclass.callableInitializers.map { inherited in
                        FunctionSymbol(name: "init", kind: .initializer, parameters: inherited.parameters,
                                       result: inherited.isFailable ? .optional(declaredType) : declaredType,
                                       isThrowing: inherited.isThrowing, genericParameters: inherited.genericParameters,
                                       isFailable: inherited.isFailable)
                    }
                }
            default:
                break
            }
        }
        return found
    }

    /// A struct's memberwise initializer: every stored property but a `let` with a value, in
    /// order, those with values defaulted (made once the properties are all known).
    private var memberwiseInitializer: FunctionSymbol {
        if let made = memberwise, made.parameters.count <= storedProperties.count, memberwiseCount == storedProperties.count { return made }
        let made = makeMemberwiseInitializer()
        memberwise = made
        memberwiseCount = storedProperties.count
        return made
    }

    private var memberwise: FunctionSymbol?
    private var memberwiseCount = -1

    private func makeMemberwiseInitializer() -> FunctionSymbol {
        let parameters = storedProperties.filter { !($0.isConstant && $0.hasInitialValue) }.map { property in
            ParameterSymbol(label: property.name, name: property.name, type: property.type, hasDefault: property.hasInitialValue)
        }
        return FunctionSymbol(name: "init", kind: .initializer, parameters: parameters, result: declaredType)
    }
}
