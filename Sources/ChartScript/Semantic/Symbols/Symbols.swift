/// A variable, constant or parameter the semantic pass knows: its type and whether it may change.
struct VariableSymbol {
    /// What kind of declaration made the name (for swiftc's wording of a refused change).
    enum Kind: Equatable {
        case variable, parameter, loopVariable, patternBinding
        /// A variable declared by a cell the pass knows only by its name.
        case opaque
    }

    var type: SwiftType
    var isConstant: Bool
    var kind: Kind = .variable
    /// Whether the declaration gave it a value (`var total: Int` does not).
    var isInitialized = true
    /// A `let` declared without a value, given it later (once on each path, which the pass
    /// does not follow: every assignment to it is accepted).
    var isDeferredConstant = false

    /// A name whose type and mutability the pass does not know: never reported about.
    static let unknown = VariableSymbol(type: .unknown, isConstant: false, kind: .opaque)
}

/// One parameter of a declared function, initializer, method or enum case.
struct ParameterSymbol {
    /// The argument label, `nil` for `_`.
    var label: String?
    var name: String
    var type: SwiftType
    var hasDefault = false
    var isVariadic = false
    var isInout = false
    var isAutoclosure = false
}

/// A function, method, initializer or enum case with associated values that the pass can
/// call: its parameters, result and effects.
final class FunctionSymbol {
    /// What the declaration is, for swiftc's wording (`global function`, `instance method`).
    enum Kind: Equatable {
        case globalFunction, localFunction, instanceMethod, staticMethod, initializer, enumCase
    }

    let name: String
    let kind: Kind
    let parameters: [ParameterSymbol]
    let result: SwiftType
    let isThrowing: Bool
    let isRethrowing: Bool
    let isAsync: Bool
    let isMutating: Bool
    let genericParameters: [GenericParameterType]
    /// `init?`: the result is optional.
    let isFailable: Bool
    /// The `where` clause of the constrained extension that declares the method, if any.
    var constraint: ExtensionConstraint?

    init(name: String, kind: Kind, parameters: [ParameterSymbol], result: SwiftType, isThrowing: Bool = false,
         isRethrowing: Bool = false, isAsync: Bool = false, isMutating: Bool = false,
         genericParameters: [GenericParameterType] = [], isFailable: Bool = false) {
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.result = result
        self.isThrowing = isThrowing
        self.isRethrowing = isRethrowing
        self.isAsync = isAsync
        self.isMutating = isMutating
        self.genericParameters = genericParameters
        self.isFailable = isFailable
    }

    /// The name with its labels, as swiftc names it: `greet(name:)`, `make()`.
    var fullName: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The function's type as a value (`(Int, String) throws -> Bool`).
    var type: SwiftType {
        .make(.function(SwiftType.FunctionShape(
            parameters: parameters.map { .init(type: $0.isVariadic ? .array($0.type) : $0.type, isInout: $0.isInout) },
            result: result, isThrowing: isThrowing || isRethrowing, isAsync: isAsync)))
    }

    /// Whether a call of it can throw whatever its arguments are.
    var alwaysThrows: Bool { isThrowing && !isRethrowing }
}

/// A property of a declared type (stored or computed), or a member an extension adds.
struct PropertySymbol {
    var name: String
    var type: SwiftType
    /// `let`: never assigned after initialization.
    var isConstant: Bool
    /// A stored property (not computed).
    var isStored: Bool
    /// Whether a value can be assigned (a stored `var`, or a computed property with a setter).
    var isSettable: Bool
    /// Whether the declaration gives it a value (`var count = 0`), or it is optional (nil by default).
    var hasInitialValue: Bool
    /// Whether a property wrapper or `lazy` makes it (its storage is not what it seems).
    var isSpecial = false
}

/// A case of a declared enum.
struct EnumCaseSymbol {
    var name: String
    /// The associated values, or `nil` for a case without them.
    var associatedValues: [ParameterSymbol]?
}
