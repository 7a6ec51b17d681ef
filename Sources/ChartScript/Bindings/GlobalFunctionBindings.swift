#if canImport(Glibc)
import Glibc
#endif
import JupyterEngine

/// Free functions: output (print, display, clearOutput, readLine) and arithmetic helpers.
enum GlobalFunctionBindings {
    static func register(in table: BindingTable) {
        table.addFunction("print", [], isVariadic: true, doc("func print(_ items: Any...)",
            "Writes the items, separated by spaces and followed by a line break, to the cell's standard output.",
            "print(enrollment.mean)")) { arguments, runtime in
            let text = try arguments.values.map { try Display.interpolated($0 ?? .void) }.joined(separator: " ")
            runtime.context?.write(text + "\n", to: .stdout)
            return .void
        }
        table.addFunction("debugPrint", [], isVariadic: true, doc("func debugPrint(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")",
            "Writes the items as debugging shows them (strings quoted, with escapes), separated by spaces and followed by a line break.",
            "debugPrint(\"tab\\there\", 42)")) { arguments, runtime in
            let text = try arguments.values.map { try runtime.describer.debugDescription(of: $0 ?? .void) }.joined(separator: " ")
            runtime.context?.write(text + "\n", to: .stdout)
            return .void
        }
        table.addFunction("display", [param(nil, "Any")], doc("func display(_ value: Any)",
            "Shows the value now, below the cell (charts as pictures), without waiting for the cell to end.",
            "display(graph)")) { arguments, runtime in
            if let bundle = try Display.displayedBundle(for: try arguments.value(0)) { runtime.context?.display(bundle, displayID: nil) }
            return .void
        }
        table.addFunction("clearOutput", [param("wait", "Bool", default: true)], doc("func clearOutput(wait: Bool = false)",
            "Clears what the cell has shown so far; with wait: true, only when the next output arrives (no flicker in animations).",
            "clearOutput(wait: true)")) { arguments, runtime in
            runtime.context?.clearOutput(wait: arguments.has(0) ? try arguments.bool(0) : false)
            return .void
        }
        table.addFunction("readLine", [], doc("func readLine() -> String?",
            "Asks the person for a line of text in the notebook and returns it.",
            "let name = readLine()")) { _, runtime in
            guard runtime.allowsInput, let context = runtime.context else { throw ScriptError.inputNotAllowed }
            do { return .wrapped(.string(try context.readInput(prompt: "", isPassword: false))) } catch let error as InputError {
                if error == .interrupted { throw ScriptError.interrupted }
                throw ScriptError.inputNotAllowed
            }
        }
        table.addFunction("min", [], isVariadic: true, doc("func min(_ values: Comparable...) -> Comparable",
            "The smallest of the arguments.", "min(3, 7, 1)")) { arguments, _ in
            try extreme(arguments, "min", wantsLargest: false)
        }
        table.addFunction("max", [], isVariadic: true, doc("func max(_ values: Comparable...) -> Comparable",
            "The largest of the arguments.", "max(3, 7, 1)")) { arguments, _ in
            try extreme(arguments, "max", wantsLargest: true)
        }
        table.addFunction("abs", [param(nil, "Any")], doc("func abs(_ x: Number) -> Number", "The absolute value.", "abs(-3)")) { arguments, _ in
            switch try arguments.value(0) {
            case .int(let number):
                guard number != .min else { throw ScriptError.overflow(operation: "abs(\(number))") }
                return .int(abs(number))
            case let value:
                if let number = value.floatValue { return .float(abs(number)) }
                if let number = value.sizedInteger {
                    guard number.width.isSigned, number.pattern < 0 else { return value }
                    return try SizedArithmetic.prefix("-", value) ?? value
                }
                return .double(abs(try arguments.double(0)))
            }
        }
        table.addFunction("zip", [param(nil, "Any"), param(nil, "Any")], doc("func zip(_ first: Sequence, _ second: Sequence) -> [(Element1, Element2)]",
            "Pairs of elements at the same position, as long as the shorter sequence.", "for (name, value) in zip(names, values) { print(name, value) }")) { arguments, _ in
            let firstValue = try arguments.value(0), secondValue = try arguments.value(1)
            // A one-sided range such as `1...` counts up for as long as the other sequence lasts.
            let first: [Value], paired: [Value]
            switch (countingStart(firstValue), countingStart(secondValue)) {
            case (nil, nil):
                first = try Sequences.elements(of: firstValue)
                paired = try Sequences.elements(of: secondValue)
            case (let start?, nil):
                paired = try Sequences.elements(of: secondValue)
                first = try counting(from: start, count: paired.count)
            case (nil, let start?):
                first = try Sequences.elements(of: firstValue)
                paired = try counting(from: start, count: first.count)
            case (_?, _?):
                throw ScriptError.typeMismatch("zip of two endless ranges never ends")
            }
            return .array(ArrayValue(.values(zip(first, paired).map { .tuple(TupleValue(labels: [nil, nil], values: [$0, $1])) })))
        }
        table.addFunction("stride", [param("from", "Any"), param("to", "Any"), param("by", "Any")], doc("func stride(from: Number, to: Number, by: Number) -> [Number]",
            "The numbers from the start up to (not including) the end, stepping by the given amount.", "stride(from: 0, to: 10, by: 2)")) { arguments, _ in
            try strideValues(arguments, inclusive: false)
        }
        table.addFunction("stride", [param("from", "Any"), param("through", "Any"), param("by", "Any")], doc("func stride(from: Number, through: Number, by: Number) -> [Number]",
            "The numbers from the start up to and including the end, stepping by the given amount.", "stride(from: 0.0, through: 1.0, by: 0.25)")) { arguments, _ in
            try strideValues(arguments, inclusive: true)
        }
        let math: [(String, (Double) -> Double, String)] = [
            ("sqrt", { $0.squareRoot() }, "The square root."), ("cbrt", { Glibc.cbrt($0) }, "The cube root."),
            ("exp", { Glibc.exp($0) }, "e raised to the power."), ("exp2", { Glibc.exp2($0) }, "2 raised to the power."),
            ("log", { Glibc.log($0) }, "The natural logarithm."), ("log10", { Glibc.log10($0) }, "The base-10 logarithm."),
            ("log2", { Glibc.log2($0) }, "The base-2 logarithm."),
            ("sin", { Glibc.sin($0) }, "The sine (radians)."), ("cos", { Glibc.cos($0) }, "The cosine (radians)."),
            ("tan", { Glibc.tan($0) }, "The tangent (radians)."), ("asin", { Glibc.asin($0) }, "The arcsine, in radians."),
            ("acos", { Glibc.acos($0) }, "The arccosine, in radians."), ("atan", { Glibc.atan($0) }, "The arctangent, in radians."),
            ("sinh", { Glibc.sinh($0) }, "The hyperbolic sine."), ("cosh", { Glibc.cosh($0) }, "The hyperbolic cosine."),
            ("tanh", { Glibc.tanh($0) }, "The hyperbolic tangent."),
            ("floor", { Glibc.floor($0) }, "Rounded down."), ("ceil", { Glibc.ceil($0) }, "Rounded up."),
            ("round", { Glibc.round($0) }, "Rounded to nearest, halves away from zero."), ("trunc", { Glibc.trunc($0) }, "Rounded toward zero."),
        ]
        for (name, function, summary) in math {
            table.addFunction(name, [param(nil, "Any")], doc("func \(name)(_ x: Double) -> Double", summary, "\(name)(2.0)")) { arguments, _ in
                // A Float gives a Float, as Swift's Float overload does.
                if let number = try arguments.value(0).floatValue { return .float(Float(function(Double(number)))) }
                return .double(function(try arguments.double(0)))
            }
        }
        let binaryMath: [(String, (Double, Double) -> Double, String, String)] = [
            ("atan2", { Glibc.atan2($0, $1) }, "func atan2(_ y: Double, _ x: Double) -> Double", "The angle of the point (x, y), in radians."),
            ("hypot", { Glibc.hypot($0, $1) }, "func hypot(_ x: Double, _ y: Double) -> Double", "The length of the hypotenuse: sqrt(x*x + y*y)."),
            ("fmod", { Glibc.fmod($0, $1) }, "func fmod(_ x: Double, _ y: Double) -> Double", "The remainder of x / y, with the sign of x."),
        ]
        for (name, function, signature, summary) in binaryMath {
            table.addFunction(name, [param(nil, "Any"), param(nil, "Any")], doc(signature, summary, "\(name)(3.0, 4.0)")) { arguments, _ in
                let x = try arguments.value(0), y = try arguments.value(1)
                if x.floatValue != nil || y.floatValue != nil, let first = x.asDouble, let second = y.asDouble {
                    return .float(Float(function(first, second)))
                }
                return .double(function(try arguments.double(0), try arguments.double(1)))
            }
        }
        table.addFunction("pow", [param(nil, "Any"), param(nil, "Any")], doc("func pow(_ base: Double, _ exponent: Double) -> Double",
            "The base raised to the exponent. With two whole-number literals Foundation picks its Decimal version, which prints without a fraction: pow(2, 3) is 8.",
            "pow(2.0, 10)")) { arguments, _ in
            let base = try arguments.value(0), exponent = try arguments.value(1)
            if case .int(let whole) = base, case .int(let power) = exponent, power >= 0, let exact = exactPower(whole, power) { return .int(exact) }
            guard let x = base.asDouble, let y = exponent.asDouble else {
                throw ScriptError.typeMismatch("pow(_:_:) takes two numbers, not \(base.typeName) and \(exponent.typeName)")
            }
            if base.floatValue != nil || exponent.floatValue != nil { return .float(Float(Glibc.pow(x, y))) }
            return .double(Glibc.pow(x, y))
        }
        table.addConstant("M_PI", .double(.pi), doc("let M_PI: Double", "π (Glibc's constant; Swift code usually writes Double.pi).", "M_PI"))
        table.addConstant("M_E", .double(Glibc.exp(1.0)), doc("let M_E: Double", "e, the base of natural logarithms.", "M_E"))
    }

    /// `base` to the power `exponent` when it is exact in an Int.
    /// The start of an endless one-sided range (`1...`), or `nil`.
    private static func countingStart(_ value: Value) -> Int? {
        guard case .native(let box) = value, let range = box.payload as? PartialRange, range.upper == nil else { return nil }
        return range.lower
    }

    /// `count` numbers from `start` up, or an overflow error where Swift's range would trap.
    private static func counting(from start: Int, count: Int) throws -> [Value] {
        guard count == 0 || start <= Int.max - (count - 1) else { throw ScriptError.overflow(operation: "\(start)... counting \(count) values") }
        return (0..<count).map { .int(start + $0) }
    }

    private static func exactPower(_ base: Int, _ exponent: Int) -> Int? {
        switch base {
        case 0: return exponent == 0 ? 1 : 0
        case 1: return 1
        case -1: return exponent % 2 == 0 ? 1 : -1
        default: break
        }
        guard exponent < 64 else { return nil }
        var result = 1
        for _ in 0..<exponent {
            let (product, overflow) = result.multipliedReportingOverflow(by: base)
            guard !overflow else { return nil }
            result = product
        }
        return result
    }

    private static func extreme(_ arguments: BoundArguments, _ name: String, wantsLargest: Bool) throws -> Value {
        var values = arguments.values.compactMap { $0 }
        // Number literals beside a Float or a fixed-width integer take its type, as in Swift.
        if values.contains(where: { $0.floatValue != nil }) {
            values = values.map { value in
                switch value {
                case .int(let number): return .float(Float(number))
                case .double(let number): return .float(Float(number))
                default: return value
                }
            }
        } else if let sized = values.lazy.compactMap(\.sizedInteger).first {
            values = try values.map { if case .int(let number) = $0 { return try IntegerBindings.checked(number, as: sized.width.name) } else { return $0 } }
        }
        guard values.count >= 2 else {
            throw ScriptError.badArguments(callee: name, expected: "two or more values (for an array, write values.\(name)())")
        }
        // As Swift's min(_:_:) and max(_:_:): a value replaces the best when `value < best` for
        // min (the first of equal values stays) and `value >= best` for max (the last one wins).
        let replaces = try Operators.infix(wantsLargest ? ">=" : "<")
        var best = values[0]
        for value in values.dropFirst() {
            if case .bool(true) = try replaces(value, best) { best = value }
        }
        return best
    }

    private static func strideValues(_ arguments: BoundArguments, inclusive: Bool) throws -> Value {
        let start = try arguments.value(0), end = try arguments.value(1), step = try arguments.value(2)
        if case .int(let from) = start, case .int(let to) = end, case .int(let by) = step {
            guard by != 0 else { throw ScriptError.typeMismatch("stride needs a step other than 0") }
            let count = try StrideCount.checked(span: Double(to) - Double(from), step: Double(by))
            try MemoryGuard.shared.reserve(count &* MemoryLayout<Int>.stride, for: "a stride of \(count) integers")
            var values: [Int] = []
            values.reserveCapacity(count)
            var poll = InterruptPoll()
            if inclusive {
                for value in Swift.stride(from: from, through: to, by: by) { try poll.step(); values.append(value) }
            } else {
                for value in Swift.stride(from: from, to: to, by: by) { try poll.step(); values.append(value) }
            }
            return .array(ArrayValue(.ints(values)))
        }
        let from = try arguments.double(0), to = try arguments.double(1), by = try arguments.double(2)
        guard by != 0, by.isFinite else { throw ScriptError.typeMismatch("stride needs a finite step other than 0") }
        // Counted before anything is made: `by: 1e-300` would make values for ever.
        let count = try StrideCount.checked(span: to - from, step: by)
        try MemoryGuard.shared.reserve(count &* MemoryLayout<Double>.stride, for: "a stride of \(count) numbers")
        var values: [Double] = []
        values.reserveCapacity(count)
        var poll = InterruptPoll()
        if inclusive {
            for value in Swift.stride(from: from, through: to, by: by) { try poll.step(); values.append(value) }
        } else {
            for value in Swift.stride(from: from, to: to, by: by) { try poll.step(); values.append(value) }
        }
        return .array(ArrayValue(.doubles(values)))
    }
}

/// How many values a stride makes, known before it makes them.
enum StrideCount {
    /// About `span / step` (one more for a bound included), refused past what an array holds
    /// at once (``Sequences/maximumMaterializedCount``): `for … in stride(…)` takes one value
    /// at a time and has no such limit.
    static func checked(span: Double, step: Double) throws -> Int {
        let estimate = (span / step).rounded(.up) + 1
        // A step away from the end makes no values, however far away the end is (an Int of
        // -1e20 would trap).
        if estimate < 1 { return 0 }
        guard estimate.isFinite, estimate <= Double(Sequences.maximumMaterializedCount) else {
            let shown = estimate < 1e18 ? String(Int(estimate)) : estimate.isFinite ? "about \(estimate)" : "endlessly many"
            throw ScriptError.typeMismatch("stride would make \(shown) values, more than the \(Sequences.maximumMaterializedCount) "
                + "an array holds at once; a for-in loop over it takes one at a time")
        }
        return Int(estimate)
    }
}
