import FoundationEssentials

/// Ranges: `0..<5` and `1...5`, with the sequence methods and their bounds.
enum RangeBindings {
    static let rangeDocumentation = doc("struct Range<Int> / ClosedRange<Int>",
        "Consecutive integers: 0..<5 (0 to 4) or 1...5 (1 to 5). Ranges work like arrays in loops, map, filter and statistics.",
        "(0..<5).map { $0 * $0 }")

    static func register(in table: BindingTable) {
        let range = table.type("Range", rangeDocumentation)
        SequenceBindings.register(on: range, receiver: "(0..<10)")
        range.addProperty("lowerBound", type: "Int", doc("var lowerBound: Int", "The first value.", "(1...5).lowerBound")) { value in
            switch value {
            case .range(let lower, _), .closedRange(let lower, _): return .int(lower)
            default: throw ScriptError.typeMismatch("expected a range")
            }
        }
        range.addProperty("upperBound", type: "Int", doc("var upperBound: Int",
            "The end: excluded for 0..<5, included for 1...5.", "(1...5).upperBound")) { value in
            switch value {
            case .range(_, let upper), .closedRange(_, let upper): return .int(upper)
            default: throw ScriptError.typeMismatch("expected a range")
            }
        }
        registerOtherRanges(in: table)
    }

    /// Ranges of Doubles (`0.0...1.0`, `0.5..<2.5`), of strings (`"a"..."m"`) and one-sided
    /// ranges (`...5`, `..<3`, `10...`): membership and bounds.
    private static func registerOtherRanges(in table: BindingTable) {
        let double: (Value) -> Double? = { $0.asDouble }
        let string: (Value) -> String? = { if case .string(let text) = $0 { return text } else { return nil } }
        registerBounded(ClosedRange<Double>.self, "ClosedRange<Double>", "0.0...1.0", element: "0.5", in: table, double, Value.double)
        registerBounded(Range<Double>.self, "Range<Double>", "0.0..<1.0", element: "0.5", in: table, double, Value.double)
        registerBounded(ClosedRange<String>.self, "ClosedRange<String>", "\"a\"...\"m\"", element: "\"f\"", in: table, string, Value.string)
        let date: (Value) -> Date? = { if case .native(let box) = $0 { return box.payload as? Date } else { return nil } }
        registerBounded(ClosedRange<Date>.self, "ClosedRange<Date>", "start...end", element: "Date.now", in: table, date,
                        { .native(NativeBox(typeName: DateBindings.typeName, payload: $0)) })
        let partial = table.type("PartialRange", doc("struct PartialRangeThrough<Int> / PartialRangeUpTo<Int> / PartialRangeFrom<Int>",
            "A range with one bound: ...5 (up to and including 5), ..<3 (below 3) or 10... (10 and above); for slicing (values[2...]) and membership.",
            "(...5).contains(3)"))
        partial.addMethod("contains", [param(nil, "Int")], doc("func contains(_ element: Int) -> Bool",
            "Whether the number is within the bound.", "(...5).contains(3)")) { receiver, arguments, _ in
            guard case .native(let box) = receiver, let range = box.payload as? PartialRange else {
                throw ScriptError.typeMismatch("expected a one-sided range, not \(receiver.typeName)")
            }
            let number = try arguments.int(0)
            return .bool(range.contains(number))
        }
        partial.describe = { payload in (payload as? PartialRange)?.swiftDescription ?? "PartialRange" }
        partial.addProperty("lowerBound", type: "Int", doc("var lowerBound: Int",
            "The first value of a range written 10... .", "(10...).lowerBound")) { receiver in
            guard case .native(let box) = receiver, let range = box.payload as? PartialRange, let lower = range.lower else {
                throw ScriptError.typeMismatch("only a range written with a lower bound (10...) has a lowerBound")
            }
            return .int(lower)
        }
        partial.addProperty("upperBound", type: "Int", doc("var upperBound: Int",
            "The bound of a range written ...5 or ..<5 (5 in both).", "(...5).upperBound")) { receiver in
            guard case .native(let box) = receiver, let range = box.payload as? PartialRange, let upper = range.upperBound else {
                throw ScriptError.typeMismatch("only a range written with an upper bound (...5, ..<5) has an upperBound")
            }
            return .int(upper)
        }
        partial.addProperty("lazy", type: "Any", doc("var lazy: LazySequence<PartialRangeFrom<Int>>",
            "The integers from the lower bound on, each made when asked for.", "(1...).lazy.map { $0 * $0 }.prefix(3)")) { receiver in
            guard case .native(let box) = receiver, let range = box.payload as? PartialRange, let lower = range.lower, range.upper == nil else {
                throw ScriptError.typeMismatch("only a range with a lower bound (1...) is a sequence")
            }
            return LazySequenceBindings.lazy(countingFrom: lower, range: receiver)
        }
    }

    /// A range held natively: `contains(_:)`, `lowerBound`, `upperBound` and `isEmpty`.
    private static func registerBounded<Range: BoundedRange>(_ rangeType: Range.Type, _ name: String, _ written: String, element: String,
                                                              in table: BindingTable, _ bound: @escaping (Value) -> Range.Bound?,
                                                              _ value: @escaping (Range.Bound) -> Value) {
        let type = table.type(name, doc("struct \(name)", "The values from a lower to an upper bound: \(written).", "(\(written)).contains(\(element))"))
        func range(_ receiver: Value) throws -> Range {
            guard case .native(let box) = receiver, let range = box.payload as? Range else {
                throw ScriptError.typeMismatch("expected a \(name), not \(receiver.typeName)")
            }
            return range
        }
        type.addMethod("contains", [param(nil, "Any")], doc("func contains(_ element: Bound) -> Bool",
            "Whether the value lies within the range.", "(\(written)).contains(\(element))")) { receiver, arguments, _ in
            let candidate = try arguments.value(0)
            guard let wanted = bound(candidate) else { throw ScriptError.typeMismatch("\(name).contains(_:) cannot take \(candidate.typeName)") }
            return .bool(try range(receiver).contains(wanted))
        }
        type.addProperty("lowerBound", type: "Any", doc("var lowerBound: Bound", "The lower bound.", "(\(written)).lowerBound")) { value(try range($0).lowerBound) }
        type.addProperty("upperBound", type: "Any", doc("var upperBound: Bound", "The upper bound.", "(\(written)).upperBound")) { value(try range($0).upperBound) }
        type.addProperty("isEmpty", type: "Bool", doc("var isEmpty: Bool", "Whether the range holds no values.", "(\(written)).isEmpty")) { .bool(try range($0).isEmpty) }
    }
}

/// The members `Range` and `ClosedRange` share, so one registration serves both.
protocol BoundedRange {
    associatedtype Bound: Comparable
    var lowerBound: Bound { get }
    var upperBound: Bound { get }
    var isEmpty: Bool { get }
    func contains(_ element: Bound) -> Bool
}

extension Range: BoundedRange {}
extension ClosedRange: BoundedRange {}
