/// A grammar chart's series as an audio graph reads them: the marks grouped by their series
/// (`series:`, else `foregroundStyle(by:)`), each mark's value the one its axis measures (y for
/// vertical marks, x for horizontal bars, the angle for sectors), ordered by x when x is a
/// number or a date, else as written. Marks with no value (a category on both axes), rules
/// across the plot (references, not data) and non-finite values are left out.
extension Chart {
    /// The chart's series, for an audio graph.
    public var audioSeries: [AudioSeries] {
        var order: [String] = []
        var points: [String: [(key: Double, value: Double)]] = [:]
        func add(_ series: String, key: Double, value: Double) {
            guard value.isFinite else { return }
            if points[series] == nil { order.append(series) }
            points[series, default: []].append((key, value))
        }
        for (position, mark) in marks.enumerated() {
            if let columns = mark.columns {
                for index in 0..<columns.count {
                    let series = columns.series.map { $0.value(at: index).description } ?? ""
                    guard let value = columns.y.value(at: index).continuousValue else { continue }
                    add(series, key: columns.x.value(at: index).continuousValue ?? Double(index), value: value)
                }
                continue
            }
            guard let value = Self.measuredValue(of: mark) else { continue }
            let series = (mark.series ?? mark.foregroundBy)?.value.description ?? ""
            let key = mark.kind == .sector ? Double(position) : Self.orderKey(of: mark) ?? Double(position)
            add(series, key: key, value: value)
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
