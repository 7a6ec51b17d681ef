/// The operators on fixed-width integers (`Int8` … `UInt64`, `UInt`) and `Float`, as Swift
/// computes them: arithmetic that leaves the type's range is an overflow error (Swift traps),
/// the `&` operators wrap around at the type's width, `~` and shifts work on its bits, and
/// `Float` arithmetic rounds to 32 bits. An integer literal beside such a value takes its type;
/// two different types are refused, as Swift refuses them (shifts excepted).
enum SizedArithmetic {
    /// `a symbol b` when either operand is a fixed-width integer or a `Float`; `nil` otherwise.
    static func binary(_ symbol: String, _ a: Value, _ b: Value) throws -> Value? {
        let first = a.sizedInteger, second = b.sizedInteger
        if first != nil || second != nil { return try integers(symbol, a, b, first, second) }
        if a.floatValue != nil || b.floatValue != nil { return try floats(symbol, a, b) }
        return nil
    }

    /// `symbol value` for a prefix operator on a fixed-width integer or a `Float`; `nil` otherwise.
    static func prefix(_ symbol: String, _ value: Value) throws -> Value? {
        if let number = value.sizedInteger {
            let width = number.width
            switch symbol {
            case "~": return SizedInteger.truncating(~number.pattern, width).value
            case "-":
                guard width.isSigned else {
                    throw ScriptError.typeMismatch("unary operator '-' cannot be applied to an operand of type '\(width.name)'")
                }
                return try checked(0 - number.pattern, overflow: number.pattern == Int.min, width, "-\(number)")
            case "+": return value
            default: return nil
            }
        }
        if let number = value.floatValue {
            switch symbol {
            case "-": return .float(-number)
            case "+": return value
            default: return nil
            }
        }
        return nil
    }

    // MARK: - Integers

    private static func integers(_ symbol: String, _ a: Value, _ b: Value, _ first: SizedInteger?, _ second: SizedInteger?) throws -> Value {
        if symbol == "<<" || symbol == ">>" { return try shift(symbol, a, b) }
        let width = (first ?? second)?.width ?? .int64
        guard let x = try operand(first, a, width), let y = try operand(second, b, width) else {
            throw mismatch(symbol, a, b)
        }
        if width.isWideUnsigned { return try unsigned(symbol, x.unsignedValue, y.unsignedValue, width) }
        return try signed(symbol, x.pattern, y.pattern, width)
    }

    /// `value` as a value of `width`: itself when it has that type, an integer literal taking
    /// it; `nil` for a value of another type.
    private static func operand(_ sized: SizedInteger?, _ value: Value, _ width: IntegerWidth) throws -> SizedInteger? {
        if let sized { return sized.width == width ? sized : nil }
        guard case .int(let number) = value else { return nil }
        guard let converted = SizedInteger.exactly(number, width) else {
            throw ScriptError.overflow(operation: "integer literal '\(number)' stored into '\(width.name)'")
        }
        return converted
    }

    /// The operators on types held as the `Int` of their value (all but the 64-bit unsigned ones).
    private static func signed(_ symbol: String, _ x: Int, _ y: Int, _ width: IntegerWidth) throws -> Value {
        // Spelled only when the result overflows: building it for every operation cost more
        // than the operation.
        func text() -> String { "\(x) \(symbol) \(y)" }
        // Comparisons first: `byte == 101` in a loop over `s.utf8` is the common case.
        if symbol == "==" { return .bool(x == y) }
        if symbol == "<" { return .bool(x < y) }
        switch symbol {
        case "+": let (sum, overflow) = x.addingReportingOverflow(y); return try checked(sum, overflow: overflow, width, text())
        case "-": let (difference, overflow) = x.subtractingReportingOverflow(y); return try checked(difference, overflow: overflow, width, text())
        case "*": let (product, overflow) = x.multipliedReportingOverflow(by: y); return try checked(product, overflow: overflow, width, text())
        case "/":
            guard y != 0 else { throw ScriptError.divisionByZero }
            let (quotient, overflow) = x.dividedReportingOverflow(by: y)
            return try checked(quotient, overflow: overflow, width, text())
        case "%":
            guard y != 0 else { throw ScriptError.divisionByZero }
            let (remainder, overflow) = x.remainderReportingOverflow(dividingBy: y)
            return try checked(remainder, overflow: overflow, width, text())
        case "&+": return SizedInteger.truncating(x &+ y, width).value
        case "&-": return SizedInteger.truncating(x &- y, width).value
        case "&*": return SizedInteger.truncating(x &* y, width).value
        case "&": return SizedInteger.truncating(x & y, width).value
        case "|": return SizedInteger.truncating(x | y, width).value
        case "^": return SizedInteger.truncating(x ^ y, width).value
        default: return try compare(symbol, x, y, width)
        }
    }

    /// The operators on `UInt64` and `UInt`.
    private static func unsigned(_ symbol: String, _ x: UInt64, _ y: UInt64, _ width: IntegerWidth) throws -> Value {
        func result(_ value: (partialValue: UInt64, overflow: Bool)) throws -> Value {
            if value.overflow { throw ScriptError.overflow(operation: "\(x) \(symbol) \(y)") }
            return SizedInteger.unsigned(value.partialValue, width).value
        }
        switch symbol {
        case "+": return try result(x.addingReportingOverflow(y))
        case "-": return try result(x.subtractingReportingOverflow(y))
        case "*": return try result(x.multipliedReportingOverflow(by: y))
        case "/":
            guard y != 0 else { throw ScriptError.divisionByZero }
            return SizedInteger.unsigned(x / y, width).value
        case "%":
            guard y != 0 else { throw ScriptError.divisionByZero }
            return SizedInteger.unsigned(x % y, width).value
        case "&+": return SizedInteger.unsigned(x &+ y, width).value
        case "&-": return SizedInteger.unsigned(x &- y, width).value
        case "&*": return SizedInteger.unsigned(x &* y, width).value
        case "&": return SizedInteger.unsigned(x & y, width).value
        case "|": return SizedInteger.unsigned(x | y, width).value
        case "^": return SizedInteger.unsigned(x ^ y, width).value
        default: return try compare(symbol, x, y, width)
        }
    }

    /// `x << n` and `x >> n`: Swift's smart shifts (a count past the width gives 0, or -1
    /// shifting a negative number right; a negative count shifts the other way). The count
    /// may be of any integer type; the result has the left operand's.
    private static func shift(_ symbol: String, _ a: Value, _ b: Value) throws -> Value {
        let count: Int
        if case .int(let number) = b {
            count = number
        } else if let sized = b.sizedInteger {
            count = sized.exactInt ?? .max
        } else {
            throw mismatch(symbol, a, b)
        }
        let left = count == .max ? Int.max : count
        if case .int(let number) = a { return .int(symbol == "<<" ? number << left : number >> left) }
        guard let number = a.sizedInteger else { throw mismatch(symbol, a, b) }
        if number.width.isWideUnsigned {
            let bits = number.unsignedValue
            return SizedInteger.unsigned(symbol == "<<" ? bits << left : bits >> left, number.width).value
        }
        return SizedInteger.truncating(symbol == "<<" ? number.pattern << left : number.pattern >> left, number.width).value
    }

    private static func compare<T: Comparable>(_ symbol: String, _ x: T, _ y: T, _ width: IntegerWidth) throws -> Value {
        switch symbol {
        case "<": return .bool(x < y)
        case "<=": return .bool(x <= y)
        case ">": return .bool(x > y)
        case ">=": return .bool(x >= y)
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        default: throw ScriptError.typeMismatch("binary operator '\(symbol)' cannot be applied to operands of type '\(width.name)'")
        }
    }

    /// `value` as a value of `width`, or the overflow error Swift's trap becomes.
    private static func checked(_ value: Int, overflow: Bool, _ width: IntegerWidth, _ operation: @autoclosure () -> String) throws -> Value {
        guard !overflow, let number = SizedInteger.exactly(value, width) else {
            throw ScriptError.overflow(operation: "\(operation()) (\(width.name) holds \(width.minimum)...\(width.maximum))")
        }
        return number.value
    }

    // MARK: - Float

    private static func floats(_ symbol: String, _ a: Value, _ b: Value) throws -> Value {
        guard let x = floatOperand(a), let y = floatOperand(b) else { throw mismatch(symbol, a, b) }
        switch symbol {
        case "+": return .float(x + y)
        case "-": return .float(x - y)
        case "*": return .float(x * y)
        case "/": return .float(x / y)
        case "%":
            Runtime.current?.note("Swift has no '%' for Float; it needs x.truncatingRemainder(dividingBy: y)", at: nil)
            return .float(x.truncatingRemainder(dividingBy: y))
        case "<": return .bool(x < y)
        case "<=": return .bool(x <= y)
        case ">": return .bool(x > y)
        case ">=": return .bool(x >= y)
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        default: throw mismatch(symbol, a, b)
        }
    }

    /// `value` as a Float: itself, or a number literal taking the type.
    private static func floatOperand(_ value: Value) -> Float? {
        switch value {
        case .int(let number): return Float(number)
        case .double(let number): return Float(number)
        default: return value.floatValue
        }
    }

    private static func mismatch(_ symbol: String, _ a: Value, _ b: Value) -> ScriptError {
        .typeMismatch("binary operator '\(symbol)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'")
    }
}
