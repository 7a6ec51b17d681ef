/// Arrays: the shared sequence methods plus the ones that change an array in place.
enum ArrayBindings {
    static let documentation = doc("struct Array<Element>",
        "An ordered list of values, written [1, 2, 3]. Arrays of numbers also answer statistics (mean, median, mode, standardDeviation …).",
        "let enrollment = [12, 19, 25, 31, 28, 35, 35]")

    static func register(in table: BindingTable) {
        let array = table.type("Array", documentation)
        SequenceBindings.register(on: array, receiver: "enrollment")
        array.addInitializer([param(nil, "Any")], doc("init(_ sequence: Sequence)",
            "An array of the elements of a range, string or other sequence.", "Array(1...5)")) { arguments, _ in
            let sequence = try arguments.value(0)
            // An array (or slice) is shared as it is, in its compact storage, indexed from 0:
            // copying millions of elements one value at a time could not be interrupted.
            if case .array(let array) = sequence { return .array(array.rebased) }
            return .array(ArrayValue(values: try Sequences.elements(of: sequence)))
        }
        InitializerReference.add(to: array)
        array.addInitializer([param("repeating", "Any"), param("count", "Int")], doc("init(repeating: Element, count: Int)",
            "An array holding the same value the given number of times.", "Array(repeating: 0.0, count: 5)")) { arguments, _ in
            let count = try arguments.int(1)
            guard count <= Sequences.maximumMaterializedCount else {
                throw ScriptError.typeMismatch("Array(repeating:count:) with \(count) elements is too large")
            }
            guard count >= 0 else { throw ScriptError.typeMismatch("Array(repeating:count:) needs a count of 0 or more, not \(count)") }
            // Every element takes at least a word: asked first, so the message names the call.
            try MemoryGuard.shared.reserve(count &* MemoryLayout<Int>.stride, for: "Array(repeating:count: \(count))")
            switch try arguments.value(0) {
            // Numbers and strings go straight into compact storage (no loop over the elements).
            case .int(let number): return .array(ArrayValue(.ints(try InterruptibleWork.repeated(number, count: count))))
            case .double(let number): return .array(ArrayValue(.doubles(try InterruptibleWork.repeated(number, count: count))))
            case .string(let text): return .array(ArrayValue(.strings(try InterruptibleWork.repeated(text, count: count))))
            case let element:
                try MemoryGuard.shared.reserve(count &* MemoryLayout<Value>.stride, for: "Array(repeating:count: \(count))")
                return .array(ArrayValue(values: [Value](repeating: element, count: count)))
            }
        }
        array.addProperty("indices", type: "Range", doc("var indices: Range<Int>", "The valid positions, 0..<count (a slice's: startIndex..<endIndex).", "enrollment.indices")) { value in
            if case .array(let array) = value { return .range(array.startIndex, array.endIndex) }
            return .range(0, try Sequences.count(value))
        }
        array.addMethod("append", [param(nil, "Any")], isMutating: true, doc("mutating func append(_ element: Element)",
            "Adds an element at the end.", "var values = [1, 2]\nvalues.append(3)")) { receiver, arguments, _ in
            try withArray(&receiver) { try $0.append(try arguments.value(0)) }
            return .void
        }
        array.addMethod("append", [param("contentsOf", "Any")], isMutating: true, doc("mutating func append(contentsOf elements: [Element])",
            "Adds every element of another sequence at the end.", "values.append(contentsOf: [4, 5])")) { receiver, arguments, _ in
            let elements = try Sequences.elements(of: try arguments.value(0))
            try withArray(&receiver) { array in for element in elements { try array.append(element) } }
            return .void
        }
        array.addMethod("insert", [param(nil, "Any"), param("at", "Int")], isMutating: true, doc("mutating func insert(_ element: Element, at index: Int)",
            "Inserts an element before the given position (count appends).", "values.insert(0, at: 0)")) { receiver, arguments, _ in
            let element = try arguments.value(0), index = try arguments.int(1)
            try withArray(&receiver) { try $0.insert(element, at: index - $0.startIndex) }
            return .void
        }
        array.addMethod("remove", [param("at", "Int")], isMutating: true, doc("mutating func remove(at index: Int) -> Element",
            "Removes and returns the element at the position.", "values.remove(at: 0)")) { receiver, arguments, _ in
            let index = try arguments.int(0)
            var removed = Value.void
            try withArray(&receiver) { removed = try $0.remove(at: try $0.offset(ofIndex: index)) }
            return removed
        }
        array.addMethod("removeLast", [], isMutating: true, doc("mutating func removeLast() -> Element",
            "Removes and returns the last element; fails on an empty array.", "values.removeLast()")) { receiver, _, _ in
            var removed = Value.void
            try withArray(&receiver) { array in
                guard !array.isEmpty else { throw ScriptError.typeMismatch("cannot removeLast() from an empty array") }
                removed = try array.remove(at: array.count - 1)
            }
            return removed
        }
        array.addMethod("popLast", [], isMutating: true, doc("mutating func popLast() -> Element?",
            "Removes and returns the last element, or nil when the array is empty.", "while let last = stack.popLast() { print(last) }")) { receiver, _, _ in
            var removed = Value.null
            try withArray(&receiver) { array in
                guard !array.isEmpty else { return }
                removed = .wrapped(try array.remove(at: array.count - 1))
            }
            return removed
        }
        array.addMethod("removeFirst", [], isMutating: true, doc("mutating func removeFirst() -> Element",
            "Removes and returns the first element; fails on an empty array.", "values.removeFirst()")) { receiver, _, _ in
            var removed = Value.void
            try withArray(&receiver) { array in
                guard !array.isEmpty else { throw ScriptError.typeMismatch("cannot removeFirst() from an empty array") }
                removed = try array.removeFirst()
            }
            return removed
        }
        array.addMethod("popFirst", [], isMutating: true, doc("mutating func popFirst() -> Element?",
            "Removes and returns the first element of a slice, or nil when it is empty (an Array has no popFirst: use removeFirst, or a slice).",
            "var rest = values[...]\nwhile let next = rest.popFirst() { print(next) }")) { receiver, _, _ in
            var removed = Value.null
            try withArray(&receiver) { array in
                guard array.isSlice else { throw ScriptError.typeMismatch("value of type '[\(array.elementTypeName)]' has no member 'popFirst' (ArraySlice has: write values[...] for a slice of the whole array)") }
                guard !array.isEmpty else { return }
                removed = .wrapped(try array.removeFirst())
            }
            return removed
        }
        array.addMethod("removeAll", [], isMutating: true, doc("mutating func removeAll()",
            "Removes every element.", "values.removeAll()")) { receiver, _, _ in
            try withArray(&receiver) { $0 = ArrayEditingBindings.emptied($0) }
            return .void
        }
        array.addMethod("sort", [], isMutating: true, doc("mutating func sort()",
            "Sorts the array in place, ascending.", "values.sort()")) { receiver, _, runtime in
            let sorted = try callSorted(receiver, runtime)
            receiver = sorted
            return .void
        }
        array.addMethod("reverse", [], isMutating: true, doc("mutating func reverse()",
            "Reverses the array in place.", "values.reverse()")) { receiver, _, _ in
            receiver = .array(ArrayValue(values: try Sequences.elements(of: receiver).reversed()))
            return .void
        }
        ArrayEditingBindings.register(on: array)
    }

    /// Runs `body` on the array inside `receiver`, keeping the storage unique so it changes in place.
    static func withArray(_ receiver: inout Value, _ body: (inout ArrayValue) throws -> Void) throws {
        guard case .array(var array) = receiver else { throw ScriptError.typeMismatch("expected an array, not \(receiver.typeName)") }
        receiver = .void
        defer { receiver = .array(array) }
        try body(&array)
    }

    private static func callSorted(_ receiver: Value, _ runtime: Runtime) throws -> Value {
        guard let sorted = BindingTable.shared.types["Array"]?.methods["sorted"]?.first(where: { $0.parameters.isEmpty }) else { return receiver }
        var copy = receiver
        return try sorted.body(&copy, BoundArguments(values: [], callee: "sorted"), runtime)
    }
}
