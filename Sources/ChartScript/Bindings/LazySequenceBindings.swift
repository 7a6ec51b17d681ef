/// `lazy` and what Swift keeps lazy on it: `map`, `filter`, `compactMap`, `prefix(_:)`,
/// `prefix(while:)`, `dropFirst(_:)`, `drop(while:)` and `enumerated()` make no elements until
/// something asks for them, so `(0..<Int.max).lazy.map { $0 * $0 }.first` calls the closure
/// once and `Array((1...).lazy.filter { … }.prefix(4))` stops after the fourth element.
///
/// A lazy sequence is held as a ``ValueIterator`` sequence (each pass starts anew from its
/// base), so every sequence method (`first(where:)`, `contains`, `reduce`, `for … in`) goes
/// through it one element at a time and stops as soon as it has its answer.
enum LazySequenceBindings {
    /// The type name lazy sequences are held under (their members are this type's).
    static let typeName = "LazySequence"

    static func register(in table: BindingTable) {
        let lazy = table.type(typeName, doc("struct LazySequence<Base: Sequence>",
            "A sequence whose map, filter, compactMap, prefix and enumerated make their elements only when asked.",
            "(0..<Int.max).lazy.map { $0 * $0 }.first"))
        lazy.addMethod("map", [param(nil, "closure")], doc("func map<U>(_ transform: @escaping (Element) -> U) -> LazyMapSequence<Base, U>",
            "The results of the closure on each element, each computed when it is asked for.", "numbers.lazy.map { $0 * 2 }")) { receiver, arguments, runtime in
            let transform = try runtime.unaryCaller(try arguments.function(0))
            return staged(receiver, indexing: .mapping(transform), role: .whole) { next in { try next().map(transform) } }
        }
        lazy.addMethod("filter", [param(nil, "closure")], doc("func filter(_ isIncluded: @escaping (Element) -> Bool) -> LazyFilterSequence<Base>",
            "The elements for which the closure returns true, each tested when asked for.", "numbers.lazy.filter { $0 > 10 }")) { receiver, arguments, runtime in
            let call = try runtime.unaryCaller(try arguments.function(0))
            let test = { (element: Value) in try SequenceBindings.truth(try call(element), "filter") }
            return staged(receiver, indexing: .kept, role: .filter(test)) { next in
                {
                    while let element = try next() {
                        if try test(element) { return element }
                    }
                    return nil
                }
            }
        }
        lazy.addMethod("compactMap", [param(nil, "closure")], doc("func compactMap<U>(_ transform: @escaping (Element) -> U?) -> LazyMapSequence<…>",
            "The non-nil results of the closure, each computed when asked for.", "texts.lazy.compactMap { Int($0) }")) { receiver, arguments, runtime in
            let transform = try runtime.unaryCaller(try arguments.function(0))
            return staged(receiver) { next in
                {
                    while let element = try next() {
                        switch try transform(element) {
                        case .null: continue
                        case .wrapped(let inner): return inner
                        case let other: return other
                        }
                    }
                    return nil
                }
            }
        }
        lazy.addMethod("enumerated", [], doc("func enumerated() -> EnumeratedSequence<Self>",
            "Pairs of each element's position and the element, made when asked for.", "numbers.lazy.enumerated()")) { receiver, _, _ in
            enumerated(receiver)
        }
        lazy.addMethod("prefix", [param(nil, "Int")], doc("func prefix(_ maxLength: Int) -> Slice<Self>",
            "The first elements, at most the given number (the rest are never made).", "numbers.lazy.map { $0 * 2 }.prefix(3)")) { receiver, arguments, _ in
            let length = try arguments.int(0)
            guard length >= 0 else { throw ScriptError.trap("Can't take a prefix of negative length from a sequence") }
            let prefix = staged(receiver, indexing: .kept, counted: .init(keepsPrefix: true, count: length)) { next in
                var taken = 0
                return {
                    guard taken < length, let element = try next() else { return nil }
                    taken += 1
                    return element
                }
            }
            return withSliceBounds(prefix, try sliceBounds(of: receiver)?.prefix(length))
        }
        lazy.addMethod("prefix", [param("while", "closure")], doc("func prefix(while predicate: @escaping (Element) -> Bool) -> LazyPrefixWhileSequence<Base>",
            "The elements up to the first for which the closure is false.", "numbers.lazy.prefix { $0 < 10 }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            return staged(receiver, indexing: .kept) { next in
                var ended = false
                return {
                    guard !ended, let element = try next() else { return nil }
                    guard try SequenceBindings.truth(try test(element), "prefix(while:)") else { ended = true; return nil }
                    return element
                }
            }
        }
        lazy.addMethod("dropFirst", [param(nil, "Int", default: true)], doc("func dropFirst(_ k: Int = 1) -> DropFirstSequence<Self>",
            "The elements after the first ones (one by default).", "numbers.lazy.dropFirst(2)")) { receiver, arguments, _ in
            let count = arguments.has(0) ? try arguments.int(0) : 1
            guard count >= 0 else { throw ScriptError.trap("Can't drop a negative number of elements from a sequence") }
            return try droppingFirstAsSlice(count, of: receiver)
        }
        lazy.addMethod("drop", [param("while", "closure")], doc("func drop(while predicate: @escaping (Element) -> Bool) -> LazyDropWhileSequence<Base>",
            "The elements from the first for which the closure is false.", "numbers.lazy.drop { $0 < 10 }")) { receiver, arguments, runtime in
            let test = try runtime.unaryCaller(try arguments.function(0))
            return staged(receiver, indexing: .kept) { next in
                var dropping = true
                return {
                    while let element = try next() {
                        if dropping, try SequenceBindings.truth(try test(element), "drop(while:)") { continue }
                        dropping = false
                        return element
                    }
                    return nil
                }
            }
        }
        registerCollectionMethods(on: lazy)
        SequenceBindings.register(on: lazy, receiver: "numbers.lazy")
        lazy.addProperty("lazy", type: "Any", doc("var lazy: Self", "The lazy sequence itself.", "numbers.lazy.lazy")) { value in value }
        lazy.describe = { _ in "LazySequence<…>" }
        lazy.subscriptGet = { payload, indices in
            guard let iterator = payload as? ValueIterator, let element = iterator.elementAtIndex, indices.count == 1,
                  case .int(let index) = indices[0] else {
                throw ScriptError.typeMismatch("this lazy sequence cannot be subscripted: only lazy collections of ranges and arrays take an Int index")
            }
            return try element(index)
        }

        let pairs = table.type(enumeratedTypeName, doc("struct EnumeratedSequence<Base: Sequence>",
            "The pairs (offset:, element:) of a range or iterator, made as they are gone through.",
            "(0..<Int.max).enumerated().first { $0.element > 5 }"))
        SequenceBindings.register(on: pairs, receiver: "(1...3).enumerated()")
        pairs.describe = { _ in "EnumeratedSequence<…>" }
    }

    /// The type name of `enumerated()` over a range or an iterator: its pairs are made one at a
    /// time, as they are gone through (its `map` and `filter` make arrays, as Swift's do).
    static let enumeratedTypeName = "EnumeratedSequence"

    /// `base.enumerated()` for a range or an iterator, whose pairs are made as a loop or
    /// `first(where:)` goes through them (an array's pairs are made at once, as before).
    static func enumeratedSequence(of base: Value) -> Value? {
        switch base {
        case .range, .closedRange: break
        case .native(let box) where box.payload is ValueIterator && box.typeName != typeName: break
        default: return nil
        }
        guard case .native(let box) = enumerated(base), let iterator = box.payload as? ValueIterator else { return nil }
        return ValueIterator.sequence(typeName: enumeratedTypeName) { try iterator.pass() }
    }

    /// `base.lazy`: a lazy sequence over `base`'s elements (a lazy sequence stays itself).
    static func lazy(_ base: Value) -> Value {
        if isLazy(base) { return base }
        let sequence = ValueIterator.sequence(typeName: typeName) { try elementSource(of: base) }
        if case .native(let box) = sequence, let iterator = box.payload as? ValueIterator {
            iterator.elementAtIndex = elementAtIndex(of: base)
            iterator.base = base
            iterator.lazyStage = .whole
        }
        return sequence
    }

    /// `(start...).lazy`: the integers from `start` on, each when asked for (past `Int.max`
    /// an overflow, as Swift's `PartialRangeFrom` traps); `range` is the `start...` it was
    /// made from, its base.
    static func lazy(countingFrom start: Int, range: Value) -> Value {
        let sequence = ValueIterator.sequence(typeName: typeName) {
            var next: Int? = start
            return {
                guard let current = next else { throw ScriptError.overflow(operation: "+") }
                next = current == .max ? nil : current + 1
                return .int(current)
            }
        }
        if case .native(let box) = sequence, let iterator = box.payload as? ValueIterator { iterator.base = range }
        return sequence
    }

    /// The element of a lazy collection's base at a Swift index: a `Range<Int>`'s indices are
    /// its values, an array's its indices. `nil` for bases without Int indices (a closed
    /// range's indices are not Ints, and `1...` is no collection).
    private static func elementAtIndex(of base: Value) -> ((Int) throws -> Value)? {
        switch base {
        case let .range(lower, upper):
            return { index in
                guard index >= lower, index < upper else { throw ScriptError.trap("Index out of range") }
                return .int(index)
            }
        case .array(let array):
            return { try array.element(atIndex: $0) }
        default:
            return nil
        }
    }

    /// How a stage of a lazy collection answers a subscript: with its base's element as it is
    /// (`filter`, `prefix`, `dropFirst`: Swift's take their base's indices), transformed
    /// (`map`), or not at all.
    enum Indexing {
        case none, kept
        case mapping((Value) throws -> Value)
    }

    /// `base.enumerated()` made lazily: pairs `(offset:, element:)`, each when it is asked for.
    static func enumerated(_ base: Value) -> Value {
        staged(lazy(base)) { next in
            var offset = 0
            return {
                guard let element = try next() else { return nil }
                defer { offset += 1 }
                return .tuple(TupleValue(labels: ["offset", "element"], values: [.int(offset), element]))
            }
        }
    }

    /// Whether `value` is a lazy sequence.
    static func isLazy(_ value: Value) -> Bool {
        if case .native(let box) = value, box.typeName == typeName, box.payload is ValueIterator { return true }
        return false
    }

    /// A lazy sequence each pass of which runs `stage` over a fresh pass of `receiver`;
    /// `counted` names a `prefix(n)` or `dropFirst(n)` stage, `role` what the stage does to each element.
    static func staged(_ receiver: Value, indexing: Indexing = .none, counted: ValueIterator.CountedStage? = nil,
                       role: ValueIterator.LazyStage? = nil, _ stage: @escaping (@escaping () throws -> Value?) -> () throws -> Value?) -> Value {
        let base = lazy(receiver)
        let sequence = ValueIterator.sequence(typeName: typeName) {
            guard case .native(let box) = base, let iterator = box.payload as? ValueIterator else { return { nil } }
            return stage(try iterator.pass())
        }
        if case .native(let made) = sequence, let iterator = made.payload as? ValueIterator {
            iterator.base = receiver
            iterator.countedStage = counted
            iterator.lazyStage = role
        }
        if case .native(let box) = base, let baseElement = (box.payload as? ValueIterator)?.elementAtIndex,
           case .native(let made) = sequence, let iterator = made.payload as? ValueIterator {
            switch indexing {
            case .none: break
            case .kept: iterator.elementAtIndex = baseElement
            case .mapping(let transform): iterator.elementAtIndex = { try transform(try baseElement($0)) }
            }
        }
        return sequence
    }

    /// A fresh pass over `base`'s elements, one at a time: ranges and arrays without copying,
    /// iterators and declared sequences element by element, anything else from its elements.
    private static func elementSource(of base: Value) throws -> () throws -> Value? {
        switch base {
        case let .range(lower, upper):
            var index = lower
            return {
                guard index < upper else { return nil }
                defer { index += 1 }
                return .int(index)
            }
        case let .closedRange(lower, upper):
            var index = lower
            var finished = lower > upper
            return {
                guard !finished else { return nil }
                let current = index
                if current == upper { finished = true } else { index += 1 }
                return .int(current)
            }
        case .array(let array):
            var position = 0
            return {
                guard position < array.count else { return nil }
                defer { position += 1 }
                return try array.element(at: position)
            }
        case .native(let box) where box.payload is ValueIterator:
            guard let iterator = box.payload as? ValueIterator else { return { nil } }
            return try iterator.pass()
        default:
            if let runtime = Runtime.current, UserSequences.isSequence(base, runtime: runtime) {
                let native = UserSequences.nativeSequence(of: base, runtime: runtime)
                return try elementSource(of: native)
            }
            let elements = try Sequences.elements(of: base)
            var position = 0
            return {
                guard position < elements.count else { return nil }
                defer { position += 1 }
                return elements[position]
            }
        }
    }
}
