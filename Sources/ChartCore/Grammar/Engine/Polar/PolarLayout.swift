#if canImport(Glibc)
import Glibc
#endif

/// Lays out a chart of sectors: a pie (or donut) in the space the legend leaves, each sector's
/// angle its value's share of the total, in the order written, from the chart's start angle in
/// its direction (`PolarSettings`: clockwise from 12 o'clock by default), with an exploded
/// sector, sector labels and text in the hole when the settings ask for them.
struct PolarLayout {
    let chart: Chart
    let resolution: MarkResolution
    let frame: Rect
    var geometry: PlotGeometry

    /// Where the pie goes: its centre and radius, the legend, where labels may go.
    struct Frame {
        var center: Point
        var radius: Double
        var legend: PlacedLegend?
        var labelPosition: SliceLabelPosition
        var labelArea: Rect
        var labelXBounds: ClosedRange<Double>
        var warnings: [String] = []
    }

    func layout() throws(ChartError) -> PlotGeometry {
        var geometry = self.geometry
        if let other = resolution.marks.first(where: { $0.mark.kind != .sector }) {
            throw ChartError.markCannotBeDrawn(mark: other.mark.origin, modifier: "in a chart of SectorMark",
                                               reason: "sectors have no x and y axes to share; draw the sectors in a chart of their own")
        }
        let values = try sectorValues()
        let polar = chart.settings.polar
        let total = values.reduce(0, +)
        let colors = ColorScale(chart.settings.foregroundStyleScale, domain: resolution.colorDomain)
        let paints = resolution.marks.map { $0.mark.foregroundStyle ?? $0.colorIndex.map(colors.paint(at:)) ?? .color(MarkPlacement.defaultColor) }
        let exploded = polar.explodedIndex.flatMap { values.indices.contains($0) ? $0 : nil }
        let explode = exploded == nil ? 0 : Swift.max(0, polar.explodeDistance.isFinite ? polar.explodeDistance : 0)
        let placed: Frame
        if let legend = polar.arrangedLegend {
            let entries = total <= 0 ? [] : resolution.marks.indices.map {
                LegendEntry(label: Self.name(of: resolution.marks[$0].mark), color: paints[$0].representativeColor)
            }
            placed = ArrangedPie(values: values, polar: polar, explode: explode, legend: legend,
                                 hasHole: resolution.marks.contains { Self.radius($0.mark.innerRadius, of: 1, default: 0) > 0 }).place(entries, in: frame)
        } else {
            placed = squareFrame()
        }
        geometry.isPolar = true
        geometry.warnings += placed.warnings
        geometry.legend = placed.legend
        var pie = SliceLayout(values: values, center: placed.center, outerRadius: placed.radius, startAngle: polar.startBearingDegrees,
                              direction: polar.direction, holeRatio: 0, explodedIndex: exploded, explodeDistance: explode)
        for (index, resolved) in resolution.marks.enumerated() {
            let outer = Self.radius(resolved.mark.outerRadius, of: pie.outerRadius, default: pie.outerRadius)
            pie.slices[index].outerRadius = outer
            pie.slices[index].innerRadius = Swift.min(Self.radius(resolved.mark.innerRadius, of: pie.outerRadius, default: 0), outer)
        }
        pie.innerRadius = pie.slices.first { !$0.isEmpty }?.innerRadius ?? 0
        geometry.plot = Rect(x: placed.center.x - placed.radius, y: placed.center.y - placed.radius,
                             width: 2 * placed.radius, height: 2 * placed.radius)
        geometry.polarCenter = placed.center
        geometry.polarRadius = placed.radius
        geometry.polarStartBearing = PieAngles.radians(fromDegrees: polar.startBearingDegrees)
        geometry.polarDirection = polar.direction
        for (resolved, slice) in zip(resolution.marks, pie.slices) where !slice.isEmpty {
            place(resolved, slice, paint: paints[slice.index], total: total, into: &geometry)
        }
        if let labels = polar.labels, total > 0 {
            geometry.sectorLabels = placeLabels(labels, on: pie, frame: placed, paints: paints)
        }
        if let text = polar.centerText, !text.isEmpty, pie.innerRadius > 12, total > 0 {
            var style = TextStyle(fontSize: Swift.min(18, pie.innerRadius / 2.5), isBold: true)
            style.color = chart.theme.style.titleColor
            geometry.texts.append(PlacedText(text: TextFitting.shorten(text, toWidth: pie.innerRadius * 1.7, style: style),
                                             position: Point(x: pie.center.x, y: pie.center.y + style.fontSize * 0.35),
                                             alignment: .middle, style: style, rotation: 0, cssClass: "center-text"))
        }
        geometry.sectors = pie
        geometry.summary = ChartSummary.polarText(resolution: resolution, total: total)
        return geometry
    }

    /// Each sector's value.
    private func sectorValues() throws(ChartError) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(resolution.marks.count)
        for resolved in resolution.marks {
            guard let encoding = resolved.mark.angle, let number = encoding.value.continuousValue else {
                throw ChartError.markCannotBeDrawn(mark: resolved.mark.origin, modifier: "angle: .value(\"\(resolved.mark.angle?.label ?? "")\", …)",
                                                   reason: "an angle needs a number, not \(resolved.mark.angle?.value.description ?? "nothing")")
            }
            if !(number >= 0) || !number.isFinite {
                throw ChartError.markCannotBeDrawn(mark: resolved.mark.origin, modifier: "angle: .value(\"\(encoding.label)\", \(PlottedValue.text(of: number)))",
                                                   reason: "a sector's value must be a finite number, zero or more")
            }
            values.append(number)
        }
        return values
    }

    /// The pie in the largest square the frame leaves beside the chart's own legend (Swift
    /// Charts' layout), or at the settings' radius.
    private func squareFrame() -> Frame {
        var legendPlan = LegendPlan(chart: chart, resolution: resolution)
        let band = legendPlan.measure(in: frame)
        let inner = legendPlan.remaining(frame, band: band)
        let side = Swift.max(0, Swift.min(inner.width, inner.height) - 8)
        let fixed = chart.settings.polar.radius.map { Swift.max(0, $0.isFinite ? $0 : 0) }
        let plot = Rect(x: inner.midX - side / 2, y: inner.midY - side / 2, width: side, height: side)
        return Frame(center: Point(x: plot.midX, y: plot.midY), radius: fixed ?? side / 2, legend: legendPlan.place(in: band, plot: inner),
                     labelPosition: chart.settings.polar.labels?.position ?? .inside, labelArea: frame,
                     labelXBounds: frame.minX...Swift.max(frame.minX, frame.maxX))
    }

    /// One sector's mark, hit anchor and annotations.
    private func place(_ resolved: ResolvedMark, _ slice: PieSlice, paint: Paint, total: Double, into geometry: inout PlotGeometry) {
        let mark = resolved.mark
        var start = slice.direction == .clockwise ? slice.startBearing : slice.startBearing - slice.sweep
        var end = start + slice.sweep
        if slice.isFullCircle { (start, end) = (0, 2 * Double.pi) }
        let inset = mark.angularInset > 0 && slice.outerRadius > 0 ? Swift.min(mark.angularInset / slice.outerRadius, slice.sweep * 0.45) : 0
        start += inset / 2
        end -= inset / 2
        let shape = PlacedShape.sector(center: slice.center, innerRadius: slice.innerRadius, outerRadius: slice.outerRadius,
                                       startAngle: start, endAngle: end)
        let tooltip = chart.settings.polar.valueStyle.map {
            "\(Self.name(of: mark)): \($0.string(for: slice.value)) (\(Self.percentText(slice.value, total: total)))"
        } ?? MarkPlacement.tooltip(mark)
        geometry.placed.append(PlacedMark(kind: .sector, shape: shape, paint: paint, opacity: mark.opacity, stroke: nil,
                                          dataIndex: mark.dataIndex, seriesIndex: 0, tooltip: tooltip))
        let anchor = slice.centroid
        geometry.anchors.append(HitAnchor(position: anchor, dataIndex: mark.dataIndex, seriesIndex: 0,
                                          value: slice.value, labelValue: mark.foregroundBy?.value, fallbackLabel: mark.angle?.label ?? ""))
        for annotation in mark.annotations {
            geometry.annotations.append(AnnotationLayout.place(annotation, box: Rect(x: anchor.x, y: anchor.y, width: 0, height: 0),
                                                               isHorizontal: false, plot: geometry.plot))
        }
    }

    /// The sector labels that fit, beside the pie or on the sectors.
    private func placeLabels(_ labels: SectorLabels, on pie: SliceLayout, frame placed: Frame, paints: [Paint]) -> [PlacedSliceLabel] {
        let style = labels.style
        let lineHeight = TextMeasure.lineHeight(fontSize: style.fontSize)
        let area = placed.labelArea
        let bounds = (area.minY + lineHeight / 2)...Swift.max(area.minY + lineHeight / 2, area.maxY - lineHeight / 2)
        let layout = PieLabelLayout(lineHeight: lineHeight, verticalBounds: bounds, width: { TextMeasure.width(of: $0, style: style) },
                                    horizontalBounds: placed.labelXBounds, shortensTexts: labels.shortensTexts)
        var texts = labels.texts
        if texts.count < pie.slices.count { texts += Array(repeating: "", count: pie.slices.count - texts.count) }
        let background = chart.theme.style.backgroundColor
        return layout.place(texts, on: pie, at: placed.labelPosition).filter { !$0.text.isEmpty }.map { label in
            var label = label
            if label.leader.isEmpty, style.color == nil, paints.indices.contains(label.index) {
                label.textColor = paints[label.index].representativeColor.composited(over: background).textColor(preferring: nil)
            }
            return label
        }
    }

    /// The name a sector goes by: its category, or its angle's label.
    static func name(of mark: PlottedMark) -> String {
        mark.foregroundBy?.value.description ?? mark.angle?.label ?? ""
    }

    /// The share of the total as "25.4%".
    static func percentText(_ value: Double, total: Double) -> String {
        NumberFormat.fixed(decimals: 1).string(for: total > 0 ? value / total * 100 : 0) + "%"
    }

    /// A radius as a dimension says: a ratio of the pie's, a fixed size, an inset from the edge.
    static func radius(_ dimension: MarkDimension, of radius: Double, default fallback: Double) -> Double {
        switch dimension {
        case .automatic: return fallback
        case .fixed(let size): return size.isFinite ? Swift.min(Swift.max(size, 0), radius) : fallback
        case .ratio(let ratio): return ratio.isFinite ? radius * Swift.min(Swift.max(ratio, 0), 1) : fallback
        case .inset(let inset): return inset.isFinite ? Swift.max(0, radius - inset) : fallback
        }
    }
}
