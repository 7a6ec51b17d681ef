/// Foundation's string comparisons: `compare(_:)`, `compare(_:options:)`,
/// `caseInsensitiveCompare(_:)`, `localizedCompare(_:)`, `localizedCaseInsensitiveCompare(_:)`
/// and `localizedStandardCompare(_:)`, giving a `ComparisonResult`, ordered as Foundation
/// orders strings on Linux (see ``StringCollation``); and the `String.CompareOptions` they and
/// `replacingOccurrences(of:with:options:)` take.
enum StringComparisonBindings {
    /// The binding table's name for comparison results.
    static let resultTypeName = "ComparisonResult"
    /// The binding table's name for comparison options.
    static let optionsTypeName = "String.CompareOptions"

    /// `ComparisonResult`'s cases by raw value.
    private static let cases: [(name: String, rawValue: Int)] = [("orderedAscending", -1), ("orderedSame", 0), ("orderedDescending", 1)]

    /// A comparison result: its raw value, -1, 0 or 1.
    struct Result: Hashable {
        let rawValue: Int
    }

    static func register(in table: BindingTable) {
        let results = table.type(resultTypeName, doc("enum ComparisonResult",
            "The order of two values (Foundation): .orderedAscending, .orderedSame or .orderedDescending.",
            "name.localizedCaseInsensitiveCompare(other) == .orderedAscending"))
        results.describe = { payload in
            guard let result = payload as? Result else { return resultTypeName }
            return cases.first { $0.rawValue == result.rawValue }?.name ?? resultTypeName
        }
        for (name, rawValue) in cases {
            results.addStatic(name, value(rawValue), doc("case \(name)", "Raw value \(rawValue).", "a.compare(b) == .\(name)"))
        }
        results.addProperty("rawValue", type: "Int", doc("var rawValue: Int", "-1, 0 or 1.", "a.compare(b).rawValue")) { receiver in
            guard case .native(let box) = receiver, let result = box.payload as? Result else { throw ScriptError.typeMismatch("expected a ComparisonResult") }
            return .int(result.rawValue)
        }
        let options = table.type(optionsTypeName, doc("struct String.CompareOptions",
            "How compare(_:options:) compares: .caseInsensitive, .numeric (\"item2\" before \"item10\"), .diacriticInsensitive, .literal.",
            "a.compare(b, options: .numeric)"))
        let optionCases: [(String, StringCollation.Options)] = [("caseInsensitive", .caseInsensitive), ("numeric", .numeric),
                                                                ("diacriticInsensitive", .diacriticInsensitive), ("literal", []),
                                                                ("regularExpression", .regularExpression)]
        for (name, option) in optionCases {
            options.addStatic(name, .native(NativeBox(typeName: optionsTypeName, payload: option.rawValue)),
                              doc("static var \(name): String.CompareOptions", "The \(name) option.", "a.compare(b, options: .\(name))"))
        }
        guard let string = table.types["String"] else { return }
        register(on: string)
        registerReplacing(on: string)
    }

    private static func register(on string: TypeBinding) {
        let methods: [(String, String, (String, String) -> Int)] = [
            ("compare", "By Unicode code units, an accented letter as its letter and accent.", { StringCollation.compare($0, $1) }),
            ("caseInsensitiveCompare", "As compare(_:), ignoring case.", { StringCollation.compare($0, $1, options: .caseInsensitive) }),
            ("localizedCompare", "In dictionary order: punctuation before digits before letters, then accents, then lower case before upper.",
             { StringCollation.localizedCompare($0, $1, caseInsensitive: false) }),
            ("localizedCaseInsensitiveCompare", "In dictionary order, ignoring case (the usual way to sort names).",
             { StringCollation.localizedCompare($0, $1, caseInsensitive: true) }),
            ("localizedStandardCompare", "As the Finder sorts file names: dictionary order with numbers by value (\"item2\" before \"item10\").",
             { StringCollation.localizedCompare($0, $1, caseInsensitive: false, numeric: true) }),
        ]
        for (name, summary, compare) in methods {
            string.addMethod(name, [param(nil, "String")], doc("func \(name)(_ other: String) -> ComparisonResult", summary,
                                                              "names.sorted { $0.\(name)($1) == .orderedAscending }")) { receiver, arguments, _ in
                guard case .string(let text) = receiver else { throw ScriptError.typeMismatch("\(name)(_:) needs a String") }
                return value(compare(text, try arguments.string(0)))
            }
        }
        string.addMethod("compare", [param(nil, "String"), param("options", "Any")], doc("func compare(_ other: String, options: String.CompareOptions) -> ComparisonResult",
            "As compare(_:) with options: .caseInsensitive, .numeric, .diacriticInsensitive.", "a.compare(b, options: [.caseInsensitive, .numeric])")) { receiver, arguments, _ in
            guard case .string(let text) = receiver else { throw ScriptError.typeMismatch("compare(_:options:) needs a String") }
            return value(StringCollation.compare(text, try arguments.string(0), options: try options(try arguments.value(1))))
        }
    }

    private static func registerReplacing(on string: TypeBinding) {
        string.addMethod("replacingOccurrences", [param("of", "String"), param("with", "String"), param("options", "Any")],
                         doc("func replacingOccurrences(of target: String, with replacement: String, options: String.CompareOptions) -> String",
                             "The string with every occurrence replaced; .caseInsensitive matches either case.",
                             "text.replacingOccurrences(of: \"the\", with: \"a\", options: .caseInsensitive)")) { receiver, arguments, _ in
            guard case .string(let text) = receiver else { throw ScriptError.typeMismatch("replacingOccurrences needs a String") }
            let target = try arguments.string(0)
            let replacement = try arguments.string(1)
            let chosen = try options(try arguments.value(2))
            guard chosen.contains(.caseInsensitive), !target.isEmpty else { return .string(try text.replacingEveryChecked(target, with: replacement)) }
            return .string(replacingIgnoringCase(target, with: replacement, in: text))
        }
    }

    private static func replacingIgnoringCase(_ target: String, with replacement: String, in text: String) -> String {
        let characters = Array(text)
        let wanted = target.map { $0.lowercased() }
        var result = ""
        var index = 0
        while index < characters.count {
            if index + wanted.count <= characters.count,
               zip(characters[index..<(index + wanted.count)], wanted).allSatisfy({ $0.lowercased() == $1 }) {
                result += replacement
                index += wanted.count
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    private static func options(_ value: Value) throws -> StringCollation.Options {
        switch value {
        case .array(let array): return try array.values.reduce(into: []) { $0.formUnion(try options($1)) }
        case .implicitMember(let name):
            guard let member = BindingTable.shared.types[optionsTypeName]?.staticMembers[name] else {
                throw ScriptError.unknownMember(type: optionsTypeName, member: name, suggestions: ["caseInsensitive", "numeric", "diacriticInsensitive"])
            }
            return try options(member.value)
        case .native(let box):
            if let raw = box.payload as? Int, box.typeName == optionsTypeName {
                let chosen = StringCollation.Options(rawValue: raw)
                if chosen.contains(.regularExpression) {
                    throw ScriptError.library("the kernel has no regular expressions: .regularExpression is not supported; replace plain text or split the string")
                }
                return chosen
            }
        default: break
        }
        throw ScriptError.typeMismatch("options must be String.CompareOptions such as .caseInsensitive, not \(value.typeName)")
    }

    private static func value(_ rawValue: Int) -> Value {
        .native(NativeBox(typeName: resultTypeName, payload: Result(rawValue: rawValue)))
    }
}
