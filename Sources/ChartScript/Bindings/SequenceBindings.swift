/// Methods every sequence has (arrays, ranges, strings, dictionaries): map, filter,
/// reduce, sorted, forEach, contains, min, max, enumerated, first, last, count …
enum SequenceBindings {
    /// Adds the shared sequence members to `type`; `element` is how docs name the element type.
    static func register(on type: TypeBinding, receiver: String) {
        type.addProperty("count", type: "Int", doc("var count: Int", "The number of elements.", "\(receiver).count")) { value in
            .int(try Sequences.count(value))
        }
        type.addProperty("isEmpty", type: "Bool", doc("var isEmpty: Bool", "Whether there are no elements.", "\(receiver).isEmpty")) { value in
            .bool(try Sequences.count(value) == 0)
        }
        type.addProperty("first", type: "Any", doc("var first: Element?", "The first element, or nil when empty.", "\(receiver).first")) { value in
            if let answer = RangeShortcuts.extreme(of: value, largest: false) { return answer }
            var first: Value = .null
            do { try Sequences.forEach(value) { element in first = .wrapped(element); throw StopIteration() } } catch is StopIteration {}
            return first
        }
        type.addProperty("last", type: "Any", doc("var last: Element?", "The last element, or nil when empty.", "\(receiver).last")) { value in
            if case .array(let array) = value { return array.isEmpty ? .null : .wrapped(try array.element(at: array.count - 1)) }
            if let answer = RangeShortcuts.extreme(of: value, largest: true) { return answer }
            return .optional(try Sequences.elements(of: value).last)
        }
        type.addMethod("first", [param("where", "closure")], doc("func first(where predicate: (Element) -> Bool) -> Element?",
            "The first element that satisfies the closure, or nil.", "\(receiver).first { $0 > 10 }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            var found: Value = .null
            do { try Sequences.forEach(receiver) { if try truth(try test($0), "first(where:)") { found = .wrapped($0); throw StopIteration() } } } catch is StopIteration {}
            return found
        }
        type.addMethod("last", [param("where", "closure")], doc("func last(where predicate: (Element) -> Bool) -> Element?",
            "The last element that satisfies the closure, or nil.", "\(receiver).last { $0 > 10 }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            var found: Value = .null
            try Sequences.forEach(receiver) { if try truth(try test($0), "last(where:)") { found = .wrapped($0) } }
            return found
        }
        type.addMethod("map", [param(nil, "closure")], doc("func map(_ transform: (Element) -> T) -> [T]",
            "The results of calling the closure on each element, in order. Numbers are kept in compact storage, so a map over a million elements stays fast.",
            "\(receiver).map { $0 * 2 }")) { receiver, arguments, runtime in
            let transform = try runtime.unaryCaller(try arguments.function(0))
            return .array(try ArrayBuilder.collect(capacity: (try? Sequences.count(receiver)) ?? 0) { builder in
                try Sequences.forEach(receiver) { try builder.append(try transform($0)) }
            })
        }
        type.addMethod("filter", [param(nil, "closure")], doc("func filter(_ isIncluded: (Element) -> Bool) -> [Element]",
            "The elements for which the closure returns true, in order.", "\(receiver).filter { $0 > 10 }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            return .array(try ArrayBuilder.collect { builder in
                try Sequences.forEach(receiver) { element in
                    if try truth(try test(element), "filter") { try builder.append(element) }
                }
            })
        }
        type.addMethod("reduce", [param(nil, "Any"), param(nil, "closure")], doc("func reduce(_ initial: T, _ next: (T, Element) -> T) -> T",
            "Combines the elements into one value, starting from the initial value.", "\(receiver).reduce(0) { $0 + $1 }")) { receiver, arguments, runtime in
            let combine = runtime.binaryCaller(try arguments.function(1))
            var result = try arguments.value(0)
            // `reduce(0) { $0 + $1.price }`: Swift types the literal 0 as the Double the closure
            // returns, so mixing it with a Double in the first call is no reason for a note.
            var startsWithInt = false
            if case .int = result { startsWithInt = true }
            try Sequences.forEach(receiver) { element in
                guard startsWithInt else { result = try combine(result, element); return }
                startsWithInt = false
                result = try runtime.holdingNotes({ try combine(result, element) }, keep: { if case .double = $0 { return false } else { return true } })
            }
            return result
        }
        type.addMethod("forEach", [param(nil, "closure")], doc("func forEach(_ body: (Element) -> Void)",
            "Calls the closure on each element, in order.", "\(receiver).forEach { print($0) }")) { receiver, arguments, runtime in
            let body = try runtime.unaryCaller(try arguments.function(0))
            try Sequences.forEach(receiver) { _ = try body($0) }
            return .void
        }
        type.addMethod("sorted", [], doc("func sorted() -> [Element]", "The elements in ascending order.", "\(receiver).sorted()")) { receiver, _, _ in
            try sorted(receiver, by: nil)
        }
        type.addMethod("sorted", [param("by", "closure")], doc("func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]",
            "The elements ordered by the closure, which says whether its first argument comes before its second.",
            "\(receiver).sorted(by: >)")) { receiver, arguments, runtime in
            try sorted(receiver, by: runtime.binaryCaller(try arguments.function(0)))
        }
        // `contains(where:)` comes first, so a trailing closure (`contains { $0 > 3 }`) is not taken for an element.
        type.addMethod("contains", [param("where", "closure")], doc("func contains(where predicate: (Element) -> Bool) -> Bool",
            "Whether any element satisfies the closure.", "\(receiver).contains { $0 > 30 }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            var found = false
            do { try Sequences.forEach(receiver) { if try truth(try test($0), "contains") { found = true; throw StopIteration() } } } catch is StopIteration {}
            return .bool(found)
        }
        type.addMethod("contains", [param(nil, "Any")], doc("func contains(_ element: Element) -> Bool",
            "Whether the element is in the sequence.", "\(receiver).contains(3)")) { receiver, arguments, _ in
            let wanted = try arguments.value(0)
            if let answer = RangeShortcuts.contains(receiver, wanted) { return .bool(answer) }
            var found = false
            do { try Sequences.forEach(receiver) { if try Equality.equal($0, wanted) { found = true; throw StopIteration() } } } catch is StopIteration {}
            return .bool(found)
        }
        type.addMethod("reversed", [], doc("func reversed() -> [Element]", "The elements in reverse order.", "\(receiver).reversed()")) { receiver, _, _ in
            if case .array(let array) = receiver { return .array(try InterruptibleArrays.reversed(array.rebased)) }
            return .array(ArrayValue(values: try Sequences.elements(of: receiver).reversed()))
        }
        type.addMethod("enumerated", [], doc("func enumerated() -> [(offset: Int, element: Element)]",
            "Pairs of each element's position and the element, for `for (index, value) in …`.",
            "for (index, value) in \(receiver).enumerated() { print(index, value) }")) { receiver, _, _ in
            if let pairs = LazySequenceBindings.enumeratedSequence(of: receiver) { return pairs }
            var pairs: [Value] = []
            var offset = 0
            do {
                try Sequences.forEach(receiver) { element in
                    try InterruptibleWork.makeRoom(in: &pairs)
                    pairs.append(.tuple(TupleValue(labels: ["offset", "element"], values: [.int(offset), element])))
                    offset += 1
                }
            } catch {
                // Millions of pairs take a good part of a second to free: not before the reply,
                // when nothing in them can run code as it goes (a declared class's deinit).
                if Disposal.holdsPlainElements(receiver) { Disposal.later(&pairs, replacingWith: []) }
                throw error
            }
            return .array(ArrayValue(.values(pairs)))
        }
        type.addMethod("min", [], doc("func min() -> Element?", "The smallest element, or nil when empty.", "\(receiver).min()")) { receiver, _, _ in
            try extreme(receiver, wantsLargest: false)
        }
        type.addMethod("max", [], doc("func max() -> Element?", "The largest element, or nil when empty.", "\(receiver).max()")) { receiver, _, _ in
            try extreme(receiver, wantsLargest: true)
        }
        type.addMethod("min", [param("by", "closure")], doc("func min(by areInIncreasingOrder: (Element, Element) -> Bool) -> Element?",
            "The smallest element by the closure's order, or nil when empty.", "\(receiver).min { $0 < $1 }")) { receiver, arguments, runtime in
            try extreme(receiver, wantsLargest: false, by: runtime.binaryCaller(try arguments.function(0)))
        }
        type.addMethod("max", [param("by", "closure")], doc("func max(by areInIncreasingOrder: (Element, Element) -> Bool) -> Element?",
            "The largest element by the closure's order, or nil when empty.", "\(receiver).max { $0 < $1 }")) { receiver, arguments, runtime in
            try extreme(receiver, wantsLargest: true, by: runtime.binaryCaller(try arguments.function(0)))
        }
        type.addMethod("firstIndex", [param("of", "Any")], doc("func firstIndex(of element: Element) -> Int?",
            "The position of the first element equal to the argument, or nil.", "\(receiver).firstIndex(of: 3)")) { receiver, arguments, _ in
            let wanted = try arguments.value(0)
            let start = SliceResults.firstIndex(of: receiver)
            for (index, element) in try Sequences.elements(of: receiver).enumerated() where try Equality.equal(element, wanted) { return .wrapped(.int(start + index)) }
            return .null
        }
        type.addMethod("prefix", [param(nil, "Int")], doc("func prefix(_ maxLength: Int) -> ArraySlice<Element>",
            "The first elements, at most the given number.", "\(receiver).prefix(3)")) { receiver, arguments, _ in
            let length = try arguments.int(0)
            guard length >= 0 else { throw ScriptError.trap("Can't take a prefix of negative length from a collection") }
            return try SliceResults.cut(receiver) { 0..<min(length, $0) }
        }
        type.addMethod("suffix", [param(nil, "Int")], doc("func suffix(_ maxLength: Int) -> ArraySlice<Element>",
            "The last elements, at most the given number.", "\(receiver).suffix(3)")) { receiver, arguments, _ in
            let length = try arguments.int(0)
            guard length >= 0 else { throw ScriptError.trap("Can't take a suffix of negative length from a collection") }
            return try SliceResults.cut(receiver) { max(0, $0 - length)..<$0 }
        }
        SequenceTransformBindings.register(on: type, receiver: receiver)
        SequenceQueryBindings.register(on: type, receiver: receiver)
    }

    private struct StopIteration: Error {}

    static func truth(_ value: Value, _ method: String) throws -> Bool {
        guard case .bool(let flag) = value else {
            throw ScriptError.typeMismatch("the closure given to '\(method)' must return a Bool, not \(value.typeName)")
        }
        return flag
    }

    private static func sorted(_ receiver: Value, by comparator: ((Value, Value) throws -> Value)?) throws -> Value {
        if comparator == nil, case .array(let array) = receiver {
            switch array.storage {
            case .ints(let items): return .array(ArrayValue(.ints(try InterruptibleWork.sorted(items))))
            case .doubles(let items): return .array(ArrayValue(.doubles(try InterruptibleWork.sorted(items))))
            case .strings(let items): return .array(ArrayValue(.strings(try InterruptibleWork.sorted(items))))
            case .values: break
            }
        }
        let less = try comparator ?? Operators.infix("<")
        var poll = InterruptPoll()
        func order(_ first: Value, _ second: Value) throws -> Bool {
            try poll.step()
            return try truth(try less(first, second), "sorted(by:)")
        }
        guard case .array(let array) = receiver else {
            var result = try Sequences.elements(of: receiver)
            try result.sort(by: order)
            return .array(ArrayValue(values: result))
        }
        // Numbers and strings are sorted in their compact storage, each made a value only for
        // the comparison.
        switch array.storage {
        case .ints(let items): return .array(ArrayValue(.ints(try sortedCopy(of: items) { try order(.int($0), .int($1)) })))
        case .doubles(let items): return .array(ArrayValue(.doubles(try sortedCopy(of: items) { try order(.double($0), .double($1)) })))
        case .strings(let items): return .array(ArrayValue(.strings(try sortedCopy(of: items) { try order(.string($0), .string($1)) })))
        case .values(let items): return .array(ArrayValue(values: try sortedCopy(of: items, by: order)))
        }
    }

    /// `items` sorted by `order`: a large array copied in steps an interrupt can stop, with
    /// room for the copy and for the standard library's merge buffer (half as many elements)
    /// asked of the memory budget first.
    private static func sortedCopy<Element>(of items: [Element], by order: (Element, Element) throws -> Bool) throws -> [Element] {
        if items.count > InterruptibleWork.chunk {
            let (bytes, overflow) = (items.count &+ items.count / 2).multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
            try MemoryGuard.shared.reserve(overflow ? .max : bytes, for: "sorting \(items.count) elements")
        }
        var result = try InterruptibleWork.copy(items)
        do {
            try result.sort(by: order)
        } catch {
            Disposal.later(&result, replacingWith: [])
            throw error
        }
        return result
    }

    private static func extreme(_ receiver: Value, wantsLargest: Bool, by order: ((Value, Value) throws -> Value)? = nil) throws -> Value {
        if order == nil, let answer = RangeShortcuts.extreme(of: receiver, largest: wantsLargest) { return answer }
        let less = try order ?? Operators.infix("<")
        var best: Value?
        try Sequences.forEach(receiver) { element in
            guard let current = best else { best = element; return }
            // As Swift's min() and max(by:): an element replaces the best only when strictly
            // better, so the first of equal elements wins.
            if wantsLargest {
                if try truth(try less(current, element), "max") { best = element }
            } else if try truth(try less(element, current), "min") {
                best = element
            }
        }
        return .optional(best)
    }
}
