/// Iterators: `AnyIterator { … }`, `makeIterator()` on the built-in collections, and
/// `sequence(first:next:)`. An iterator is a sequence too (every sequence method works on it,
/// stepping through it only as far as the method needs).
enum IteratorBindings {
    static func register(in table: BindingTable) {
        let iterator = table.type("AnyIterator", doc("struct AnyIterator<Element>",
            "An iterator made from a closure that gives the next element, or nil at the end; also a sequence.",
            "var n = 0\nlet counter = AnyIterator { n += 1; return n <= 3 ? n : nil }"))
        iterator.addInitializer([param(nil, "closure")], doc("init(_ body: @escaping () -> Element?)",
            "An iterator whose next() calls the closure.", "AnyIterator { queue.popLast() }")) { arguments, runtime in
            let body = try arguments.function(0)
            return ValueIterator.iterator(typeName: "AnyIterator") {
                switch try runtime.call(body, []) {
                case .null: return nil
                case .wrapped(let element): return element
                case let element: return element
                }
            }
        }
        iterator.addInitializer([param(nil, "Any")], doc("init<I: IteratorProtocol>(_ base: I)",
            "An iterator that gives what the other iterator gives.", "AnyIterator(values.makeIterator())")) { arguments, runtime in
            try UserSequences.iterator(over: try arguments.value(0), runtime: runtime)
        }
        iterator.addMethod("next", [], doc("func next() -> Element?",
            "The next element, or nil when there are no more.", "counter.next()")) { receiver, _, _ in
            guard case .native(let box) = receiver, let native = box.payload as? ValueIterator else { return .null }
            return .optional(try native.next())
        }
        iterator.addMethod("makeIterator", [], doc("func makeIterator() -> AnyIterator<Element>",
            "The iterator itself.", "counter.makeIterator()")) { receiver, _, _ in receiver }
        // Before the shared sequence members: this `prefix` stops after `maxLength` elements,
        // so it can take the start of an endless sequence.
        iterator.addMethod("prefix", [param(nil, "Int")], doc("func prefix(_ maxLength: Int) -> [Element]",
            "The first elements, at most the given number (the rest are never made).", "counter.prefix(2)")) { receiver, arguments, runtime in
            let length = try arguments.int(0)
            guard length >= 0 else { throw ScriptError.trap("Can't take a prefix of negative length from a sequence") }
            var taken: [Value] = []
            if length > 0 {
                try UserSequences.forEach(receiver, runtime: runtime) { element in
                    taken.append(element)
                    return taken.count < length
                }
            }
            return .array(ArrayValue(values: taken))
        }
        SequenceBindings.register(on: iterator, receiver: "counter")

        for name in ["Array", "Set", "Dictionary", "String", "Range"] {
            table.types[name]?.addMethod("makeIterator", [], doc("func makeIterator() -> Iterator",
                "An iterator over the elements: each next() gives the following one, then nil.", "var iterator = values.makeIterator()")) { receiver, _, _ in
                let elements = try Sequences.elements(of: receiver)
                var position = 0
                return ValueIterator.iterator(typeName: "AnyIterator") {
                    guard position < elements.count else { return nil }
                    defer { position += 1 }
                    return elements[position]
                }
            }
        }

        table.addFunction("sequence", [param("first", "Any"), param("next", "closure")],
                          doc("func sequence<T>(first: T, next: @escaping (T) -> T?) -> UnfoldFirstSequence<T>",
            "The sequence first, next(first), next(next(first)) … until next gives nil (it may never: take a prefix).",
            "sequence(first: 1) { $0 * 2 }.prefix(5)")) { arguments, runtime in
            let first = try arguments.value(0)
            let step = try arguments.function(1)
            return ValueIterator.sequence(typeName: "AnyIterator") {
                var upcoming: Value? = first
                return {
                    guard let current = upcoming else { return nil }
                    switch try runtime.call(step, [current]) {
                    case .null: upcoming = nil
                    case .wrapped(let following): upcoming = following
                    case let following: upcoming = following
                    }
                    return current
                }
            }
        }
    }
}
