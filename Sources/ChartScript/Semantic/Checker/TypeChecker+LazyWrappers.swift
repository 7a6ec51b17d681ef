extension TypeChecker {
    /// `map` and `filter` on a lazy sequence: the lazy wrapper Swift makes, fused as Swift
    /// fuses them. `values.lazy.map { … }` is a `LazyMapSequence<[Int], Int>` (a map of a map
    /// keeps the first one's base), `values.lazy.filter { … }` a `LazyFilterSequence<[Int]>`
    /// (a filter of a filter too), a map of a filter a `LazyMapSequence<LazyFilterSequence<[Int]>, Int>`.
    /// `nil` for other calls, or when the base's elements are not known.
    func lazyWrapperCall(_ name: String, on base: SwiftType, _ arguments: [Argument]) -> Typed? {
        guard let nominal = base.nominalType, nominal.origin == .standard,
              nominal === StandardNominals.lazySequence || nominal === StandardNominals.lazyMapSequence
                || nominal === StandardNominals.lazyFilterSequence,
              let inner = base.genericArguments.first, arguments.count == 1,
              arguments[0].label == nil || arguments[0].isTrailingClosure else { return nil }
        let element = loopElementType(ofSequence: base)
        guard element.isFullyKnown else { return nil }
        switch name {
        case "map":
            guard case .closure = arguments[0].value.kind else { return nil }
            let closure = typeOf(arguments[0].value, expecting: .function([element], .unknown))
            guard let result = closure.type.functionShape?.result, result.isFullyKnown else { return .unknown }
            let mapped = nominal === StandardNominals.lazyFilterSequence ? base : inner
            return Typed(type: .nominal(StandardNominals.lazyMapSequence, [mapped, result]))
        case "filter":
            _ = typeOf(arguments[0].value, expecting: .function([element], .bool))
            let filtered = nominal === StandardNominals.lazyMapSequence ? base : inner
            return Typed(type: .nominal(StandardNominals.lazyFilterSequence, [filtered]))
        default:
            return nil
        }
    }
}
