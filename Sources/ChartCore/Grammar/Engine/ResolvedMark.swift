/// A mark with its channels resolved against the chart: its orientation, its extent along each
/// axis after stacking, its colour, symbol and series.
struct ResolvedMark: Sendable {
    /// The mark as written.
    var mark: PlottedMark
    /// Its place in the chart's mark list.
    var ordinal: Int
    /// True for bars and areas that grow along x (a category or nothing on y).
    var isHorizontal: Bool
    /// Where the mark sits along x.
    var x: AxisExtent
    /// Where the mark sits along y.
    var y: AxisExtent
    /// The index of its foreground value in the colour domain, nil for none.
    var colorIndex: Int?
    /// The index of its symbol value in the symbol domain, nil for none.
    var symbolIndex: Int?
    /// The index of its line style value, nil for none.
    var lineStyleIndex: Int?
    /// The series a line or area joins (its series, colour, symbol or line style value).
    var seriesKey: PlottedValue?
    /// The series' number (0 for the first or only series).
    var seriesIndex: Int = 0
    /// The sub-slot of `position(by:)`, and how many slots the band holds.
    var slot: (index: Int, count: Int)?
}

/// Where a mark sits along one axis.
enum AxisExtent: Sendable {
    /// At a value (a point, a line's vertex, a bar's category or date).
    case value(PlottedValue)
    /// Between two values (a bar from its stack's base to its top, a range).
    case range(PlottedValue, PlottedValue)
    /// Between two continuous numbers (stacked values).
    case numbers(Double, Double)
    /// At fixed points from the plot's start (infinity for its far edge), or across it all.
    case fixed(ClosedRange<Double>?)
    /// At each value of a vectorized plot's column (from zero when `fromZero`).
    case column(PlotColumn, fromZero: Bool)

    /// Calls `body` with each continuous number the extent covers (no array made).
    func forEachContinuousValue(_ body: (Double) throws(ChartError) -> Void) throws(ChartError) {
        switch self {
        case .value(let value): if let number = value.continuousValue { try body(number) }
        case let .range(start, end):
            if let number = start.continuousValue { try body(number) }
            if let number = end.continuousValue { try body(number) }
        case let .numbers(start, end): try body(start); try body(end)
        case .fixed: break
        case let .column(column, fromZero):
            if fromZero { try body(0) }
            switch column {
            case .numbers(let values), .dates(let values): for value in values where value.isFinite { try body(value) }
            case .categories: break
            }
        }
    }

    /// The continuous numbers the extent covers, for the domain.
    var continuousValues: [Double] {
        switch self {
        case .value(let value): return value.continuousValue.map { [$0] } ?? []
        case let .range(start, end): return [start.continuousValue, end.continuousValue].compactMap { $0 }
        case let .numbers(start, end): return [start, end]
        case .fixed: return []
        case .column:
            var values: [Double] = []
            try? forEachContinuousValue { (value: Double) throws(ChartError) in values.append(value) }
            return values
        }
    }

    /// The categories the extent names, for a band domain.
    var values: [PlottedValue] {
        switch self {
        case .value(let value): return [value]
        case let .range(start, end): return [start, end]
        case let .numbers(start, end): return [.number(start), .number(end)]
        case .fixed: return []
        case .column(let column, _):
            var seen = Set<PlottedValue>()
            return (0..<column.count).map(column.value(at:)).filter { seen.insert($0).inserted }
        }
    }
}
