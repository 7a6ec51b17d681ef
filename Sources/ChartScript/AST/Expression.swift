/// An expression of the cell language with where it starts in the source.
struct Expression {
    /// What the expression is.
    indirect enum Kind {
        case integer(Int)
        case double(Double)
        case string([StringPart])
        case boolean(Bool)
        case nilLiteral
        case array([Expression])
        case dictionary([(key: Expression, value: Expression)])
        case identifier(String)
        /// `$0`, `$1`, … inside a closure.
        case closureArgument(Int)
        /// `.red`: a member of the type the context expects.
        case implicitMember(String)
        /// `receiver.name` (also `tuple.0`, `Type.self`).
        case member(Expression, String)
        /// `callee(arguments)`, including trailing closures as the last arguments.
        case call(Expression, [Argument])
        /// `base[arguments]`.
        case subscripted(Expression, [Argument])
        /// A prefix operator: `-x`, `!flag`, `...5`.
        case prefix(String, Expression)
        /// A postfix operator other than `!` and `?`: `5...`.
        case postfix(String, Expression)
        /// `value!`: unwraps, failing on nil.
        case forceUnwrap(Expression)
        /// An infix operator, including ranges, `&&`, `||` and `??`.
        case binary(String, Expression, Expression)
        /// `condition ? then : otherwise`.
        case ternary(Expression, Expression, Expression)
        /// `{ parameters in body }`.
        case closure(ClosureLiteral)
        /// An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
        case operatorReference(String)
        /// `(a, b)` or `(x: 1, y: 2)`.
        case tuple([Argument])
        /// `self`.
        case selfExpression
        /// `super`, only as `super.member` or `super.init(…)`.
        case superExpression
        /// A generic type with arguments in expression position: `Stack<Int>` in `Stack<Int>()`.
        case specialized(Expression, [TypeRef])
        /// `value?` inside an optional chain (`a?.b`): stops the chain with nil when `value` is nil.
        case optionalChain(Expression)
        /// The whole chain around one or more `?`: nil when any link was nil, else the
        /// result made optional.
        case optionalEvaluation(Expression)
        /// `try`, `try?`, `try!`.
        case tryExpression(TryKind, Expression)
        /// `await value`.
        case awaitExpression(Expression)
        /// `value as Type`, `as?`, `as!`.
        case cast(Expression, CastKind, TypeRef)
        /// `value is Type`.
        case typeCheck(Expression, TypeRef)
        /// `\Root.path.to.member`, `\.member`, `\.colors[2]`.
        case keyPath(root: TypeRef?, components: [KeyPathComponent])
        /// `&variable`: an in-out argument.
        case inoutArgument(Expression)
        /// `if … { value } else { value }` or `switch` used as a value.
        case statementExpression(Statement)
        /// A type written where a value is expected: `[Int]` in `[Int]()`, `Int?.self`.
        case typeExpression(TypeRef)
    }

    /// What the expression is.
    var kind: Kind
    /// Where it starts.
    var location: SourceLocation
}

/// One step of a key path as written.
enum KeyPathComponent {
    /// `.name` (with `?` after it for optional chaining: `.address?`).
    case member(String, isOptionalChain: Bool)
    /// `[index]`.
    case subscripted([Argument])
}

/// `try`, `try?` (nil on error) or `try!` (an error stops the program).
enum TryKind: Equatable {
    case plain, optional, forced
}

/// `as` (a conversion known to work), `as?` (nil when the value is not of the type), `as!`.
enum CastKind: Equatable {
    case coerce, conditional, forced
}

/// A piece of a string literal after parsing: text, or an interpolated expression.
enum StringPart {
    case text(String)
    case expression(Expression)
}

/// One argument of a call or subscript.
struct Argument {
    /// The label, or `nil` for an unlabelled argument.
    var label: String?
    /// The value.
    var value: Expression
    /// Whether the argument was written as a trailing closure (it then matches any label).
    var isTrailingClosure = false
}

/// A closure literal: parameters (or none, when `$0` … are used), what it captures, and a body.
struct ClosureLiteral {
    /// One named parameter: `x` or `x: Int`.
    struct Parameter {
        var name: String
        var type: TypeRef?
    }

    /// One entry of a capture list: `[weak self, total = total]`.
    struct Capture {
        var name: String
        /// The value captured, when written (`total = total * 2`); else the variable `name`.
        var value: Expression?
        /// `weak` or `unowned` when written: the closure does not keep the object alive.
        var ownership: Ownership = .strong

        /// How a capture holds an object.
        enum Ownership { case strong, weak, unowned }
    }

    /// Named parameters from `x, y in` or `(x: Int) -> Int in`; `nil` when the closure uses
    /// `$0` or takes nothing.
    var parameters: [Parameter]?
    /// The declared return type, if written.
    var returnType: TypeRef?
    /// Whether `throws` was written (`throws(Never)` is not throwing).
    var isThrowing = false
    /// `E` of `throws(E)`: the type of every error the closure throws.
    var thrownType: TypeRef?
    /// The capture list, if written.
    var captures: [Capture] = []
    /// The statements of the body.
    var body: [Statement]

    /// The names of the parameters, or `nil` for `$0` closures.
    var parameterNames: [String]? { parameters?.map(\.name) }
}
