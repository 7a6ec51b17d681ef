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
            default: return .double(abs(try arguments.double(0)))
            }
        }
        table.addFunction("zip", [param(nil, "Any"), param(nil, "Any")], doc("func zip(_ first: Sequence, _ second: Sequence) -> [(Element1, Element2)]",
            "Pairs of elements at the same position, as long as the shorter sequence.", "for (name, value) in zip(names, values) { print(name, value) }")) { arguments, _ in
            let first = try Sequences.elements(of: try arguments.value(0)), second = try Sequences.elements(of: try arguments.value(1))
            return .array(ArrayValue(.values(zip(first, second).map { .tuple(TupleValue(labels: [nil, nil], values: [$0, $1])) })))
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
            ("sqrt", { $0.squareRoot() }, "The square root."), ("exp", { Glibc.exp($0) }, "e raised to the power."),
            ("log", { Glibc.log($0) }, "The natural logarithm."), ("log10", { Glibc.log10($0) }, "The base-10 logarithm."),
            ("sin", { Glibc.sin($0) }, "The sine (radians)."), ("cos", { Glibc.cos($0) }, "The cosine (radians)."),
            ("tan", { Glibc.tan($0) }, "The tangent (radians)."), ("floor", { Glibc.floor($0) }, "Rounded down."),
            ("ceil", { Glibc.ceil($0) }, "Rounded up."), ("round", { Glibc.round($0) }, "Rounded to nearest, halves away from zero."),
        ]
        for (name, function, summary) in math {
            table.addFunction(name, [param(nil, "Double")], doc("func \(name)(_ x: Double) -> Double", summary, "\(name)(2.0)")) { arguments, _ in
                .double(function(try arguments.double(0)))
            }
        }
        table.addFunction("pow", [param(nil, "Double"), param(nil, "Double")], doc("func pow(_ base: Double, _ exponent: Double) -> Double",
            "The base raised to the exponent.", "pow(2.0, 10)")) { arguments, _ in
            .double(Glibc.pow(try arguments.double(0), try arguments.double(1)))
        }
    }

    private static func extreme(_ arguments: BoundArguments, _ name: String, wantsLargest: Bool) throws -> Value {
        let values = arguments.values.compactMap { $0 }
        guard values.count >= 2 else {
            throw ScriptError.badArguments(callee: name, expected: "two or more values (for an array, write values.\(name)())")
        }
        let less = try Operators.infix("<")
        var best = values[0]
        for value in values.dropFirst() {
            guard case .bool(let isLess) = try less(value, best) else { continue }
            let isEqual = try Equality.equal(value, best)
            if isLess != wantsLargest && !isEqual { best = value }
        }
        return best
    }

    private static func strideValues(_ arguments: BoundArguments, inclusive: Bool) throws -> Value {
        let start = try arguments.value(0), end = try arguments.value(1), step = try arguments.value(2)
        if case .int(let from) = start, case .int(let to) = end, case .int(let by) = step {
            guard by != 0 else { throw ScriptError.typeMismatch("stride needs a step other than 0") }
            let span = Double(to) - Double(from)
            guard span / Double(by) <= Double(Sequences.maximumMaterializedCount) else {
                throw ScriptError.typeMismatch("stride would make too many values")
            }
            let values = inclusive ? Array(Swift.stride(from: from, through: to, by: by)) : Array(Swift.stride(from: from, to: to, by: by))
            return .array(ArrayValue(.ints(values)))
        }
        let from = try arguments.double(0), to = try arguments.double(1), by = try arguments.double(2)
        guard by != 0, by.isFinite else { throw ScriptError.typeMismatch("stride needs a finite step other than 0") }
        let values = inclusive ? Array(Swift.stride(from: from, through: to, by: by)) : Array(Swift.stride(from: from, to: to, by: by))
        guard values.count <= 100_000_000 else { throw ScriptError.typeMismatch("stride would make too many values") }
        return .array(ArrayValue(.doubles(values)))
    }
}
