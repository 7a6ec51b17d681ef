/// Which of a preset's values become marks: all of them (what it draws), the first few (enough
/// for its data table), or a few spread evenly (enough for its audio graph), so reading a table
/// or a tone sequence off a preset of 1e5 values builds hundreds of marks, not 1e5.
public enum PresetValueSelection: Equatable, Sendable {
    /// Every value.
    case all
    /// The first `count` values of each series.
    case first(Int)
    /// `count` values of each series spread evenly, the first and the last kept (as
    /// `AudioSeries` samples a long series).
    case evenlySpaced(Int)

    /// The chosen `(index, value)` pairs of `values`, among those `isIncluded` admits, in order.
    func pick(_ values: [Double], where isIncluded: (Int, Double) -> Bool) -> [(index: Int, value: Double)] {
        switch self {
        case .all:
            return values.enumerated().compactMap { isIncluded($0.offset, $0.element) ? ($0.offset, $0.element) : nil }
        case .first(let count):
            var picked: [(index: Int, value: Double)] = []
            for (index, value) in values.enumerated() where picked.count < count && isIncluded(index, value) {
                picked.append((index, value))
            }
            return picked
        case .evenlySpaced(let count):
            let included = values.indices.filter { isIncluded($0, values[$0]) }
            return AudioSeries.evenlySpaced(included, count: count).map { ($0, values[$0]) }
        }
    }
}
