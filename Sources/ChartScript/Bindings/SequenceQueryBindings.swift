/// Sequence methods that ask about the elements: `allSatisfy`, `count(where:)`,
/// `firstIndex(where:)`, `lastIndex(of:)`, `lastIndex(where:)`, `elementsEqual`,
/// `starts(with:)`, and the random ones (`randomElement()`, `shuffled()`).
enum SequenceQueryBindings {
    static func register(on type: TypeBinding, receiver: String) {
        type.addMethod("allSatisfy", [param(nil, "closure")], doc("func allSatisfy(_ predicate: (Element) -> Bool) -> Bool",
            "Whether every element satisfies the closure (true when there are none).", "\(receiver).allSatisfy { $0 > 0 }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            return .bool(try firstPosition(in: receiver) { !(try SequenceBindings.truth(try test($0), "allSatisfy")) } == nil)
        }
        type.addMethod("count", [param("where", "closure")], doc("func count(where predicate: (Element) -> Bool) -> Int",
            "How many elements satisfy the closure.", "\(receiver).count(where: { $0 > 10 })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            var count = 0
            try Sequences.forEach(receiver) { if try SequenceBindings.truth(try test($0), "count(where:)") { count += 1 } }
            return .int(count)
        }
        type.addMethod("firstIndex", [param("where", "closure")], doc("func firstIndex(where predicate: (Element) -> Bool) -> Int?",
            "The position of the first element that satisfies the closure, or nil.", "\(receiver).firstIndex(where: { $0 > 10 })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let start = SliceResults.firstIndex(of: receiver)
            return .optional(try firstPosition(in: receiver) { try SequenceBindings.truth(try test($0), "firstIndex(where:)") }.map { .int(start + $0) })
        }
        type.addMethod("lastIndex", [param("of", "Any")], doc("func lastIndex(of element: Element) -> Int?",
            "The position of the last element equal to the argument, or nil.", "\(receiver).lastIndex(of: 3)")) { receiver, arguments, _ in
            let wanted = try arguments.value(0)
            let start = SliceResults.firstIndex(of: receiver)
            return .optional(try lastPosition(in: receiver) { try Equality.equal($0, wanted) }.map { .int(start + $0) })
        }
        type.addMethod("lastIndex", [param("where", "closure")], doc("func lastIndex(where predicate: (Element) -> Bool) -> Int?",
            "The position of the last element that satisfies the closure, or nil.", "\(receiver).lastIndex(where: { $0 > 10 })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let start = SliceResults.firstIndex(of: receiver)
            return .optional(try lastPosition(in: receiver) { try SequenceBindings.truth(try test($0), "lastIndex(where:)") }.map { .int(start + $0) })
        }
        type.addMethod("elementsEqual", [param(nil, "Any")], doc("func elementsEqual(_ other: some Sequence<Element>) -> Bool",
            "Whether both sequences have equal elements in the same order.", "\(receiver).elementsEqual([1, 2, 3])")) { receiver, arguments, _ in
            let mine = try Sequences.elements(of: receiver), others = try Sequences.elements(of: try arguments.value(0))
            guard mine.count == others.count else { return .bool(false) }
            for (first, second) in zip(mine, others) where !(try Equality.equal(first, second)) { return .bool(false) }
            return .bool(true)
        }
        type.addMethod("lexicographicallyPrecedes", [param(nil, "Any")], doc("func lexicographicallyPrecedes(_ other: some Sequence<Element>) -> Bool",
            "Whether the sequence comes first in dictionary order: the first unequal elements decide, else the shorter one comes first.",
            "\(receiver).lexicographicallyPrecedes([1, 2, 4])")) { receiver, arguments, _ in
            let less = try Operators.infix("<")
            return .bool(try precedes(receiver, try arguments.value(0)) { try SequenceBindings.truth(try less($0, $1), "<") })
        }
        type.addMethod("lexicographicallyPrecedes", [param(nil, "Any"), param("by", "closure")],
                       doc("func lexicographicallyPrecedes(_ other: some Sequence<Element>, by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool",
            "Whether the sequence comes first in dictionary order, the closure saying which of two elements comes first.",
            "\(receiver).lexicographicallyPrecedes([1, 2, 4], by: >)")) { receiver, arguments, runtime in
            let ordered = runtime.binaryCaller(try arguments.function(1))
            return .bool(try precedes(receiver, try arguments.value(0)) {
                try SequenceBindings.truth(try ordered($0, $1), "lexicographicallyPrecedes(_:by:)")
            })
        }
        type.addMethod("starts", [param("with", "Any")], doc("func starts(with possiblePrefix: some Sequence<Element>) -> Bool",
            "Whether the sequence begins with the other's elements.", "\(receiver).starts(with: [1, 2])")) { receiver, arguments, _ in
            let mine = try Sequences.elements(of: receiver), prefix = try Sequences.elements(of: try arguments.value(0))
            guard prefix.count <= mine.count else { return .bool(false) }
            for (first, second) in zip(mine, prefix) where !(try Equality.equal(first, second)) { return .bool(false) }
            return .bool(true)
        }
        type.addMethod("randomElement", [], doc("func randomElement() -> Element?",
            "An element chosen at random, or nil when empty.", "\(receiver).randomElement()")) { receiver, _, _ in
            .optional(try Sequences.elements(of: receiver).randomElement())
        }
        type.addMethod("shuffled", [], doc("func shuffled() -> [Element]",
            "The elements in a random order.", "\(receiver).shuffled()")) { receiver, _, _ in
            if case .array(let array) = receiver { return .array(try InterruptibleArrays.shuffled(array.rebased)) }
            return .array(ArrayValue(values: try Sequences.elements(of: receiver).shuffled()))
        }
        type.addProperty("description", type: "String", doc("var description: String",
            "The text print writes for the value.", "\(receiver).description")) { value in
            .string(try (Runtime.current?.describer ?? Describer(runtime: nil)).description(of: value))
        }
        type.addProperty("debugDescription", type: "String", doc("var debugDescription: String",
            "The text debugPrint writes for the value.", "\(receiver).debugDescription")) { value in
            .string(try (Runtime.current?.describer ?? Describer(runtime: nil)).debugDescription(of: value))
        }
        type.addProperty("lazy", type: "Any", doc("var lazy: LazySequence<Self>",
            "The same elements, with map, filter, compactMap, prefix and enumerated that make each element only when it is asked for.",
            "\(receiver).lazy.map { $0 * 2 }.first")) { value in LazySequenceBindings.lazy(value) }
    }

    /// The position of the first element for which `test` is true.
    private static func firstPosition(in receiver: Value, where test: (Value) throws -> Bool) throws -> Int? {
        var position = 0
        var found: Int?
        do {
            try Sequences.forEach(receiver) { element in
                if try test(element) { found = position; throw Stop() }
                position += 1
            }
        } catch is Stop {}
        return found
    }

    private static func lastPosition(in receiver: Value, where test: (Value) throws -> Bool) throws -> Int? {
        let elements = try Sequences.elements(of: receiver)
        for position in elements.indices.reversed() where try test(elements[position]) { return position }
        return nil
    }

    private struct Stop: Error {}

    /// Whether `first` comes before `second` in dictionary order by `less`, as Swift's
    /// `lexicographicallyPrecedes` decides.
    private static func precedes(_ first: Value, _ second: Value, by less: (Value, Value) throws -> Bool) throws -> Bool {
        let mine = try Sequences.elements(of: first), others = try Sequences.elements(of: second)
        for (element, other) in zip(mine, others) {
            if try less(element, other) { return true }
            if try less(other, element) { return false }
        }
        return mine.count < others.count
    }
}
