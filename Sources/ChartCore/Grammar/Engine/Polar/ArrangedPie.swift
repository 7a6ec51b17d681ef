/// The seeds' pie layout (CorePlot's `CPTPieChart` with its legend): the legend at one of nine
/// anchors in the arrangement that leaves the pie largest (`PieLegendPlacement`), the pie as
/// large as the rest allows with room for labels beside it (or labels moved onto the slices
/// when that room would cost the pie too much), and legend and pie gathered into a centred pair.
struct ArrangedPie {
    /// The share of the radius it could have alone below which a pie does not make room for
    /// its labels beside it, but draws them on the slices (those that fit there).
    static let labelsBesideShare = 0.6
    /// The smallest radius drawn when fitting.
    static let minimumRadius = 12.0

    let values: [Double]
    let polar: PolarSettings
    let explode: Double
    let legend: Legend
    /// Whether the sectors leave a hole (a donut): a lone slice's label then stays outside.
    let hasHole: Bool

    /// The pie's place in `area` with the legend of `entries`.
    func place(_ entries: [LegendEntry], in area: Rect) -> PolarLayout.Frame {
        // The slices' directions do not depend on the radius: they say whether labels stand
        // above or below the pie, and a lone slice is labelled in its middle.
        let shape = SliceLayout(values: values, center: .zero, outerRadius: 1, startAngle: polar.startBearingDegrees,
                                direction: polar.direction, holeRatio: 0, explodedIndex: nil, explodeDistance: 0)
        let drawn = shape.slices.filter { !$0.isEmpty }
        var labelPosition = polar.labels?.position ?? .inside
        if drawn.count == 1 && !hasHole { labelPosition = .inside }
        var labelMargin = (horizontal: 0.0, vertical: 0.0)
        if let labels = polar.labels, labelPosition == .outside {
            let widest = labels.texts.map { TextMeasure.width(of: $0, style: labels.style) }.max() ?? 0
            labelMargin = PieLabelLayout.outsideMargin(widestLabel: widest, lineHeight: TextMeasure.lineHeight(fontSize: labels.style.fontSize),
                                                       pointsUpOrDown: drawn.contains(where: PieLabelLayout.pointsUpOrDown))
        }
        let explode = self.explode
        let placed: PlacedPieLegend
        if polar.radius == nil {
            placed = PieLegendPlacement.place(entries, legend: legend, in: area, keptIn: area) { space in
                Self.pieSize(in: space, labelMargin: labelMargin, explode: explode).radius
            }
        } else {
            placed = PieLegendPlacement.placeListing(entries, legend: legend, in: area, keptIn: area)
        }
        var legendLayout = placed.legend
        let remaining = placed.remaining
        var center = Point(x: remaining.midX, y: remaining.midY)
        let radius: Double
        if let fixed = polar.radius {
            radius = fixed.isFinite ? Swift.max(0, fixed) : 0
        } else {
            let size = Self.pieSize(in: remaining, labelMargin: labelMargin, explode: explode)
            radius = size.radius
            if !size.labelsBeside {
                labelPosition = .inside
                labelMargin = (0, 0)
            }
            let horizontal = Swift.min(labelMargin.horizontal, Swift.max(0, remaining.width / 2 - radius - explode))
            let needed = (width: 2 * (radius + explode + horizontal), height: 2 * (radius + explode + labelMargin.vertical))
            if let placedLegend = legendLayout, placed.setting.displacement == .zero {
                (legendLayout, center) = Self.gather(legend: placedLegend, pieSize: needed, pieArea: remaining, contentArea: area)
            }
        }
        return PolarLayout.Frame(center: center, radius: radius, legend: legendLayout.map(PlacedLegend.init(arranged:)),
                                 labelPosition: labelPosition, labelArea: remaining,
                                 labelXBounds: Self.labelBounds(area, legend: legendLayout, center: center),
                                 warnings: placed.warning.map { [$0] } ?? [])
    }

    /// The radius of the pie drawn in `area`, and whether its labels go beside it: they do
    /// unless making room for them would leave the pie less than `labelsBesideShare` of the
    /// radius it could have alone.
    static func pieSize(in area: Rect, labelMargin: (horizontal: Double, vertical: Double),
                        explode: Double) -> (radius: Double, labelsBeside: Bool) {
        let alone = fittedRadius(in: area, labelMargin: (0, 0), explode: explode)
        let withLabels = fittedRadius(in: area, labelMargin: labelMargin, explode: explode)
        if labelMargin == (0, 0) || withLabels >= alone * labelsBesideShare { return (withLabels, true) }
        return (alone, false)
    }

    /// The radius of the largest pie that fits `area` with `labelMargin` around it for outside
    /// labels and `explode` for a pulled-out slice. Wide labels never shrink the pie below half
    /// of what the space allows (labels that then reach the canvas edge are shortened), nor
    /// below `minimumRadius`.
    static func fittedRadius(in area: Rect, labelMargin: (horizontal: Double, vertical: Double), explode: Double) -> Double {
        let radius = Swift.min(area.width / 2 - labelMargin.horizontal, area.height / 2 - labelMargin.vertical) - explode
        return Swift.max(radius, Swift.min(area.width, area.height) / 2 * 0.5 - explode, minimumRadius)
    }

    /// Moves the legend and the pie together when the pie leaves room beside it, so the
    /// legend sits next to the pie and the pair is centred, rather than at the far edge.
    static func gather(legend: LegendLayout, pieSize: (width: Double, height: Double), pieArea: Rect,
                       contentArea: Rect) -> (LegendLayout, Point) {
        var center = Point(x: pieArea.midX, y: pieArea.midY)
        let frame = legend.frame
        let margin = PieLegendPlacement.margin
        if frame.minX >= pieArea.maxX || frame.maxX <= pieArea.minX {
            let slack = pieArea.width - pieSize.width
            guard slack > 1 else { return (legend, center) }
            let group = pieSize.width + margin + frame.width
            let left = contentArea.midX - group / 2
            if frame.minX >= pieArea.maxX {
                center.x = left + pieSize.width / 2
                return (legend.offset(dx: left + pieSize.width + margin - frame.minX, dy: 0), center)
            }
            center.x = left + frame.width + margin + pieSize.width / 2
            return (legend.offset(dx: left - frame.minX, dy: 0), center)
        }
        let slack = pieArea.height - pieSize.height
        guard slack > 1 else { return (legend, center) }
        let group = pieSize.height + margin + frame.height
        let top = contentArea.midY - group / 2
        if frame.minY >= pieArea.maxY {
            center.y = top + pieSize.height / 2
            return (legend.offset(dx: 0, dy: top + pieSize.height + margin - frame.minY), center)
        }
        center.y = top + frame.height + margin + pieSize.height / 2
        return (legend.offset(dx: 0, dy: top - frame.minY), center)
    }

    /// The x range outside labels may use: the frame and half its padding, less a legend
    /// beside the pie.
    static func labelBounds(_ area: Rect, legend: LegendLayout?, center: Point) -> ClosedRange<Double> {
        var low = area.minX - 8, high = area.maxX + 8
        if let frame = legend?.frame, frame.maxY > center.y - 1, frame.minY < center.y + 1 {
            if frame.minX >= center.x { high = Swift.min(high, frame.minX - PieLegendPlacement.margin) }
            if frame.maxX <= center.x { low = Swift.max(low, frame.maxX + PieLegendPlacement.margin) }
        }
        return low...Swift.max(low, high)
    }
}

extension PlacedLegend {
    /// The engine's legend of a seed arrangement: its entries where the arrangement put them.
    init(arranged layout: LegendLayout) {
        self.init(entries: layout.items.map {
            Entry(label: $0.entry.label, color: $0.entry.color, symbol: nil, dash: nil,
                  swatchCenter: Point(x: $0.swatch.midX, y: $0.swatch.midY), textPosition: $0.textOrigin)
        }, frame: layout.frame, style: layout.textStyle)
        arranged = layout
    }
}
