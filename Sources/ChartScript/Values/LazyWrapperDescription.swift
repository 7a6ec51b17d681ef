extension Describer {
    /// Swift's description of a lazy sequence, or a lazy `map` or `filter`, of `type`, from the sequence the value
    /// was made from, without calling its closure:
    /// `LazyMapSequence<Array<Int>, Int>(_base: [1, 2, 3], _transform: (Function))`; a lazy
    /// base inside is shown module-qualified, as Swift shows it. `nil` when `value` or `type`
    /// is not such a wrapper.
    func lazyWrapperDescription(of value: Value, as type: TypeRef, qualified: Bool) throws -> String? {
        guard case let .named(name, arguments) = type, arguments.count >= 1 else { return nil }
        let closureLabel: String?
        switch name {
        case "LazyMapSequence": closureLabel = "_transform"
        case "LazyFilterSequence": closureLabel = "_predicate"
        case "LazySequence": closureLabel = nil
        default: return nil
        }
        guard let base = Self.lazyBase(of: value) else { return nil }
        let baseText: String
        if let inner = try lazyWrapperDescription(of: base, as: arguments[0], qualified: true) {
            baseText = inner
        } else {
            // A fused stage (a map of a map) shows the first stage's base: the sequence under every lazy layer.
            var root = base
            while let deeper = Self.lazyBase(of: root) { root = deeper }
            baseText = try debugDescription(of: root)
        }
        let typeText = qualified ? qualifiedName(of: type) : TypeNames.swiftName(type)
        return typeText + "(_base: " + baseText + (closureLabel.map { ", " + $0 + ": (Function))" } ?? ")")
    }

    /// The sequence a lazy wrapper was made from, or `nil` for other values.
    private static func lazyBase(of value: Value) -> Value? {
        guard case .native(let box) = value, let iterator = box.payload as? ValueIterator else { return nil }
        return iterator.base
    }
}
