/// Results Swift types as a collection's `SubSequence`: cut from an array they are an
/// `ArraySlice` keeping the array's indices (`a.dropFirst(2)[2]` is `a[2]`), cut from a
/// `Range<Int>` they are a range; from other sequences they are arrays.
enum SliceResults {
    /// The elements of `receiver` at the positions `offsets` (0-based, counted from its first
    /// element); `elements` are its elements, already read.
    static func cut(_ receiver: Value, _ elements: [Value], offsets: Range<Int>) throws -> Value {
        switch receiver {
        case .array(let array): return .array(try array.slice(offsets: offsets))
        case let .range(lower, _): return .range(lower + offsets.lowerBound, lower + offsets.upperBound)
        default:
            let lower = max(0, min(offsets.lowerBound, elements.count)), upper = max(lower, min(offsets.upperBound, elements.count))
            return .array(ArrayValue(values: Array(elements[lower..<upper])))
        }
    }

    /// The elements of `receiver` at the positions `kept(count)` gives for its element count:
    /// an array's or a range's without reading its elements first (`big.prefix(3)` of 8M
    /// elements copies three), other sequences' from their elements.
    static func cut(_ receiver: Value, keeping kept: (Int) -> Range<Int>) throws -> Value {
        switch receiver {
        case .array(let array): return .array(try array.slice(offsets: kept(array.count)))
        case let .range(lower, upper) where !upper.subtractingReportingOverflow(lower).overflow:
            return try cut(receiver, [], offsets: kept(upper - lower))
        default:
            let elements = try Sequences.elements(of: receiver)
            return try cut(receiver, elements, offsets: kept(elements.count))
        }
    }

    /// The index of `receiver`'s first element, as Swift numbers indices: a slice's start, a
    /// `Range<Int>`'s lower bound (its indices are its values), otherwise 0.
    static func firstIndex(of receiver: Value) -> Int {
        switch receiver {
        case .array(let array): return array.startIndex
        case .range(let lower, _): return lower
        default: return 0
        }
    }
}
