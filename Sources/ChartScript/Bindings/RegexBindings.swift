import Foundation

/// Regular expressions: `Regex` (from `#/…/#` or `try Regex("…")`) and the String methods that
/// search with one, matched by Foundation's engine, whose syntax agrees with Swift's for the
/// common patterns (classes, quantifiers, groups, named groups `(?<name>…)`, anchors).
enum RegexBindings {
    static func register(in table: BindingTable) {
        let regex = table.type("Regex", doc("struct Regex<Output>",
            "A regular expression, written `#/\\d+/#` or made with `try Regex(\"[a-z]+\")`.",
            "if let match = \"Order 66\".firstMatch(of: #/\\d+/#) { print(match.output) }"))
        regex.addInitializer([param(nil, "String")], doc("init(_ pattern: String) throws",
            "Compiles the pattern; an invalid pattern is an error.", "let word = try Regex(\"[a-z]+\")")) { arguments, _ in
            let pattern = try arguments.string(0)
            guard let expression = try? NSRegularExpression(pattern: pattern) else {
                throw ScriptError.library("invalid regular expression: \(pattern)")
            }
            return .native(NativeBox(typeName: "Regex", payload: RegexPattern(pattern: pattern, expression: expression)))
        }

        let string = table.type("String", doc("struct String", "Text.", "\"hello\""))
        string.addMethod("firstMatch", [param("of", "Regex")], doc("func firstMatch<Output>(of regex: Regex<Output>) -> Regex<Output>.Match?",
            "The first match in the string, or nil.", "text.firstMatch(of: #/\\d+/#)?.output")) { receiver, arguments, _ in
            let (text, pattern) = try operands(receiver, arguments)
            return pattern.matches(in: text, anchored: false).first.map { .wrapped($0) } ?? .null
        }
        string.addMethod("wholeMatch", [param("of", "Regex")], doc("func wholeMatch<Output>(of regex: Regex<Output>) -> Regex<Output>.Match?",
            "The match of the whole string, or nil.", "\"2024-05-01\".wholeMatch(of: #/(\\d+)-(\\d+)-(\\d+)/#)")) { receiver, arguments, _ in
            let (text, pattern) = try operands(receiver, arguments)
            return pattern.matches(in: text, anchored: true).first.map { .wrapped($0) } ?? .null
        }
        string.addMethod("matches", [param("of", "Regex")], doc("func matches<Output>(of regex: Regex<Output>) -> [Regex<Output>.Match]",
            "Every match, in order.", "text.matches(of: #/\\d+/#).map(\\.output)")) { receiver, arguments, _ in
            let (text, pattern) = try operands(receiver, arguments)
            return .array(ArrayValue(keeping: pattern.matches(in: text, anchored: false)))
        }

        string.addMethod("replacing", [param(nil, "Any"), param("with", "String")], doc(
            "func replacing(_ other: some StringProtocol, with replacement: some StringProtocol) -> String",
            "The string with every occurrence of the other string, or every match of a regex, replaced.",
            "text.replacing(#/\\d+/#, with: \"#\")")) { receiver, arguments, _ in
            guard case .string(let text) = receiver else { throw ScriptError.typeMismatch("expected a String") }
            let replacement = try arguments.string(1)
            guard let pattern = try pattern(arguments.value(0)) else { return .string(text.replacingEvery(try arguments.string(0), with: replacement)) }
            let template = NSRegularExpression.escapedTemplate(for: replacement)
            return .string(pattern.expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template))
        }

        let match = table.type("Match", doc("struct Regex<Output>.Match",
            "One match: `output` is the matched text, or a tuple of it and the groups; `.1`, `.2` … are the groups.",
            "match.output, match.1"))
        match.addProperty("output", type: "Any", doc("var output: Output { get }", "The matched text, or (text, group 1, …).", "match.output")) { value in
            try matchResult(value).output
        }
        for position in 0...9 {
            match.addProperty(String(position), type: "Any", doc("var \(position): Substring { get }",
                position == 0 ? "The matched text." : "The text of group \(position).", "match.\(position)")) { value in
                let groups = try matchResult(value).groups
                guard groups.indices.contains(position) else {
                    throw ScriptError.typeMismatch("the regex has no group \(position)")
                }
                return groups[position]
            }
        }
    }

    /// The compiled pattern when `value` is a `Regex`.
    static func pattern(_ value: Value) throws -> RegexPattern? {
        guard case .native(let box) = value else { return nil }
        return box.payload as? RegexPattern
    }

    private static func operands(_ receiver: Value, _ arguments: BoundArguments) throws -> (String, RegexPattern) {
        guard case .string(let text) = receiver else { throw ScriptError.typeMismatch("expected a String") }
        return (text, try arguments.native(0, as: RegexPattern.self, named: "Regex"))
    }

    private static func matchResult(_ value: Value) throws -> RegexMatch {
        guard case .native(let box) = value, let match = box.payload as? RegexMatch else { throw ScriptError.typeMismatch("expected a regex match") }
        return match
    }
}

/// A compiled pattern.
struct RegexPattern {
    var pattern: String
    var expression: NSRegularExpression

    /// The matches in `text` as `Match` values (only one covering all of `text` when `anchored`).
    func matches(in text: String, anchored: Bool) -> [Value] {
        let whole = NSRange(text.startIndex..., in: text)
        let names = groupNames()
        return expression.matches(in: text, options: anchored ? [.anchored] : [], range: whole).compactMap { result in
            if anchored && result.range != whole { return nil }
            var groups: [Value] = []
            for index in 0..<result.numberOfRanges {
                let range = result.range(at: index)
                if range.location == NSNotFound, index > 0 { groups.append(.null); continue }
                let piece = Range(range, in: text).map { String(text[$0]) } ?? ""
                groups.append(.string(piece))
            }
            return .native(NativeBox(typeName: "Match", payload: RegexMatch(groups: groups, names: names)))
        }
    }

    /// The name of each group by position (`nil` for a group without one).
    private func groupNames() -> [String?] {
        var names: [String?] = Array(repeating: nil, count: expression.numberOfCaptureGroups + 1)
        var position = 0
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            if character == "\\" {
                index = pattern.index(after: index)
                if index < pattern.endIndex { index = pattern.index(after: index) }
                continue
            }
            if character == "(" {
                let rest = pattern[pattern.index(after: index)...]
                if rest.hasPrefix("?<"), !rest.hasPrefix("?<="), !rest.hasPrefix("?<!"), let close = rest.firstIndex(of: ">") {
                    position += 1
                    if position < names.count { names[position] = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close]) }
                } else if !rest.hasPrefix("?") {
                    position += 1
                }
            }
            index = pattern.index(after: index)
        }
        return names
    }
}

/// One match: the matched text and each group's text (`nil` when the group took no part, as
/// an optional group `(…)?` can).
struct RegexMatch {
    var groups: [Value]
    var names: [String?]

    /// The text alone when the pattern has no groups; else a tuple of the text and the groups,
    /// labelled with the groups' names.
    var output: Value {
        guard groups.count > 1 else { return groups.first ?? .string("") }
        return .tuple(TupleValue(labels: Array(names.prefix(groups.count)), values: groups))
    }
}
