extension TypeChecker {
    /// The type of `left symbol right`, reporting operands the standard operators cannot take.
    func binaryType(_ symbol: String, _ left: Expression, _ right: Expression, at location: SourceLocation,
                    expecting expected: SwiftType?) -> Typed {
        switch symbol {
        case "&&", "||":
            checkCondition(left)
            checkCondition(right)
            return Typed(type: .bool)
        case "??":
            let first = typeOf(left, expecting: expected.map { .optional($0) })
            guard let wrapped = first.type.optionalWrapped else {
                _ = typeOf(right, expecting: nil)
                return .unknown
            }
            let second = typeOf(right, expecting: wrapped)
            if second.type.optionalWrapped != nil { return Typed(type: second.type) }
            return Typed(type: second.literal == nil && second.type != wrapped ? .unknown : wrapped)
        default:
            break
        }
        var operandContext = Self.isArithmetic(symbol) ? expected : nil
        if symbol == "..<" || symbol == "...", let bound = (expected?.optionalWrapped ?? expected)?.genericArguments.first,
           expected?.withoutOptionals.nominalType === StandardNominals.range || expected?.withoutOptionals.nominalType === StandardNominals.closedRange {
            operandContext = bound
        }
        let operands = operandTypes(symbol, left, right, expecting: operandContext)
        let (first, second) = operands
        let isDeclared = world.declaresOperator(symbol)
        switch symbol {
        case "..<", "...":
            let bound = first.type == second.type ? first.type : .unknown
            guard bound.isFullyKnown, bound.nominalType?.origin == .standard else { return .unknown }
            return Typed(type: .nominal(symbol == "..<" ? StandardNominals.range : StandardNominals.closedRange, [bound]))
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==":
            if !isDeclared { checkComparison(symbol, first, second, left, right, at: location) }
            return Typed(type: .bool)
        case "+", "-", "*", "/", "%":
            guard !isDeclared else { return .unknown }
            return arithmeticType(symbol, first, second, left, right, at: location)
        case "&", "|", "^", "<<", ">>", "&+", "&-", "&*":
            if first.type == second.type, let nominal = first.type.nominalType, StandardNominals.isInteger(nominal) { return Typed(type: first.type) }
            return .unknown
        default:
            return .unknown
        }
    }

    private static func isArithmetic(_ symbol: String) -> Bool {
        ["+", "-", "*", "/", "%"].contains(symbol)
    }

    /// Both operands' types, a literal taking the other operand's type where it can.
    private func operandTypes(_ symbol: String, _ left: Expression, _ right: Expression, expecting expected: SwiftType?) -> (Typed, Typed) {
        let leftIsLiteral = Self.isNumericLiteral(left), rightIsLiteral = Self.isNumericLiteral(right)
        if leftIsLiteral && !rightIsLiteral {
            let second = typeOperand(right, beside: left, symbol, expecting: expected)
            let first = typeOf(left, expecting: second.type.isFullyKnown ? second.type : expected)
            return (first, second)
        }
        let first = typeOperand(left, beside: right, symbol, expecting: leftIsLiteral ? expected : (rightIsLiteral ? expected : nil))
        let second = typeOf(right, expecting: first.type.isFullyKnown && first.literal == nil ? first.type : expected)
        if leftIsLiteral, rightIsLiteral, first.type != second.type {
            // `1 + 2.5`, `10.0 / 4`: both literals become the floating-point one's type.
            if second.literal == .float, first.literal == .integer { return (typeOf(left, expecting: second.type), second) }
            if first.literal == .float, second.literal == .integer { return (first, typeOf(right, expecting: first.type)) }
        }
        return (first, second)
    }

    /// Types an operand; when it is a call and nothing else gives its type, the other operand
    /// (a literal or a name, typed quietly first) is its context (``OperandContext``).
    private func typeOperand(_ operand: Expression, beside other: Expression, _ symbol: String, expecting expected: SwiftType?) -> Typed {
        guard expected == nil, case .call(let callee, _) = operand.kind, OperandContext.symbols.contains(symbol),
              Self.isCheapOperand(other) else { return typeOf(operand, expecting: expected) }
        let otherType = quietly { typeOf(other, expecting: nil) }
        guard otherType.literal != nil || otherType.type.isFullyKnown else { return typeOf(operand, expecting: expected) }
        operandContexts[operand.location.offset] = OperandContext(symbol: symbol, other: otherType, callee: callee.location.offset)
        defer { operandContexts[operand.location.offset] = nil }
        return typeOf(operand, expecting: expected)
    }

    /// Whether an operand is worth typing twice (a literal or a name): the other operand's context.
    private static func isCheapOperand(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .integer, .double, .string, .boolean, .identifier: return true
        case .prefix("-", let operand): return isNumericLiteral(operand)
        case .member(let base, _): return isCheapOperand(base)
        default: return false
        }
    }

    private static func isNumericLiteral(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .integer, .double: return true
        case .prefix("-", let operand): return isNumericLiteral(operand)
        default: return false
        }
    }

    /// Whether the standard library gives `symbol` for two values of `type`.
    static func supports(_ symbol: String, _ type: SwiftType) -> Bool {
        guard let nominal = type.nominalType, nominal.origin == .standard else { return false }
        let isNumber = StandardNominals.isInteger(nominal) || StandardNominals.isFloatingPoint(nominal)
        switch symbol {
        case "+": return isNumber || nominal === StandardNominals.string || nominal === StandardNominals.array
        case "-", "*", "/": return isNumber
        case "%": return StandardNominals.isInteger(nominal)
        case "<", ">", "<=", ">=": return isNumber || nominal === StandardNominals.string || nominal === StandardNominals.character
        default: return false
        }
    }

    private func arithmeticType(_ symbol: String, _ first: Typed, _ second: Typed, _ left: Expression, _ right: Expression,
                                at location: SourceLocation) -> Typed {
        let a = first.type, b = second.type
        if a == b, Self.supports(symbol, a) { return Typed(type: a, literal: first.literal == second.literal ? first.literal : nil) }
        guard a.isFullyKnown, b.isFullyKnown, Self.isClosed(a), Self.isClosed(b),
              a.nominalType?.origin == .standard, b.nominalType?.origin == .standard,
              world.extensions(of: a.nominalType?.name ?? "") == nil, world.extensions(of: b.nominalType?.name ?? "") == nil else {
            return .unknown
        }
        if a == b, symbol == "%", StandardNominals.isFloatingPoint(a.nominalType ?? StandardNominals.never) {
            report("'%' is unavailable: For floating point numbers use truncatingRemainder instead", at: location)
            return Typed(type: a)
        }
        reportOperands(symbol, first, second, left, right, at: location)
        return .unknown
    }

    /// swiftc's message for operands no standard operator takes.
    private func reportOperands(_ symbol: String, _ first: Typed, _ second: Typed, _ left: Expression, _ right: Expression,
                                at location: SourceLocation) {
        let a = first.type, b = second.type
        // An optional whose wrapped type would do.
        if let wrapped = a.optionalWrapped, wrapped == b || (second.literal != nil && Self.supports(symbol, wrapped)), Self.supports(symbol, wrapped) {
            report("value of optional type '\(a.name(.diagnostic))' must be unwrapped to a value of type '\(wrapped.name(.diagnostic))'",
                   at: Self.start(of: left))
            return
        }
        if let wrapped = b.optionalWrapped, wrapped == a || (first.literal != nil && Self.supports(symbol, wrapped)), Self.supports(symbol, wrapped) {
            report("value of optional type '\(b.name(.diagnostic))' must be unwrapped to a value of type '\(wrapped.name(.diagnostic))'",
                   at: Self.start(of: right))
            return
        }
        if a.optionalWrapped != nil || b.optionalWrapped != nil { return }
        // A literal beside a value of a type without the operator: the literal's overload wins.
        if second.literal != nil, first.literal == nil, !Self.supports(symbol, a), Self.supports(symbol, b) {
            report("cannot convert value of type '\(a.name(.diagnostic))' to expected argument type '\(b.name(.diagnostic))'", at: Self.start(of: left))
            return
        }
        if first.literal != nil, second.literal == nil, !Self.supports(symbol, b), Self.supports(symbol, a) {
            report("cannot convert value of type '\(b.name(.diagnostic))' to expected argument type '\(a.name(.diagnostic))'", at: Self.start(of: right))
            return
        }
        report("binary operator '\(symbol)' cannot be applied to operands of type '\(a.name(.diagnostic))' and '\(b.name(.diagnostic))'", at: location)
    }

    private func checkComparison(_ symbol: String, _ first: Typed, _ second: Typed, _ left: Expression, _ right: Expression,
                                 at location: SourceLocation) {
        let a = first.type, b = second.type
        guard a.isFullyKnown, b.isFullyKnown else { return }
        // `==` on a generic parameter that is not constrained to be Equatable.
        if a == b, case .genericParameter(let parameter) = a.kind, symbol != "===", symbol != "!==" {
            let needed: Set<String> = symbol == "==" || symbol == "!=" ? ["Equatable", "Hashable", "Comparable", "BinaryInteger", "FloatingPoint",
                                                                              "Numeric", "StringProtocol", "SignedInteger", "FixedWidthInteger",
                                                                              "BinaryFloatingPoint", "Strideable", "SignedNumeric", "UnsignedInteger"]
                : ["Comparable", "BinaryInteger", "FloatingPoint", "StringProtocol", "SignedInteger", "FixedWidthInteger",
                   "BinaryFloatingPoint", "Strideable", "UnsignedInteger"]
            let constrained = parameter.constraints.contains { constraint in
                guard case .existential(let protocols) = constraint.kind else { return true }
                return protocols.contains { needed.contains($0.nominalType?.name ?? "") || $0.nominalType?.origin != .standard }
            }
            if !constrained, !parameter.hasUnreadRequirements {
                report("binary operator '\(symbol)' cannot be applied to two '\(a.name(.diagnostic))' operands", at: location)
            }
            return
        }
        // Tuples compare element by element, only when every element is comparable.
        if ["<", ">", "<=", ">="].contains(symbol), a == b, let elements = a.tupleElements, elements.count >= 2, elements.count <= 6,
           elements.allSatisfy({ Self.isClosed($0.type) && $0.type.nominalType?.origin == .standard }),
           elements.contains(where: { !Self.supports(symbol, $0.type) }) {
            report("binary operator '\(symbol)' cannot be applied to two '\(a.name(.diagnostic))' operands", at: location)
            return
        }
        guard ["<", ">", "<=", ">="].contains(symbol), a != b, Self.isClosed(a), Self.isClosed(b),
              a.nominalType?.origin == .standard, b.nominalType?.origin == .standard,
              !Self.isFloatingPointPair(a, b) else { return }
        reportOperands(symbol, first, second, left, right, at: location)
    }

    private static func isFloatingPointPair(_ a: SwiftType, _ b: SwiftType) -> Bool {
        Set([a.nominalType?.name, b.nominalType?.name]) == Set(["Double", "CGFloat"])
    }
}
