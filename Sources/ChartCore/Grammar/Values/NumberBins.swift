/// Bins for a histogram over numbers (Swift Charts' `NumberBins`): consecutive ranges given by
/// ascending thresholds, so `bins.index(for: value)` says which bin a value falls in and
/// `bins[index]` is that bin's range, plotted with `.value("Price", bins[index])` as a bar from
/// one edge to the next, the axis labelled with the edges.
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection {
    /// The bin edges, ascending: bin i runs from `thresholds[i]` to `thresholds[i + 1]`.
    public let thresholds: [Value]

    /// Bins between the given edges (sorted, duplicates dropped); fewer than two edges give no bin.
    public init(thresholds: [Value]) {
        var sorted = thresholds.sorted()
        var unique: [Value] = []
        for value in sorted where unique.last != value { unique.append(value) }
        sorted = unique
        self.thresholds = sorted
    }

    /// The first bin's index.
    public var startIndex: Int { 0 }
    /// One past the last bin's index.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    /// The range of bin `index`.
    public subscript(index: Int) -> ChartBinRange<Value> {
        let lower = thresholds[Swift.min(Swift.max(index, 0), thresholds.count - 1)]
        let upper = thresholds[Swift.min(Swift.max(index + 1, 0), thresholds.count - 1)]
        return ChartBinRange(lowerBound: lower, upperBound: upper)
    }

    /// The bin holding `value`: the last bin whose lower edge is at or below it, the last bin
    /// for its upper edge; -1 below the first edge and `count` above the last (as Swift Charts).
    public func index(for value: Value) -> Int {
        guard let first = thresholds.first, let last = thresholds.last, thresholds.count > 1 else { return -1 }
        if value < first { return -1 }
        if value > last { return count }
        if value == last { return count - 1 }
        var low = 0, high = thresholds.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if thresholds[middle] <= value { low = middle } else { high = middle }
        }
        return low
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// `count` bins of equal width from the range's lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.max(count, 1)
        let width = (range.upperBound - range.lowerBound) / Value(count)
        self.init(thresholds: (0...count).map { $0 == count ? range.upperBound : range.lowerBound + width * Value($0) })
    }

    /// Bins of width `size` covering `range`, the first starting at a multiple of `size`.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0, range.lowerBound.isFinite, range.upperBound.isFinite,
              Double((range.upperBound - range.lowerBound) / size) < 100_000 else {
            self.init(thresholds: [range.lowerBound, range.upperBound])
            return
        }
        var start = (range.lowerBound / size).rounded(.down) * size
        var edges = [start]
        repeat { start += size; edges.append(start) } while start < range.upperBound
        self.init(thresholds: edges)
    }

    /// Nice bins (widths of 1, 2 or 5 times a power of ten) covering the data, about
    /// `desiredCount` of them (10 when nil). Non-finite values are left out.
    public init(data: [Value], desiredCount: Int? = nil) {
        let finite = data.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { self.init(thresholds: []); return }
        let edges = BinEdges.nice(Double(low), Double(high), count: desiredCount ?? 10)
        self.init(thresholds: edges.map { Value($0) })
    }
}

extension NumberBins where Value: BinaryInteger {
    /// `count` bins of equal width from the range's lower bound to its upper bound (the range's
    /// length should be a multiple of `count`; the last bin takes the remainder).
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.max(count, 1)
        let width = Swift.max((range.upperBound - range.lowerBound) / Value(count), 1)
        var edges: [Value] = []
        var edge = range.lowerBound
        while edge < range.upperBound && edges.count < count { edges.append(edge); edge += width }
        edges.append(range.upperBound)
        self.init(thresholds: edges)
    }

    /// Bins of width `size` covering `range`.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0, (range.upperBound - range.lowerBound) / size < 100_000 else {
            self.init(thresholds: [range.lowerBound, range.upperBound])
            return
        }
        var edge = range.lowerBound - ((range.lowerBound % size) + size) % size
        var edges = [edge]
        repeat { edge += size; edges.append(edge) } while edge <= range.upperBound - 1 && edge < range.upperBound
        self.init(thresholds: edges)
    }

    /// Nice whole-number bins covering the data, about `desiredCount` of them (10 when nil).
    public init(data: [Value], desiredCount: Int? = nil) {
        guard let low = data.min(), let high = data.max() else { self.init(thresholds: []); return }
        let edges = BinEdges.nice(Double(low), Double(high), count: desiredCount ?? 10, wholeNumbers: true)
        self.init(thresholds: edges.map { Value(exactly: $0) ?? Value(clamping: Int(clamping: $0)) })
    }
}

/// One bin: from `lowerBound` up to (not including, but for the last bin) `upperBound`
/// (Swift Charts' `ChartBinRange`).
public struct ChartBinRange<Bound: Comparable> {
    /// The bin's lower edge.
    public var lowerBound: Bound
    /// The bin's upper edge.
    public var upperBound: Bound

    /// A bin between two edges.
    public init(lowerBound: Bound, upperBound: Bound) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}

extension PlottableValue where Value: Comparable {
    /// A bin with a label: a bar or rectangle spanning the bin, from one edge to the next.
    public static func value<S: StringProtocol>(_ label: S, _ bin: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue.value(label, bin.lowerBound...Swift.max(bin.lowerBound, bin.upperBound))
    }
}

/// Edges of nice bins (shared by number and date bins).
enum BinEdges {
    /// Edges at multiples of a nice step covering `low`…`high`, about `count` bins.
    static func nice(_ low: Double, _ high: Double, count: Int, wholeNumbers: Bool = false) -> [Double] {
        let count = Swift.max(1, Swift.min(count, 10_000))
        guard low.isFinite, high.isFinite else { return [] }
        if low == high { return [low, low + 1] }
        var step = NiceTicks.tickIncrement(start: low, stop: high, count: count)
        var size = step > 0 ? step : 1 / -step
        if wholeNumbers { size = Swift.max(1, size.rounded()) ; step = size }
        let first = (low / size).rounded(.down), last = (high / size).rounded(.down) + 1
        guard last - first < 100_000 else { return [low, high] }
        return stride(from: first, through: last, by: 1).map { step < 0 ? $0 / -step : $0 * size }
    }
}
