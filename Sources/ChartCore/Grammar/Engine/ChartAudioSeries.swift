/// A grammar chart's series as an audio graph reads them: the marks grouped by their series
/// (`series:`, else `foregroundStyle(by:)`, which for sectors colours the slices of one series), each mark's value the one its axis measures (y for
/// vertical marks, x for horizontal bars, the angle for sectors), ordered by x when x is a
/// number or a date, else as written. Marks with no value (a category on both axes), rules
/// across the plot (references, not data) and non-finite values are left out. A datum several
/// marks of different kinds draw (a line and its points over the same values) is one tone, as
/// it is one row of `dataTable`.
extension Chart {
    /// The chart's series, for an audio graph.
    public var audioSeries: [AudioSeries] {
        var order: [String] = []
        var points: [String: [(key: Double, value: Double)]] = [:]
        var drawnBy: [AudioDatum: MarkKind] = [:]
        func add(_ series: String, index: Int, x: PlottedValue?, key: Double, value: Double, kind: MarkKind) {
            guard value.isFinite else { return }
            let datum = AudioDatum(series: series, index: index, x: x, value: value)
            if let first = drawnBy[datum] {
                if first != kind { return }
            } else {
                drawnBy[datum] = kind
            }
            if points[series] == nil { order.append(series) }
            points[series, default: []].append((key, value))
        }
        for (position, mark) in marks.enumerated() {
            // A pie's colours tell its slices apart: its slices are one series.
            let markSeries = (mark.kind == .sector ? mark.series : mark.series ?? mark.foregroundBy)?.value.description ?? ""
            if let columns = mark.columns {
                for index in 0..<columns.count {
                    let series = columns.series.map { $0.value(at: index).description } ?? markSeries
                    guard let value = columns.y.value(at: index).continuousValue else { continue }
                    let x = columns.x.value(at: index)
                    add(series, index: index, x: x, key: x.continuousValue ?? Double(index), value: value, kind: mark.kind)
                }
                continue
            }
            guard let value = Self.measuredValue(of: mark) else { continue }
            let key = mark.kind == .sector ? Double(position) : Self.orderKey(of: mark) ?? Double(position)
            add(markSeries, index: mark.dataIndex, x: mark.x?.value, key: key, value: value, kind: mark.kind)
        }
        return order.map { name in
            let sorted = (points[name] ?? []).enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
            return AudioSeries(name: name, values: AudioSeries.sampled(sorted.map(\.element.value)))
        }
    }

    /// The number a mark measures: its y, or its x when y is a category (a horizontal bar), or
    /// its angle; a range's end.
    private static func measuredValue(of mark: PlottedMark) -> Double? {
        if mark.kind == .sector { return mark.angle?.value.continuousValue }
        // A rule across the plot is a reference (an average, a goal), not a datum.
        if mark.kind == .rule, mark.x == nil || mark.y == nil { return nil }
        if let y = mark.y, y.value.kind == .quantitative { return (y.end ?? y.value).continuousValue }
        if let yEnd = mark.yEnd, yEnd.value.kind == .quantitative { return yEnd.value.continuousValue }
        if let x = mark.x, x.value.kind == .quantitative, mark.y?.value.kind != .quantitative { return (x.end ?? x.value).continuousValue }
        return nil
    }

    /// Where a mark sits along x when x is a number or a date (for ordering), else nil.
    private static func orderKey(of mark: PlottedMark) -> Double? {
        guard let x = mark.x, x.value.kind != .nominal, mark.y?.value.kind == .quantitative else { return nil }
        return x.value.continuousValue
    }
}

/// One datum as an audio graph hears it: its series, data index, x and value.
private struct AudioDatum: Hashable {
    let series: String
    let index: Int
    let x: PlottedValue?
    let value: Double
}
