extension TypeChecker {
    /// A call on a lazy sequence that makes the lazy wrapper Swift makes, fused as Swift fuses
    /// them: `values.lazy.map { … }` is a `LazyMapSequence<[Int], Int>` (a map of a map keeps
    /// the first one's base), `values.lazy.filter { … }` a `LazyFilterSequence<[Int]>` (a
    /// filter of a filter too), a map of a filter a `LazyMapSequence<LazyFilterSequence<[Int]>, Int>`;
    /// `compactMap` is a map to optionals, a filter of the non-nil ones and a map that unwraps
    /// them; `prefix(while:)` and `drop(while:)` make a `LazyPrefixWhileSequence` and a
    /// `LazyDropWhileSequence`; `prefix(_:)` and `dropFirst(_:)` a `Slice` of a lazy
    /// collection, a `PrefixSequence` and a `DropFirstSequence` of a lazy sequence that is no
    /// collection (`(1...).lazy`). `nil` for other calls, or when the base's elements are not known.
    func lazyWrapperCall(_ name: String, on base: SwiftType, _ arguments: [Argument]) -> Typed? {
        guard let nominal = base.nominalType, nominal.origin == .standard, Self.isLazyWrapper(base),
              base.genericArguments.first != nil else { return nil }
        let element = loopElementType(ofSequence: base)
        guard element.isFullyKnown else { return nil }
        let takesClosure = arguments.count == 1 && (arguments[0].isTrailingClosure || arguments[0].label == "while")
        if name == "dropFirst" || name == "suffix" || (name == "prefix" && !takesClosure) {
            return countedSlice(name, of: base, arguments).map { Typed(type: $0) }
        }
        if name == "reversed", arguments.isEmpty, Self.isLazyCollection(base) == true {
            // A reversal of a reversal is its base, as Swift's `ReversedCollection.reversed()`.
            if nominal === StandardNominals.reversedCollection, let inner = base.genericArguments.first { return Typed(type: inner) }
            return Typed(type: .nominal(StandardNominals.reversedCollection, [base]))
        }
        guard arguments.count == 1, arguments[0].label == nil || arguments[0].isTrailingClosure || arguments[0].label == "while" else {
            return nil
        }
        let isWhile = arguments[0].label == "while"
        switch (name, isWhile) {
        case ("map", false), ("compactMap", false):
            guard case .closure = arguments[0].value.kind else { return nil }
            let closure = typeOf(arguments[0].value, expecting: .function([element], .unknown))
            guard let result = closure.type.functionShape?.result, result.isFullyKnown else { return .unknown }
            guard name == "compactMap" else { return Typed(type: Self.lazyMap(of: base, to: result)) }
            let unwrapped = result.optionalWrapped ?? result
            let optionals = Self.lazyMap(of: base, to: .optional(unwrapped))
            return Typed(type: .nominal(StandardNominals.lazyMapSequence, [Self.lazyFilter(of: optionals), unwrapped]))
        case ("flatMap", false):
            // A map to the inner sequences (never fused with the map below it), flattened, made lazy again.
            guard case .closure = arguments[0].value.kind else { return nil }
            let closure = typeOf(arguments[0].value, expecting: .function([element], .unknown))
            guard let result = closure.type.functionShape?.result, result.isFullyKnown, result.nominalType === StandardNominals.array else {
                return .unknown
            }
            let mapped = SwiftType.nominal(StandardNominals.lazyMapSequence, [Self.lazyElements(of: base), result])
            return Typed(type: .nominal(StandardNominals.lazySequence, [.nominal(StandardNominals.flattenSequence, [mapped])]))
        case ("filter", false):
            _ = typeOf(arguments[0].value, expecting: .function([element], .bool))
            return Typed(type: Self.lazyFilter(of: base))
        case ("prefix", _), ("drop", true):
            _ = typeOf(arguments[0].value, expecting: .function([element], .bool))
            let wrapper = name == "prefix" ? StandardNominals.lazyPrefixWhileSequence : StandardNominals.lazyDropWhileSequence
            return Typed(type: .nominal(wrapper, [Self.lazyElements(of: base)]))
        default:
            return nil
        }
    }

    /// `prefix(n)`, `suffix(n)` or `dropFirst(n)` (`dropFirst()`) on a lazy sequence: over a
    /// collection, its `SubSequence` (``lazySubSequence(of:)``); a `PrefixSequence` or
    /// `DropFirstSequence` of one that is no collection. `nil` for other calls and wrappers.
    private func countedSlice(_ name: String, of base: SwiftType, _ arguments: [Argument]) -> SwiftType? {
        let takesCount = arguments.count == 1 && arguments[0].label == nil
        guard takesCount || (name == "dropFirst" && arguments.isEmpty) else { return nil }
        if takesCount { check(arguments[0].value, against: .int, role: .argument) }
        guard let isCollection = Self.isLazyCollection(base) else { return nil }
        if !isCollection {
            guard name != "suffix" else { return nil }
            return .nominal(name == "prefix" ? StandardNominals.prefixSequence : StandardNominals.dropFirstSequence, [base])
        }
        return Self.lazySubSequence(of: base)
    }

    /// A collection's `SubSequence` under lazy wrappers, as Swift names it: a `LazySequence`'s
    /// is a `Slice` of it, a lazy map's or filter's the same wrapper over its base's
    /// (`LazyMapSequence<ArraySlice<Int>, Int>` for a prefix of `[1, 2].lazy.map { … }`), an
    /// array's an `ArraySlice`, a string's a `Substring`. `nil` where the pass does not know.
    private static func lazySubSequence(of type: SwiftType) -> SwiftType? {
        guard let nominal = type.nominalType else { return nil }
        let arguments = type.genericArguments
        switch nominal {
        case StandardNominals.array, StandardNominals.arraySlice: return arguments.first.map { .nominal(StandardNominals.arraySlice, [$0]) }
        case StandardNominals.string, StandardNominals.substring: return .substring
        case StandardNominals.range: return type
        case StandardNominals.closedRange: return .nominal(StandardNominals.slice, [type])
        case StandardNominals.lazySequence, StandardNominals.reversedCollection: return .nominal(StandardNominals.slice, [type])
        case StandardNominals.slice: return type
        case StandardNominals.lazyMapSequence:
            guard arguments.count == 2, let inner = lazySubSequence(of: arguments[0]) else { return nil }
            return .nominal(StandardNominals.lazyMapSequence, [inner, arguments[1]])
        case StandardNominals.lazyFilterSequence:
            guard let first = arguments.first, let inner = lazySubSequence(of: first) else { return nil }
            return .nominal(StandardNominals.lazyFilterSequence, [inner])
        default: return nil
        }
    }

    /// Whether a lazy wrapper of `type` is a collection: over an array, a range or a string
    /// it is, over `1...` not; `nil` when the pass does not know.
    private static func isLazyCollection(_ type: SwiftType) -> Bool? {
        guard let nominal = type.nominalType else { return nil }
        if nominal === StandardNominals.partialRangeFrom { return false }
        if nominal === StandardNominals.array || nominal === StandardNominals.range || nominal === StandardNominals.closedRange
            || nominal === StandardNominals.string || nominal === StandardNominals.arraySlice || nominal === StandardNominals.substring { return true }
        guard isLazyWrapper(type), let inner = type.genericArguments.first else { return nil }
        return isLazyCollection(inner)
    }

    /// Whether `type` is a lazy wrapper: one of ``StandardNominals/lazyWrappers``, or a
    /// reversal or slice of one (Swift's `ReversedCollection` and `Slice` are lazy over a lazy base).
    private static func isLazyWrapper(_ type: SwiftType) -> Bool {
        guard let nominal = type.nominalType else { return false }
        if StandardNominals.lazyWrappers.contains(nominal) { return true }
        guard nominal === StandardNominals.reversedCollection || nominal === StandardNominals.slice,
              let inner = type.genericArguments.first else { return false }
        return isLazyWrapper(inner)
    }

    /// The sequence a lazy wrapper's own wrappers wrap (`LazySequenceProtocol.Elements`): a
    /// `LazySequence`'s base, any other wrapper itself.
    private static func lazyElements(of type: SwiftType) -> SwiftType {
        guard type.nominalType === StandardNominals.lazySequence, let inner = type.genericArguments.first else { return type }
        return inner
    }

    /// `type.map { … }` to `result`: a map of a map keeps the first one's base.
    private static func lazyMap(of type: SwiftType, to result: SwiftType) -> SwiftType {
        let mapped = type.nominalType === StandardNominals.lazyMapSequence ? type.genericArguments.first ?? type : lazyElements(of: type)
        return .nominal(StandardNominals.lazyMapSequence, [mapped, result])
    }

    /// `type.filter { … }`: a filter of a filter keeps the first one's base.
    private static func lazyFilter(of type: SwiftType) -> SwiftType {
        let filtered = type.nominalType === StandardNominals.lazyFilterSequence ? type.genericArguments.first ?? type : lazyElements(of: type)
        return .nominal(StandardNominals.lazyFilterSequence, [filtered])
    }
}
