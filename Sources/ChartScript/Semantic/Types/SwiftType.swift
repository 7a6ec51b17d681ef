import Synchronization

/// A Swift type, as the semantic pass gives it to every expression and declaration: one
/// canonical representation for standard types, tuples (with labels), functions (with `throws`
/// and `async`), optionals, generic types with their arguments, metatypes, existentials and
/// opaque types, generic parameters, declared types and the library types the bindings give.
///
/// Types are uniqued: two structurally equal types are the same object, so `==` and hashing
/// are one pointer comparison and one pointer hash, and caches may key on a type directly.
/// ``unknown`` stands for a type the pass could not decide; nothing is ever reported about it.
///
/// Uniquing goes through one table for the process (as Swift's own runtime uniques its type
/// metadata): types are immutable values whose identity depends only on their structure, and
/// a declared type's ``NominalType`` is its own object, so sessions never share a declared type.
final class SwiftType: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// What the type is.
    enum Kind: Hashable {
        /// A type the pass could not decide.
        case unknown
        /// A named type with its generic arguments: `Int`, `Array<Int>`, `Point`, `LineGraph`.
        case nominal(NominalType, [SwiftType])
        /// `(Int, label: String)`; `()` is Void.
        case tuple([TupleElement])
        /// `(Int, inout String) async throws -> Bool`.
        case function(FunctionShape)
        /// `T.Type`.
        case metatype(SwiftType)
        /// `any P`, `any P & Q`, and `Any` (no protocol).
        case existential([SwiftType])
        /// `some P`: one concrete type the declaration hides.
        case opaque([SwiftType])
        /// A generic parameter of a declaration (`T` in `func same<T>(…)`).
        case genericParameter(GenericParameterType)
    }

    /// One element of a tuple type.
    struct TupleElement: Hashable {
        var label: String?
        var type: SwiftType
    }

    /// A function type's parameters, result and effects.
    struct FunctionShape: Hashable {
        /// One parameter of a function type.
        struct Parameter: Hashable {
            var type: SwiftType
            var isInout = false
            var isVariadic = false
        }

        var parameters: [Parameter]
        var result: SwiftType
        var isThrowing = false
        var isAsync = false
    }

    let kind: Kind
    /// Whether nothing in the type is ``unknown``: only then may the pass report about it.
    let isFullyKnown: Bool
    /// Whether a generic parameter occurs anywhere in the type.
    let mentionsGenericParameter: Bool

    private init(kind: Kind) {
        self.kind = kind
        switch kind {
        case .unknown:
            isFullyKnown = false
            mentionsGenericParameter = false
        case .nominal(let type, let arguments):
            isFullyKnown = type.origin != .unresolved && arguments.allSatisfy(\.isFullyKnown)
            mentionsGenericParameter = arguments.contains(where: \.mentionsGenericParameter)
        case .tuple(let elements):
            isFullyKnown = elements.allSatisfy(\.type.isFullyKnown)
            mentionsGenericParameter = elements.contains { $0.type.mentionsGenericParameter }
        case .function(let shape):
            isFullyKnown = shape.result.isFullyKnown && shape.parameters.allSatisfy(\.type.isFullyKnown)
            mentionsGenericParameter = shape.result.mentionsGenericParameter || shape.parameters.contains { $0.type.mentionsGenericParameter }
        case .metatype(let instance):
            isFullyKnown = instance.isFullyKnown
            mentionsGenericParameter = instance.mentionsGenericParameter
        case .existential(let protocols), .opaque(let protocols):
            isFullyKnown = protocols.allSatisfy(\.isFullyKnown)
            mentionsGenericParameter = protocols.contains(where: \.mentionsGenericParameter)
        case .genericParameter:
            isFullyKnown = true
            mentionsGenericParameter = true
        }
    }

    /// The one type of this structure.
    static func make(_ kind: Kind) -> SwiftType {
        uniqued.withLock { table in
            if let existing = table[kind] { return existing }
            let type = SwiftType(kind: kind)
            table[kind] = type
            return type
        }
    }

    private static let uniqued = Mutex<[Kind: SwiftType]>([:])

    static func == (first: SwiftType, second: SwiftType) -> Bool { first === second }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// As swiftc's diagnostics name the type (see ``name(_:)``).
    var description: String { name(.diagnostic) }
}

/// A generic parameter of one declaration, with the protocols and classes it is constrained to.
final class GenericParameterType: Hashable, @unchecked Sendable {
    let name: String
    /// The constraints written on the parameter (`T: Comparable`) and in `where` clauses.
    let constraints: [SwiftType]
    /// Whether a `where` clause constrains the parameter in a way the pass does not read
    /// (a same-type requirement, an associated type's constraint).
    let hasUnreadRequirements: Bool

    init(name: String, constraints: [SwiftType], hasUnreadRequirements: Bool) {
        self.name = name
        self.constraints = constraints
        self.hasUnreadRequirements = hasUnreadRequirements
    }

    static func == (first: GenericParameterType, second: GenericParameterType) -> Bool { first === second }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension SwiftType {
    static let unknown = make(.unknown)
    static let void = make(.tuple([]))
    static let any = make(.existential([]))
    static let int = nominal(StandardNominals.int)
    static let double = nominal(StandardNominals.double)
    static let float = nominal(StandardNominals.float)
    static let bool = nominal(StandardNominals.bool)
    static let string = nominal(StandardNominals.string)
    static let character = nominal(StandardNominals.character)
    static let substring = nominal(StandardNominals.substring)
    static let stringIndex = nominal(StandardNominals.stringIndex)
    static let never = nominal(StandardNominals.never)
    static let error = make(.existential([nominal(StandardNominals.errorProtocol)]))

    /// A named type with generic arguments.
    static func nominal(_ type: NominalType, _ arguments: [SwiftType] = []) -> SwiftType {
        make(.nominal(type, arguments))
    }

    static func array(_ element: SwiftType) -> SwiftType { nominal(StandardNominals.array, [element]) }
    static func dictionary(_ key: SwiftType, _ value: SwiftType) -> SwiftType { nominal(StandardNominals.dictionary, [key, value]) }
    static func set(_ element: SwiftType) -> SwiftType { nominal(StandardNominals.set, [element]) }
    static func optional(_ wrapped: SwiftType) -> SwiftType { nominal(StandardNominals.optional, [wrapped]) }
    static func tuple(_ elements: [TupleElement]) -> SwiftType { make(.tuple(elements)) }
    static func metatype(_ instance: SwiftType) -> SwiftType { make(.metatype(instance)) }

    /// A function type.
    static func function(_ parameters: [SwiftType], _ result: SwiftType, throws isThrowing: Bool = false,
                         async isAsync: Bool = false) -> SwiftType {
        make(.function(FunctionShape(parameters: parameters.map { .init(type: $0) }, result: result,
                                     isThrowing: isThrowing, isAsync: isAsync)))
    }
}

extension SwiftType {
    var isUnknown: Bool { self === SwiftType.unknown }

    /// The named type, when this is one.
    var nominalType: NominalType? {
        if case .nominal(let type, _) = kind { return type }
        return nil
    }

    /// The generic arguments of a named type (none for other types).
    var genericArguments: [SwiftType] {
        if case .nominal(_, let arguments) = kind { return arguments }
        return []
    }

    /// `Wrapped` of `Wrapped?`, or `nil` when this is not an optional.
    var optionalWrapped: SwiftType? {
        guard case .nominal(let type, let arguments) = kind, type === StandardNominals.optional, arguments.count == 1 else { return nil }
        return arguments[0]
    }

    /// `Element` of `[Element]`, or `nil`.
    var arrayElement: SwiftType? {
        guard case .nominal(let type, let arguments) = kind, type === StandardNominals.array, arguments.count == 1 else { return nil }
        return arguments[0]
    }

    /// Key and value of `[Key: Value]`, or `nil`.
    var dictionaryTypes: (key: SwiftType, value: SwiftType)? {
        guard case .nominal(let type, let arguments) = kind, type === StandardNominals.dictionary, arguments.count == 2 else { return nil }
        return (arguments[0], arguments[1])
    }

    /// The shape of a function type, or `nil`.
    var functionShape: FunctionShape? {
        if case .function(let shape) = kind { return shape }
        return nil
    }

    /// The elements of a tuple type, or `nil`.
    var tupleElements: [TupleElement]? {
        if case .tuple(let elements) = kind { return elements }
        return nil
    }

    /// Whether this is the named type `type` (with any arguments).
    func isNominal(_ type: NominalType) -> Bool { nominalType === type }

    /// The type with every optional layer removed (`Int` for `Int??`).
    var withoutOptionals: SwiftType {
        var type = self
        while let wrapped = type.optionalWrapped { type = wrapped }
        return type
    }

    /// Whether this is a generic parameter.
    var isGenericParameter: Bool {
        if case .genericParameter = kind { return true }
        return false
    }

    /// The type with generic parameters replaced as `substitutions` says (others are kept).
    func substituting(_ substitutions: [GenericParameterType: SwiftType]) -> SwiftType {
        if substitutions.isEmpty { return self }
        switch kind {
        case .genericParameter(let parameter): return substitutions[parameter] ?? self
        case .unknown: return self
        case .nominal(let type, let arguments): return .nominal(type, arguments.map { $0.substituting(substitutions) })
        case .tuple(let elements): return .tuple(elements.map { .init(label: $0.label, type: $0.type.substituting(substitutions)) })
        case .function(var shape):
            shape.result = shape.result.substituting(substitutions)
            shape.parameters = shape.parameters.map { .init(type: $0.type.substituting(substitutions), isInout: $0.isInout, isVariadic: $0.isVariadic) }
            return .make(.function(shape))
        case .metatype(let instance): return .metatype(instance.substituting(substitutions))
        case .existential(let protocols): return .make(.existential(protocols.map { $0.substituting(substitutions) }))
        case .opaque(let protocols): return .make(.opaque(protocols.map { $0.substituting(substitutions) }))
        }
    }

    /// The type with every generic parameter replaced by ``unknown``.
    var erasingGenericParameters: SwiftType {
        guard mentionsGenericParameter else { return self }
        switch kind {
        case .genericParameter: return .unknown
        case .nominal(let type, let arguments): return .nominal(type, arguments.map(\.erasingGenericParameters))
        case .tuple(let elements): return .tuple(elements.map { .init(label: $0.label, type: $0.type.erasingGenericParameters) })
        case .function(var shape):
            shape.result = shape.result.erasingGenericParameters
            shape.parameters = shape.parameters.map { .init(type: $0.type.erasingGenericParameters, isInout: $0.isInout, isVariadic: $0.isVariadic) }
            return .make(.function(shape))
        case .metatype(let instance): return .metatype(instance.erasingGenericParameters)
        default: return .unknown
        }
    }
}
