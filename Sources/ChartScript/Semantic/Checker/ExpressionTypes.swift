/// The type the semantic pass gave each expression of a cell, for the compiler: the typed
/// tree's types, kept beside the tree and found by where each expression is.
///
/// An expression is found by its cell, its offset, what kind of expression it is and how many
/// expressions it wraps at the same place (`a[0][1]`, `f()()` and `x!` start where their base
/// does). Only fully known types are kept: a type the pass could not decide is not there.
struct ExpressionTypes {
    /// Where an expression is, as the parser left it.
    struct Key: Hashable {
        var cell: Int
        var offset: Int
        var kind: UInt8
        var depth: UInt8

        init(_ expression: Expression) {
            cell = expression.location.cell
            offset = expression.location.offset
            kind = Self.kindCode(expression.kind)
            var depth: UInt8 = 0
            var current = expression
            while depth < .max, let inner = Self.firstChild(current), inner.location == current.location {
                depth += 1
                current = inner
            }
            self.depth = depth
        }

        /// The expression written first inside `expression`, if it has one that may start where it does.
        private static func firstChild(_ expression: Expression) -> Expression? {
            switch expression.kind {
            case .member(let base, _), .call(let base, _), .subscripted(let base, _), .forceUnwrap(let base),
                 .optionalChain(let base), .optionalEvaluation(let base), .specialized(let base, _), .postfix(_, let base),
                 .prefix(_, let base), .tryExpression(_, let base), .awaitExpression(let base), .cast(let base, _, _),
                 .typeCheck(let base, _), .inoutArgument(let base), .binary(_, let base, _), .ternary(let base, _, _):
                return base
            default:
                return nil
            }
        }

        /// A small number per kind of expression.
        private static func kindCode(_ kind: Expression.Kind) -> UInt8 {
            switch kind {
            case .integer: return 1
            case .double: return 2
            case .string: return 3
            case .boolean: return 4
            case .nilLiteral: return 5
            case .array: return 6
            case .dictionary: return 7
            case .identifier: return 8
            case .closureArgument: return 9
            case .implicitMember: return 10
            case .member: return 11
            case .call: return 12
            case .subscripted: return 13
            case .prefix: return 14
            case .postfix: return 15
            case .forceUnwrap: return 16
            case .binary: return 17
            case .ternary: return 18
            case .closure: return 19
            case .operatorReference: return 20
            case .tuple: return 21
            case .selfExpression: return 22
            case .superExpression: return 23
            case .specialized: return 24
            case .optionalChain: return 25
            case .optionalEvaluation: return 26
            case .tryExpression: return 27
            case .awaitExpression: return 28
            case .cast: return 29
            case .typeCheck: return 30
            case .keyPath: return 31
            case .inoutArgument: return 32
            case .statementExpression: return 33
            case .typeExpression: return 34
            }
        }
    }

    private var types: [Key: SwiftType] = [:]

    /// Keeps `type` as the type of `expression` (the last answer wins: the pass types an
    /// expression again when it learns its context); an undecided type forgets it.
    mutating func record(_ type: SwiftType, for expression: Expression) {
        types[Key(expression)] = type.isFullyKnown ? type : nil
    }

    /// The type the pass gave `expression`, if it decided one.
    subscript(expression: Expression) -> SwiftType? {
        types.isEmpty ? nil : types[Key(expression)]
    }

    /// How many expressions have a type.
    var count: Int { types.count }
}
