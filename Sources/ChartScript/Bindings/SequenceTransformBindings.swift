/// Sequence methods that build new values from the elements: `compactMap`, `flatMap`,
/// `reduce(into:_:)`, `joined`, `split`, `dropFirst`, `prefix(while:)` and the like.
enum SequenceTransformBindings {
    static func register(on type: TypeBinding, receiver: String) {
        type.addMethod("compactMap", [param(nil, "closure")], doc("func compactMap<T>(_ transform: (Element) -> T?) -> [T]",
            "The closure's non-nil results, in order.", "[\"1\", \"x\", \"3\"].compactMap { Int($0) }")) { receiver, arguments, runtime in
            let transform = try runtime.unaryCaller(try arguments.function(0))
            return .array(try ArrayBuilder.collect { builder in
                try Sequences.forEach(receiver) { element in
                    if let result = try transform(element).unwrapped { try builder.append(result) }
                }
            })
        }
        type.addMethod("flatMap", [param(nil, "closure")], doc("func flatMap<S: Sequence>(_ transform: (Element) -> S) -> [S.Element]",
            "The elements of the closure's results, joined into one array.", "[[1, 2], [3]].flatMap { $0 }")) { receiver, arguments, runtime in
            let transform = try runtime.unaryCaller(try arguments.function(0))
            return .array(try ArrayBuilder.collect { builder in
                try Sequences.forEach(receiver) { element in
                    let result = try transform(element)
                    switch result {
                    case .null: break
                    case .wrapped(let inner): try builder.append(inner)
                    default: try Sequences.forEach(result) { try builder.append($0) }
                    }
                }
            })
        }
        type.addMethod("reduce", [param("into", "Any"), param(nil, "closure")], doc("func reduce<T>(into initial: T, _ update: (inout T, Element) -> Void) -> T",
            "Builds one value from the elements: the closure changes the result ($0) with each element ($1) in place.",
            "\(receiver).reduce(into: 0) { $0 += $1 }")) { receiver, arguments, runtime in
            let update = try InoutCaller(try arguments.function(1), runtime: runtime)
            var result = try arguments.value(0)
            try Sequences.forEach(receiver) { try update.call(&result, $0) }
            return result
        }
        type.addMethod("joined", [], doc("func joined() -> [Element.Element]",
            "The elements of a sequence of sequences, joined: [[1, 2], [3]] gives [1, 2, 3]; strings give one string.",
            "[[1, 2], [3]].joined()")) { receiver, _, _ in
            try joined(receiver, separator: nil)
        }
        type.addMethod("joined", [param("separator", "Any")], doc("func joined(separator: String) -> String",
            "The strings joined into one, with the separator between them (for arrays of arrays, the separator's elements).",
            "[\"a\", \"b\"].joined(separator: \", \")")) { receiver, arguments, _ in
            try joined(receiver, separator: try arguments.value(0))
        }
        type.addMethod("split", [param("separator", "Any"), param("maxSplits", "Int", default: true),
                                 param("omittingEmptySubsequences", "Bool", default: true)],
                       doc("func split(separator: Element, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [ArraySlice<Element>]",
            "The runs of elements between separators.", "[1, 0, 2, 3].split(separator: 0)")) { receiver, arguments, _ in
            let separator = try arguments.value(0)
            return try split(receiver, arguments, maxSplitsAt: 1, omittingAt: 2) { try Equality.equal($0, separator) }
        }
        type.addMethod("split", [param("maxSplits", "Int", default: true), param("omittingEmptySubsequences", "Bool", default: true),
                                 param("whereSeparator", "closure")],
                       doc("func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Element) -> Bool) -> [ArraySlice<Element>]",
            "The runs of elements between those for which the closure returns true.",
            "[1, 2, 3, 4].split(whereSeparator: { $0 % 2 == 0 })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(2))
            return try split(receiver, arguments, maxSplitsAt: 0, omittingAt: 1) { try SequenceBindings.truth(try test($0), "split(whereSeparator:)") }
        }
        registerSlicing(on: type, receiver: receiver)
    }

    private static func registerSlicing(on type: TypeBinding, receiver: String) {
        let drops: [(String, String, (Int, Int) -> Range<Int>)] = [
            ("dropFirst", "The elements without the first ones (one when no number is given).", { total, k in min(k, total)..<total }),
            ("dropLast", "The elements without the last ones (one when no number is given).", { total, k in 0..<max(0, total - k) }),
        ]
        for (name, summary, kept) in drops {
            type.addMethod(name, [param(nil, "Int", default: true)], doc("func \(name)(_ k: Int = 1) -> ArraySlice<Element>", summary,
                                                                        "\(receiver).\(name)(2)")) { receiver, arguments, _ in
                let count = arguments.has(0) ? try arguments.int(0) : 1
                guard count >= 0 else { throw ScriptError.trap("Can't drop a negative number of elements from a collection") }
                return try SliceResults.cut(receiver) { kept($0, count) }
            }
        }
        type.addMethod("prefix", [param("while", "closure")], doc("func prefix(while predicate: (Element) -> Bool) -> ArraySlice<Element>",
            "The leading elements for which the closure returns true.", "\(receiver).prefix(while: { $0 < 10 })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let elements = try Sequences.elements(of: receiver)
            var end = 0
            while end < elements.count, try SequenceBindings.truth(try test(elements[end]), "prefix(while:)") { end += 1 }
            return try SliceResults.cut(receiver, elements, offsets: 0..<end)
        }
        type.addMethod("drop", [param("while", "closure")], doc("func drop(while predicate: (Element) -> Bool) -> ArraySlice<Element>",
            "The elements from the first one for which the closure returns false.", "\(receiver).drop(while: { $0 < 10 })")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            let elements = try Sequences.elements(of: receiver)
            var start = 0
            while start < elements.count, try SequenceBindings.truth(try test(elements[start]), "drop(while:)") { start += 1 }
            return try SliceResults.cut(receiver, elements, offsets: start..<elements.count)
        }
    }

    /// `joined()` and `joined(separator:)`: strings into a string, sequences into an array.
    private static func joined(_ receiver: Value, separator: Value?) throws -> Value {
        let separatorText: String?
        switch separator {
        case nil: separatorText = ""
        case .string(let text)?: separatorText = text
        default: separatorText = nil
        }
        // An array of strings is joined straight from its storage, in steps an interrupt can stop.
        if let separatorText, case .array(let array) = receiver, let strings = array.strings {
            return .string(try InterruptibleWork.joined(strings, separator: separatorText))
        }
        let elements = try Sequences.elements(of: receiver)
        if let separatorText, elements.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
            return .string(try InterruptibleWork.joined(elements.map(StringBindings.text), separator: separatorText))
        }
        let separatorElements = try separator.map { try Sequences.elements(of: $0) } ?? []
        return .array(try ArrayBuilder.collect { builder in
            for (position, element) in elements.enumerated() {
                if position > 0 { for item in separatorElements { try builder.append(item) } }
                try Sequences.forEach(element) { try builder.append($0) }
            }
        })
    }

    /// The runs between elements for which `isSeparator` is true, as `split` makes them.
    private static func split(_ receiver: Value, _ arguments: BoundArguments, maxSplitsAt maxIndex: Int, omittingAt omitIndex: Int,
                              isSeparator: (Value) throws -> Bool) throws -> Value {
        let maxSplits = arguments.has(maxIndex) ? try arguments.int(maxIndex) : .max
        guard maxSplits >= 0 else { throw ScriptError.trap("Must take zero or more splits") }
        let omitting = arguments.has(omitIndex) ? try arguments.bool(omitIndex) : true
        // Each piece keeps the indices it had in the receiver (an array's pieces are slices).
        // An array's elements are read one at a time from its storage, not boxed all at once
        // (100M Ints would take 3.8 GB before the first comparison), and an interrupt stops the scan.
        let elements: [Value], count: Int, element: (Int) throws -> Value
        if case .array(let array) = receiver {
            elements = []
            count = array.count
            element = { try array.element(at: $0) }
        } else {
            let read = try Sequences.elements(of: receiver)
            elements = read
            count = read.count
            element = { read[$0] }
        }
        var pieces: [Value] = []
        var start = 0
        var splits = 0
        var poll = InterruptPoll()
        var position = 0
        while position < count, splits < maxSplits {
            try poll.step()
            if try isSeparator(try element(position)) {
                if !(omitting && start == position) {
                    pieces.append(try SliceResults.cut(receiver, elements, offsets: start..<position))
                    splits += 1
                }
                start = position + 1
            }
            position += 1
        }
        if !(omitting && start == count) { pieces.append(try SliceResults.cut(receiver, elements, offsets: start..<count)) }
        return .array(ArrayValue(.values(pieces)))
    }
}

/// Calls a closure whose first parameter is `inout` (`reduce(into:)`'s `{ $0 += $1 }`): the
/// value is moved into the closure's frame and back out, so an array or dictionary being built
/// is changed in place rather than copied on every call.
struct InoutCaller {
    private let call: (inout Value, Value) throws -> Void

    init(_ function: FunctionValue, runtime: Runtime) throws {
        if function.canReuseFrame, !function.checksLabels, function.argumentSlots.count == 2,
           function.parameters.allSatisfy({ $0.type == nil }), function.selfSlot == nil {
            let frame = Frame(size: function.frameSize, parent: function.captured)
            let first = function.argumentSlots[0], second = function.argumentSlots[1]
            let flag = runtime.interruptFlag
            let body = function.body
            call = { accumulator, element in
                try flag.check()
                if let second { frame.slots[second] = element }
                guard let first else { _ = try body(frame); return }
                frame.slots[first] = accumulator
                accumulator = .void
                defer {
                    accumulator = frame.slots[first]
                    frame.slots[first] = .void
                }
                _ = try body(frame)
            }
            return
        }
        let slot = function.argumentSlots.first ?? nil
        call = { [unowned runtime] accumulator, element in
            var final: Value?
            let arguments = [accumulator, element]
            accumulator = .void
            _ = try runtime.invoke(function, arguments, labels: nil, selfValue: nil) { frame in
                if let slot { final = frame.slots[slot] }
            }
            accumulator = final ?? arguments[0]
        }
    }

    /// Runs the closure on `accumulator` and `element`; `accumulator` holds the changed value after.
    func call(_ accumulator: inout Value, _ element: Value) throws {
        try call(&accumulator, element)
    }
}
