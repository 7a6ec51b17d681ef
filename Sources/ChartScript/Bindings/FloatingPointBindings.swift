/// Double's members beyond conversion: rounding with a rule (`rounded(.down)`, `round()`),
/// remainders, the IEEE classification (`isNaN`, `isInfinite` …), the constants
/// (`greatestFiniteMagnitude`, `ulpOfOne` …), the sign and random numbers.
enum FloatingPointBindings {
    /// The binding table's name for rounding rules.
    static let roundingRuleTypeName = "FloatingPointRoundingRule"

    /// The binding table's name for a number's sign (`x.sign == .minus`).
    static let signTypeName = "FloatingPointSign"

    static func register(double: TypeBinding, in table: BindingTable) {
        let rules = table.type(roundingRuleTypeName, doc("enum FloatingPointRoundingRule",
            "How rounded(_:) rounds: .toNearestOrAwayFromZero (what rounded() does), .toNearestOrEven, .up, .down, .towardZero, .awayFromZero.",
            "2.5.rounded(.toNearestOrEven)"))
        let ruleCases: [(String, FloatingPointRoundingRule, String)] = [
            ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero, "To the nearest whole number; halves away from zero (schoolbook rounding)."),
            ("toNearestOrEven", .toNearestOrEven, "To the nearest whole number; halves to the even one (banker's rounding)."),
            ("up", .up, "Up, toward positive infinity (ceil)."),
            ("down", .down, "Down, toward negative infinity (floor)."),
            ("towardZero", .towardZero, "Toward zero (dropping the fraction)."),
            ("awayFromZero", .awayFromZero, "Away from zero."),
        ]
        rules.describe = { payload in ruleCases.first { $0.1 == payload as? FloatingPointRoundingRule }?.0 ?? roundingRuleTypeName }
        for (name, rule, summary) in ruleCases {
            rules.addStatic(name, .native(NativeBox(typeName: roundingRuleTypeName, payload: rule)), doc("case \(name)", summary, "3.7.rounded(.\(name))"))
        }
        registerRounding(on: double)
        registerConstants(on: double)
        registerMembers(on: double)
        registerSign(on: double, in: table)
    }

    /// `FloatingPointSign` (`.plus`, `.minus`) and `sign`, which is `.minus` for -0.0 and for
    /// a NaN whose sign bit is set (`-Double.nan`).
    private static func registerSign(on double: TypeBinding, in table: BindingTable) {
        let signs = table.type(signTypeName, doc("enum FloatingPointSign",
            "The sign of a floating-point number: .plus or .minus (what x.sign is).", "(-2.5).sign == .minus"))
        let cases: [(String, FloatingPointSign, String)] = [("plus", .plus, "Zero or more."), ("minus", .minus, "Less than zero, or with the sign bit set.")]
        signs.describe = { payload in cases.first { $0.1 == payload as? FloatingPointSign }?.0 ?? signTypeName }
        for (name, sign, summary) in cases {
            signs.addStatic(name, .native(NativeBox(typeName: signTypeName, payload: sign)), doc("case \(name)", summary, "x.sign == .\(name)"))
        }
        double.addProperty("sign", type: signTypeName, doc("var sign: FloatingPointSign",
            "Whether the number is .minus (its sign bit set, -0.0 included) or .plus.", "(-2.5).sign")) { value in
            .native(NativeBox(typeName: signTypeName, payload: try number(value).sign))
        }
    }

    private static func registerRounding(on double: TypeBinding) {
        double.addMethod("rounded", [param(nil, roundingRuleTypeName)], doc("func rounded(_ rule: FloatingPointRoundingRule) -> Double",
            "The value rounded to a whole number by the rule: .down, .up, .towardZero, .toNearestOrEven …", "3.7.rounded(.down)")) { receiver, arguments, _ in
            .double(try number(receiver).rounded(try rule(arguments)))
        }
        double.addMethod("round", [], isMutating: true, doc("mutating func round()",
            "Rounds the variable to the nearest whole number in place (halves away from zero).", "value.round()")) { receiver, _, _ in
            receiver = .double(try number(receiver).rounded())
            return .void
        }
        double.addMethod("round", [param(nil, roundingRuleTypeName)], isMutating: true, doc("mutating func round(_ rule: FloatingPointRoundingRule)",
            "Rounds the variable in place by the rule.", "value.round(.down)")) { receiver, arguments, _ in
            receiver = .double(try number(receiver).rounded(try rule(arguments)))
            return .void
        }
        double.addMethod("remainder", [param("dividingBy", "Double")], doc("func remainder(dividingBy other: Double) -> Double",
            "The IEEE remainder: the value minus the nearest multiple of other (so it may be negative).", "17.0.remainder(dividingBy: 5)")) { receiver, arguments, _ in
            .double(try number(receiver).remainder(dividingBy: try arguments.double(0)))
        }
    }

    private static func registerConstants(on double: TypeBinding) {
        let constants: [(String, Double, String)] = [
            ("greatestFiniteMagnitude", .greatestFiniteMagnitude, "The largest finite Double, about 1.8e+308."),
            ("leastNonzeroMagnitude", .leastNonzeroMagnitude, "The smallest positive Double, 5e-324."),
            ("leastNormalMagnitude", .leastNormalMagnitude, "The smallest positive normal Double, about 2.2e-308."),
            ("ulpOfOne", .ulpOfOne, "The gap between 1.0 and the next Double, about 2.2e-16."),
            ("zero", 0, "Zero."),
        ]
        for (name, value, summary) in constants {
            double.addStatic(name, .double(value), doc("static var \(name): Double", summary, "Double.\(name)"))
        }
        double.addStatic("random", LibraryFunction.make("random", labels: ["in"], random), doc("static func random(in range: Range<Double>) -> Double",
            "A number chosen at random in the range.", "Double.random(in: 0..<1)"))
        for (name, pick) in [("maximum", { (a: Double, b: Double) in Double.maximum(a, b) }), ("minimum", { Double.minimum($0, $1) })] {
            double.addStatic(name, LibraryFunction.make(name, labels: [nil, nil]) { arguments in
                guard let first = arguments[0].asDouble, let second = arguments[1].asDouble else {
                    throw ScriptError.typeMismatch("Double.\(name)(_:_:) takes two numbers")
                }
                return .double(pick(first, second))
            }, doc("static func \(name)(_ x: Double, _ y: Double) -> Double",
                   "The \(name == "maximum" ? "larger" : "smaller") of two numbers (NaN only when both are).", "Double.\(name)(1.5, 2.5)"))
        }
    }

    private static func registerMembers(on double: TypeBinding) {
        let flags: [(String, String, (Double) -> Bool)] = [
            ("isInfinite", "Whether the value is infinite.", \.isInfinite),
            ("isFinite", "Whether the value is neither infinite nor NaN.", \.isFinite),
            ("isZero", "Whether the value is zero (or minus zero).", \.isZero),
            ("isNormal", "Whether the value is normal (not zero, subnormal, infinite or NaN).", \.isNormal),
            ("isSubnormal", "Whether the value is subnormal.", \.isSubnormal),
        ]
        for (name, summary, test) in flags {
            double.addProperty(name, type: "Bool", doc("var \(name): Bool", summary, "x.\(name)")) { value in .bool(test(try number(value))) }
        }
        let numbers: [(String, String, (Double) -> Value)] = [
            ("magnitude", "The absolute value.", { .double($0.magnitude) }),
            ("ulp", "The gap to the next larger Double.", { .double($0.ulp) }),
            ("nextUp", "The next larger Double.", { .double($0.nextUp) }),
            ("nextDown", "The next smaller Double.", { .double($0.nextDown) }),
            ("significand", "The significand (1.0 ..< 2.0 for a normal number).", { .double($0.significand) }),
            ("exponent", "The binary exponent.", { .int($0.isFinite && !$0.isZero ? Int($0.exponent) : 0) }),
            ("description", "The number as print writes it.", { .string($0.description) }),
        ]
        for (name, summary, read) in numbers {
            double.addProperty(name, type: "Any", doc("var \(name)", summary, "x.\(name)")) { value in read(try number(value)) }
        }
    }

    private static func rule(_ arguments: BoundArguments) throws -> FloatingPointRoundingRule {
        try arguments.native(0, as: FloatingPointRoundingRule.self, named: roundingRuleTypeName)
    }

    private static func number(_ value: Value) throws -> Double {
        guard let number = value.asDouble else { throw ScriptError.typeMismatch("expected a Double, not \(value.typeName)") }
        return number
    }

    /// `Double.random(in:)`: a range of numbers in (Int bounds or a Double range), a Double out.
    private static func random(_ arguments: [Value]) throws -> Value {
        switch arguments[0] {
        case let .range(lower, upper):
            guard lower < upper else { throw ScriptError.trap("Can't get random value with an empty range") }
            return .double(Double.random(in: Double(lower)..<Double(upper)))
        case let .closedRange(lower, upper): return .double(Double.random(in: Double(lower)...Double(upper)))
        case .native(let box):
            if let range = box.payload as? ClosedRange<Double> { return .double(Double.random(in: range)) }
            if let range = box.payload as? Range<Double>, !range.isEmpty { return .double(Double.random(in: range)) }
        default: break
        }
        throw ScriptError.typeMismatch("Double.random(in:) takes a range of numbers")
    }
}
