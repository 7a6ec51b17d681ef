import FoundationEssentials

/// Bins for a histogram over dates (Swift Charts' `DateBins`): consecutive intervals, by a
/// calendar unit (`DateBins(unit: .month, range: start...end)`) or a fixed length, so
/// `bins.index(for: date)` says which bin a date falls in and `bins[index]` is its interval.
/// Calendar units are reckoned in UTC.
public struct DateBins: RandomAccessCollection {
    /// The bin edges, ascending.
    public let thresholds: [Date]

    /// Bins between the given edges (sorted, duplicates dropped).
    public init(thresholds: [Date]) {
        var unique: [Date] = []
        for date in thresholds.sorted() where unique.last != date { unique.append(date) }
        self.thresholds = unique
    }

    /// One bin per calendar unit (`.day`, `.month`, `.year` …) covering `range`, the first
    /// starting at the unit holding the range's start.
    public init(unit: Calendar.Component, range: ClosedRange<Date>, calendar: Calendar = .current) {
        let unit = DateUnit(unit)
        var edge = unit.floor(range.lowerBound.timeIntervalSince1970)
        let end = range.upperBound.timeIntervalSince1970
        var edges = [edge]
        while edge <= end && edges.count < 100_000 {
            edge = unit.adding(1, to: edge)
            edges.append(edge)
        }
        self.init(thresholds: edges.map { Date(timeIntervalSince1970: $0) })
    }

    /// Bins of `timeInterval` seconds covering `range`.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let start = range.lowerBound.timeIntervalSince1970, end = range.upperBound.timeIntervalSince1970
        guard timeInterval > 0, ((end - start) / timeInterval) < 100_000 else {
            self.init(thresholds: [range.lowerBound, range.upperBound])
            return
        }
        var edge = (start / timeInterval).rounded(.down) * timeInterval
        var edges = [edge]
        repeat { edge += timeInterval; edges.append(edge) } while edge <= end
        self.init(thresholds: edges.map { Date(timeIntervalSince1970: $0) })
    }

    /// The first bin's index.
    public var startIndex: Int { 0 }
    /// One past the last bin's index.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    /// The interval of bin `index`.
    public subscript(index: Int) -> DateInterval {
        let last = thresholds.count - 1
        guard last >= 0 else { return DateInterval(start: Date(timeIntervalSince1970: 0), duration: 0) }
        let start = thresholds[Swift.min(Swift.max(index, 0), last)]
        let end = thresholds[Swift.min(Swift.max(index + 1, 0), last)]
        return DateInterval(start: start, end: Swift.max(start, end))
    }

    /// The bin holding `date`; -1 before the first edge and `count` after the last.
    public func index(for date: Date) -> Int {
        NumberBins(thresholds: thresholds.map(\.timeIntervalSince1970)).index(for: date.timeIntervalSince1970)
    }
}

extension PlottableValue where Value == Date {
    /// A date interval with a label: a bar or rectangle spanning it.
    public static func value<S: StringProtocol>(_ label: S, _ interval: DateInterval) -> PlottableValue<Date> {
        PlottableValue.value(label, interval.start...interval.end)
    }
}
