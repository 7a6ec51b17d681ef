/// The bounds of a `Slice` of a lazy collection (`values.lazy.suffix(3)`, and slices of that
/// slice), as Swift's `_startIndex` and `_endIndex` show them: positions in the collection under
/// every lazy layer (an array's or range's Swift indices, a string's characters), and for each
/// whether Swift made it by stepping (a string's index stepped to prints `[utf8]`, its untouched
/// start `[any]`).
///
/// Each cut follows the standard library's: `prefix(n)` steps the end from the start by `n`
/// (limited by the end), `suffix(n)` the start back from the end, `dropFirst(k)` the start
/// forward; a step of nothing leaves the index as it was, one past the limit takes the limit.
struct LazySliceBounds: Equatable {
    /// One bound: its position and whether it was stepped to.
    struct Bound: Equatable {
        /// The position in the collection under the lazy layers.
        var position: Int
        /// Whether Swift made it by stepping (`index(_:offsetBy:limitedBy:)` moving it).
        var isStepped: Bool
    }

    /// The first position of the slice.
    var start: Bound
    /// The position after its last.
    var end: Bound

    /// How many elements the slice keeps.
    var count: Int { end.position - start.position }

    /// The whole collection of the positions `positions`: its start as made, its end stepped
    /// to unless the collection is empty (a non-empty string's `endIndex` prints `[utf8]`).
    static func whole(_ positions: Range<Int>) -> LazySliceBounds {
        LazySliceBounds(start: Bound(position: positions.lowerBound, isStepped: false),
                        end: Bound(position: positions.upperBound, isStepped: !positions.isEmpty))
    }

    /// `prefix(n)`: from the start to the start stepped by `n`, or to the end.
    func prefix(_ n: Int) -> LazySliceBounds {
        LazySliceBounds(start: start, end: Self.step(start, by: n, limit: end) ?? end)
    }

    /// `suffix(n)`: from the end stepped back by `n`, or from the start, to the end.
    func suffix(_ n: Int) -> LazySliceBounds {
        LazySliceBounds(start: Self.step(end, by: -n, limit: start) ?? start, end: end)
    }

    /// `dropFirst(k)`: from the start stepped by `k`, or from the end, to the end.
    func droppingFirst(_ k: Int) -> LazySliceBounds {
        LazySliceBounds(start: Self.step(start, by: k, limit: end) ?? end, end: end)
    }

    /// `index(bound, offsetBy: distance, limitedBy: limit)`: `bound` itself for no distance,
    /// `nil` past the limit.
    private static func step(_ bound: Bound, by distance: Int, limit: Bound) -> Bound? {
        guard distance != 0 else { return bound }
        let room = limit.position - bound.position
        guard distance > 0 ? distance <= room : distance >= room else { return nil }
        return Bound(position: bound.position + distance, isStepped: true)
    }

    /// A bound as Swift's `String.Index` prints it in `text`: its UTF-8 offset, and `[utf8]`
    /// when stepped to, `[any]` when not (`0[any]`, `3[utf8]`).
    static func stringIndexText(_ bound: Bound, in text: String) -> String {
        let offset = text.prefix(bound.position).utf8.count
        return "\(offset)[\(bound.isStepped ? "utf8" : "any")]"
    }
}
