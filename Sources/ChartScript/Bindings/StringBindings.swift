import ChartCore
#if canImport(Glibc)
import Glibc
#endif

/// Strings: conversions and the common members.
enum StringBindings {
    /// Whether `format` has exactly one printf directive and it formats a Double
    /// (`%f`, `%.2f`, `%8.3e`, `%g` …), so formatting can never read a wrong argument.
    static func isSingleFloatingPointFormat(_ format: String) -> Bool {
        let characters = Array(format)
        var directives = 0
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else { index += 1; continue }
            index += 1
            if index < characters.count, characters[index] == "%" { index += 1; continue }
            while index < characters.count, "-+ 0#123456789.".contains(characters[index]) { index += 1 }
            guard index < characters.count, "fFeEgG".contains(characters[index]) else { return false }
            directives += 1
            index += 1
        }
        return directives == 1
    }

    static func register(in table: BindingTable) {
        let string = table.type("String", doc("struct String",
            "Text, written \"Hello\" with \\(…) interpolation, or between \"\"\" lines for several lines. Strings are values: copying one and changing the copy leaves the original alone.",
            "let name = \"Enrollment\""))
        string.addInitializer([param(nil, "Any")], doc("init(_ value: Any)",
            "The value's description, as print shows it.", "String(42)")) { arguments, _ in
            .string(try Display.interpolated(try arguments.value(0)))
        }
        string.addInitializer([param("repeating", "String"), param("count", "Int")], doc("init(repeating: String, count: Int)",
            "The text repeated count times.", "String(repeating: \"ab\", count: 3)")) { arguments, _ in
            let count = try arguments.int(1)
            guard count >= 0 else { throw ScriptError.trap("Negative count not allowed") }
            return .string(String(repeating: try arguments.string(0), count: count))
        }
        string.addInitializer([param("describing", "Any")], doc("init(describing value: Any)",
            "The value's description, as print shows it.", "String(describing: point)")) { arguments, _ in
            .string(try Display.interpolated(try arguments.value(0)))
        }
        string.addInitializer([param("format", "String"), param(nil, "Double")], doc("init(format: String, _ value: Double)",
            "A number formatted printf-style, such as \"%.2f\".", "String(format: \"%.2f\", 3.14159)")) { arguments, _ in
            let format = try arguments.string(0)
            guard isSingleFloatingPointFormat(format) else {
                throw ScriptError.typeMismatch("String(format:_:) accepts one floating-point directive such as %.2f, not \(format.debugDescription)")
            }
            guard PrintfFormatting.fitsLimits(format) else {
                throw ScriptError.typeMismatch("String(format:_:) takes widths and precisions up to \(PrintfFormatting.maximumWidthOrPrecision), not \(Excerpt.quoted(format.debugDescription))")
            }
            return .string(PrintfFormatting.string(format: format, try arguments.double(1)))
        }
        func text(_ value: Value) -> String {
            if case .string(let text) = value { return text }
            return ""
        }
        string.addProperty("count", type: "Int", doc("var count: Int", "The number of characters.", "name.count")) { .int(text($0).count) }
        string.addProperty("isEmpty", type: "Bool", doc("var isEmpty: Bool", "Whether the string has no characters.", "name.isEmpty")) { .bool(text($0).isEmpty) }
        string.addMethod("uppercased", [], doc("func uppercased() -> String", "The string in upper case.", "name.uppercased()")) { receiver, _, _ in
            .string(text(receiver).uppercased())
        }
        string.addMethod("lowercased", [], doc("func lowercased() -> String", "The string in lower case.", "name.lowercased()")) { receiver, _, _ in
            .string(text(receiver).lowercased())
        }
        string.addMethod("contains", [param(nil, "String")], doc("func contains(_ other: String) -> Bool",
            "Whether the other string occurs inside.", "name.contains(\"roll\")")) { receiver, arguments, _ in
            .bool(text(receiver).contains(try arguments.string(0)))
        }
        string.addMethod("hasPrefix", [param(nil, "String")], doc("func hasPrefix(_ prefix: String) -> Bool",
            "Whether the string starts with the prefix.", "name.hasPrefix(\"En\")")) { receiver, arguments, _ in
            .bool(text(receiver).hasPrefix(try arguments.string(0)))
        }
        string.addMethod("hasSuffix", [param(nil, "String")], doc("func hasSuffix(_ suffix: String) -> Bool",
            "Whether the string ends with the suffix.", "name.hasSuffix(\"ment\")")) { receiver, arguments, _ in
            .bool(text(receiver).hasSuffix(try arguments.string(0)))
        }
        string.addMethod("split", [param("separator", "String")], doc("func split(separator: Character) -> [String]",
            "The pieces between separators (empty pieces dropped, as in Swift).", "\"a,b,c\".split(separator: \",\")")) { receiver, arguments, _ in
            let separator = try arguments.string(0)
            guard separator.count == 1, let character = separator.first else {
                throw ScriptError.typeMismatch("split(separator:) takes one character, not \(separator.debugDescription)")
            }
            return .array(ArrayValue(.strings(text(receiver).split(separator: character).map(String.init))))
        }
        string.addMethod("replacingOccurrences", [param("of", "String"), param("with", "String")],
                         doc("func replacingOccurrences(of target: String, with replacement: String) -> String",
            "The string with every occurrence of the target replaced.", "name.replacingOccurrences(of: \"e\", with: \"E\")")) { receiver, arguments, _ in
            .string(text(receiver).replacingEvery(try arguments.string(0), with: try arguments.string(1)))
        }
        string.addMethod("trimmingCharacters", [param("in", "Any")], doc("func trimmingCharacters(in set: .whitespaces) -> String",
            "The string without leading and trailing whitespace (and newlines).", "\"  a  \".trimmingCharacters(in: .whitespaces)")) { receiver, _, _ in
            .string(text(receiver).trimmingWhitespaceAndNewlines())
        }
        string.addMethod("append", [param(nil, "String")], isMutating: true, doc("mutating func append(_ other: String)",
            "Adds text at the end.", "var line = \"a\"\nline.append(\"b\")")) { receiver, arguments, _ in
            receiver = .string(text(receiver) + (try arguments.string(0)))
            return .void
        }
        SequenceBindings.register(on: string, receiver: "name")
        string.addProperty("count", type: "Int", doc("var count: Int", "The number of characters.", "name.count")) { .int(text($0).count) }
    }
}
