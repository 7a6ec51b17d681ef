/// Array members beyond appending and removing one element: inserting and removing several,
/// removing by a test, swapping, sorting by a closure, replacing a range, and the index
/// members (`startIndex`, `endIndex`, `index(after:)`) that index-based loops use.
enum ArrayEditingBindings {
    static func register(on array: TypeBinding) {
        array.addMethod("insert", [param("contentsOf", "Any"), param("at", "Int")], isMutating: true,
                        doc("mutating func insert(contentsOf newElements: some Collection<Element>, at i: Int)",
            "Inserts the elements of another sequence before the position.", "values.insert(contentsOf: [7, 8], at: 1)")) { receiver, arguments, _ in
            let inserted = try Sequences.elements(of: try arguments.value(0)), position = try arguments.int(1)
            try replace(&receiver, position..<position, with: inserted)
            return .void
        }
        for isFirst in [true, false] {
            let name = isFirst ? "removeFirst" : "removeLast"
            array.addMethod(name, [param(nil, "Int")], isMutating: true, doc("mutating func \(name)(_ k: Int)",
                "Removes the \(isFirst ? "first" : "last") k elements; there must be at least k.", "values.\(name)(2)")) { receiver, arguments, _ in
                let count = try arguments.int(0), total = try Sequences.count(receiver)
                guard count >= 0 else { throw ScriptError.trap("Number of elements to remove should be non-negative") }
                guard count <= total else { throw ScriptError.trap("Can't remove more items from a collection than it contains") }
                let start = SliceResults.firstIndex(of: receiver)
                try replace(&receiver, isFirst ? start..<(start + count) : (start + total - count)..<(start + total), with: [])
                if isFirst, case .array(let array) = receiver, array.isSlice {
                    // A slice's removeFirst(k) keeps the other elements' indices.
                    receiver = .array(array.asSlice(startingAt: start + count))
                }
                return .void
            }
        }
        array.addMethod("removeAll", [param("keepingCapacity", "Bool")], isMutating: true, doc("mutating func removeAll(keepingCapacity: Bool)",
            "Removes every element.", "values.removeAll(keepingCapacity: true)")) { receiver, _, _ in
            try ArrayBindings.withArray(&receiver) { $0 = emptied($0) }
            return .void
        }
        array.addMethod("removeAll", [param("where", "closure")], isMutating: true, doc("mutating func removeAll(where shouldBeRemoved: (Element) -> Bool)",
            "Removes the elements for which the closure returns true.", "values.removeAll(where: { $0 < 0 })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let kept = try ArrayBuilder.collect { kept in
                try Sequences.forEach(receiver) { element in
                    if !(try SequenceBindings.truth(try test(element), "removeAll(where:)")) { try kept.append(element) }
                }
            }
            try ArrayBindings.withArray(&receiver) { $0 = ArrayValue.rebuilt(kept.values, like: $0) }
            return .void
        }
        array.addMethod("partition", [param("by", "closure")], isMutating: true,
                        doc("mutating func partition(by belongsInSecondPartition: (Element) -> Bool) -> Int",
            "Reorders the elements so that those for which the closure returns true come after the others (swapping as Swift does) and returns the index of the first of them.",
            "let pivot = values.partition(by: { $0 > 10 })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            var pivot = 0
            try ArrayBindings.withArray(&receiver) { array in
                var elements = try Sequences.elements(of: .array(array))
                pivot = try partition(&elements) { try SequenceBindings.truth(try test($0), "partition(by:)") }
                let start = array.startIndex
                array = ArrayValue.rebuilt(elements, like: array)
                pivot += start
            }
            return .int(pivot)
        }
        array.addMethod("swapAt", [param(nil, "Int"), param(nil, "Int")], isMutating: true, doc("mutating func swapAt(_ i: Int, _ j: Int)",
            "Exchanges the elements at two positions.", "values.swapAt(0, 1)")) { receiver, arguments, _ in
            let first = try arguments.int(0), second = try arguments.int(1)
            try ArrayBindings.withArray(&receiver) { array in
                let firstOffset = try array.offset(ofIndex: first), secondOffset = try array.offset(ofIndex: second)
                let a = try array.element(at: firstOffset), b = try array.element(at: secondOffset)
                try array.setElement(b, at: firstOffset)
                try array.setElement(a, at: secondOffset)
            }
            return .void
        }
        array.addMethod("sort", [param("by", "closure")], isMutating: true, doc("mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool)",
            "Sorts the array in place by the closure's order.", "values.sort(by: >)")) { receiver, arguments, runtime in
            var copy = receiver
            guard let sorted = BindingTable.shared.types["Array"]?.methods["sorted"]?.first(where: { $0.parameters.first?.label == "by" }) else { return .void }
            receiver = try sorted.body(&copy, arguments, runtime)
            return .void
        }
        array.addMethod("shuffle", [], isMutating: true, doc("mutating func shuffle()", "Puts the elements in a random order.", "values.shuffle()")) { receiver, _, _ in
            receiver = .array(ArrayValue(values: try Sequences.elements(of: receiver).shuffled()))
            return .void
        }
        array.addMethod("removeSubrange", [param(nil, "Any")], isMutating: true, doc("mutating func removeSubrange(_ bounds: Range<Int>)",
            "Removes the elements in the range.", "values.removeSubrange(1..<3)")) { receiver, arguments, _ in
            try replace(&receiver, try range(try arguments.value(0), in: receiver), with: [])
            return .void
        }
        array.addMethod("replaceSubrange", [param(nil, "Any"), param("with", "Any")], isMutating: true,
                        doc("mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<Element>)",
            "Replaces the elements in the range by those of another collection.", "values.replaceSubrange(0..<2, with: [9])")) { receiver, arguments, _ in
            let replacement = try Sequences.elements(of: try arguments.value(1))
            try replace(&receiver, try range(try arguments.value(0), in: receiver), with: replacement)
            return .void
        }
        array.addMethod("reserveCapacity", [param(nil, "Int")], isMutating: true, doc("mutating func reserveCapacity(_ minimumCapacity: Int)",
            "Prepares room for the number of elements (the kernel grows arrays as needed, so this changes nothing visible).",
            "values.reserveCapacity(100)")) { _, _, _ in .void }
        registerIndices(on: array)
    }

    private static func registerIndices(on array: TypeBinding) {
        array.addProperty("startIndex", type: "Int", doc("var startIndex: Int", "The first position: 0 (a slice keeps its array's indices).", "values.startIndex")) { value in
            .int(SliceResults.firstIndex(of: value))
        }
        array.addProperty("endIndex", type: "Int", doc("var endIndex: Int", "The position after the last element: count for an array.", "values.endIndex")) { value in
            .int(SliceResults.firstIndex(of: value) + (try Sequences.count(value)))
        }
        array.addMethod("index", [param("after", "Int")], doc("func index(after i: Int) -> Int", "The next position: i + 1.", "values.index(after: 0)")) { _, arguments, _ in
            let (next, overflow) = try arguments.int(0).addingReportingOverflow(1)
            if overflow { throw ScriptError.overflow(operation: "index(after:)") }
            return .int(next)
        }
        array.addMethod("index", [param("before", "Int")], doc("func index(before i: Int) -> Int", "The previous position: i - 1.", "values.index(before: values.endIndex)")) { _, arguments, _ in
            let (previous, overflow) = try arguments.int(0).subtractingReportingOverflow(1)
            if overflow { throw ScriptError.overflow(operation: "index(before:)") }
            return .int(previous)
        }
        array.addMethod("index", [param(nil, "Int"), param("offsetBy", "Int")], doc("func index(_ i: Int, offsetBy distance: Int) -> Int",
            "The position the given distance away: i + distance.", "values.index(values.startIndex, offsetBy: 2)")) { _, arguments, _ in
            let (target, overflow) = try arguments.int(0).addingReportingOverflow(try arguments.int(1))
            if overflow { throw ScriptError.overflow(operation: "index(_:offsetBy:)") }
            return .int(target)
        }
        array.addMethod("index", [param(nil, "Int"), param("offsetBy", "Int"), param("limitedBy", "Int")],
                        doc("func index(_ i: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int?",
            "The position the given distance away, or nil when that passes the limit.", "values.index(i, offsetBy: 3, limitedBy: values.endIndex)")) { _, arguments, _ in
            let start = try arguments.int(0), distance = try arguments.int(1), limit = try arguments.int(2)
            let (target, overflow) = start.addingReportingOverflow(distance)
            if overflow { throw ScriptError.overflow(operation: "index(_:offsetBy:limitedBy:)") }
            // Swift gives nil only when the limit lies between the start and the target.
            let passes = distance >= 0 ? (limit >= start && target > limit) : (limit <= start && target < limit)
            return passes ? .null : .wrapped(.int(target))
        }
    }

    /// The indices a range value covers in the array (`a..<b`, `a...b`, `..<b`, `a...`; a
    /// slice's partial ranges run from its start or to its end).
    private static func range(_ value: Value, in receiver: Value) throws -> Range<Int> {
        let start = SliceResults.firstIndex(of: receiver), count = try Sequences.count(receiver)
        if case .native(let box) = value, let partial = box.payload as? PartialRange {
            let range = partial.resolved(start: start, end: start + count)
            guard partial.upper.map({ $0 >= range.lowerBound }) ?? true else { throw ScriptError.indexOutOfRange(index: range.lowerBound, count: count) }
            return range
        }
        guard let range = try StringIndexing.offsets(value, count: count) else {
            throw ScriptError.typeMismatch("expected a range of Int, not \(value.typeName)")
        }
        return range
    }

    /// Replaces the elements at the indices `range` by `elements`, checking the range.
    private static func replace(_ receiver: inout Value, _ range: Range<Int>, with elements: [Value]) throws {
        try ArrayBindings.withArray(&receiver) { try $0.replaceSubrange(range, with: elements) }
    }

    /// An empty array of the same element kind as `original`.
    static func emptied(_ original: ArrayValue) -> ArrayValue {
        ArrayValue.rebuilt([], like: original)
    }

    /// Swift's partition of a bidirectional collection: from both ends, each element of the
    /// second part found from the front swaps with one of the first part found from the back.
    /// Returns the offset of the second part.
    private static func partition(_ elements: inout [Value], _ belongsInSecondPartition: (Value) throws -> Bool) throws -> Int {
        var low = 0, high = elements.count
        while true {
            while true {
                guard low < high else { return low }
                if try belongsInSecondPartition(elements[low]) { break }
                low += 1
            }
            while true {
                high -= 1
                guard low < high else { return low }
                if !(try belongsInSecondPartition(elements[high])) { break }
            }
            elements.swapAt(low, high)
            low += 1
        }
    }
}
