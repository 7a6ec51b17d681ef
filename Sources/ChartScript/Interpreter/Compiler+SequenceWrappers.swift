extension Compiler {
    /// How `print`, interpolation and `String(describing:)` show the value of `expression`:
    /// as Swift shows the wrapper type the code makes (`ReversedCollection<Array<Int>>(_base:
    /// [1, 2])`), else `nil` (the value's own description). `debugPrint` (`qualified`) names
    /// the types with their module: `Swift.ReversedCollection<Swift.Array<Swift.Int>>(…)`.
    func wrapperDescriber(for expression: Expression, qualified: Bool = false) -> ((Value, Describer) throws -> String)? {
        guard let type = staticType(of: expression), SequenceWrappers.describes(type) else { return nil }
        return { value, describer in
            if let text = try describer.lazyWrapperDescription(of: value, as: type, qualified: qualified) { return text }
            if let elements = try? Sequences.elements(of: value),
               let text = try describer.wrapperDescription(of: elements, as: type, qualified: qualified) {
                return text
            }
            return qualified ? try describer.debugDescription(of: value) : try describer.description(of: value)
        }
    }

    /// What `dump` lists for the value of `expression` when it is a lazy wrapper (Swift's
    /// stored properties of the wrapper type the code makes), else `nil` (the value itself).
    func wrapperMirror(for expression: Expression) -> ((Value, Describer) throws -> Value)? {
        guard let type = staticType(of: expression), SequenceWrappers.describes(type) else { return nil }
        return { value, describer in try describer.lazyWrapperMirror(of: value, as: type) ?? value }
    }

    /// `String(describing: values.reversed())`: the wrapper's description. `nil` for other calls.
    func compileWrapperDescribing(_ callee: Expression, _ arguments: [Argument]) throws -> Evaluator? {
        guard case .identifier("String") = callee.kind, case .type? = resolve("String"), arguments.count == 1, arguments[0].label == "describing",
              let describe = wrapperDescriber(for: arguments[0].value) else { return nil }
        let value = try compileExpression(arguments[0].value)
        let runtime = self.runtime
        return { frame in .string(try describe(try value(frame), runtime.describer)) }
    }
}

/// The standard library's sequence wrappers the interpreter holds as arrays.
enum SequenceWrappers {
    /// Their type names, as the semantic pass names them (``SequenceWrapperTypes``).
    static let names: Set<String> = [
        "ReversedCollection", "EnumeratedSequence", "Zip2Sequence", "StrideTo", "StrideThrough", "LazySequence",
        "LazyFilterSequence", "LazyMapSequence", "LazyPrefixWhileSequence", "LazyDropWhileSequence", "PrefixSequence",
        "DropFirstSequence", "Slice", "PartialRangeFrom", "FlattenSequence", "Dictionary.Keys", "Dictionary.Values",
    ]

    /// Whether `type` is a wrapper whose description differs from its elements' array.
    static func describes(_ type: TypeRef) -> Bool {
        guard case .named(let name, _) = type else { return false }
        return ["ReversedCollection", "EnumeratedSequence", "Zip2Sequence", "StrideTo", "StrideThrough", "LazySequence",
                "LazyMapSequence", "LazyFilterSequence", "LazyPrefixWhileSequence", "LazyDropWhileSequence", "PrefixSequence",
                "DropFirstSequence", "Slice"].contains(name)
    }
}

extension Describer {
    /// Swift's description of the wrapper `type` whose elements are `elements`, its base
    /// rebuilt from them: `ReversedCollection<Array<Int>>(_base: [1, 2])`; generic arguments
    /// module-qualified when `qualified` (a wrapper inside another). `nil` when the elements do
    /// not give the base back.
    func wrapperDescription(of elements: [Value], as type: TypeRef, qualified: Bool) throws -> String? {
        guard case let .named(name, arguments) = type else { return nil }
        let typeText = qualified ? qualifiedName(of: type) : TypeNames.swiftName(type)
        switch (name, arguments.count) {
        case ("ReversedCollection", 1):
            guard let base = try baseDescription(of: elements.reversed(), as: arguments[0]) else { return nil }
            return typeText + "(_base: " + base + ")"
        case ("LazySequence", 1):
            guard let base = try baseDescription(of: elements, as: arguments[0]) else { return nil }
            return typeText + "(_base: " + base + ")"
        case ("EnumeratedSequence", 1):
            let parts = tupleParts(of: elements, count: 2)
            guard parts.count == 2, let base = try baseDescription(of: parts[1], as: arguments[0]) else { return nil }
            return typeText + "(_base: " + base + ")"
        case ("Zip2Sequence", 2):
            let parts = tupleParts(of: elements, count: 2)
            guard parts.count == 2, let first = try baseDescription(of: parts[0], as: arguments[0]),
                  let second = try baseDescription(of: parts[1], as: arguments[1]) else { return nil }
            return typeText + "(_sequence1: " + first + ", _sequence2: " + second + ")"
        case ("StrideTo", 1), ("StrideThrough", 1):
            // Swift 6 shows a stride by its qualified type name alone.
            return qualifiedName(of: type)
        default:
            return nil
        }
    }

    /// The base of a wrapper as Swift shows it inside the wrapper: a string quoted, an array's
    /// elements in brackets, a wrapper by its own description.
    private func baseDescription<Elements: Collection>(of elements: Elements, as type: TypeRef) throws -> String? where Elements.Element == Value {
        switch type {
        case .named("String", []), .named("Substring", []):
            var text = ""
            for element in elements {
                guard case .string(let character) = element else { return nil }
                text += character
            }
            return text.debugDescription
        case .array:
            return try debugDescription(of: .array(ArrayValue(values: Array(elements))))
        default:
            return try wrapperDescription(of: Array(elements), as: type, qualified: true)
        }
    }

    /// The columns of a list of tuples (`[(0, "a"), (1, "b")]` gives `[0, 1]` and
    /// `["a", "b"]`); empty when an element is not a tuple of `count` values.
    private func tupleParts(of elements: [Value], count: Int) -> [[Value]] {
        var parts = [[Value]](repeating: [], count: count)
        for element in elements {
            guard case .tuple(let tuple) = element, tuple.values.count == count else { return [] }
            for index in 0..<count { parts[index].append(tuple.values[index]) }
        }
        return parts
    }
}
