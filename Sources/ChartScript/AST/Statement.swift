/// A statement of the cell language with where it starts.
struct Statement {
    /// What the statement is.
    indirect enum Kind {
        case expression(Expression)
        /// `let` / `var`: one or more bindings, possibly computed or observed properties.
        case declaration(Declaration)
        /// `target = value` or a compound assignment (`+=`, …); `operator` is `=` or the arithmetic operator.
        case assignment(target: Expression, operator: String, value: Expression)
        /// `if c1 { } else if c2 { } else { }`, each branch with a list of conditions.
        case conditional(branches: [ConditionalBranch], otherwise: [Statement]?)
        /// `guard conditions else { … }`: the names bound stay in scope after it.
        case guardStatement(conditions: [Condition], otherwise: [Statement])
        /// `for pattern in sequence where condition { }`.
        case forIn(ForLoop)
        /// `while conditions { }`.
        case whileLoop(conditions: [Condition], body: [Statement], label: String?)
        /// `repeat { } while condition`.
        case repeatWhile(body: [Statement], condition: Expression, label: String?)
        /// `switch subject { case …: … }`.
        case switchStatement(SwitchStatement)
        /// `do { } catch pattern { }`; `thrownType` is `E` of `do throws(E) { }`.
        case doCatch(body: [Statement], clauses: [CatchClause], label: String?, thrownType: TypeRef?)
        case function(FunctionDeclaration)
        case initializer(InitializerDeclaration)
        /// `deinit { }`.
        case deinitializer(body: [Statement])
        /// `subscript(index: Int) -> T { get set }`.
        case subscriptDeclaration(SubscriptDeclaration)
        /// `struct`, `class`, `enum`, `protocol` or `actor`.
        case typeDeclaration(TypeDeclaration)
        /// `extension Type: Protocols where … { members }`.
        case extensionDeclaration(ExtensionDeclaration)
        /// `case a, b(Int)` inside an enum.
        case enumCase(EnumCaseDeclaration)
        /// `typealias Name = Type`.
        case typeAlias(name: String, type: TypeRef)
        /// `associatedtype Item` inside a protocol.
        case associatedType(name: String, constraints: [TypeRef])
        /// `import Module`.
        case importDeclaration(String)
        /// `infix operator +-: AdditionPrecedence`, `prefix operator +++`.
        case operatorDeclaration(OperatorDeclaration)
        /// `precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence }`, resolved.
        case precedenceGroupDeclaration(name: String, group: Parser.PrecedenceGroup)
        case returnStatement(Expression?)
        case throwStatement(Expression)
        /// `defer { }`: runs when the enclosing scope ends.
        case deferStatement([Statement])
        case breakStatement(label: String?)
        case continueStatement(label: String?)
        case fallthroughStatement
    }

    /// What the statement is.
    var kind: Kind
    /// Where it starts.
    var location: SourceLocation
}

/// One `if` or `else if` of a conditional.
struct ConditionalBranch {
    /// The conditions, all of which must hold (`if let a = x, a > 2, case .b = y`).
    var conditions: [Condition]
    var body: [Statement]
}

/// A `for … in` loop.
struct ForLoop {
    /// What each element is matched against (`i`, `(index, value)`, `case let .a(x)`).
    var pattern: Pattern
    /// Whether the pattern came after `case` (refutable: elements that do not match are skipped).
    var isCasePattern: Bool
    var sequence: Expression
    /// `where condition`: elements for which it is false are skipped.
    var whereClause: Expression?
    var body: [Statement]
    var label: String?
}

/// A `switch` statement.
struct SwitchStatement {
    var subject: Expression
    var cases: [SwitchCase]
    var label: String?
}

/// One `case …:` (or `default:`) of a switch.
struct SwitchCase {
    /// The patterns, any of which selects the case; empty for `default`.
    var patterns: [Pattern]
    /// Each pattern's `where condition` (`case .a, .b where x > 1` guards only `.b`), by position.
    var guards: [Expression?]
    var body: [Statement]
    var location: SourceLocation
    /// Whether this is `default:`.
    var isDefault: Bool { patterns.isEmpty }
}

/// A `catch` clause.
struct CatchClause {
    /// The patterns the error may match (`catch A, B`); none catches everything as `error`.
    var patterns: [Pattern]
    /// Each pattern's `where condition`, by position; without a pattern, the clause's own
    /// `where` (`catch where …`) or nothing.
    var guards: [Expression?]
    var body: [Statement]
    var location: SourceLocation

    /// Whether the clause catches every error: it has no pattern, or an irrefutable one,
    /// without a `where`.
    var catchesEverything: Bool {
        if patterns.isEmpty { return guards.allSatisfy { $0 == nil } }
        for (index, guardExpression) in guards.enumerated() where guardExpression == nil {
            if patterns.isEmpty || patterns[index].isIrrefutable { return true }
        }
        return false
    }
}

/// Declaration modifiers: `static`, `mutating`, `override`, `private`, `weak` … and attributes
/// such as `@discardableResult`.
struct Modifiers: Equatable {
    var words: Set<String> = []
    /// The arguments written after an attribute (`@SmallNumber(maximum: 9)`), by its name.
    var attributeArguments: [String: [Argument]] = [:]

    static func == (first: Modifiers, second: Modifiers) -> Bool { first.words == second.words }

    /// The attribute that names a property wrapper (`@Clamped` on `var score: Int`): one
    /// spelled with a capital that is none of Swift's own attributes.
    var propertyWrapperName: String? {
        words.first { $0.hasPrefix("@") && $0.dropFirst().first?.isUppercase == true && !Self.swiftAttributes.contains(String($0.dropFirst())) }
            .map { String($0.dropFirst()) }
    }

    /// Swift's capitalised attributes, which are not property wrappers.
    static let swiftAttributes: Set<String> = ["MainActor", "Sendable", "ObservationIgnored", "ObservationTracked", "TaskLocal", "Observable"]

    func contains(_ word: String) -> Bool { words.contains(word) }
    var isStatic: Bool { words.contains("static") || words.contains("class") }
    var isMutating: Bool { words.contains("mutating") }
}

/// `let` / `var` with one or more bindings: `let x = 1, y = 2`, `var (a, b) = pair`,
/// `var area: Double { width * height }`, `var score = 0 { didSet { … } }`.
struct Declaration {
    var isConstant: Bool
    var modifiers = Modifiers()
    var bindings: [PatternBinding]

    /// The first binding's name (most declarations bind one name).
    var name: String { bindings.first?.pattern.boundNames.first ?? "_" }

    /// Whether a binding has a getter (a computed property).
    var isComputed: Bool {
        bindings.contains { if case .computed? = $0.accessors { return true } else { return false } }
    }

    /// The property wrapper named by an attribute (`@Clamped var score: Int`); a computed
    /// property has none (its attribute names a result builder).
    var propertyWrapperName: String? { isComputed ? nil : modifiers.propertyWrapperName }

    /// The result builder named by an attribute on a computed property (`@ArrayBuilder var
    /// listed: [Int] { 1; 2 }`).
    var resultBuilderName: String? { isComputed ? modifiers.propertyWrapperName : nil }
}

/// One binding of a declaration.
struct PatternBinding {
    /// A name, `_`, or a tuple of names.
    var pattern: Pattern
    var type: TypeRef?
    var value: Expression?
    /// Getter and setter, or observers, when the property is computed or observed.
    var accessors: PropertyAccessors?
    var location: SourceLocation
}

/// The accessor blocks of a property.
enum PropertyAccessors {
    /// `{ get { … } set(name) { … } }` or the getter alone as a block.
    case computed(getter: [Statement], setter: (parameter: String, body: [Statement])?)
    /// `{ willSet(name) { … } didSet(name) { … } }` on a stored property.
    case observed(willSet: (parameter: String, body: [Statement])?, didSet: (parameter: String, body: [Statement])?)
    /// `{ get set }` or `{ get }` in a protocol.
    case requirement(isSettable: Bool)
}

/// `func name<T: P>(label parameter: Type = default) throws -> Type where … { body }`.
struct FunctionDeclaration {
    /// One parameter.
    struct Parameter {
        /// The argument label callers write, or `nil` for `_`.
        var label: String?
        /// The name inside the body.
        var name: String
        var type: TypeRef?
        var defaultValue: Expression?
        /// `Type...`: any number of arguments, seen as an array.
        var isVariadic = false
        /// `inout Type`: the caller passes `&variable` and sees the changes.
        var isInout = false
        /// `consuming Type`: the function owns the value, which ends with the call.
        var isConsuming = false
        /// `repeat each T`: a parameter pack, variadic with each argument keeping its own type.
        var isPack = false
        /// `@Builder`: the result builder that turns the statements of a closure passed here
        /// into one value.
        var resultBuilder: String?
        /// `= #function`, `= #line` …: the default is the caller's (`function`, `line`,
        /// `column`, `file`, `fileID`, `filePath`); `defaultValue` holds the callee's own.
        var callerLiteral: String?
    }

    /// The name, or the operator for `static func + (…)`.
    var name: String
    var genericParameters: [GenericParameter] = []
    var parameters: [Parameter]
    var returnType: TypeRef?
    var isThrowing = false
    /// `rethrows`, or `throws(E)` with `E` a generic parameter: throws only what the
    /// function's closure arguments throw.
    var isRethrowing = false
    /// `E` of `throws(E)`: the type of every error the function throws.
    var thrownType: TypeRef?
    var isAsync = false
    var modifiers = Modifiers()
    var requirements: [GenericRequirement] = []
    /// The body; `nil` for a protocol requirement.
    var body: [Statement]?
    var location: SourceLocation
    /// Where the body's closing `}` is (where swiftc reports a missing `return`).
    var bodyEnd: SourceLocation?

    /// The result builder named by an attribute (`@DrawingBuilder func banner() -> Drawable`).
    var resultBuilderName: String? { modifiers.propertyWrapperName }

    /// The name with its labels, as Swift spells a function: `move(by:)`.
    var fullName: String { name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
}

/// `init(…)`, `init?(…)`, `convenience init(…)`, `required init(…)`.
struct InitializerDeclaration {
    var parameters: [FunctionDeclaration.Parameter]
    var genericParameters: [GenericParameter] = []
    /// `init?`: may give nil.
    var isFailable = false
    var isThrowing = false
    var modifiers = Modifiers()
    /// The body; `nil` for a protocol requirement.
    var body: [Statement]?
    var location: SourceLocation
}

/// `subscript(index: Int) -> Element { get { … } set { … } }`.
struct SubscriptDeclaration {
    var parameters: [FunctionDeclaration.Parameter]
    var returnType: TypeRef
    var modifiers = Modifiers()
    /// Getter and optional setter; a `.requirement` in protocols.
    var accessors: PropertyAccessors
    var location: SourceLocation
}

/// The kinds of nominal types a cell can declare.
enum TypeKind: String, Equatable {
    case structure = "struct"
    case classType = "class"
    case enumeration = "enum"
    case protocolType = "protocol"
    case actor = "actor"
}

/// `struct Name<T>: Protocols where … { members }` and the other kinds.
struct TypeDeclaration {
    var kind: TypeKind
    var name: String
    var genericParameters: [GenericParameter] = []
    /// The superclass, raw value type and protocols, as written.
    var inheritance: [TypeRef] = []
    var requirements: [GenericRequirement] = []
    var modifiers = Modifiers()
    var members: [Statement]
    var location: SourceLocation
}

/// `extension Type: Protocols where … { members }`.
struct ExtensionDeclaration {
    var extendedType: TypeRef
    var conformances: [TypeRef]
    var requirements: [GenericRequirement]
    var members: [Statement]
    var location: SourceLocation
}

/// `case north, south` or `case upc(Int, Int)` or `case b = 2` inside an enum.
struct EnumCaseDeclaration {
    /// One case.
    struct Element {
        var name: String
        /// The associated values' labels and types, or `nil` for a case without them.
        var associatedValues: [TypeRef.TupleTypeElement]?
        /// The raw value written after `=`.
        var rawValue: Expression?
        var location: SourceLocation
    }

    var elements: [Element]
    var isIndirect: Bool
}

/// `infix operator <op>: PrecedenceGroup`, `prefix operator <op>`, `postfix operator <op>`.
struct OperatorDeclaration {
    enum Fixity: String { case prefix, infix, postfix }
    var symbol: String
    var fixity: Fixity
    var precedenceGroup: String?
}

extension Statement {
    /// Whether this declaration is made before the other statements of its block run:
    /// functions and types (so code may use them above where they are written).
    var isHoisted: Bool {
        switch kind {
        case .function, .typeDeclaration, .extensionDeclaration, .operatorDeclaration, .precedenceGroupDeclaration, .typeAlias: return true
        default: return false
        }
    }

    /// Whether this is a `func` declaration.
    var isFunctionDeclaration: Bool {
        if case .function = kind { return true }
        return false
    }
}
