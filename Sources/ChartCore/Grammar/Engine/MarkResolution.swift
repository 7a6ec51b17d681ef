/// The first step of laying a chart out: each mark's orientation, its extent on each axis
/// after stacking, and its place in the colour, symbol, line style and series domains.
struct MarkResolution {
    /// The marks resolved, in the order written.
    var marks: [ResolvedMark] = []
    /// The values of `foregroundStyle(by:)`, in legend order.
    var colorDomain: [PlottedValue] = []
    /// The field name of `foregroundStyle(by:)` (the legend's subject).
    var colorLabel: String?
    /// The values of `symbol(by:)`.
    var symbolDomain: [PlottedValue] = []
    /// The values of `lineStyle(by:)`.
    var lineStyleDomain: [PlottedValue] = []
    /// The series of lines and areas, in order.
    var seriesDomain: [PlottedValue] = []
    /// What could not be drawn exactly.
    var warnings: [String] = []

    /// Resolves `chart`'s marks: skips those with NaN or infinite values (with a warning), and
    /// stacks bars and areas.
    init(_ chart: Chart) throws(ChartError) {
        var kept: [PlottedMark] = []
        var skipped: [String: Int] = [:]
        for mark in chart.marks {
            if Self.hasNonFiniteValue(mark) { skipped[mark.origin, default: 0] += 1 } else { kept.append(mark) }
        }
        for (origin, count) in skipped.sorted(by: { $0.key < $1.key }) {
            warnings.append("\(origin): \(count) mark\(count == 1 ? "" : "s") with a NaN or infinite value not drawn")
        }
        colorDomain = Self.domain(kept.compactMap(\.foregroundBy?.value), given: chart.settings.foregroundStyleScale.domain)
        colorLabel = kept.lazy.compactMap(\.foregroundBy?.label).first
        symbolDomain = Self.domain(kept.compactMap(\.symbolBy?.value), given: nil)
        lineStyleDomain = Self.domain(kept.compactMap(\.lineStyleBy?.value), given: nil)
        let colorIndex = Self.index(colorDomain), symbolIndex = Self.index(symbolDomain), lineStyleIndex = Self.index(lineStyleDomain)
        let positionDomain = Self.domain(kept.compactMap(\.positionBy?.value), given: nil)
        let positionIndex = Self.index(positionDomain)
        var seriesIndex: [PlottedValue: Int] = [:]
        for (ordinal, mark) in kept.enumerated() {
            let horizontal = Self.isHorizontal(mark)
            var resolved = ResolvedMark(mark: mark, ordinal: ordinal, isHorizontal: horizontal,
                                        x: Self.extent(mark.x, mark.xEnd, fixed: mark.fixedX),
                                        y: Self.extent(mark.y, mark.yEnd, fixed: mark.fixedY))
            if let columns = mark.columns {
                // Bars (and areas) grow from zero along their value axis: y, or x for bars along categories on y.
                let barsAlongY = mark.kind == .bar && columns.isHorizontal
                resolved.isHorizontal = barsAlongY
                resolved.x = .column(columns.x, fromZero: barsAlongY)
                resolved.y = .column(columns.y, fromZero: mark.kind == .area || (mark.kind == .bar && !barsAlongY))
                if let series = columns.series {
                    // A plot's series are coloured by the series, as `.foregroundStyle(by:)` of the field colours them.
                    var known = Set(colorDomain)
                    for row in 0..<series.count where known.insert(series.value(at: row)).inserted { colorDomain.append(series.value(at: row)) }
                    if colorLabel == nil { colorLabel = columns.seriesLabel }
                }
            }
            resolved.colorIndex = mark.foregroundBy.flatMap { colorIndex[$0.value] }
            resolved.symbolIndex = mark.symbolBy.flatMap { symbolIndex[$0.value] }
            resolved.lineStyleIndex = mark.lineStyleBy.flatMap { lineStyleIndex[$0.value] }
            if let position = mark.positionBy, let slot = positionIndex[position.value] {
                resolved.slot = (slot, positionDomain.count)
            }
            if mark.kind == .line || mark.kind == .area {
                let key = mark.series?.value ?? mark.foregroundBy?.value ?? mark.symbolBy?.value ?? mark.lineStyleBy?.value
                resolved.seriesKey = key
                if let key {
                    if seriesIndex[key] == nil { seriesIndex[key] = seriesDomain.count; seriesDomain.append(key) }
                    resolved.seriesIndex = seriesIndex[key] ?? 0
                }
            } else {
                resolved.seriesIndex = resolved.colorIndex ?? 0
            }
            marks.append(resolved)
        }
        try stack()
    }

    /// The same resolution with only the marks `isIncluded` keeps (a facet's panel): the
    /// colour, symbol and series domains stay the chart's, so every panel matches the legend.
    func subset(_ isIncluded: (ResolvedMark) -> Bool) -> MarkResolution {
        var copy = self
        copy.marks = marks.filter(isIncluded)
        copy.warnings = []
        return copy
    }

    /// Values in the order first seen, after those `given` (values outside `given` are added at the end).
    static func domain(_ values: [PlottedValue], given: [PlottedValue]?) -> [PlottedValue] {
        var seen = Set<PlottedValue>()
        var result: [PlottedValue] = []
        for value in (given ?? []) + values where seen.insert(value).inserted { result.append(value) }
        return result
    }

    static func index(_ domain: [PlottedValue]) -> [PlottedValue: Int] {
        var index: [PlottedValue: Int] = [:]
        for (position, value) in domain.enumerated() { index[value] = position }
        return index
    }

    /// Whether a bar, area or rectangle grows along x.
    static func isHorizontal(_ mark: PlottedMark) -> Bool {
        switch mark.kind {
        case .bar, .area:
            if mark.xEnd != nil { return true }
            if mark.yEnd != nil { return false }
            guard let x = mark.x else { return false }
            guard let y = mark.y else { return x.value.kind == .quantitative }
            if y.value.kind == .nominal && x.value.kind != .nominal { return true }
            if y.value.kind == .temporal && x.value.kind == .quantitative { return true }
            return false
        default:
            return false
        }
    }

    static func extent(_ encoding: PlottedEncoding?, _ end: PlottedEncoding?, fixed: ClosedRange<Double>?) -> AxisExtent {
        guard let encoding else { return .fixed(fixed) }
        if let end { return .range(encoding.value, end.value) }
        if let rangeEnd = encoding.end { return .range(encoding.value, rangeEnd) }
        if let unit = encoding.unit, case .date(let date) = encoding.value {
            let start = unit.floor(date.timeIntervalSince1970)
            return .numbers(start, unit.adding(1, to: start))
        }
        return .value(encoding.value)
    }

    static func hasNonFiniteValue(_ mark: PlottedMark) -> Bool {
        if mark.columns != nil { return false }
        func isNonFinite(_ encoding: PlottedEncoding?) -> Bool {
            guard let encoding else { return false }
            if case .number(let number) = encoding.value, !number.isFinite { return true }
            if case .number(let number)? = encoding.end, !number.isFinite { return true }
            return false
        }
        return isNonFinite(mark.x) || isNonFinite(mark.y) || isNonFinite(mark.xEnd) || isNonFinite(mark.yEnd) || isNonFinite(mark.angle)
    }

    /// Stacks bars and areas that share a place: each on top of the previous, positives up and
    /// negatives down, in series order; normalised or centred when asked.
    private mutating func stack() throws(ChartError) {
        struct Key: Hashable { var kind: MarkKind; var place: [PlottedValue]; var isHorizontal: Bool }
        var stacks: [Key: [Int]] = [:]
        var order: [Key] = []
        for (index, resolved) in marks.enumerated() {
            let mark = resolved.mark
            guard mark.kind == .bar || mark.kind == .area else { continue }
            let valueExtent = resolved.isHorizontal ? resolved.x : resolved.y
            guard case .value(let value) = valueExtent, case .number = value else { continue }
            if mark.stacking == .unstacked {
                setValueExtent(index, .numbers(0, value.continuousValue ?? 0))
                continue
            }
            let placeExtent = resolved.isHorizontal ? resolved.y : resolved.x
            var place = placeExtent.values
            if let slot = mark.positionBy?.value { place.append(slot) }
            let key = Key(kind: mark.kind, place: place, isHorizontal: resolved.isHorizontal)
            if stacks[key] == nil { order.append(key) }
            stacks[key, default: []].append(index)
        }
        for key in order {
            guard let members = stacks[key] else { continue }
            let sorted = members.sorted { (marks[$0].seriesIndex, $0) < (marks[$1].seriesIndex, $1) }
            var positive = 0.0, negative = 0.0
            var extents: [(Int, Double, Double)] = []
            for index in sorted {
                let extent = marks[index].isHorizontal ? marks[index].x : marks[index].y
                guard case .value(let value) = extent, let number = value.continuousValue else { continue }
                if number >= 0 { extents.append((index, positive, positive + number)); positive += number }
                else { extents.append((index, negative + number, negative)); negative += number }
            }
            let method = marks[sorted[0]].mark.stacking
            let total = positive - negative
            for (index, start, end) in extents {
                switch method {
                case .normalized:
                    let scale = total > 0 ? 1 / total : 0
                    setValueExtent(index, .numbers((start - negative) * scale, (end - negative) * scale))
                case .center:
                    setValueExtent(index, .numbers(start - total / 2 - negative, end - total / 2 - negative))
                default:
                    setValueExtent(index, .numbers(start, end))
                }
            }
        }
    }

    private mutating func setValueExtent(_ index: Int, _ extent: AxisExtent) {
        if marks[index].isHorizontal { marks[index].x = extent } else { marks[index].y = extent }
    }
}
