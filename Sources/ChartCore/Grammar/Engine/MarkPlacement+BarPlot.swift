/// A vectorized bar plot (`BarPlot`) placed from its columns: one bar per element, from the
/// value scale's baseline to its value, across its band or centred at its number or date, with
/// the room at a continuous scale's ends that keeps the end bars inside the plot (as
/// `placeBox` asks for a `BarMark`), and hit anchors kept as columns.
extension MarkPlacement {
    mutating func placeColumnBars(_ columns: PlotColumns, of resolved: ResolvedMark) {
        let mark = resolved.mark
        let alongY = resolved.isHorizontal
        let positions = alongY ? columns.y : columns.x, values = alongY ? columns.x : columns.y
        guard let positionScale = alongY ? yScale : xScale, let valueScale = alongY ? xScale : yScale else { return }
        let count = columns.count
        let centers: [Double?] = (0..<count).map { row in Self.finitePixel(positions.value(at: row), on: positionScale) }
        let dimension = Self.barDimension(alongY ? mark.height : mark.width, centers: centers, isBand: positionScale.isBand)
        let baseline = valueScale.baseline
        let paint = mark.foregroundStyle ?? paint(of: resolved)
        var tops: [Point] = [], kept: [Int] = []
        tops.reserveCapacity(count)
        kept.reserveCapacity(count)
        var skipped = 0
        for row in 0..<count {
            guard centers[row] != nil, let end = Self.finitePixel(values.value(at: row), on: valueScale),
                  let (start, stop) = span(.value(positions.value(at: row)), scale: positionScale, isX: !alongY, dimension: dimension,
                                           slot: nil, isBar: false) else {
                skipped += 1
                continue
            }
            if !positionScale.isBand {
                room.fit(start, stop, within: alongY ? plot.minY : plot.minX, alongY ? plot.maxY : plot.maxX, isX: !alongY)
            }
            let rect = alongY
                ? Rect(x: Swift.min(baseline, end) + mark.offset.x, y: start + mark.offset.y, width: abs(end - baseline), height: stop - start)
                : Rect(x: start + mark.offset.x, y: Swift.min(baseline, end) + mark.offset.y, width: stop - start, height: abs(end - baseline))
            let radius = Swift.min(mark.cornerRadius, Swift.min(rect.width, rect.height) / 2)
            let tooltip = "(" + Self.tooltipText(columns.x.value(at: row)) + ", " + Self.tooltipText(columns.y.value(at: row)) + ")"
            placed.append(PlacedMark(kind: .bar, shape: .rect(rect, cornerRadius: radius), paint: paint, opacity: mark.opacity, stroke: nil,
                                     dataIndex: row, seriesIndex: resolved.seriesIndex, gradientSpansPlot: mark.alignsStylesWithPlotArea,
                                     tooltip: tooltip))
            tops.append(alongY ? Point(x: rect.maxX, y: rect.midY) : Point(x: rect.midX, y: rect.minY))
            kept.append(row)
        }
        if skipped > 0 { warnings.append("\(mark.origin): \(skipped) values that are NaN, infinite or off the scale not drawn") }
        if !tops.isEmpty { columnAnchors.append(ColumnAnchors(points: tops, rows: kept, columns: columns, seriesIndex: resolved.seriesIndex)) }
    }

    /// The pixel of a value on a scale, nil for a non-finite number or a value off the scale.
    private static func finitePixel(_ value: PlottedValue, on scale: AxisScale) -> Double? {
        if case .number(let number) = value, !number.isFinite { return nil }
        return scale.pixel(value)
    }

    /// The bars' size across: on a band scale the dimension asked for; at numbers or dates a
    /// fixed width, `BarMark`'s automatic one (80 % of the smallest gap between the bars'
    /// centres, at most 60 points, 20 for one bar) worked out once for the whole plot.
    private static func barDimension(_ asked: MarkDimension, centers: [Double?], isBand: Bool) -> MarkDimension {
        if isBand { return asked }
        let sorted = centers.compactMap { $0 }.sorted()
        var gap = Double.infinity
        for index in sorted.indices.dropFirst() where sorted[index] - sorted[index - 1] > 0.5 { gap = Swift.min(gap, sorted[index] - sorted[index - 1]) }
        let automatic = gap.isFinite ? Swift.min(gap * 0.8, 60) : 20
        switch asked {
        case .automatic: return .fixed(automatic)
        case .fixed: return asked
        case .ratio(let ratio): return .fixed(automatic / 0.8 * ratio)
        case .inset(let inset): return .fixed(Swift.max(1, automatic / 0.8 - 2 * inset))
        }
    }
}
