/// The arithmetic, comparison, range and bitwise operators on values.
///
/// Int arithmetic traps on overflow like Swift's, but as an error; Int mixed with Double
/// promotes to Double (a documented leniency: Swift would need an explicit conversion).
enum Operators {
    typealias Infix = (Value, Value) throws -> Value

    /// The function for infix operator `symbol`.
    static func infix(_ symbol: String) throws -> Infix {
        switch symbol {
        case "+": return add
        case "-": return arithmetic("-", { $0.subtractingReportingOverflow($1) }, -)
        case "*": return arithmetic("*", { $0.multipliedReportingOverflow(by: $1) }, *)
        case "/": return divide
        case "%": return remainder
        case "&+": return wrapping("&+", &+)
        case "&-": return wrapping("&-", &-)
        case "&*": return wrapping("&*", &*)
        case "&": return wrapping("&", &)
        case "|": return wrapping("|", |)
        case "^": return wrapping("^", ^)
        case "<<": return wrapping("<<", <<)
        case ">>": return wrapping(">>", >>)
        case "==": return { a, b in .bool(try Equality.equal(a, b)) }
        case "!=": return { a, b in .bool(!(try Equality.equal(a, b))) }
        case "<": return comparison("<") { $0 < 0 }
        case "<=": return comparison("<=") { $0 <= 0 }
        case ">": return comparison(">") { $0 > 0 }
        case ">=": return comparison(">=") { $0 >= 0 }
        case "..<": return halfOpenRange
        case "...": return closedRange
        default: throw ScriptError.unsupported(construct: "the operator '\(symbol)'")
        }
    }

    /// The function for prefix operator `symbol`.
    static func prefix(_ symbol: String) throws -> (Value) throws -> Value {
        switch symbol {
        case "-":
            return { value in
                switch value {
                case .int(let number):
                    let (result, overflow) = (0).subtractingReportingOverflow(number)
                    if overflow { throw ScriptError.overflow(operation: "-\(number)") }
                    return .int(result)
                case .double(let number): return .double(-number)
                default: throw ScriptError.typeMismatch("unary '-' needs a number, not \(value.typeName)")
                }
            }
        case "+":
            return { value in
                guard value.asDouble != nil else { throw ScriptError.typeMismatch("unary '+' needs a number, not \(value.typeName)") }
                return value
            }
        case "!":
            return { value in
                guard case .bool(let flag) = value else { throw ScriptError.typeMismatch("'!' needs a Bool, not \(value.typeName)") }
                return .bool(!flag)
            }
        case "~":
            return { value in
                guard case .int(let number) = value else { throw ScriptError.typeMismatch("'~' needs an Int, not \(value.typeName)") }
                return .int(~number)
            }
        default: throw ScriptError.unsupported(construct: "the prefix operator '\(symbol)'")
        }
    }

    private static func add(_ a: Value, _ b: Value) throws -> Value {
        switch (a, b) {
        case let (.int(x), .int(y)):
            let (result, overflow) = x.addingReportingOverflow(y)
            if overflow { throw ScriptError.overflow(operation: "\(x) + \(y)") }
            return .int(result)
        case let (.double(x), .double(y)): return .double(x + y)
        case let (.int(x), .double(y)): return .double(Double(x) + y)
        case let (.double(x), .int(y)): return .double(x + Double(y))
        case let (.string(x), .string(y)): return .string(x + y)
        case let (.array(x), .array(y)):
            var result = x
            for element in y.values { result.append(element) }
            return .array(result)
        default: throw mismatch("+", a, b)
        }
    }

    private static func arithmetic(_ symbol: String, _ integer: @escaping (Int, Int) -> (partialValue: Int, overflow: Bool),
                                   _ floating: @escaping (Double, Double) -> Double) -> Infix {
        return { a, b in
            switch (a, b) {
            case let (.int(x), .int(y)):
                let (result, overflow) = integer(x, y)
                if overflow { throw ScriptError.overflow(operation: "\(x) \(symbol) \(y)") }
                return .int(result)
            case let (.double(x), .double(y)): return .double(floating(x, y))
            case let (.int(x), .double(y)): return .double(floating(Double(x), y))
            case let (.double(x), .int(y)): return .double(floating(x, Double(y)))
            default: throw mismatch(symbol, a, b)
            }
        }
    }

    private static func divide(_ a: Value, _ b: Value) throws -> Value {
        switch (a, b) {
        case let (.int(x), .int(y)):
            if y == 0 { throw ScriptError.divisionByZero }
            let (result, overflow) = x.dividedReportingOverflow(by: y)
            if overflow { throw ScriptError.overflow(operation: "\(x) / \(y)") }
            return .int(result)
        case let (.double(x), .double(y)): return .double(x / y)
        case let (.int(x), .double(y)): return .double(Double(x) / y)
        case let (.double(x), .int(y)): return .double(x / Double(y))
        default: throw mismatch("/", a, b)
        }
    }

    private static func remainder(_ a: Value, _ b: Value) throws -> Value {
        switch (a, b) {
        case let (.int(x), .int(y)):
            if y == 0 { throw ScriptError.divisionByZero }
            let (result, overflow) = x.remainderReportingOverflow(dividingBy: y)
            if overflow { throw ScriptError.overflow(operation: "\(x) % \(y)") }
            return .int(result)
        default:
            guard let x = a.asDouble, let y = b.asDouble else { throw mismatch("%", a, b) }
            return .double(x.truncatingRemainder(dividingBy: y))
        }
    }

    private static func wrapping(_ symbol: String, _ operation: @escaping (Int, Int) -> Int) -> Infix {
        return { a, b in
            guard case .int(let x) = a, case .int(let y) = b else { throw mismatch(symbol, a, b) }
            return .int(operation(x, y))
        }
    }

    private static func comparison(_ symbol: String, _ test: @escaping (Int) -> Bool) -> Infix {
        return { a, b in
            switch (a, b) {
            case let (.int(x), .int(y)): return .bool(test(x < y ? -1 : x == y ? 0 : 1))
            case let (.string(x), .string(y)): return .bool(test(x < y ? -1 : x == y ? 0 : 1))
            default:
                guard let x = a.asDouble, let y = b.asDouble else { throw mismatch(symbol, a, b) }
                if x.isNaN || y.isNaN { return .bool(false) }
                return .bool(test(x < y ? -1 : x == y ? 0 : 1))
            }
        }
    }

    private static func halfOpenRange(_ a: Value, _ b: Value) throws -> Value {
        guard case .int(let lower) = a, case .int(let upper) = b else { throw mismatch("..<", a, b) }
        guard lower <= upper else { throw ScriptError.typeMismatch("range requires lowerBound <= upperBound, got \(lower)..<\(upper)") }
        return .range(lower, upper)
    }

    private static func closedRange(_ a: Value, _ b: Value) throws -> Value {
        if case .int(let lower) = a, case .int(let upper) = b {
            guard lower <= upper else { throw ScriptError.typeMismatch("range requires lowerBound <= upperBound, got \(lower)...\(upper)") }
            return .closedRange(lower, upper)
        }
        guard let lower = a.asDouble, let upper = b.asDouble else { throw mismatch("...", a, b) }
        guard lower <= upper else { throw ScriptError.typeMismatch("range requires lowerBound <= upperBound, got \(lower)...\(upper)") }
        return .native(NativeBox(typeName: "ClosedRange<Double>", payload: lower...upper))
    }

    private static func mismatch(_ symbol: String, _ a: Value, _ b: Value) -> ScriptError {
        .typeMismatch("binary operator '\(symbol)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'")
    }
}

/// Equality of values, as Swift's `==` for the types ChartScript has.
enum Equality {
    static func equal(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case let (.range(a1, b1), .range(a2, b2)), let (.closedRange(a1, b1), .closedRange(a2, b2)): return a1 == a2 && b1 == b2
        case let (.array(x), .array(y)):
            guard x.count == y.count else { return false }
            for (first, second) in zip(x.values, y.values) where !(try equal(first, second)) { return false }
            return true
        case let (.dictionary(x), .dictionary(y)):
            guard x.count == y.count else { return false }
            for (key, value) in zip(x.keys, x.values) {
                guard let other = y[key], try equal(value, other) else { return false }
            }
            return true
        case let (.tuple(x), .tuple(y)):
            guard x.values.count == y.values.count else { return false }
            for (first, second) in zip(x.values, y.values) where !(try equal(first, second)) { return false }
            return true
        case let (.native(x), .native(y)):
            if let first = x.payload as? AnyHashable, let second = y.payload as? AnyHashable { return first == second }
            return false
        case let (.native(box), .implicitMember(name)), let (.implicitMember(name), .native(box)):
            return try equal(.native(box), try Coercion.coerce(.implicitMember(name), to: box.typeName))
        default:
            if let x = a.asDouble, let y = b.asDouble { return x == y }
            throw ScriptError.typeMismatch("binary operator '==' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'")
        }
    }
}
