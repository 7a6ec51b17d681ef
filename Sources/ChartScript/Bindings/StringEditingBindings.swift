/// String members that change a `var` string in place: appending, inserting and removing
/// characters, by position (`String.Index`, a character offset here) or by a test.
enum StringEditingBindings {
    private static func text(_ value: Value) -> String { StringBindings.text(value) }

    static func register(on string: TypeBinding) {
        string.addMethod("reserveCapacity", [param(nil, "Int")], isMutating: true, doc("mutating func reserveCapacity(_ n: Int)",
            "Prepares room for that many UTF-8 bytes (the kernel grows strings as needed, so this changes nothing visible).",
            "var line = \"\"\nline.reserveCapacity(64)")) { _, arguments, _ in
            _ = try arguments.int(0)
            return .void
        }
        string.addMethod("append", [param(nil, "String")], isMutating: true, doc("mutating func append(_ other: String)",
            "Adds text (or a character) at the end.", "var line = \"a\"\nline.append(\"b\")")) { receiver, arguments, _ in
            let addition = try arguments.string(0)
            if try receiver.appendString(addition) { return .void }
            receiver = .string(text(receiver) + addition)
            return .void
        }
        string.addMethod("append", [param("contentsOf", "Any")], isMutating: true, doc("mutating func append(contentsOf other: some Sequence<Character>)",
            "Adds the characters of another string or of an array of characters at the end.", "line.append(contentsOf: \"cd\")")) { receiver, arguments, _ in
            let addition = try characters(of: try arguments.value(0), for: "append(contentsOf:)")
            if try receiver.appendString(addition) { return .void }
            receiver = .string(text(receiver) + addition)
            return .void
        }
        string.addMethod("insert", [param(nil, "String"), param("at", "Any")], isMutating: true, doc("mutating func insert(_ character: Character, at index: String.Index)",
            "Inserts a character before the position (endIndex appends).", "line.insert(\"!\", at: line.endIndex)")) { receiver, arguments, _ in
            let position = try StringIndexing.offset(of: try arguments.value(1))
            receiver = .string(try StringIndexing.replacing(position..<position, of: text(receiver), with: try arguments.string(0)))
            return .void
        }
        string.addMethod("insert", [param("contentsOf", "Any"), param("at", "Any")], isMutating: true,
                         doc("mutating func insert(contentsOf newElements: some Collection<Character>, at index: String.Index)",
            "Inserts the characters of another string before the position.", "line.insert(contentsOf: \" there\", at: line.endIndex)")) { receiver, arguments, _ in
            let position = try StringIndexing.offset(of: try arguments.value(1))
            let inserted = try characters(of: try arguments.value(0), for: "insert(contentsOf:at:)")
            receiver = .string(try StringIndexing.replacing(position..<position, of: text(receiver), with: inserted))
            return .void
        }
        string.addMethod("remove", [param("at", "Any")], isMutating: true, doc("mutating func remove(at index: String.Index) -> Character",
            "Removes and returns the character at the position.", "line.remove(at: line.startIndex)")) { receiver, arguments, _ in
            let position = try StringIndexing.offset(of: try arguments.value(0))
            let current = text(receiver)
            let removed = try StringIndexing.character(of: current, at: position)
            receiver = .string(try StringIndexing.replacing(position..<position + 1, of: current, with: ""))
            return .string(String(removed))
        }
        string.addMethod("removeSubrange", [param(nil, "Any")], isMutating: true, doc("mutating func removeSubrange(_ bounds: Range<String.Index>)",
            "Removes the characters in the range.", "line.removeSubrange(line.startIndex..<line.index(line.startIndex, offsetBy: 2))")) { receiver, arguments, _ in
            let current = text(receiver)
            receiver = .string(try StringIndexing.replacing(try range(try arguments.value(0), in: current), of: current, with: ""))
            return .void
        }
        string.addMethod("replaceSubrange", [param(nil, "Any"), param("with", "Any")], isMutating: true,
                         doc("mutating func replaceSubrange(_ bounds: Range<String.Index>, with newElements: some Collection<Character>)",
            "Replaces the characters in the range by others.", "line.replaceSubrange(line.startIndex..<line.index(after: line.startIndex), with: \"J\")")) { receiver, arguments, _ in
            let current = text(receiver)
            let replacement = try characters(of: try arguments.value(1), for: "replaceSubrange(_:with:)")
            receiver = .string(try StringIndexing.replacing(try range(try arguments.value(0), in: current), of: current, with: replacement))
            return .void
        }
        registerRemovingEnds(on: string)
        string.addMethod("removeAll", [param("keepingCapacity", "Bool", default: true)], isMutating: true, doc("mutating func removeAll(keepingCapacity: Bool = false)",
            "Removes every character.", "line.removeAll()")) { receiver, _, _ in
            receiver = .string("")
            return .void
        }
        string.addMethod("removeAll", [param("where", "closure")], isMutating: true, doc("mutating func removeAll(where shouldBeRemoved: (Character) -> Bool)",
            "Removes the characters for which the closure returns true.", "line.removeAll(where: { $0 == \" \" })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            var kept = ""
            for character in text(receiver) where !(try SequenceBindings.truth(try test(.string(String(character))), "removeAll(where:)")) {
                kept.append(character)
            }
            receiver = .string(kept)
            return .void
        }
    }

    private static func registerRemovingEnds(on string: TypeBinding) {
        for isFirst in [true, false] {
            let name = isFirst ? "removeFirst" : "removeLast"
            string.addMethod(name, [], isMutating: true, doc("mutating func \(name)() -> Character",
                "Removes and returns the \(isFirst ? "first" : "last") character; the string must not be empty.", "line.\(name)()")) { receiver, _, _ in
                var current = text(receiver)
                guard !current.isEmpty else { throw ScriptError.trap("Can't remove \(isFirst ? "first" : "last") element from an empty collection") }
                let removed = isFirst ? current.removeFirst() : current.removeLast()
                receiver = .string(current)
                return .string(String(removed))
            }
            string.addMethod(name, [param(nil, "Int")], isMutating: true, doc("mutating func \(name)(_ k: Int)",
                "Removes the \(isFirst ? "first" : "last") k characters; there must be at least k.", "line.\(name)(2)")) { receiver, arguments, _ in
                var current = text(receiver)
                let count = try arguments.int(0)
                guard count >= 0 else { throw ScriptError.trap("Number of elements to remove should be non-negative") }
                guard count <= current.count else { throw ScriptError.trap("Can't remove more items from a collection than it contains") }
                if isFirst { current.removeFirst(count) } else { current.removeLast(count) }
                receiver = .string(current)
                return .void
            }
        }
        string.addMethod("popLast", [], isMutating: true, doc("mutating func popLast() -> Character?",
            "Removes and returns the last character, or nil when the string is empty.", "line.popLast()")) { receiver, _, _ in
            var current = text(receiver)
            guard let removed = current.popLast() else { return .null }
            receiver = .string(current)
            return .wrapped(.string(String(removed)))
        }
    }

    /// The characters of a string or of a sequence of characters, for the methods that take them.
    private static func characters(of value: Value, for method: String) throws -> String {
        guard let joined = try StringBindings.joinedCharacters(value) else {
            throw ScriptError.typeMismatch("\(method) takes a string or characters, not \(value.typeName)")
        }
        return joined
    }

    /// The character offsets of a range of indices into `text`.
    private static func range(_ value: Value, in text: String) throws -> Range<Int> {
        guard let range = try StringIndexing.offsets(value, count: text.count) else {
            throw ScriptError.typeMismatch("expected a range of String.Index, not \(value.typeName)")
        }
        return range
    }
}
