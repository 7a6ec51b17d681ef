import FoundationEssentials

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
        case "==": return { a, b in
            if ColumnOperators.involvesColumns(a, b), let mask = try FoundationOperators.binary("==", a, b) { return mask }
            return .bool(try Equality.equal(a, b))
        }
        case "!=": return { a, b in
            if ColumnOperators.involvesColumns(a, b), let mask = try FoundationOperators.binary("!=", a, b) { return mask }
            return .bool(!(try Equality.equal(a, b)))
        }
        case "===": return { a, b in .bool(try Identity.same(a, b)) }
        case "!==": return { a, b in .bool(!(try Identity.same(a, b))) }
        case "~=": return { a, b in .bool(try Matching.matches(pattern: a, value: b)) }
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
                default:
                    if let result = try SizedArithmetic.prefix("-", value) { return result }
                    throw ScriptError.typeMismatch("unary '-' needs a number, not \(value.typeName)")
                }
            }
        case "+":
            return { value in
                guard value.asDouble != nil else { throw ScriptError.typeMismatch("unary '+' needs a number, not \(value.typeName)") }
                return value
            }
        case "!":
            return { value in
                if let mask = ColumnOperators.not(value) { return mask }
                guard case .bool(let flag) = value else { throw ScriptError.typeMismatch("'!' needs a Bool, not \(value.typeName)") }
                return .bool(!flag)
            }
        case "~":
            return { value in
                guard case .int(let number) = value else {
                    if let result = try SizedArithmetic.prefix("~", value) { return result }
                    throw ScriptError.typeMismatch("'~' needs an Int, not \(value.typeName)")
                }
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
        case let (.string(x), .string(y)):
            let bytes = x.utf8.count &+ y.utf8.count
            if bytes >= MemoryGuard.reservationThreshold { try MemoryGuard.shared.reserve(bytes, for: "joining two strings") }
            return .string(x + y)
        case let (.array(x), .array(y)):
            let count = x.count &+ y.count
            if count >= MemoryGuard.reservationThreshold / 16 { try MemoryGuard.shared.reserve(count &* 16, for: "joining two arrays") }
            var result = x
            for element in y.values { try result.append(element) }
            return .array(result)
        default:
            if let result = try SizedArithmetic.binary("+", a, b) { return result }
            if let result = try FoundationOperators.binary("+", a, b) { return result }
            throw mismatch("+", a, b)
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
            default:
                if let result = try SizedArithmetic.binary(symbol, a, b) { return result }
                if let result = try FoundationOperators.binary(symbol, a, b) { return result }
                throw mismatch(symbol, a, b)
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
        default:
            if let result = try SizedArithmetic.binary("/", a, b) { return result }
            if let result = try FoundationOperators.binary("/", a, b) { return result }
            throw mismatch("/", a, b)
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
            if let result = try SizedArithmetic.binary("%", a, b) { return result }
            guard let x = a.asDouble, let y = b.asDouble else { throw mismatch("%", a, b) }
            Runtime.current?.note("Swift has no '%' for Double; it needs x.truncatingRemainder(dividingBy: y)", at: nil)
            return .double(x.truncatingRemainder(dividingBy: y))
        }
    }

    private static func wrapping(_ symbol: String, _ operation: @escaping (Int, Int) -> Int) -> Infix {
        return { a, b in
            guard case .int(let x) = a, case .int(let y) = b else {
                if let result = try SizedArithmetic.binary(symbol, a, b) { return result }
                throw mismatch(symbol, a, b)
            }
            return .int(operation(x, y))
        }
    }

    private static func comparison(_ symbol: String, _ test: @escaping (Int) -> Bool) -> Infix {
        return { a, b in
            switch (a, b) {
            case let (.int(x), .int(y)): return .bool(test(x < y ? -1 : x == y ? 0 : 1))
            case let (.string(x), .string(y)): return .bool(test(x < y ? -1 : x == y ? 0 : 1))
            case let (.tuple(x), .tuple(y)) where x.values.count == y.values.count:
                // Tuples compare element by element, the first difference deciding.
                for (first, second) in zip(x.values, y.values) where !(try Equality.equal(first, second)) {
                    return try comparison(symbol, test)(first, second)
                }
                return .bool(test(0))
            case (.wrapped, _), (_, .wrapped), (.null, _), (_, .null):
                throw ScriptError.typeMismatch("binary operator '\(symbol)' cannot be applied to optional values; unwrap them first ('!' or 'if let')")
            case (.implicitMember, _), (_, .implicitMember):
                let (first, second) = ImplicitMembers.resolvePair(a, b)
                if case .implicitMember = first { throw mismatch(symbol, a, b) }
                if case .implicitMember = second { throw mismatch(symbol, a, b) }
                return try comparison(symbol, test)(first, second)
            default:
                if let result = try SizedArithmetic.binary(symbol, a, b) { return result }
                if UserOperators.involvesDeclaredTypes(a, b), let runtime = Runtime.current,
                   let result = try UserOperators.apply(symbol, a, b, runtime: runtime) {
                    return result
                }
                if let order = StringIndexing.order(a, b) { return .bool(test(order)) }
                if let result = try FoundationOperators.binary(symbol, a, b) { return result }
                guard let x = a.asDouble, let y = b.asDouble else { throw mismatch(symbol, a, b) }
                if x.isNaN || y.isNaN { return .bool(false) }
                return .bool(test(x < y ? -1 : x == y ? 0 : 1))
            }
        }
    }

    private static func halfOpenRange(_ a: Value, _ b: Value) throws -> Value {
        if let positions = try StringIndexing.range(from: a, to: b, isClosed: false) { return positions }
        guard case .int(let lower) = a, case .int(let upper) = b else {
            guard let lower = a.asDouble, let upper = b.asDouble else { throw mismatch("..<", a, b) }
            guard lower <= upper else { throw ScriptError.typeMismatch("range requires lowerBound <= upperBound, got \(lower)..<\(upper)") }
            return .native(NativeBox(typeName: "Range<Double>", payload: lower..<upper))
        }
        guard lower <= upper else { throw ScriptError.typeMismatch("range requires lowerBound <= upperBound, got \(lower)..<\(upper)") }
        return .range(lower, upper)
    }

    private static func closedRange(_ a: Value, _ b: Value) throws -> Value {
        if let positions = try StringIndexing.range(from: a, to: b, isClosed: true) { return positions }
        if case .int(let lower) = a, case .int(let upper) = b {
            guard lower <= upper else { throw ScriptError.typeMismatch("range requires lowerBound <= upperBound, got \(lower)...\(upper)") }
            return .closedRange(lower, upper)
        }
        if case .string(let lower) = a, case .string(let upper) = b {
            guard lower <= upper else { throw ScriptError.typeMismatch("range requires lowerBound <= upperBound, got \(lower.debugDescription)...\(upper.debugDescription)") }
            return .native(NativeBox(typeName: "ClosedRange<String>", payload: lower...upper))
        }
        if case .native(let first) = a, case .native(let second) = b, let lower = first.payload as? Date, let upper = second.payload as? Date {
            guard lower <= upper else { throw ScriptError.typeMismatch("range requires lowerBound <= upperBound, got \(lower)...\(upper)") }
            return .native(NativeBox(typeName: "ClosedRange<Date>", payload: lower...upper))
        }
        guard let lower = a.asDouble, let upper = b.asDouble else { throw mismatch("...", a, b) }
        guard lower <= upper else { throw ScriptError.typeMismatch("range requires lowerBound <= upperBound, got \(lower)...\(upper)") }
        return .native(NativeBox(typeName: "ClosedRange<Double>", payload: lower...upper))
    }

    private static func mismatch(_ symbol: String, _ a: Value, _ b: Value) -> ScriptError {
        .typeMismatch("binary operator '\(symbol)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'")
    }
}

/// Equality of values, as Swift's `==`: built-in values by content, optionals by their
/// contents (a value compared with an optional is promoted, as in Swift), values of declared
/// types by their own `==` or the synthesized one.
enum Equality {
    static func equal(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case let (.wrapped(x), .wrapped(y)): return try equal(x, y)
        case let (.wrapped(x), y), let (y, .wrapped(x)): return try equal(x, y)
        case (.instance, _), (_, .instance), (.enumCase, _), (_, .enumCase):
            guard let runtime = Runtime.current else { return false }
            if let result = try UserOperators.apply("==", a, b, runtime: runtime), case .bool(let flag) = result { return flag }
            return false
        case let (.metatype(x), .metatype(y)): return x === y
        case let (.set(x), .set(y)): return x.hasSameElements(as: y)
        case let (.range(a1, b1), .range(a2, b2)), let (.closedRange(a1, b1), .closedRange(a2, b2)): return a1 == a2 && b1 == b2
        case let (.array(x), .array(y)):
            return try InterruptibleArrays.equal(x, y)
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
            if case .bool(let flag)? = try SizedArithmetic.binary("==", a, b) { return flag }
            if let x = a.asDouble, let y = b.asDouble { return x == y }
            throw ScriptError.typeMismatch("binary operator '==' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'")
        }
    }
}

/// `===`: whether two values are the same class instance.
enum Identity {
    static func same(_ a: Value, _ b: Value) throws -> Bool {
        switch (a.unwrapped, b.unwrapped) {
        case (nil, nil): return true
        case let (.instance(x)?, .instance(y)?): return x === y
        case (nil, _), (_, nil): return false
        default:
            throw ScriptError.typeMismatch("operator '===' compares class instances, not values of type '\(a.typeName)' and '\(b.typeName)'")
        }
    }
}

/// `~=`: how a `case` value matches the value switched on: a range contains it, otherwise it is equal.
enum Matching {
    static func matches(pattern: Value, value: Value) throws -> Bool {
        switch (pattern, value) {
        case let (.range(lower, upper), .int(number)): return lower <= number && number < upper
        case let (.closedRange(lower, upper), .int(number)): return lower <= number && number <= upper
        case let (.range(lower, upper), .double(number)): return Double(lower) <= number && number < Double(upper)
        case let (.closedRange(lower, upper), .double(number)): return Double(lower) <= number && number <= Double(upper)
        case (.native(let box), _):
            if let partial = box.payload as? PartialRange, let number = value.asDouble {
                return (partial.lower.map { Double($0) <= number } ?? true) && (partial.upper.map { number < Double($0) } ?? true)
            }
            if let range = box.payload as? ClosedRange<Double>, let number = value.asDouble { return range.contains(number) }
            if let range = box.payload as? Range<Double>, let number = value.asDouble { return range.contains(number) }
            if let range = box.payload as? ClosedRange<String>, case .string(let text) = value { return range.contains(text) }
            return try Equality.equal(pattern, value)
        case (.implicitMember(let name), _):
            guard let resolved = try? Matching.resolve(name, like: value) else { return false }
            return try Equality.equal(resolved, value)
        default:
            return try Equality.equal(pattern, value)
        }
    }

    /// The static member `name` of the type of `value` (`.north` against a Direction).
    static func resolve(_ name: String, like value: Value) throws -> Value {
        switch value.unwrapped {
        case .enumCase(let enumValue)?:
            guard let index = enumValue.type.caseIndex[name] else {
                throw ScriptError.unknownMember(type: enumValue.type.name, member: name, suggestions: enumValue.type.cases.map(\.name))
            }
            return .enumCase(enumValue.type.simpleCase(index))
        case .native(let box)?:
            return try Coercion.coerce(.implicitMember(name), to: box.typeName)
        default:
            return try Coercion.resolveImplicitMember(name)
        }
    }
}
