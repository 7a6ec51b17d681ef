/// A named type's identity: a standard library type (`Int`, `Array`), a type the bindings give
/// cells (`LineGraph`, `Table`), or a struct, class, enum, protocol or actor a cell declared.
///
/// Each declaration is its own `NominalType`, compared by identity: a `Point` declared again in
/// a later cell is a new type, as in the Swift REPL, and a session's `Point` is never another
/// session's. Standard and library types are made once and shared (``StandardNominals``), as
/// are the declarations every session starts with (``SemanticContext/standardDeclarations``).
final class NominalType: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// What kind of declaration makes the type.
    enum Kind: Equatable, Sendable {
        case structure, classType, enumeration, protocolType, actor
        /// A type whose kind the pass does not know (a name it could not resolve).
        case unknown

        /// The kind of a declared type.
        init(_ kind: TypeKind) {
            switch kind {
            case .structure: self = .structure
            case .classType: self = .classType
            case .enumeration: self = .enumeration
            case .protocolType: self = .protocolType
            case .actor: self = .actor
            }
        }
    }

    /// Where the type comes from.
    enum Origin: Equatable, Sendable {
        /// The Swift standard library (and Foundation's value types cells can name).
        case standard
        /// A type the binding table gives cells (ChartCore's charts, ChartData's tables).
        case library
        /// A declaration in a cell.
        case declared
        /// A name the pass met but could not resolve; it stands for itself only in names.
        case unresolved
    }

    /// The name inside its module, with enclosing types: `Point`, `Outer.Inner`, `String.Index`.
    let name: String
    let kind: Kind
    let origin: Origin
    /// The generic parameters' names, in order (`Element` for `Array`).
    let genericParameterNames: [String]
    /// The name's components, outermost first (`["Outer", "Inner"]`).
    let path: [String]

    init(name: String, kind: Kind, origin: Origin, genericParameterNames: [String] = []) {
        self.name = name
        self.kind = kind
        self.origin = origin
        self.genericParameterNames = genericParameterNames
        path = name.utf8.contains(UInt8(ascii: ".")) ? name.split(separator: ".").map(String.init) : [name]
    }

    /// The last component of the name, as `type(of:)` prints it (`Index` for `String.Index`).
    var simpleName: String { path.last ?? name }

    /// Whether values of the type are references (classes and actors).
    var isReference: Bool { kind == .classType || kind == .actor }

    var description: String { name }

    static func == (first: NominalType, second: NominalType) -> Bool { first === second }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
