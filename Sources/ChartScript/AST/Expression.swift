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
        /// `receiver.name` (also `tuple.0`).
        case member(Expression, String)
        /// `callee(arguments)`, including trailing closures as the last arguments.
        case call(Expression, [Argument])
        /// `base[arguments]`.
        case subscripted(Expression, [Argument])
        /// A prefix operator: `-x`, `!flag`.
        case prefix(String, Expression)
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
        /// `(a, b)`.
        case tuple([Argument])
    }

    /// What the expression is.
    var kind: Kind
    /// Where it starts.
    var location: SourceLocation
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

/// A closure literal: named parameters (or none, when `$0` … are used) and a body.
struct ClosureLiteral {
    /// Parameter names from `x, y in`; `nil` when the closure uses `$0` or takes nothing.
    var parameterNames: [String]?
    /// The statements of the body.
    var body: [Statement]
}
