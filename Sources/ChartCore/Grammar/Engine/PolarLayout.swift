#if canImport(Glibc)
import Glibc
#endif

/// Lays out a chart of sectors: a pie (or donut) in the largest square the frame leaves beside
/// the legend, sectors clockwise from the top in the order written, each angle its value's
/// share of the total.
struct PolarLayout {
    let chart: Chart
    let resolution: MarkResolution
    let frame: Rect
    var geometry: PlotGeometry

    func layout() throws(ChartError) -> PlotGeometry {
        var geometry = self.geometry
        if let other = resolution.marks.first(where: { $0.mark.kind != .sector }) {
            throw ChartError.markCannotBeDrawn(mark: other.mark.origin, modifier: "in a chart of SectorMark",
                                               reason: "sectors have no x and y axes to share; draw the sectors in a chart of their own")
        }
        var legendPlan = LegendPlan(chart: chart, resolution: resolution)
        let band = legendPlan.measure(in: frame)
        let inner = legendPlan.remaining(frame, band: band)
        let side = Swift.max(0, Swift.min(inner.width, inner.height) - 8)
        let plot = Rect(x: inner.midX - side / 2, y: inner.midY - side / 2, width: side, height: side)
        geometry.plot = plot
        geometry.isPolar = true
        let center = Point(x: plot.midX, y: plot.midY)
        let radius = side / 2
        geometry.polarCenter = center
        geometry.polarRadius = radius
        var values: [Double] = []
        for resolved in resolution.marks {
            guard let encoding = resolved.mark.angle, let number = encoding.value.continuousValue else {
                throw ChartError.markCannotBeDrawn(mark: resolved.mark.origin, modifier: "angle: .value(\"\(resolved.mark.angle?.label ?? "")\", …)",
                                                   reason: "an angle needs a number, not \(resolved.mark.angle?.value.description ?? "nothing")")
            }
            if number < 0 {
                throw ChartError.markCannotBeDrawn(mark: resolved.mark.origin, modifier: "angle: .value(\"\(encoding.label)\", \(PlottedValue.text(of: number)))",
                                                   reason: "a sector's value must be zero or more")
            }
            values.append(number)
        }
        let total = values.reduce(0, +)
        let colors = ColorScale(chart.settings.foregroundStyleScale, domain: resolution.colorDomain)
        var angle = 0.0
        for (resolved, value) in zip(resolution.marks, values) {
            let mark = resolved.mark
            let sweep = total > 0 ? value / total * 2 * Double.pi : 0
            defer { angle += sweep }
            guard sweep > 0 else { continue }
            let outer = Self.radius(mark.outerRadius, of: radius, default: radius)
            let innerRadius = Swift.min(Self.radius(mark.innerRadius, of: radius, default: 0), outer)
            let inset = mark.angularInset > 0 && outer > 0 ? Swift.min(mark.angularInset / outer, sweep * 0.45) : 0
            let start = angle + inset / 2, end = angle + sweep - inset / 2
            let paint = mark.foregroundStyle ?? resolved.colorIndex.map(colors.paint(at:)) ?? .color(MarkPlacement.defaultColor)
            let shape = PlacedShape.sector(center: center, innerRadius: innerRadius, outerRadius: outer, startAngle: start, endAngle: end)
            geometry.placed.append(PlacedMark(kind: .sector, shape: shape, paint: paint, opacity: mark.opacity, stroke: nil,
                                              dataIndex: mark.dataIndex, seriesIndex: resolved.colorIndex ?? 0,
                                              tooltip: MarkPlacement.tooltip(mark)))
            let middle = (start + end) / 2, middleRadius = (innerRadius + outer) / 2
            let anchor = Point(x: center.x + middleRadius * sin(middle), y: center.y - middleRadius * cos(middle))
            geometry.anchors.append(HitAnchor(position: anchor, dataIndex: mark.dataIndex, seriesIndex: resolved.colorIndex ?? 0,
                                              value: value, labelValue: mark.foregroundBy?.value, fallbackLabel: mark.angle?.label ?? ""))
            for annotation in mark.annotations {
                geometry.annotations.append(AnnotationLayout.place(annotation, box: Rect(x: anchor.x, y: anchor.y, width: 0, height: 0),
                                                                   isHorizontal: false, plot: plot))
            }
        }
        geometry.legend = legendPlan.place(in: band, plot: inner)
        geometry.summary = ChartSummary.polarText(resolution: resolution, total: total)
        return geometry
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
