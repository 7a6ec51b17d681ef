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
    }
}
