/// Everything a pie chart draws, computed once: title, legend, slices and labels. The
/// renderer draws it and hit testing reads it.
public struct PieChartGeometry: ChartGeometry {
    /// Space kept free at the canvas edges.
    static let padding = 16.0
    /// The smallest radius drawn when fitting.
    static let minimumRadius = 12.0

    /// The title and the centre of its baseline; nil for none.
    var title: (text: String, position: Point)?
    /// The legend; nil when hidden.
    var legend: LegendLayout?
    /// The slices.
    var pie: SliceLayout
    /// The category names, for hits.
    var categories: [String]
    /// The slice labels that fit.
    var labels: [PlacedSliceLabel]
    /// How values read in labels and tooltips.
    var valueFormat: ValueStyle
    /// The sum of the values.
    var total: Double
    /// True when there is nothing to draw (no values, or only zeros).
    public var isEmpty: Bool
    /// The middle of the space left for the pie.
    var center: Point
    /// What a reader should know about the drawing (a legend held back on the canvas).
    public var warnings: [String]

    /// Lays out `chart`.
    ///
    /// - Throws: `ChartError` for mismatched lengths, negative or non-finite values, a bad
    ///   value format or a size that cannot be drawn.
    init(_ chart: PieChart) throws(ChartError) {
        guard chart.width.isFinite, chart.height.isFinite, chart.width >= 60, chart.height >= 60 else {
            throw ChartError.invalidSetting(name: "size", value: "\(chart.width) × \(chart.height)",
                                            expected: "a finite width and height of at least 60 pixels")
        }
        guard chart.values.count == chart.categories.count else {
            throw ChartError.mismatchedLengths(what: "pie values and categories", expected: chart.categories.count,
                                               got: chart.values.count)
        }
        for (index, value) in chart.values.enumerated() {
            guard value.isFinite else { throw ChartError.nonFiniteValue(what: "pie value", index: index) }
            guard value >= 0 else { throw ChartError.negativeValue(what: "pie value", index: index, value: value) }
        }
        if let radius = chart.radius, !(radius.isFinite && radius >= 0) {
            throw ChartError.invalidSetting(name: "radius", value: "\(radius)", expected: "nil or a radius of 0 pixels or more")
        }
        categories = chart.categories
        valueFormat = try ValueFormatting.format(chart.valueFormat, for: chart.values)
        total = chart.values.reduce(0, +)
        isEmpty = total <= 0

        var area = Rect(x: Self.padding, y: Self.padding, width: chart.width - 2 * Self.padding,
                        height: chart.height - 2 * Self.padding)
        title = nil
        if let text = chart.title, !text.isEmpty {
            let style = chart.titleStyle
            title = (text, Point(x: chart.width / 2, y: area.minY + style.fontSize))
            let used = TextMeasure.lineHeight(fontSize: style.fontSize) + 8
            area = Rect(x: area.minX, y: area.minY + used, width: area.width, height: area.height - used)
        }
        let entries = isEmpty ? [] : chart.categories.indices.map {
            LegendEntry(label: chart.categories[$0], color: chart.sliceColor(at: $0))
        }
        let texts = Self.labelTexts(chart, format: valueFormat, total: total)
        let style = chart.sliceLabelTextStyle
        let lineHeight = TextMeasure.lineHeight(fontSize: style.fontSize)
        let exploded = chart.explodedIndex.flatMap { chart.values.indices.contains($0) ? $0 : nil }
        let explode = exploded == nil ? 0 : max(0, chart.explodeDistance.isFinite ? chart.explodeDistance : 0)
        // The slices' directions do not depend on the radius: they say whether labels stand
        // above or below the pie, and a lone slice is labelled in its middle.
        let shape = SliceLayout(values: chart.values, center: .zero, outerRadius: 1, startAngle: 90 - chart.startAngle.degrees,
                                direction: chart.direction, holeRatio: 0, explodedIndex: nil, explodeDistance: 0)
        let drawn = shape.slices.filter { !$0.isEmpty }
        var labelPosition = drawn.count == 1 && chart.holeRatio <= 0 ? .inside : chart.sliceLabelPosition
        var labelMargin = (horizontal: 0.0, vertical: 0.0)
        if chart.sliceLabelStyle != .none && labelPosition == .outside {
            let widest = texts.map { TextMeasure.width(of: $0, style: style) }.max() ?? 0
            labelMargin = PieLabelLayout.outsideMargin(widestLabel: widest, lineHeight: lineHeight,
                                                       pointsUpOrDown: drawn.contains(where: PieLabelLayout.pointsUpOrDown))
        }
        let placed: PlacedPieLegend
        if chart.radius == nil {
            placed = PieLegendPlacement.place(entries, legend: chart.legend, in: area, keptIn: area) { space in
                Self.pieSize(in: space, labelMargin: labelMargin, explode: explode).radius
            }
        } else {
            placed = PieLegendPlacement.placeListing(entries, legend: chart.legend, in: area, keptIn: area)
        }
        let contentArea = area
        legend = placed.legend
        warnings = placed.warning.map { [$0] } ?? []
        area = placed.remaining
        center = Point(x: area.midX, y: area.midY)

        var radius: Double
        if let fixed = chart.radius {
            radius = fixed
        } else {
            let size = Self.pieSize(in: area, labelMargin: labelMargin, explode: explode)
            radius = size.radius
            if !size.labelsBeside {
                labelPosition = .inside
                labelMargin = (0, 0)
            }
            let horizontal = min(labelMargin.horizontal, max(0, area.width / 2 - radius - explode))
            let needed = (width: 2 * (radius + explode + horizontal), height: 2 * (radius + explode + labelMargin.vertical))
            if let placedLegend = legend, placed.setting.displacement == .zero {
                (legend, center) = Self.gather(legend: placedLegend, pieSize: needed, pieArea: area,
                                               contentArea: contentArea)
            }
        }
        pie = SliceLayout(values: chart.values, center: center, outerRadius: radius, startAngle: 90 - chart.startAngle.degrees,
                               direction: chart.direction, holeRatio: chart.holeRatio, explodedIndex: exploded,
                               explodeDistance: explode)
        if chart.sliceLabelStyle == .none || isEmpty {
            labels = []
        } else {
            let bounds = (area.minY + lineHeight / 2)...max(area.minY + lineHeight / 2, area.maxY - lineHeight / 2)
            let placement = PieLabelLayout(lineHeight: lineHeight, verticalBounds: bounds,
                                           width: { TextMeasure.width(of: $0, style: style) },
                                           horizontalBounds: Self.labelBounds(width: chart.width, legend: legend, center: center),
                                           shortensTexts: [.category, .categoryAndPercent].contains(chart.sliceLabelStyle))
            labels = placement.place(texts, on: pie, at: labelPosition)
        }
    }

    /// The share of the radius it could have alone below which a pie does not make room for
    /// its labels beside it, but draws them on the slices (those that fit there).
    static let labelsBesideShare = 0.6

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
        let radius = min(area.width / 2 - labelMargin.horizontal, area.height / 2 - labelMargin.vertical) - explode
        return max(radius, min(area.width, area.height) / 2 * 0.5 - explode, minimumRadius)
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

    /// The x range outside labels may use: the canvas, less a legend beside the pie.
    static func labelBounds(width: Double, legend: LegendLayout?, center: Point) -> ClosedRange<Double> {
        var low = padding / 2, high = width - padding / 2
        if let frame = legend?.frame, frame.maxY > center.y - 1, frame.minY < center.y + 1 {
            if frame.minX >= center.x { high = min(high, frame.minX - PieLegendPlacement.margin) }
            if frame.maxX <= center.x { low = max(low, frame.maxX + PieLegendPlacement.margin) }
        }
        return low...max(low, high)
    }

    /// The share of the total as "25.4%".
    static func percentText(_ value: Double, total: Double) -> String {
        NumberFormat.fixed(decimals: 1).string(for: total > 0 ? value / total * 100 : 0) + "%"
    }

    /// Each slice's label text in the chart's label style.
    static func labelTexts(_ chart: PieChart, format: ValueStyle, total: Double) -> [String] {
        zip(chart.categories, chart.values).map { category, value in
            switch chart.sliceLabelStyle {
            case .none: return ""
            case .value: return format.string(for: value)
            case .percent: return percentText(value, total: total)
            case .category: return category
            case .categoryAndPercent: return "\(category) \(percentText(value, total: total))"
            }
        }
    }
}

extension PieChart {
    /// Lays the chart out: title, legend, slices and labels.
    ///
    /// - Throws: `ChartError` when the lengths differ, a value is negative, NaN or
    ///   infinite, the value format is not printf-like, or the size cannot be drawn.
    public func makeGeometry() throws(ChartError) -> PieChartGeometry {
        try PieChartGeometry(self)
    }
}
