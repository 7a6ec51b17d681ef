/// A pattern, as in `switch` cases, `if case`, `for case`, `catch` clauses and the left side
/// of `let (a, b) = pair`.
indirect enum Pattern {
    /// `_`: matches anything, binds nothing.
    case wildcard
    /// A name that binds the matched value (under `let` or `var`).
    case binding(String, isVariable: Bool)
    /// `(a, b)` or `(x: a, y: b)`.
    case tuple([TuplePatternElement])
    /// `.north`, `Direction.north`, `.upc(let a, _)`, `Result.success(let value)`.
    /// `type` is the written qualifier (`Direction` in `Direction.north`), if any; `arguments`
    /// is `nil` when the case is written without parentheses.
    case enumCase(type: TypeRef?, name: String, arguments: [TuplePatternElement]?)
    /// `pattern?`: matches a non-nil optional and matches its contents against `pattern`.
    case optional(Pattern)
    /// `is Type`.
    case typeCheck(TypeRef)
    /// `pattern as Type`: matches values of that type and matches the cast value.
    case cast(Pattern, TypeRef)
    /// Any other expression, matched with `~=` (equality, or a range containing the value).
    case expression(Expression)

    /// One element of a tuple pattern or of an enum case's associated values.
    struct TuplePatternElement {
        var label: String?
        var pattern: Pattern
    }

    /// The names this pattern binds, in order.
    var boundNames: [String] {
        switch self {
        case .wildcard, .typeCheck, .expression: return []
        case .binding(let name, _): return [name]
        case .tuple(let elements): return elements.flatMap(\.pattern.boundNames)
        case .enumCase(_, _, let arguments): return arguments?.flatMap(\.pattern.boundNames) ?? []
        case .optional(let inner), .cast(let inner, _): return inner.boundNames
        }
    }

    /// Whether the pattern matches every value of its type (a name, `_`, or a tuple of those).
    var isIrrefutable: Bool {
        switch self {
        case .wildcard, .binding: return true
        case .tuple(let elements): return elements.allSatisfy(\.pattern.isIrrefutable)
        default: return false
        }
    }
}

/// One condition of an `if`, `guard` or `while`: a Bool, an optional binding or a pattern match.
enum Condition {
    /// A Bool expression.
    case expression(Expression)
    /// `let name = optional` (or `var`, or the shorthand `let name`): taken when the value is not nil.
    case optionalBinding(name: String, isVariable: Bool, value: Expression, location: SourceLocation)
    /// `case pattern = value`.
    case patternMatch(Pattern, Expression, location: SourceLocation)
}
