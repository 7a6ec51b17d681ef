/// Positions in a string: `startIndex`, `endIndex`, `indices`, `index(after:)`,
/// `index(before:)`, `index(_:offsetBy:)`, `distance(from:to:)`. A `String.Index` is the
/// number of characters before it (see ``StringIndexing``), so `text[index]` and ranges of
/// indices work as in Swift, and the generic `firstIndex(of:)` gives a usable index.
enum StringIndexBindings {
    static func register(on string: TypeBinding) {
        string.addProperty("startIndex", type: "Int", doc("var startIndex: String.Index",
            "The position of the first character.", "name[name.startIndex]")) { _ in .int(0) }
        string.addProperty("endIndex", type: "Int", doc("var endIndex: String.Index",
            "The position after the last character (not a valid subscript).", "name[name.index(before: name.endIndex)]")) { value in
            .int(StringBindings.text(value).count)
        }
        string.addProperty("indices", type: "Range", doc("var indices: Range<String.Index>",
            "Every valid position, in order.", "for index in name.indices { print(name[index]) }")) { value in
            .range(0, StringBindings.text(value).count)
        }
        string.addMethod("index", [param("after", "Int")], doc("func index(after i: String.Index) -> String.Index",
            "The position after the given one.", "name.index(after: name.startIndex)")) { receiver, arguments, _ in
            .int(try offset(receiver, try arguments.int(0), by: 1))
        }
        string.addMethod("index", [param("before", "Int")], doc("func index(before i: String.Index) -> String.Index",
            "The position before the given one.", "name.index(before: name.endIndex)")) { receiver, arguments, _ in
            .int(try offset(receiver, try arguments.int(0), by: -1))
        }
        string.addMethod("index", [param(nil, "Int"), param("offsetBy", "Int")], doc("func index(_ i: String.Index, offsetBy distance: Int) -> String.Index",
            "The position the given number of characters away (negative: toward the start).",
            "name.index(name.startIndex, offsetBy: 3)")) { receiver, arguments, _ in
            .int(try offset(receiver, try arguments.int(0), by: try arguments.int(1)))
        }
        string.addMethod("index", [param(nil, "Int"), param("offsetBy", "Int"), param("limitedBy", "Int")],
                         doc("func index(_ i: String.Index, offsetBy distance: Int, limitedBy limit: String.Index) -> String.Index?",
            "The position the given number of characters away, or nil when it would pass the limit.",
            "name.index(name.startIndex, offsetBy: 3, limitedBy: name.endIndex)")) { receiver, arguments, _ in
            let start = try arguments.int(0), distance = try arguments.int(1), limit = try arguments.int(2)
            let (target, overflow) = start.addingReportingOverflow(distance)
            if overflow || (distance >= 0 && start <= limit && target > limit) || (distance < 0 && start >= limit && target < limit) {
                return .null
            }
            return .wrapped(.int(try offset(receiver, start, by: distance)))
        }
        string.addMethod("distance", [param("from", "Int"), param("to", "Int")], doc("func distance(from start: String.Index, to end: String.Index) -> Int",
            "The number of characters from one position to another.", "name.distance(from: name.startIndex, to: name.endIndex)")) { receiver, arguments, _ in
            let start = try arguments.int(0), end = try arguments.int(1)
            let count = StringBindings.text(receiver).count
            guard (0...count).contains(start), (0...count).contains(end) else {
                throw ScriptError.indexOutOfRange(index: (0...count).contains(start) ? end : start, count: count)
            }
            return .int(end - start)
        }
    }

    /// `index` moved by `distance` characters, which must stay within `startIndex...endIndex`.
    private static func offset(_ receiver: Value, _ index: Int, by distance: Int) throws -> Int {
        let count = StringBindings.text(receiver).count
        let (target, overflow) = index.addingReportingOverflow(distance)
        guard !overflow, (0...count).contains(index), (0...count).contains(target) else {
            throw ScriptError.trap("String index is out of bounds")
        }
        return target
    }
}
