/// What stands on the other side of an operator whose operand is a call: swiftc keeps, among
/// overloads that differ only in their result, those for which the operator type-checks, as
/// `+ 1` makes `make() + 1` call `make() -> Int` beside `make() -> String`.
struct OperandContext {
    /// The operators whose operands choose this way.
    static let symbols: Set<String> = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">="]

    /// The operator.
    var symbol: String
    /// The other operand's type (typed without context) and whether it is a literal.
    var other: Typed
    /// The offset of the call's callee, so a call inside it (`a.b().make()`) is not chosen by it.
    var callee: Int

    /// The one candidate whose result the operator takes beside ``other``; among several, the
    /// one whose result is the literal's default type (`Int` for `1`), as swiftc ranks them.
    func choose<Candidate>(_ candidates: [Candidate], by result: (Candidate) -> SwiftType) -> Candidate? {
        let fitting = candidates.filter { fits(result($0)) }
        if fitting.count == 1 { return fitting[0] }
        guard let preferred = defaultLiteralType else { return nil }
        let defaults = fitting.filter { result($0) == preferred }
        return defaults.count == 1 ? defaults[0] : nil
    }

    private var defaultLiteralType: SwiftType? {
        switch other.literal {
        case .integer: return .int
        case .float: return .double
        case .string: return .string
        case .boolean: return .bool
        default: return nil
        }
    }

    /// Whether a value of `type` can be this operator's operand beside ``other``.
    private func fits(_ type: SwiftType) -> Bool {
        guard type.isFullyKnown, applies(to: type) else { return false }
        switch other.literal {
        case .integer: return TypeChecker.numericTarget(type) == type
        case .float: return type.nominalType.map(StandardNominals.isFloatingPoint) == true
        case .string: return type == .string || (isComparison && (type == .character || type == .substring))
        case .boolean: return type == .bool
        case .nilLiteral, .emptyCollection, .collection: return false
        case nil: return type == other.type
        }
    }

    private var isComparison: Bool { !["+", "-", "*", "/", "%"].contains(symbol) }

    /// Whether the standard library's `symbol` takes two values of `type`.
    private func applies(to type: SwiftType) -> Bool {
        if symbol == "==" || symbol == "!=" {
            return TypeChecker.supports("<", type) || type == .bool || type == .substring
        }
        return TypeChecker.supports(symbol, type)
    }
}
