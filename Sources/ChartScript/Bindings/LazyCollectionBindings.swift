/// What Swift keeps lazy on a lazy collection beyond the sequence stages: `suffix(_:)`,
/// `reversed()` and `flatMap(_:)` make no elements until asked and remember their base, so
/// `print(numbers.lazy.suffix(2))` shows the wrapper Swift makes
/// (`Slice<LazySequence<Array<Int>>>(_startIndex: 3, _endIndex: 5, _base: …)`), not its elements.
extension LazySequenceBindings {
    static func registerCollectionMethods(on lazy: TypeBinding) {
        lazy.addMethod("suffix", [param(nil, "Int")], doc("func suffix(_ maxLength: Int) -> SubSequence",
            "The last elements, at most the given number, made when asked for.", "numbers.lazy.suffix(2)")) { receiver, arguments, _ in
            let length = try arguments.int(0)
            guard length >= 0 else { throw ScriptError.trap("Can't take a suffix of negative length from a collection") }
            if let bounds = try sliceBounds(of: receiver) {
                return withSliceBounds(droppingFirst(max(0, bounds.count - length), of: receiver), bounds.suffix(length))
            }
            guard let count = try elementCount(of: receiver) else {
                return try SliceResults.cut(receiver) { max(0, $0 - length)..<$0 }
            }
            return droppingFirst(max(0, count - length), of: receiver)
        }
        lazy.addMethod("reversed", [], doc("func reversed() -> ReversedCollection<Self>",
            "The elements in reverse order, each made when asked for.", "numbers.lazy.reversed()")) { receiver, _, _ in
            reversed(receiver)
        }
        lazy.addMethod("flatMap", [param(nil, "closure")], doc("func flatMap<S: Sequence>(_ transform: @escaping (Element) -> S) -> LazySequence<FlattenSequence<…>>",
            "The elements of the closure's results, one after another, each made when asked for.", "numbers.lazy.flatMap { [$0, $0] }")) { receiver, arguments, runtime in
            let transform = try runtime.unaryCaller(try arguments.function(0))
            let mapped = staged(receiver, role: .whole) { next in { try next().map(transform) } }
            return staged(mapped) { next in
                var inner: (() throws -> Value?)?
                return {
                    while true {
                        if let element = try inner?() { return element }
                        guard let result = try next() else { return nil }
                        switch result {
                        case .null: inner = nil
                        case .wrapped(let single): inner = nil; return single
                        default: inner = try lazyPass(of: result)
                        }
                    }
                }
            }
        }
    }

    /// `receiver.dropFirst(count)` made lazily, a slice with its bounds where `receiver`'s
    /// are known (``sliceBounds(of:)``).
    static func droppingFirstAsSlice(_ count: Int, of receiver: Value) throws -> Value {
        withSliceBounds(droppingFirst(count, of: receiver), try sliceBounds(of: receiver)?.droppingFirst(count))
    }

    /// The bounds of `value` as a `Slice` of a lazy collection: a slice's own, or the whole of
    /// a lazy collection that keeps one element per element of an array, a half-open range
    /// (their Swift indices) or a string (its characters) under `lazy` and maps. `nil` for others.
    static func sliceBounds(of value: Value) throws -> LazySliceBounds? {
        guard case .native(let box) = value, let iterator = box.payload as? ValueIterator else { return nil }
        if let bounds = iterator.sliceBounds { return bounds }
        guard iterator.countedStage == nil else { return nil }
        if let indices = wholeIndices(of: value) { return .whole(indices) }
        var current = value
        while case .native(let layer) = current, let stage = layer.payload as? ValueIterator, case .whole? = stage.lazyStage,
              stage.countedStage == nil, let base = stage.base {
            current = base
        }
        guard case .string(let text) = current else { return nil }
        var count = 0
        var poll = InterruptPoll()
        for _ in text {
            try poll.step()
            count += 1
        }
        return .whole(0..<count)
    }

    /// `slice` with `bounds` as its `Slice` bounds (nothing changes without them).
    static func withSliceBounds(_ slice: Value, _ bounds: LazySliceBounds?) -> Value {
        if let bounds, case .native(let box) = slice, let iterator = box.payload as? ValueIterator { iterator.sliceBounds = bounds }
        return slice
    }

    /// `receiver.dropFirst(count)` made lazily: the elements after the first `count`.
    static func droppingFirst(_ count: Int, of receiver: Value) -> Value {
        staged(receiver, indexing: .kept, counted: .init(keepsPrefix: false, count: count)) { next in
            var skipped = 0
            return {
                while skipped < count {
                    guard try next() != nil else { return nil }
                    skipped += 1
                }
                return try next()
            }
        }
    }

    /// `receiver.reversed()` made lazily: the base's elements from the last, read by index
    /// where the base has Int indices (an array or a half-open range under `lazy` and maps),
    /// else gathered first on each pass.
    private static func reversed(_ receiver: Value) -> Value {
        let indices = wholeIndices(of: receiver)
        return staged(receiver) { next in
            if let indices, case .native(let box) = lazy(receiver), let element = (box.payload as? ValueIterator)?.elementAtIndex {
                var position = indices.upperBound
                return {
                    guard position > indices.lowerBound else { return nil }
                    position -= 1
                    return try element(position)
                }
            }
            var elements: [Value]?
            return {
                if elements == nil {
                    var gathered: [Value] = []
                    var poll = InterruptPoll()
                    while let element = try next() {
                        try poll.step()
                        gathered.append(element)
                    }
                    elements = gathered
                }
                return elements?.popLast()
            }
        }
    }

    /// How many elements a lazy collection has: its root's count under `lazy` and maps, and
    /// under one filter over those, the elements that pass it (the filter is called on each,
    /// as Swift's `suffix` calls it from the end). `nil` for other sequences.
    static func elementCount(of value: Value) throws -> Int? {
        if let indices = wholeIndices(of: value) { return indices.count }
        guard case .native(let box) = value, let iterator = box.payload as? ValueIterator, iterator.countedStage == nil,
              case .filter? = iterator.lazyStage, let base = iterator.base, wholeIndices(of: base) != nil else { return nil }
        var count = 0
        let next = try iterator.pass()
        while try next() != nil { count += 1 }
        return count
    }

    /// The Swift indices of a lazy collection that keeps one element per element of an array
    /// or half-open range (`lazy` and maps over it, no prefix or filter), or of the array or
    /// range itself. `nil` for others.
    static func wholeIndices(of value: Value) -> Range<Int>? {
        switch value {
        case .array(let array): return array.startIndex..<(array.startIndex + array.count)
        case let .range(lower, upper): return lower..<max(lower, upper)
        case .native(let box):
            guard let iterator = box.payload as? ValueIterator, case .whole? = iterator.lazyStage, iterator.countedStage == nil,
                  let base = iterator.base else { return nil }
            return wholeIndices(of: base)
        default: return nil
        }
    }

    /// A fresh pass over the elements of `value` (one of a flatMap closure's results).
    private static func lazyPass(of value: Value) throws -> () throws -> Value? {
        guard case .native(let box) = lazy(value), let iterator = box.payload as? ValueIterator else { return { nil } }
        return try iterator.pass()
    }
}
