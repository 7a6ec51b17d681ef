/// Regular expressions: `Regex` (from `#/…/#` or `try Regex("…")`) and the String methods that
/// search with one, in Swift Regex's syntax and matched as Swift matches (by characters),
/// by the interpreter's own engine (`ChartScript/Regex`): every step can be interrupted, the
/// memory budget sees it grow, and patterns without back references or lookaheads never take
/// more than linear time once a search has backtracked long.
enum RegexBindings {
    static func register(in table: BindingTable) {
        let regex = table.type("Regex", doc("struct Regex<Output>",
            "A regular expression, written `#/\\d+/#` or made with `try Regex(\"[a-z]+\")`.",
            "if let match = \"Order 66\".firstMatch(of: #/\\d+/#) { print(match.output) }"))
        regex.addInitializer([param(nil, "String")], doc("init(_ pattern: String) throws",
            "Compiles the pattern; an invalid pattern is an error.", "let word = try Regex(\"[a-z]+\")")) { arguments, _ in
            try .native(NativeBox(typeName: "Regex", payload: RegexPattern(pattern: arguments.string(0))))
        }
        let modifiers: [(String, String, WritableKeyPath<RegexOptions, Bool>)] = [
            ("ignoresCase", "Letters match in either case.", \.ignoresCase),
            ("dotMatchesNewlines", "`.` matches newlines too.", \.dotMatchesNewlines),
            ("anchorsMatchLineEndings", "`^` and `$` match at the start and end of each line.", \.anchorsMatchLineEndings),
        ]
        for (name, summary, option) in modifiers {
            regex.addMethod(name, [param(nil, "Bool", default: true)], doc("func \(name)(_ \(name == "ignoresCase" ? "ignoresCase" : "matchesNewlines"): Bool = true) -> Regex<Output>",
                summary, "text.contains(#/total/#.\(name)())")) { receiver, arguments, _ in
                var pattern = try RegexBindings.regex(receiver)
                pattern.options[keyPath: option] = arguments.has(0) ? try arguments.bool(0) : true
                return .native(NativeBox(typeName: "Regex", payload: try RegexPattern(pattern: pattern.pattern, options: pattern.options)))
            }
        }

        let string = table.type("String", doc("struct String", "Text.", "\"hello\""))
        string.addMethod("firstMatch", [param("of", "Regex")], doc("func firstMatch<Output>(of regex: Regex<Output>) -> Regex<Output>.Match?",
            "The first match in the string, or nil.", "text.firstMatch(of: #/\\d+/#)?.output")) { receiver, arguments, _ in
            let (text, pattern) = try operands(receiver, arguments)
            return try pattern.firstMatch(in: text, anchored: false, wholeText: false).map { .wrapped($0) } ?? .null
        }
        string.addMethod("wholeMatch", [param("of", "Regex")], doc("func wholeMatch<Output>(of regex: Regex<Output>) -> Regex<Output>.Match?",
            "The match of the whole string, or nil.", "\"2024-05-01\".wholeMatch(of: #/(\\d+)-(\\d+)-(\\d+)/#)")) { receiver, arguments, _ in
            let (text, pattern) = try operands(receiver, arguments)
            return try pattern.firstMatch(in: text, anchored: true, wholeText: true).map { .wrapped($0) } ?? .null
        }
        string.addMethod("prefixMatch", [param("of", "Regex")], doc("func prefixMatch<Output>(of regex: Regex<Output>) -> Regex<Output>.Match?",
            "The match at the start of the string, or nil.", "\"42 apples\".prefixMatch(of: #/\\d+/#)?.output")) { receiver, arguments, _ in
            let (text, pattern) = try operands(receiver, arguments)
            return try pattern.firstMatch(in: text, anchored: true, wholeText: false).map { .wrapped($0) } ?? .null
        }
        string.addMethod("matches", [param("of", "Regex")], doc("func matches<Output>(of regex: Regex<Output>) -> [Regex<Output>.Match]",
            "Every match, in order.", "text.matches(of: #/\\d+/#).map(\\.output)")) { receiver, arguments, _ in
            let (text, pattern) = try operands(receiver, arguments)
            return .array(ArrayValue(keeping: try pattern.allMatches(in: text)))
        }

        string.addMethod("replacing", [param(nil, "Any"), param("with", "String"), param("maxReplacements", "Int", default: true)], doc(
            "func replacing(_ other: some StringProtocol, with replacement: some StringProtocol, maxReplacements: Int = .max) -> String",
            "The string with every occurrence of the other string, or every match of a regex, replaced.",
            "text.replacing(#/\\d+/#, with: \"#\")")) { receiver, arguments, _ in
            guard case .string(let text) = receiver else { throw ScriptError.typeMismatch("expected a String") }
            let replacement = try arguments.string(1)
            let limit = arguments.has(2) ? try arguments.int(2) : .max
            guard limit >= 0 else { throw ScriptError.library("maxReplacements must not be negative") }
            guard let pattern = try pattern(arguments.value(0)) else {
                guard limit == .max else { throw ScriptError.library("maxReplacements is supported with a Regex") }
                return .string(try text.replacingEveryChecked(try arguments.string(0), with: replacement))
            }
            return .string(try pattern.replacing(in: text, with: replacement, limit: limit))
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

    private static func regex(_ value: Value) throws -> RegexPattern {
        guard let pattern = try pattern(value) else { throw ScriptError.typeMismatch("expected a Regex") }
        return pattern
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

/// A compiled pattern with the options it was made with.
struct RegexPattern {
    var pattern: String
    var options: RegexOptions
    var program: RegexProgram

    /// Compiles `pattern`; an invalid one is a library error naming the reason.
    init(pattern: String, options: RegexOptions = RegexOptions()) throws {
        self.pattern = pattern
        self.options = options
        do {
            program = try RegexProgram(pattern: pattern, options: options)
        } catch let error as RegexSyntaxError {
            throw ScriptError.library(error.description)
        }
    }

    /// The first match in `text` as a `Match` value: anywhere, at the start (`anchored`), or
    /// of all of it (`wholeText`).
    func firstMatch(in text: String, anchored: Bool, wholeText: Bool) throws -> Value? {
        var matcher = RegexMatcher(program, in: text)
        return try matcher.firstMatch(from: text.startIndex, anchored: anchored, wholeText: wholeText).map { value(of: $0, in: text) }
    }

    /// Whether the pattern matches anywhere in `text`.
    func isFound(in text: String) throws -> Bool {
        var matcher = RegexMatcher(program, in: text)
        return try matcher.firstMatch(from: text.startIndex) != nil
    }

    /// Every match in `text` as `Match` values.
    func allMatches(in text: String) throws -> [Value] {
        var matcher = RegexMatcher(program, in: text)
        var result: [Value] = []
        do {
            try matcher.allMatches { match in
                try InterruptibleWork.makeRoom(in: &result)
                result.append(value(of: match, in: text))
            }
        } catch {
            Disposal.later(&result, replacingWith: [])
            throw error
        }
        return result
    }

    /// `text` with at most `limit` matches replaced by `replacement` (taken literally).
    func replacing(in text: String, with replacement: String, limit: Int) throws -> String {
        var matcher = RegexMatcher(program, in: text)
        var result = ""
        var copied = text.startIndex
        do {
            try matcher.allMatches(limit: limit) { match in
                result += text[copied..<match.range.lowerBound]
                result += replacement
                copied = match.range.upperBound
            }
        } catch {
            Disposal.later(&result, replacingWith: "")
            throw error
        }
        result += text[copied...]
        return result
    }

    private func value(of match: RegexMatcher.Match, in text: String) -> Value {
        let groups: [Value] = match.groups.map { range in range.map { .string(String(text[$0])) } ?? .null }
        return .native(NativeBox(typeName: "Match", payload: RegexMatch(groups: groups, names: program.captureNames)))
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
