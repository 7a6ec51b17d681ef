extension Describer {
    /// Swift's description of a lazy wrapper of `type` (a lazy sequence; its `map`, `filter`,
    /// `compactMap`, `prefix(while:)`, `drop(while:)`; a `prefix(_:)` or `dropFirst(_:)` of
    /// it), from the sequence under every lazy layer of `value`, without calling a closure:
    /// `LazyMapSequence<Array<Int>, Int>(_base: [1, 2, 3], _transform: (Function))`. The
    /// layers follow the type, so stages Swift makes of one call (`compactMap` is a map, a
    /// filter and a map) or fuses (a map of a map) show as Swift shows them; a base inside is
    /// shown module-qualified, as Swift shows it. `nil` when `value` or `type` is not such a wrapper.
    func lazyWrapperDescription(of value: Value, as type: TypeRef, qualified: Bool) throws -> String? {
        guard let (root, stage) = try Self.lazyRoot(of: value, as: type) else { return nil }
        let cut = SliceCut(stage: stage, bounds: Self.sliceBounds(of: value))
        return try lazyLayerDescription(type, root: root, cut: cut, qualified: qualified)
    }

    /// What Swift's `dump` lists for a lazy wrapper of `type`: the wrapper as a ``MirrorNode``
    /// whose children are its stored properties (`_base`, `_transform`, …) down to the
    /// sequence under every layer. `nil` when `value` or `type` is not such a wrapper.
    func lazyWrapperMirror(of value: Value, as type: TypeRef) throws -> Value? {
        guard let (root, stage) = try Self.lazyRoot(of: value, as: type) else { return nil }
        return Self.lazyLayerMirror(type, root: root, cut: SliceCut(stage: stage, bounds: Self.sliceBounds(of: value)), describer: self)
    }

    /// The sequence under every lazy layer of `value` (the slice of it the outermost
    /// `prefix(n)` or `dropFirst(n)` keeps, where Swift's type shows the slice) and that stage.
    private static func lazyRoot(of value: Value, as type: TypeRef) throws -> (Value, ValueIterator.CountedStage?)? {
        guard case let .named(name, arguments) = type, arguments.count >= 1, Self.lazyLayerLabel(name) != nil,
              var root = Self.lazyBase(of: value) else { return nil }
        while let deeper = Self.lazyBase(of: root) { root = deeper }
        let stage = Self.countedStage(of: value)
        if let stage, Self.onlyMaps(type), case .array(let array) = root {
            // A prefix of a lazy map over a collection is a map over the collection's slice:
            // `LazyMapSequence<ArraySlice<Int>, Int>(_base: ArraySlice([1, 2]), …)`; a slice of
            // that slice keeps the bounds it was cut to.
            let kept = min(stage.count, array.count)
            var offsets = stage.keepsPrefix ? 0..<kept : kept..<array.count
            if let bounds = sliceBounds(of: value) {
                offsets = (bounds.start.position - array.startIndex)..<(bounds.end.position - array.startIndex)
            }
            root = .array(try array.slice(offsets: offsets).asSlice(startingAt: array.startIndex + offsets.lowerBound))
        } else if let stage, case .named("LazyFilterSequence", _) = type, case .array(let array) = root,
                  let offsets = try Self.filteredSliceOffsets(of: value, stage: stage, in: array) {
            // A prefix of a lazy filter is the filter over the base's slice from its first
            // element to the index after the last: `LazyFilterSequence<ArraySlice<Int>>(_base: ArraySlice([2, 3]), …)`.
            root = .array(try array.slice(offsets: offsets).asSlice(startingAt: array.startIndex + offsets.lowerBound))
        }
        return (root, stage)
    }

    /// The layer `type` over `root` as `dump` lists it; `nil` where its description is `nil`.
    private static func lazyLayerMirror(_ type: TypeRef, root: Value, cut: SliceCut, describer: Describer) -> Value? {
        guard case let .named(name, arguments) = type, let inner = arguments.first, let label = lazyLayerLabel(name) else {
            return partialRangeDescription(of: root) == nil ? root : nil
        }
        guard let base = lazyLayerMirror(inner, root: root, cut: cut, describer: describer) else { return nil }
        var children: [(label: String, value: Value)] = [("_base", base)]
        switch label {
        case .plain: break
        case .closure(let closureLabel): children.append((closureLabel, MirrorNode.leaf("(Function)")))
        case .count(let countLabel):
            guard let stage = cut.stage else { return nil }
            children.append((countLabel, .int(stage.count)))
        case .slice:
            guard let (start, end) = sliceBounds(of: root, cut: cut) else { return nil }
            children = [("_startIndex", .int(start)), ("_endIndex", .int(end))] + children
        }
        return MirrorNode.node(describer.qualifiedName(of: type), children)
    }

    /// The offsets in `array` of the slice Swift cuts from the base of a lazy filter over it for
    /// its `prefix(n)` (from the first kept element to the `n + 1`th, or the end) or
    /// `dropFirst(n)` (from the `n + 1`th kept element to the end); the filter is called as
    /// Swift's index moves call it. `nil` unless `value` is such a stage of one filter over
    /// `lazy` and maps of the array.
    private static func filteredSliceOffsets(of value: Value, stage: ValueIterator.CountedStage, in array: ArrayValue) throws -> Range<Int>? {
        guard case .native(let box) = value, let iterator = box.payload as? ValueIterator, iterator.countedStage != nil,
              case .native(let filterBox)? = iterator.base, let filter = filterBox.payload as? ValueIterator,
              case .filter(let test)? = filter.lazyStage, let element = filter.elementAtIndex, let base = filter.base,
              LazySequenceBindings.wholeIndices(of: base) != nil else { return nil }
        let needed = stage.count == .max ? stage.count : stage.count + 1
        var kept: [Int] = []
        var offset = 0
        while offset < array.count, kept.count < needed {
            if try test(try element(array.startIndex + offset)) { kept.append(offset) }
            offset += 1
        }
        let position = { (order: Int) in order < kept.count ? kept[order] : array.count }
        return stage.keepsPrefix ? position(0)..<max(position(0), position(stage.count)) : position(stage.count)..<array.count
    }

    /// Whether the lazy layers of `type` are maps only (whose slice is their base's slice,
    /// found without calling a closure).
    private static func onlyMaps(_ type: TypeRef) -> Bool {
        guard case let .named(name, arguments) = type, name == "LazyMapSequence", let inner = arguments.first else { return false }
        guard case .named(let innerName, _) = inner, lazyLayerLabel(innerName) != nil else { return true }
        return onlyMaps(inner)
    }

    /// The description of the layer `type` over `root`; `stage` is the `prefix(n)` or
    /// `dropFirst(n)` of a counted layer.
    private func lazyLayerDescription(_ type: TypeRef, root: Value, cut: SliceCut, qualified: Bool) throws -> String? {
        guard case let .named(name, arguments) = type, let inner = arguments.first, let label = Self.lazyLayerLabel(name) else {
            return try Self.partialRangeDescription(of: root) ?? debugDescription(of: root)
        }
        let typeText = qualified ? qualifiedName(of: type) : TypeNames.swiftName(type)
        guard let base = try lazyLayerDescription(inner, root: root, cut: cut, qualified: true) else { return nil }
        switch label {
        case .plain:
            return typeText + "(_base: " + base + ")"
        case .closure(let closureLabel):
            return typeText + "(_base: " + base + ", " + closureLabel + ": (Function))"
        case .count(let countLabel):
            guard let stage = cut.stage else { return nil }
            return typeText + "(_base: " + base + ", " + countLabel + ": " + String(stage.count) + ")"
        case .slice:
            if case .string(let text) = root, let bounds = cut.bounds {
                return typeText + "(_startIndex: " + LazySliceBounds.stringIndexText(bounds.start, in: text) + ", _endIndex: "
                    + LazySliceBounds.stringIndexText(bounds.end, in: text) + ", _base: " + base + ")"
            }
            guard let (start, end) = Self.sliceBounds(of: root, cut: cut) else { return nil }
            return typeText + "(_startIndex: \(start), _endIndex: \(end), _base: " + base + ")"
        }
    }

    /// How the outermost slice of a lazy wrapper was cut: its `prefix(n)` or `dropFirst(n)`
    /// stage, and its bounds where they are known (a slice of a slice has them).
    private struct SliceCut {
        var stage: ValueIterator.CountedStage?
        var bounds: LazySliceBounds?
    }

    /// The bounds `value` was cut to as a `Slice` of a lazy collection, if known.
    private static func sliceBounds(of value: Value) -> LazySliceBounds? {
        guard case .native(let box) = value, let iterator = box.payload as? ValueIterator else { return nil }
        return iterator.sliceBounds
    }

    /// The Int `_startIndex` and `_endIndex` of a `Slice` of a lazy collection over `root` as
    /// `cut` cut it (a string's indices are no Ints: `nil`).
    private static func sliceBounds(of root: Value, cut: SliceCut) -> (Int, Int)? {
        if case .string = root { return nil }
        if let bounds = cut.bounds { return (bounds.start.position, bounds.end.position) }
        guard let stage = cut.stage, let indices = indices(of: root) else { return nil }
        let count = min(stage.count, indices.count)
        return stage.keepsPrefix ? (indices.lowerBound, indices.lowerBound + count) : (indices.lowerBound + count, indices.upperBound)
    }

    /// What a lazy layer shows beside its base.
    private enum LazyLayerLabel {
        /// Nothing (`LazySequence`).
        case plain
        /// Its closure, under this label.
        case closure(String)
        /// The `n` of `prefix(n)` or `dropFirst(n)`, under this label.
        case count(String)
        /// Its indices in the base (a `Slice`).
        case slice
    }

    private static func lazyLayerLabel(_ name: String) -> LazyLayerLabel? {
        switch name {
        case "LazySequence", "ReversedCollection", "FlattenSequence": return .plain
        case "LazyMapSequence": return .closure("_transform")
        case "LazyFilterSequence", "LazyPrefixWhileSequence", "LazyDropWhileSequence": return .closure("_predicate")
        case "PrefixSequence": return .count("_maxLength")
        case "DropFirstSequence": return .count("_limit")
        case "Slice": return .slice
        default: return nil
        }
    }

    /// `1...` as Swift's default description shows it inside a wrapper.
    private static func partialRangeDescription(of value: Value) -> String? {
        guard case .native(let box) = value, let range = box.payload as? PartialRange, let lower = range.lower, range.upper == nil else {
            return nil
        }
        return "Swift.PartialRangeFrom<Swift.Int>(lowerBound: \(lower))"
    }

    /// The Int indices of a collection a lazy slice was cut from: an array's positions, a
    /// half-open range's values. `nil` for others.
    private static func indices(of value: Value) -> Range<Int>? {
        switch value {
        case .array(let array): return 0..<array.count
        case let .range(lower, upper): return lower..<max(lower, upper)
        default: return nil
        }
    }

    /// The sequence a lazy wrapper was made from, or `nil` for other values.
    private static func lazyBase(of value: Value) -> Value? {
        guard case .native(let box) = value, let iterator = box.payload as? ValueIterator else { return nil }
        return iterator.base
    }

    /// The outermost `prefix(n)` or `dropFirst(n)` stage of `value`, if any.
    private static func countedStage(of value: Value) -> ValueIterator.CountedStage? {
        var current = value
        while case .native(let box) = current, let iterator = box.payload as? ValueIterator {
            if let stage = iterator.countedStage { return stage }
            guard let base = iterator.base else { return nil }
            current = base
        }
        return nil
    }
}
