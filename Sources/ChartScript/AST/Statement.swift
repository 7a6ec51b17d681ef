/// A statement of the cell language with where it starts.
struct Statement {
    /// What the statement is.
    indirect enum Kind {
        case expression(Expression)
        /// `let` / `var` with an optional type annotation and initial value.
        case declaration(Declaration)
        /// `target = value` or a compound assignment (`+=`, …); `operator` is `=` or the arithmetic operator.
        case assignment(target: Expression, operator: String, value: Expression)
        /// `if c1 { } else if c2 { } else { }`; a branch with a `binding` is `if let binding = value`
        /// (taken when the value is not nil, which the body sees as `binding`).
        case conditional(branches: [ConditionalBranch], otherwise: [Statement]?)
        /// `for pattern in sequence { }`.
        case forIn(pattern: LoopPattern, sequence: Expression, body: [Statement])
        /// `while condition { }`.
        case whileLoop(condition: Expression, body: [Statement])
        case function(FunctionDeclaration)
        case returnStatement(Expression?)
        case breakStatement
        case continueStatement
    }

    /// What the statement is.
    var kind: Kind
    /// Where it starts.
    var location: SourceLocation
}

/// One `if` or `else if` of a conditional.
struct ConditionalBranch {
    /// The Bool condition, or the optional value of `if let`.
    var condition: Expression
    /// The name `if let` binds, or `nil` for a plain condition.
    var binding: String?
    var body: [Statement]
}

/// `let name: Type = value` or `var …`.
struct Declaration {
    var isConstant: Bool
    var name: String
    var typeAnnotation: TypeAnnotation?
    var value: Expression?
}

/// A written type, kept as its spelling; used to convert literals (`let x: Double = 3`).
struct TypeAnnotation: Equatable {
    /// The type as written, such as `Double`, `[Int]` or `[String: Double]`.
    var spelling: String
}

/// What a `for` loop binds each element to.
enum LoopPattern {
    /// `for x in …`
    case name(String)
    /// `for _ in …`
    case wildcard
    /// `for (a, b) in …`
    case tuple([String?])
}

/// `func name(label parameter: Type = default) -> Type { body }`.
struct FunctionDeclaration {
    /// One parameter.
    struct Parameter {
        /// The argument label callers write, or `nil` for `_`.
        var label: String?
        /// The name inside the body.
        var name: String
        var type: TypeAnnotation?
        var defaultValue: Expression?
    }

    var name: String
    var parameters: [Parameter]
    var returnType: TypeAnnotation?
    var body: [Statement]
    var location: SourceLocation
}

extension Statement {
    /// Whether this is a `func` declaration (hoisted to the start of its block).
    var isFunctionDeclaration: Bool {
        if case .function = kind { return true }
        return false
    }
}
