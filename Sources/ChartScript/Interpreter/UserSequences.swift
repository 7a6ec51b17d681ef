/// Sequences a cell declares or makes: a type conforming to `Sequence` with `makeIterator()`
/// (or to `AsyncSequence` with `makeAsyncIterator()`, gone through by `for await`),
/// an iterator (`IteratorProtocol`, with a mutating `next()`) used as its own sequence, and the
/// standard library's iterators held natively (`AnyIterator`, `array.makeIterator()`,
/// `sequence(first:next:)`). They are gone through one element at a time, so a loop or
/// `first(where:)` can leave an endless sequence.
enum UserSequences {
    /// Whether `value` is such a sequence.
    static func isSequence(_ value: Value, runtime: Runtime) -> Bool {
        switch value {
        case .native(let box): return box.payload is ValueIterator
        case .instance, .enumCase:
            guard let type = declaredType(of: value) else { return false }
            let conformances = runtime.types.allConformances(of: type)
            return ["Sequence", "IteratorProtocol", "AsyncSequence", "AsyncIteratorProtocol"].contains { conformances.contains($0) }
        default: return false
        }
    }

    /// Calls `body` with each element in order, until it returns `false` or the sequence ends.
    static func forEach(_ value: Value, runtime: Runtime, _ body: (Value) throws -> Bool) throws {
        if case .native(let box) = value, let native = box.payload as? ValueIterator {
            let step = try native.pass()
            while true {
                try runtime.interruptFlag.check()
                guard let element = try step() else { return }
                if try !body(element) { return }
            }
        }
        var iterator = try makeIterator(value, runtime: runtime)
        while true {
            try runtime.interruptFlag.check()
            guard let element = try next(&iterator, runtime: runtime) else { return }
            if try !body(element) { return }
        }
    }

    /// The elements as an array (at most `Sequences.maximumMaterializedCount`).
    static func elements(of value: Value, runtime: Runtime) throws -> [Value] {
        var result: [Value] = []
        let limit = Sequences.maximumMaterializedCount
        try forEach(value, runtime: runtime) { element in
            guard result.count < limit else {
                throw ScriptError.typeMismatch("the sequence has more than \(limit) elements, too many to make an array of")
            }
            try InterruptibleWork.makeRoom(in: &result)
            result.append(element)
            return true
        }
        return result
    }

    /// The declared sequence held natively, each pass calling its `makeIterator()` anew, for
    /// the methods every sequence has (`map`, `filter`, `first(where:)`, `prefix(_:)` …).
    static func nativeSequence(of value: Value, runtime: Runtime) -> Value {
        if case .native(let box) = value, box.payload is ValueIterator { return value }
        return ValueIterator.sequence(typeName: "AnyIterator") {
            var iterator = try makeIterator(value, runtime: runtime)
            return { try next(&iterator, runtime: runtime) }
        }
    }

    /// An iterator over the sequence (`AnyIterator(sequence)`): one pass, continued by `next()`.
    static func iterator(over value: Value, runtime: Runtime) throws -> Value {
        if case .native(let box) = value, let native = box.payload as? ValueIterator {
            if native.isSinglePass { return value }
            let step = try native.pass()
            return ValueIterator.iterator(typeName: "AnyIterator", step)
        }
        var iterator = try makeIterator(value, runtime: runtime)
        return ValueIterator.iterator(typeName: "AnyIterator") { try next(&iterator, runtime: runtime) }
    }

    /// `value.makeIterator()` (`makeAsyncIterator()` for an `AsyncSequence`), or the value
    /// itself when it is an iterator.
    private static func makeIterator(_ value: Value, runtime: Runtime) throws -> Value {
        guard let type = declaredType(of: value) else { return value }
        for name in ["makeIterator", "makeAsyncIterator"] {
            if case .methods(let methods) = runtime.types.member(named: name, of: type),
               let method = methods.first(where: { $0.function.parameters.isEmpty }) {
                var receiver = value
                return try runtime.callMethod(method.function, on: &receiver, [], labels: nil)
            }
        }
        return value
    }

    /// `iterator.next()`: the next element, or `nil` at the end.
    private static func next(_ iterator: inout Value, runtime: Runtime) throws -> Value? {
        if case .native(let box) = iterator {
            guard let native = box.payload as? ValueIterator else {
                throw ScriptError.typeMismatch("a value of type '\(iterator.typeName)' is not an iterator")
            }
            return try native.next()
        }
        guard let type = declaredType(of: iterator), case .methods(let methods) = runtime.types.member(named: "next", of: type),
              let method = methods.first(where: { $0.function.parameters.isEmpty }) else {
            throw ScriptError.typeMismatch("'\(iterator.typeName)' is not an iterator: it needs 'mutating func next() -> Element?'")
        }
        switch try runtime.callMethod(method.function, on: &iterator, [], labels: nil) {
        case .null: return nil
        case .wrapped(let element): return element
        case let element: return element
        }
    }

    private static func declaredType(of value: Value) -> TypeInfo? {
        switch value {
        case .instance(let instance): return instance.type
        case .enumCase(let enumValue): return enumValue.type
        default: return nil
        }
    }
}

/// A sequence or iterator held natively. A sequence (`sequence(first:next:)`, a declared
/// sequence handed to the shared sequence methods) starts a fresh pass each time it is gone
/// through; an iterator (`AnyIterator { … }`, `makeIterator()`) has one pass, which `next()`
/// and every loop continue, and once it gives `nil` it stays finished, as Swift's do.
final class ValueIterator {
    private let makePass: () throws -> () throws -> Value?
    /// Whether every loop continues the one pass (an iterator) rather than starting anew.
    let isSinglePass: Bool
    private var current: (() throws -> Value?)?
    private var isFinished = false
    /// For a lazy collection (`(0..<5).lazy.map { … }`), the element at a Swift index (its
    /// base's indices, as Swift's lazy collections take them); `nil` for other sequences.
    var elementAtIndex: ((Int) throws -> Value)?
    /// For a lazy wrapper (`values.lazy`, `values.lazy.map { … }`), the sequence it was made
    /// from, which its description shows as Swift's `_base`; `nil` for other sequences.
    var base: Value?
    /// For a lazy `prefix(n)` or `dropFirst(n)`, which one and its `n` (its description shows
    /// them); `nil` for other sequences.
    var countedStage: CountedStage?
    /// For a `Slice` of a lazy collection (`values.lazy.suffix(3)`, a slice of that slice),
    /// its bounds in the collection under every lazy layer (its description shows them, and
    /// a slice of it cuts from them); `nil` for other sequences.
    var sliceBounds: LazySliceBounds?
    /// For a lazy `lazy` or `map` stage (``LazyStage/whole``) or a `filter` stage, what it does
    /// to its base's elements (a slice of it and its description read it); `nil` for others.
    var lazyStage: LazyStage?

    /// What a stage of a lazy wrapper does to its base's elements.
    enum LazyStage {
        /// Keeps one element for each of its base's (`lazy`, `map`): its count is its base's.
        case whole
        /// Keeps the elements that pass the test (`filter`).
        case filter((Value) throws -> Bool)
    }

    /// A `prefix(n)` (`keepsPrefix`) or `dropFirst(n)` stage of a lazy sequence.
    struct CountedStage {
        /// Whether the stage keeps the first `count` elements (else it drops them).
        let keepsPrefix: Bool
        /// Its `n`.
        let count: Int
    }

    private init(makePass: @escaping () throws -> () throws -> Value?, isSinglePass: Bool) {
        self.makePass = makePass
        self.isSinglePass = isSinglePass
    }

    /// The next element of the one pass `next()` continues, or `nil` at its end.
    func next() throws -> Value? {
        guard !isFinished else { return nil }
        let step = try current ?? makePass()
        current = step
        guard let element = try step() else {
            isFinished = true
            return nil
        }
        return element
    }

    /// What a loop steps through: the iterator's own pass, or a fresh one of a sequence.
    func pass() throws -> () throws -> Value? {
        isSinglePass ? { [self] in try self.next() } : try makePass()
    }

    /// An iterator whose elements `step` gives, as a value whose type prints as `typeName`.
    static func iterator(typeName: String, _ step: @escaping () throws -> Value?) -> Value {
        .native(NativeBox(typeName: typeName, payload: ValueIterator(makePass: { step }, isSinglePass: true)))
    }

    /// A sequence each pass of which `makePass` starts.
    static func sequence(typeName: String, _ makePass: @escaping () throws -> () throws -> Value?) -> Value {
        .native(NativeBox(typeName: typeName, payload: ValueIterator(makePass: makePass, isSinglePass: false)))
    }
}
