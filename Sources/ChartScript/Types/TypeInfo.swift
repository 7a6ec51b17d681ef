/// A type declared in a cell (struct, class, enum, protocol or actor), or the members that
/// extensions add to a built-in type or protocol (`extension Int`, `extension Collection`).
///
/// Values made from it (``Instance``, ``EnumCaseValue``) point to it, so a type declared again
/// in a later cell is a new `TypeInfo` and the old values keep their old type, as in the
/// Swift REPL.
final class TypeInfo {
    /// The name inside the module, with enclosing types: `Point`, `Outer.Inner`.
    let name: String
    let kind: TypeKind
    /// Where it was declared (for messages).
    let location: SourceLocation
    /// Whether this holds extensions of a built-in type or protocol rather than a declared type.
    let isBuiltin: Bool
    /// The type this one is nested in.
    weak var enclosingType: TypeInfo?

    var genericParameters: [GenericParameter] = []
    /// For classes: the superclass declared in a cell, if any.
    var superclass: TypeInfo?
    /// For enums: the raw value type (`Int`, `String`, `Character`, `Double`).
    var rawType: TypeRef?
    /// Protocols this type declares it conforms to (in its declaration or extensions), by name.
    var conformances: [String] = []
    /// For protocols: the protocols it refines.
    var inheritedProtocols: [String] = []

    /// Every stored property, superclass fields first, in declaration order.
    var fields: [FieldInfo] = []
    /// Whether the type is a result builder (`@resultBuilder struct DrawingBuilder`).
    var isResultBuilder = false
    /// `struct FileHandle: ~Copyable`: values are moved, not copied, and a `deinit` runs when
    /// the one value ends (after a `consuming` method, unless it says `discard self`).
    var isNoncopyable = false
    /// Each stored property's position in ``fields``.
    var fieldIndex: [String: Int] = [:]
    /// Computed properties and protocol-extension properties declared on this type.
    var computedProperties: [String: ComputedProperty] = [:]
    var methods: [String: [MethodMember]] = [:]
    /// Static stored properties: one cell each, shared by every use.
    var staticStorage: [String: StaticStorage] = [:]
    var staticComputed: [String: ComputedProperty] = [:]
    var staticMethods: [String: [MethodMember]] = [:]
    var initializers: [InitializerMember] = []
    /// Whether the type's own declaration (not an extension) declares an initializer, which
    /// removes the memberwise one.
    var declaresInitializer = false
    var deinitializer: FunctionValue?
    var subscripts: [SubscriptMember] = []
    /// Members declared `private` (in the type or its extensions): Swift lets only the type's
    /// own code and its extensions use them.
    var privateMembers: Set<String> = []
    /// Properties declared `private(set)`: only the type's own code may change them.
    var privateSetters: Set<String> = []
    var cases: [EnumCaseInfo] = []
    var caseIndex: [String: Int] = [:]
    /// Cases without associated values, made once.
    var simpleCaseValues: [Int: EnumCaseValue] = [:]
    var nestedTypes: [String: TypeInfo] = [:]
    var typeAliases: [String: TypeRef] = [:]
    /// For protocols: what conforming types must provide.
    var requirements: [ProtocolRequirement] = []
    /// For protocols: `associatedtype` names.
    var associatedTypes: [String] = []
    /// Names of the instance members its declaration and extensions write (known before
    /// their bodies are compiled, so methods can use each other in any order).
    var declaredMemberNames: Set<String> = []
    /// Names of the static members (and enum cases) its declaration and extensions write.
    var declaredStaticNames: Set<String> = []
    /// Whether its members have been compiled.
    var isCompiled = false
    /// Members found by ``TypeRegistry/member(named:of:)``, keyed by name, valid for one
    /// generation of the registry.
    var memberCache: [String: ResolvedMember] = [:]
    var memberCacheGeneration = -1
    /// The memberwise initializer made for a struct declaring none, and the registry's
    /// generation it was made in (made once, not on every construction).
    var memberwiseCache: (generation: Int, initializer: InitializerMember)?
    /// The stored properties a new instance starts with when none has a default to compute,
    /// and the generation they were made in (see `Construction.allocate`).
    var plainFieldsCache: (generation: Int, fields: [Value]?)?

    init(name: String, kind: TypeKind, location: SourceLocation, isBuiltin: Bool = false) {
        self.name = name
        self.kind = kind
        self.location = location
        self.isBuiltin = isBuiltin
    }

    /// The last component of the name (`Inner` for `Outer.Inner`).
    var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// Whether this is a protocol's record (declared, or a standard protocol's extensions).
    var isProtocolRecord: Bool { kind == .protocolType }

    /// Whether values of the type are references (classes and actors).
    var isReferenceType: Bool { kind == .classType || kind == .actor }

    /// This type and its superclasses, nearest first.
    var classChain: [TypeInfo] {
        var chain: [TypeInfo] = []
        var current: TypeInfo? = self
        while let type = current {
            chain.append(type)
            current = type.superclass
        }
        return chain
    }

    /// Whether this class is `other` or inherits from it.
    func isSubclass(of other: TypeInfo) -> Bool {
        classChain.contains { $0 === other }
    }

    /// The value of a case without associated values.
    func simpleCase(_ index: Int) -> EnumCaseValue {
        if let existing = simpleCaseValues[index] { return existing }
        let value = EnumCaseValue(type: self, caseIndex: index, associatedValues: [])
        simpleCaseValues[index] = value
        return value
    }

    /// Adds a stored property at the end of the layout.
    func addField(_ field: FieldInfo) {
        fieldIndex[field.name] = fields.count
        fields.append(field)
    }

    /// How a Swift declaration of the type begins: `struct Point`, `enum Suit: String`.
    var declarationHeader: String {
        var header = "\(kind.rawValue) \(name)"
        if !genericParameters.isEmpty { header += "<" + genericParameters.map(\.name).joined(separator: ", ") + ">" }
        let inherited = (superclass.map { [$0.name] } ?? []) + (rawType.map { [$0.description] } ?? []) + conformances
        if !inherited.isEmpty { header += ": " + inherited.joined(separator: ", ") }
        return header
    }
}

/// A stored property of a declared type.
struct FieldInfo {
    var name: String
    var type: TypeRef?
    var isConstant: Bool
    /// The default value, evaluated for each new instance in a frame of `initialFrameSize`.
    var initialValue: Evaluator?
    var initialFrameSize = 0
    /// `willSet` and `didSet`, as methods taking the new or old value.
    var willSet: FunctionValue?
    var didSet: FunctionValue?
    /// `weak var` or `unowned let`: holds its object without keeping it alive.
    var isWeak = false
    /// `unowned`: like weak, but read as the object itself (an error once it is gone).
    var isUnowned = false
    /// `lazy var`: computed from its initializer (a method) the first time it is read.
    var lazyInitializer: FunctionValue?
    /// For the storage of a wrapped property (`_width` of `@SmallNumber var width = 2`): how
    /// the memberwise initializer fills it from the wrapped value.
    var wrapping: WrappedPropertyStorage?
    /// Where it was declared (for messages).
    var location: SourceLocation
}

/// A computed property: a getter method and, for `get set`, a setter method taking `newValue`.
struct ComputedProperty {
    var name: String
    var type: TypeRef?
    var getter: FunctionValue
    var setter: FunctionValue?
    /// For protocol extensions with a `where` clause: whether it applies to a value.
    var applies: ((Value, Runtime) -> Bool)?
}

/// A method (or static method) of a declared type.
struct MethodMember {
    var function: FunctionValue
    var isMutating: Bool
    /// For protocol extensions with a `where` clause: whether it applies to a value.
    var applies: ((Value, Runtime) -> Bool)?
}

/// An initializer of a declared type.
struct InitializerMember {
    /// The body, with `self` in slot 0, returning nothing (or nil, for a failed `init?`).
    var function: FunctionValue
    var isFailable: Bool
    var isConvenience: Bool
    /// Whether the type's own declaration (not an extension) wrote it.
    var isInTypeBody: Bool
}

/// A subscript of a declared type.
struct SubscriptMember {
    var getter: FunctionValue
    var setter: FunctionValue?
    var isStatic = false
}

/// One case of a declared enum.
struct EnumCaseInfo {
    var name: String
    var associatedValues: [TypeRef.TupleTypeElement]?
    var rawValue: Value?
    var location: SourceLocation
}

/// The storage of a static stored property: one value for the whole program, computed from
/// its initializer the first time it is read.
final class StaticStorage {
    var value: Value
    let isConstant: Bool
    let type: TypeRef?
    /// Computes the first value; `nil` once it has run.
    var pendingInitializer: (() throws -> Value)?

    init(value: Value, isConstant: Bool, type: TypeRef?, initializer: (() throws -> Value)? = nil) {
        self.value = value
        self.isConstant = isConstant
        self.type = type
        pendingInitializer = initializer
    }
}

/// What a protocol asks of the types that conform to it.
struct ProtocolRequirement {
    enum Kind {
        case property(isSettable: Bool)
        case method(isMutating: Bool)
        case initializer
        case staticProperty
        case staticMethod
        case subscriptAccess
    }

    var name: String
    var kind: Kind
    /// The signature as written, for messages: `func area() -> Double`.
    var signature: String
}

/// A member found by name on a type, with where it was found.
enum ResolvedMember {
    case field(Int)
    case computed(ComputedProperty)
    case methods([MethodMember])
    case none
}
