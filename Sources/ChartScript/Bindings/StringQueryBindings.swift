/// String members that read a string and give a new value: case, searching, splitting,
/// replacing, trimming, and the collection methods whose result is a string in Swift
/// (`prefix`, `dropFirst`, `filter` …; a Substring prints as a String).
enum StringQueryBindings {
    private static func text(_ value: Value) -> String { StringBindings.text(value) }

    static func register(on string: TypeBinding) {
        string.addProperty("isEmpty", type: "Bool", doc("var isEmpty: Bool", "Whether the string has no characters.", "name.isEmpty")) { .bool(text($0).isEmpty) }
        string.addProperty("description", type: "String", doc("var description: String", "The string itself.", "name.description")) { .string(text($0)) }
        string.addProperty("debugDescription", type: "String", doc("var debugDescription: String",
            "The string quoted, with special characters escaped, as debugPrint shows it.", "name.debugDescription")) {
            .string(text($0).debugDescription)
        }
        string.addProperty("capitalized", type: "String", doc("var capitalized: String",
            "Each word with its first letter in upper case and the rest in lower case (Foundation).", "\"hello world\".capitalized")) {
            .string(capitalized(text($0)))
        }
        string.addMethod("padding", [param("toLength", "Int"), param("withPad", "String"), param("startingAt", "Int")],
                         doc("func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String",
            "The string cut or padded to the length, repeating the pad text from the given offset (Foundation).",
            "\"Ada\".padding(toLength: 6, withPad: \".\", startingAt: 0)")) { receiver, arguments, _ in
            let length = try arguments.int(0), pad = try arguments.string(1), start = try arguments.int(2)
            let current = text(receiver)
            guard length >= 0, length <= 1 << 24 else { throw ScriptError.typeMismatch("padding(toLength:) needs a length from 0 to 16777216") }
            if current.count >= length { return .string(String(current.prefix(length))) }
            let padCharacters = Array(pad)
            guard !padCharacters.isEmpty, (0..<padCharacters.count).contains(start) else {
                throw ScriptError.trap("padding(toLength:withPad:startingAt:) needs a pad text and an index inside it")
            }
            var result = current
            var index = start
            while result.count < length {
                result.append(padCharacters[index])
                index = (index + 1) % padCharacters.count
            }
            return .string(result)
        }
        registerCase(on: string)
        registerSearching(on: string)
        registerSplitting(on: string)
        registerSlicing(on: string)
    }

    private static func registerCase(on string: TypeBinding) {
        string.addMethod("uppercased", [], doc("func uppercased() -> String", "The string in upper case.", "name.uppercased()")) { receiver, _, _ in
            .string(text(receiver).uppercased())
        }
        string.addMethod("lowercased", [], doc("func lowercased() -> String", "The string in lower case.", "name.lowercased()")) { receiver, _, _ in
            .string(text(receiver).lowercased())
        }
        // Foundation's localized forms; in the English locales they are the plain ones.
        string.addProperty("localizedUppercase", type: "String", doc("var localizedUppercase: String",
            "The string in upper case in the current locale (Foundation).", "name.localizedUppercase")) {
            .string(text($0).uppercased())
        }
        string.addProperty("localizedLowercase", type: "String", doc("var localizedLowercase: String",
            "The string in lower case in the current locale (Foundation).", "name.localizedLowercase")) {
            .string(text($0).lowercased())
        }
        string.addProperty("localizedCapitalized", type: "String", doc("var localizedCapitalized: String",
            "Each word capitalized in the current locale (Foundation).", "title.localizedCapitalized")) {
            .string(capitalized(text($0), digitsStartWords: true))
        }
    }

    private static func registerSearching(on string: TypeBinding) {
        // Before `contains(_:)`, so that a trailing closure is not taken for a string.
        string.addMethod("contains", [param("where", "closure")], doc("func contains(where predicate: (Character) -> Bool) -> Bool",
            "Whether any character satisfies the closure.", "name.contains { $0.isNumber }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            for character in text(receiver) where try SequenceBindings.truth(try test(.string(String(character))), "contains(where:)") {
                return .bool(true)
            }
            return .bool(false)
        }
        string.addMethod("contains", [param(nil, "Any")], doc("func contains(_ other: some StringProtocol) -> Bool",
            "Whether the other string (or character, or a match of a regex) occurs inside; an empty string never does.", "name.contains(\"roll\")")) { receiver, arguments, _ in
            if let pattern = try RegexBindings.pattern(arguments.value(0)) { return .bool(try pattern.isFound(in: text(receiver))) }
            let wanted = try arguments.string(0)
            let searched = text(receiver)
            if wanted.utf8.count == 1, let byte = wanted.utf8.first, byte < 0x80,
               let found = searched.utf8.withContiguousStorageIfAvailable({ bytes in bytes.allSatisfy { $0 < 0x80 } ? bytes.contains(byte) : nil }),
               let found {
                // One ASCII character in ASCII text (`"aeiou".contains(ch)` in a loop): a byte
                // search gives what the text search does, without bridging to Foundation.
                return .bool(found)
            }
            return .bool(!wanted.isEmpty && searched.contains(wanted))
        }
        string.addMethod("hasPrefix", [param(nil, "String")], doc("func hasPrefix(_ prefix: String) -> Bool",
            "Whether the string starts with the prefix.", "name.hasPrefix(\"En\")")) { receiver, arguments, _ in
            .bool(text(receiver).hasPrefix(try arguments.string(0)))
        }
        string.addMethod("hasSuffix", [param(nil, "String")], doc("func hasSuffix(_ suffix: String) -> Bool",
            "Whether the string ends with the suffix.", "name.hasSuffix(\"ment\")")) { receiver, arguments, _ in
            .bool(text(receiver).hasSuffix(try arguments.string(0)))
        }
        string.addMethod("starts", [param("with", "String")], doc("func starts(with prefix: some Sequence<Character>) -> Bool",
            "Whether the string starts with the other's characters.", "name.starts(with: \"En\")")) { receiver, arguments, _ in
            .bool(text(receiver).starts(with: try arguments.string(0)))
        }
        string.addMethod("localizedCaseInsensitiveContains", [param(nil, "String")], doc("func localizedCaseInsensitiveContains(_ other: String) -> Bool",
            "Whether the other string occurs inside, ignoring case (Foundation).", "name.localizedCaseInsensitiveContains(\"ENROL\")")) { receiver, arguments, _ in
            let wanted = try arguments.string(0).lowercased()
            return .bool(!wanted.isEmpty && text(receiver).lowercased().contains(wanted))
        }
        string.addMethod("replacingOccurrences", [param("of", "String"), param("with", "String")],
                         doc("func replacingOccurrences(of target: String, with replacement: String) -> String",
            "The string with every occurrence of the target replaced (Foundation).", "name.replacingOccurrences(of: \"e\", with: \"E\")")) { receiver, arguments, _ in
            .string(try text(receiver).replacingEveryChecked(try arguments.string(0), with: try arguments.string(1)))
        }
        string.addMethod("trimmingCharacters", [param("in", "CharacterSet")], doc("func trimmingCharacters(in set: CharacterSet) -> String",
            "The string without the set's characters at either end: .whitespaces, .whitespacesAndNewlines, .newlines, .punctuationCharacters … (Foundation).",
            "\"  a  \".trimmingCharacters(in: .whitespaces)")) { receiver, arguments, _ in
            let set = try arguments.native(0, as: CharacterSetValue.self, named: "CharacterSet")
            return .string(text(receiver).trimming(where: set.contains))
        }
        string.addMethod("filter", [param(nil, "closure")], doc("func filter(_ isIncluded: (Character) -> Bool) -> String",
            "The characters for which the closure returns true, as a string.", "name.filter { $0 != \" \" }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            var result = ""
            for character in text(receiver) where try SequenceBindings.truth(try test(.string(String(character))), "filter") {
                result.append(character)
            }
            return .string(result)
        }
    }

    private static func registerSplitting(on string: TypeBinding) {
        string.addMethod("split", [param("separator", "String"), param("maxSplits", "Int", default: true),
                                   param("omittingEmptySubsequences", "Bool", default: true)],
                         doc("func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]",
            "The pieces between separators (empty pieces dropped unless omittingEmptySubsequences is false).",
            "\"a,b,c\".split(separator: \",\")")) { receiver, arguments, _ in
            let separator = try arguments.string(0)
            let maxSplits = arguments.has(1) ? try arguments.int(1) : .max
            guard maxSplits >= 0 else { throw ScriptError.trap("Must take zero or more splits") }
            let omitting = arguments.has(2) ? try arguments.bool(2) : true
            return .array(ArrayValue(.strings(try text(receiver).checkedSplit(separator: separator, maxSplits: maxSplits, omittingEmpty: omitting))))
        }
        string.addMethod("split", [param("maxSplits", "Int", default: true), param("omittingEmptySubsequences", "Bool", default: true),
                                   param("whereSeparator", "closure")],
                         doc("func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Character) -> Bool) -> [Substring]",
            "The pieces between the characters for which the closure returns true.",
            "\"a b,c\".split(whereSeparator: { $0 == \" \" || $0 == \",\" })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(2))
            var failure: Error?
            let pieces = text(receiver).split(maxSplits: arguments.has(0) ? try arguments.int(0) : .max,
                                              omittingEmptySubsequences: arguments.has(1) ? try arguments.bool(1) : true) { character in
                guard failure == nil else { return false }
                do { return try SequenceBindings.truth(try test(.string(String(character))), "split(whereSeparator:)") } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
            return .array(ArrayValue(.strings(pieces.map(String.init))))
        }
        string.addMethod("components", [param("separatedBy", "Any")], doc("func components(separatedBy separator: String) -> [String]",
            "The pieces between occurrences of the separator, empty pieces kept (Foundation); the separator may also be a CharacterSet.",
            "\"a,b,,c\".components(separatedBy: \",\")")) { receiver, arguments, _ in
            var separator = try arguments.value(0)
            if case .implicitMember = separator {
                // `.newlines`: a CharacterSet, as Swift reads it from the parameter's type.
                separator = try Coercion.coerce(separator, to: CharacterSetBindings.typeName)
            }
            if case .native(let box) = separator, let set = box.payload as? CharacterSetValue {
                return .array(ArrayValue(.strings(try text(receiver).checkedComponents(separatedBy: set))))
            }
            guard case .string(let target) = separator else {
                throw ScriptError.typeMismatch("components(separatedBy:) takes a String or a CharacterSet, not \(separator.typeName)")
            }
            return .array(ArrayValue(.strings(try text(receiver).checkedComponents(separatedBy: target))))
        }
    }

    private static func registerSlicing(on string: TypeBinding) {
        let slices: [(String, String, String, (String, Int) -> Substring)] = [
            ("prefix", "The first characters, at most the given number.", "name.prefix(3)", { $0.prefix($1) }),
            ("suffix", "The last characters, at most the given number.", "name.suffix(3)", { $0.suffix($1) }),
            ("dropFirst", "The string without its first characters (one when no number is given).", "name.dropFirst(2)", { $0.dropFirst($1) }),
            ("dropLast", "The string without its last characters (one when no number is given).", "name.dropLast(2)", { $0.dropLast($1) }),
        ]
        for (name, summary, example, slice) in slices {
            let isDrop = name.hasPrefix("drop")
            string.addMethod(name, [param(nil, "Int", default: isDrop)], doc("func \(name)(_ \(isDrop ? "k: Int = 1" : "maxLength: Int")) -> Substring",
                                                                             summary, example)) { receiver, arguments, _ in
                let count = arguments.has(0) ? try arguments.int(0) : 1
                guard count >= 0 else {
                    throw ScriptError.trap(isDrop ? "Can't drop a negative number of elements from a collection"
                                                  : "Can't take a \(name) of negative length from a collection")
                }
                return .string(String(slice(text(receiver), count)))
            }
        }
        string.addMethod("prefix", [param("while", "closure")], doc("func prefix(while predicate: (Character) -> Bool) -> Substring",
            "The leading characters for which the closure returns true.", "name.prefix(while: { $0.isLetter })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            var result = ""
            for character in text(receiver) {
                guard try SequenceBindings.truth(try test(.string(String(character))), "prefix(while:)") else { break }
                result.append(character)
            }
            return .string(result)
        }
        string.addMethod("drop", [param("while", "closure")], doc("func drop(while predicate: (Character) -> Bool) -> Substring",
            "The string from the first character for which the closure returns false.", "name.drop(while: { $0 == \" \" })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let characters = text(receiver)
            var start = characters.startIndex
            while start < characters.endIndex, try SequenceBindings.truth(try test(.string(String(characters[start]))), "drop(while:)") {
                start = characters.index(after: start)
            }
            return .string(String(characters[start...]))
        }
    }

    /// Foundation's `capitalized`: each word's first letter in title case and its other letters
    /// in lower case. A word is a run of letters; apostrophes (`'`, `’`) stay inside it, and
    /// anything else, digits too, ends it (so "3rd" gives "3Rd", as Foundation gives).
    /// `capitalized` (Foundation's: each run of letters starts with a capital) or, with
    /// `digitsStartWords`, `localizedCapitalized` (ICU's words: `3rd` is one word, left as it is).
    static func capitalized(_ text: String, digitsStartWords: Bool = false) -> String {
        var result = ""
        var isInWord = false
        for character in text {
            if digitsStartWords && character.isNumber {
                result.append(character)
                isInWord = true
            } else if character.isLetter {
                if isInWord {
                    result += character.lowercased()
                } else {
                    let scalars = character.unicodeScalars
                    result += (scalars.first?.properties.titlecaseMapping ?? "") + String(String.UnicodeScalarView(scalars.dropFirst())).lowercased()
                }
                isInWord = true
            } else {
                result.append(character)
                if character != "'" && character != "\u{2019}" { isInWord = false }
            }
        }
        return result
    }
}

extension Substring {
    /// The first range of characters equal to `target`, or `nil`.
    func range(ofLiteral target: String) -> Range<Substring.Index>? {
        let wanted = Array(target)
        var start = startIndex
        while start < endIndex {
            var position = start
            var matched = 0
            while matched < wanted.count, position < endIndex, self[position] == wanted[matched] {
                position = index(after: position)
                matched += 1
            }
            if matched == wanted.count { return start..<position }
            start = index(after: start)
        }
        return nil
    }
}
