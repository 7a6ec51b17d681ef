/// The types of the standard library's sequence wrappers, as Swift infers them where no
/// context asks for an array: `values.reversed()` is a `ReversedCollection<[Int]>`,
/// `zip(a, b)` a `Zip2Sequence<[Int], [String]>`, `stride(from: 0, to: 10, by: 2)` a
/// `StrideTo<Int>`, `values.lazy` a `LazySequence<[Int]>`, `ages.keys` a `Dictionary.Keys`.
enum SequenceWrapperTypes {
    /// Whether a wrapper may wrap a value of `type`: an array, a dictionary, a string or
    /// substring, or another wrapper (the bases Swift prints inside a wrapper's description).
    static func isWrappable(_ type: SwiftType) -> Bool {
        guard type.isFullyKnown, let nominal = type.nominalType else { return false }
        return nominal === StandardNominals.array || nominal === StandardNominals.dictionary || nominal === StandardNominals.string
            || nominal === StandardNominals.substring || StandardNominals.sequenceWrappers.contains(nominal)
    }

    /// The type of the method call `receiver.name(…)` with `labels` when it makes a wrapper;
    /// `expected` is the context's type (an array asked for takes `Sequence.reversed()`, which
    /// makes one). `nil` for other calls.
    static func methodResult(_ name: String, labels: [String?], on receiver: SwiftType, expecting expected: SwiftType?) -> SwiftType? {
        guard isWrappable(receiver), let nominal = receiver.nominalType else { return nil }
        switch name {
        case "reversed" where labels.isEmpty:
            if let element = expected?.arrayElement, element.isFullyKnown { return .array(element) }
            guard nominal === StandardNominals.array || nominal === StandardNominals.string || nominal === StandardNominals.substring
                    || nominal === StandardNominals.enumeratedSequence else { return nil }
            return .nominal(StandardNominals.reversedCollection, [receiver])
        case "enumerated" where labels.isEmpty:
            return .nominal(StandardNominals.enumeratedSequence, [receiver])
        case "joined" where labels.isEmpty:
            guard let element = receiver.arrayElement, element.arrayElement != nil else { return nil }
            return .nominal(StandardNominals.flattenSequence, [receiver])
        case "filter" where labels.count == 1:
            guard nominal === StandardNominals.lazySequence, receiver.genericArguments.count == 1 else { return nil }
            return .nominal(StandardNominals.lazyFilterSequence, receiver.genericArguments)
        default:
            return nil
        }
    }

    /// The type of the property `receiver.name` when it is a wrapper (`lazy`, `keys`, `values`).
    static func propertyType(_ name: String, of receiver: SwiftType) -> SwiftType? {
        if name == "lazy", receiver.isFullyKnown, let nominal = receiver.nominalType,
           nominal === StandardNominals.range || nominal === StandardNominals.closedRange || nominal === StandardNominals.partialRangeFrom
            || nominal === StandardNominals.arraySlice {
            return .nominal(StandardNominals.lazySequence, [receiver])
        }
        guard isWrappable(receiver) else { return nil }
        switch name {
        case "lazy": return .nominal(StandardNominals.lazySequence, [receiver])
        case "keys" where receiver.dictionaryTypes != nil: return .nominal(StandardNominals.dictionaryKeys)
        case "values" where receiver.dictionaryTypes != nil: return .nominal(StandardNominals.dictionaryValues)
        default: return nil
        }
    }

    /// The type of `zip(a, b)` or `stride(from:to:by:)` / `stride(from:through:by:)` with
    /// arguments of `types` (number literals among them marked by `isLiteral`). `nil` for other calls.
    static func functionResult(_ name: String, labels: [String?], types: [SwiftType], isLiteral: [Bool]) -> SwiftType? {
        switch name {
        case "zip" where labels == [nil, nil]:
            guard isWrappable(types[0]), isWrappable(types[1]) else { return nil }
            return .nominal(StandardNominals.zip2Sequence, types)
        case "stride" where labels == ["from", "to", "by"] || labels == ["from", "through", "by"]:
            let bound: SwiftType
            if types.allSatisfy({ $0 == .int }) {
                bound = .int
            } else if zip(types, isLiteral).allSatisfy({ $0 == .double || ($0 == .int && $1) }) {
                bound = .double  // integer literals take the type of the Double beside them
            } else {
                return nil
            }
            return .nominal(labels[1] == "to" ? StandardNominals.strideTo : StandardNominals.strideThrough, [bound])
        default:
            return nil
        }
    }

    /// The type of the elements a `for` loop takes from a sequence of `type` where the
    /// interpreter's values do not show it: a string's or substring's characters, an array's
    /// characters or substrings, a reversed one's, and `enumerated()` pairs of them. `nil` otherwise.
    static func textElement(of type: SwiftType) -> SwiftType? {
        if type == .string || type == .substring { return .character }
        if let element = type.arrayElement, element == .character || element == .substring { return element }
        guard let nominal = type.nominalType, type.genericArguments.count == 1 else { return nil }
        if nominal === StandardNominals.reversedCollection { return textElement(of: type.genericArguments[0]) }
        if nominal === StandardNominals.enumeratedSequence, let element = textElement(of: type.genericArguments[0]) {
            return .tuple([.init(label: "offset", type: .int), .init(label: "element", type: element)])
        }
        return nil
    }
}
