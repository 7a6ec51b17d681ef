/// The distinct categories the marks of a chart being built put on each axis, counted as the
/// marks are made, so that a chart of millions of categories is refused after the first
/// ``ChartError/maximumCategories`` distinct ones rather than after millions of marks (which
/// the chart could not show apart anyway).
public struct CategoryTally {
    private var x: Set<String> = []
    private var y: Set<String> = []

    /// An empty tally.
    public init() {}

    /// Counts the categories of `marks` (sectors are on no axis).
    /// - Throws: `ChartError.tooManyCategories` once an axis holds more than the limit.
    public mutating func count(_ marks: some Sequence<PlottedMark>) throws(ChartError) {
        for mark in marks where mark.kind != .sector {
            try Self.insert(mark.x, into: &x, axis: "x", of: mark)
            try Self.insert(mark.xEnd, into: &x, axis: "x", of: mark)
            try Self.insert(mark.y, into: &y, axis: "y", of: mark)
            try Self.insert(mark.yEnd, into: &y, axis: "y", of: mark)
        }
    }

    private static func insert(_ encoding: PlottedEncoding?, into seen: inout Set<String>, axis: String, of mark: PlottedMark) throws(ChartError) {
        guard case .category(let name)? = encoding?.value, seen.insert(name).inserted,
              seen.count > ChartError.maximumCategories else { return }
        throw ChartError.tooManyCategories(chart: mark.origin, axis: axis, count: seen.count)
    }
}
