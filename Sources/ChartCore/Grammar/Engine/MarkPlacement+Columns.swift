/// Vectorized plots placed from their columns: a line or an area per series, or a symbol per
/// element, with hit anchors kept as columns (no value made per element).
extension MarkPlacement {
    /// The pixels of a column's values on a scale, nil where a value is not on it (NaN, a
    /// category the scale does not hold); numbers on an identity scale without a value each.
    private static func pixels(_ column: PlotColumn, on scale: AxisScale?) -> [Double?] {
        guard let scale else { return Array(repeating: nil, count: column.count) }
        switch (column, scale.mapping) {
        case let (.numbers(values), .continuous(linear, .identity)), let (.dates(values), .continuous(linear, .identity)):
            return values.map { $0.isFinite ? linear.pixel(for: $0) : nil }
        default:
            return (0..<column.count).map { row in
                let value = column.value(at: row)
                if case .number(let number) = value, !number.isFinite { return nil }
                return scale.pixel(value)
            }
        }
    }

    /// A vectorized plot: a line or an area per series, or a symbol per element, with hit
    /// anchors kept as columns (no value made per element).
    mutating func placeColumns(_ columns: PlotColumns, of resolved: ResolvedMark) {
        if resolved.mark.kind == .bar { return placeColumnBars(columns, of: resolved) }
        let mark = resolved.mark
        let xs = Self.pixels(columns.x, on: xScale), ys = Self.pixels(columns.y, on: yScale)
        let count = columns.count
        // Rows by series, in order of first appearance.
        var seriesOrder: [PlottedValue] = []
        var rowsOfSeries: [[Int]] = []
        if let series = columns.series {
            var position: [PlottedValue: Int] = [:]
            for row in 0..<count {
                let key = series.value(at: row)
                if let index = position[key] { rowsOfSeries[index].append(row) } else {
                    position[key] = seriesOrder.count; seriesOrder.append(key); rowsOfSeries.append([row])
                }
            }
        } else {
            rowsOfSeries = [Array(0..<count)]
        }
        let baseline = yScale?.baseline ?? plot.maxY
        for (number, rows) in rowsOfSeries.enumerated() {
            var paint = mark.foregroundStyle ?? paint(of: resolved)
            var seriesIndex = resolved.seriesIndex
            if number < seriesOrder.count, mark.foregroundStyle == nil, let colorIndex = resolution.colorDomain.firstIndex(of: seriesOrder[number]) {
                paint = colors.paint(at: colorIndex)
                seriesIndex = colorIndex
            }
            var points: [Point] = []
            var kept: [Int] = []
            points.reserveCapacity(rows.count)
            kept.reserveCapacity(rows.count)
            for row in rows {
                guard let x = xs[row], let y = ys[row] else { continue }
                points.append(Point(x: x + mark.offset.x, y: y + mark.offset.y))
                kept.append(row)
            }
            if kept.count < rows.count { warnings.append("\(mark.origin): \(rows.count - kept.count) values that are NaN, infinite or off the scale not drawn") }
            guard !points.isEmpty else { continue }
            columnAnchors.append(ColumnAnchors(points: points, rows: kept, columns: columns, seriesIndex: seriesIndex))
            switch mark.kind {
            case .point:
                let size = Self.symbolWidth(area: mark.symbolSize ?? Self.defaultSymbolArea)
                let shape = symbol(of: resolved)
                let drawn = Self.thinned(points, threshold: chart.settings.pointThinningThreshold)
                let name = mark.foregroundBy.map { "\($0.value): " } ?? ""
                for position in drawn {
                    let point = points[position], row = kept[position]
                    let tooltip = name + "(" + Self.tooltipText(columns.x.value(at: row)) + ", " + Self.tooltipText(columns.y.value(at: row)) + ")"
                    placed.append(PlacedMark(kind: .point, shape: .symbol(point, shape, size: size), paint: paint, opacity: mark.opacity,
                                             stroke: nil, dataIndex: row, seriesIndex: seriesIndex, tooltip: tooltip))
                }
            case .area:
                let drawn = Self.downsampled(points, limit: Swift.max(500, Int(plot.width * 2)), method: mark.interpolation)
                var path = PathData(capacity: drawn.count * 2 + 2)
                LineInterpolation.append(drawn, method: mark.interpolation, to: &path)
                if let last = drawn.last, let first = drawn.first {
                    path.line(to: Point(x: last.x, y: baseline))
                    path.line(to: Point(x: first.x, y: baseline))
                }
                path.close()
                placed.append(PlacedMark(kind: .area, shape: .path(path, isClosed: true), paint: paint, opacity: mark.opacity, stroke: nil,
                                         dataIndex: kept[0], seriesIndex: seriesIndex, gradientSpansPlot: mark.alignsStylesWithPlotArea,
                                         tooltip: number < seriesOrder.count ? "\(columns.seriesLabel ?? "Series"): \(seriesOrder[number])" : ""))
            default:
                let drawn = Self.downsampled(points, limit: Swift.max(500, Int(plot.width * 2)), method: mark.interpolation)
                var path = PathData(capacity: drawn.count)
                LineInterpolation.append(drawn, method: mark.interpolation, to: &path)
                placed.append(PlacedMark(kind: .line, shape: .path(path, isClosed: false), paint: paint, opacity: mark.opacity,
                                         stroke: mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round),
                                         dataIndex: kept[0], seriesIndex: seriesIndex, gradientSpansPlot: mark.alignsStylesWithPlotArea,
                                         tooltip: number < seriesOrder.count ? "\(columns.seriesLabel ?? "Series"): \(seriesOrder[number])" : ""))
            }
        }
    }

    /// A value as a point's tooltip writes it: numbers compact (1.5, 27.1 k), others as labelled.
    static func tooltipText(_ value: PlottedValue) -> String {
        if case .number(let number) = value { return ValueText.compact(number) }
        return value.description
    }

    /// The positions of `points` to draw: all of them up to `threshold`, beyond it the first
    /// point in each 2×2-point cell, in order.
    static func thinned(_ points: [Point], threshold: Int?) -> [Int] {
        guard let threshold, points.count > Swift.max(3, threshold) else { return Array(points.indices) }
        var seen = Set<Int>()
        var kept: [Int] = []
        let cells = -(1 << 30)...(1 << 30)
        for (position, point) in points.enumerated() {
            let column = Int(clamping: (point.x / 2).rounded(.down), to: cells)
            let row = Int(clamping: (point.y / 2).rounded(.down), to: cells)
            if seen.insert(column &* 1_000_003 &+ row).inserted { kept.append(position) }
        }
        return kept
    }
}
