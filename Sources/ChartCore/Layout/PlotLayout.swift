/// The computed geometry of a two-axis chart: plot area, title, axes and legend.
///
/// Computed once from a `PlotLayoutRequest`; the renderer draws from it and hit testing reads
/// the same plot area, so what is drawn and what is hit never drift apart. Every tick label
/// and title is measured so nothing is clipped at the canvas edges.
public struct PlotLayout: Hashable, Sendable {
    /// The whole canvas.
    public var canvas: Rect
    /// The area inside the axes where data is drawn.
    public var plotArea: Rect
    /// The title text and the centre of its baseline; nil for no title.
    public var title: String?
    /// The title's baseline centre.
    public var titlePosition: Point
    /// The title's style.
    public var titleStyle: TextStyle
    /// The horizontal axis.
    public var xAxis: AxisLayout
    /// The vertical axis.
    public var yAxis: AxisLayout
    /// The legend; nil when there is none.
    public var legend: LegendLayout?

    /// Lays out a chart.
    public init(_ request: PlotLayoutRequest) {
        let width = max(1, request.width), height = max(1, request.height)
        let padding = request.padding
        canvas = Rect(x: 0, y: 0, width: width, height: height)
        titleStyle = request.titleStyle
        title = request.title.flatMap { $0.isEmpty ? nil : $0 }

        var top = padding.top, bottom = height - padding.bottom
        var left = padding.left, right = width - padding.right

        if title != nil {
            let titleHeight = TextMeasure.lineHeight(fontSize: titleStyle.fontSize)
            titlePosition = Point(x: width / 2, y: top + titleStyle.fontSize)
            top += titleHeight + 8
        } else {
            titlePosition = Point(x: width / 2, y: top)
        }

        // The legend, outside the plot area unless asked otherwise: reserve its side.
        let legendSetting = request.legend
        let entries = legendSetting.isVisible ? request.legendEntries : []
        let inside = legendSetting.isInsidePlotArea || legendSetting.anchor == .center
        let sideAnchor = legendSetting.anchor.vertical == 0 && !inside
        let measured = LegendLayout.measure(entries, legend: legendSetting,
                                            maxWidth: sideAnchor ? (right - left) / 3 : right - left,
                                            prefersOneColumn: sideAnchor)
        var legendOrigin: Point?
        if !entries.isEmpty && !inside {
            let margin = LegendLayout.margin
            switch legendSetting.anchor.vertical {
            case -1:
                legendOrigin = Point(x: 0, y: top)
                top += measured.height + margin
            case 1:
                bottom -= measured.height
                legendOrigin = Point(x: 0, y: bottom)
                bottom -= margin
            default:
                if legendSetting.anchor.horizontal < 0 {
                    legendOrigin = Point(x: left, y: 0)
                    left += measured.width + margin * 1.5
                } else {
                    right -= measured.width
                    legendOrigin = Point(x: right, y: 0)
                    right -= margin * 1.5
                }
            }
        }

        // Vertical axis: its title and widest label on the left.
        let yAxisRequest = request.yAxis, xAxisRequest = request.xAxis
        let yTitleLeft = left
        if let yTitle = yAxisRequest.title, !yTitle.isEmpty {
            left += TextMeasure.lineHeight(fontSize: yAxisRequest.titleStyle.fontSize) + AxisLayout.titleGap - 4
        }
        let yLabelWidth = yAxisRequest.showsLabels
            ? yAxisRequest.ticks.map { TextMeasure.width(of: $0.label, style: yAxisRequest.labelStyle) }.max() ?? 0 : 0
        if yLabelWidth > 0 { left += yLabelWidth + AxisLayout.tickLabelGap }

        // Horizontal axis: labels and title below.
        let xLabelHeight = xAxisRequest.showsLabels && !xAxisRequest.ticks.isEmpty
            ? TextMeasure.lineHeight(fontSize: xAxisRequest.labelStyle.fontSize) : 0
        var xTitleBaseline = bottom
        if let xTitle = xAxisRequest.title, !xTitle.isEmpty {
            xTitleBaseline = bottom - xAxisRequest.titleStyle.fontSize * 0.25
            bottom -= TextMeasure.lineHeight(fontSize: xAxisRequest.titleStyle.fontSize) + AxisLayout.titleGap - 4
        }
        if xLabelHeight > 0 { bottom -= xLabelHeight + AxisLayout.tickLabelGap - 2 }

        // Keep half of the end labels inside the canvas: x labels at the edges, y labels at the top.
        if yAxisRequest.showsLabels && !yAxisRequest.ticks.isEmpty {
            let halfHeight = yAxisRequest.labelStyle.fontSize * 0.6
            let highest = yAxisRequest.ticks.map(\.fraction).max() ?? 0
            if highest >= 0.999 && top < (title == nil ? padding.top : top) + halfHeight { top += halfHeight }
            if top < halfHeight + 2 { top = halfHeight + 2 }
        }
        if xAxisRequest.showsLabels, !xAxisRequest.ticks.isEmpty {
            let widths = xAxisRequest.ticks.map { TextMeasure.width(of: $0.label, style: xAxisRequest.labelStyle) / 2 }
            for (tick, halfWidth) in zip(xAxisRequest.ticks, widths) {
                let plotWidth = right - left
                let x = left + tick.fraction * plotWidth
                if x - halfWidth < padding.left { left += padding.left - (x - halfWidth) }
                if x + halfWidth > width - padding.right / 2 { right -= (x + halfWidth) - (width - padding.right / 2) }
            }
        }
        if right - left < 20 { right = left + 20 }
        if bottom - top < 20 { bottom = top + 20 }
        plotArea = Rect(x: left, y: top, width: right - left, height: bottom - top)

        // Place the ticks.
        let plot = plotArea
        var xTicks = xAxisRequest.ticks.map { tick -> AxisLayout.PlacedTick in
            let pixel = plot.minX + tick.fraction * plot.width
            let baseline = plot.maxY + AxisLayout.tickLabelGap + xAxisRequest.labelStyle.fontSize * 0.9
            return AxisLayout.PlacedTick(pixel: pixel, label: tick.label, labelPosition: Point(x: pixel, y: baseline),
                                         isLabelShown: xAxisRequest.showsLabels && !tick.label.isEmpty)
        }
        PlotLayout.thin(&xTicks, extent: { tick in
            let half = TextMeasure.width(of: tick.label, style: xAxisRequest.labelStyle) / 2
            return (tick.pixel - half, tick.pixel + half)
        })
        var yTicks = yAxisRequest.ticks.map { tick -> AxisLayout.PlacedTick in
            let pixel = plot.maxY - tick.fraction * plot.height
            return AxisLayout.PlacedTick(pixel: pixel, label: tick.label,
                                         labelPosition: Point(x: plot.minX - AxisLayout.tickLabelGap,
                                                              y: pixel + yAxisRequest.labelStyle.fontSize * 0.35),
                                         isLabelShown: yAxisRequest.showsLabels && !tick.label.isEmpty)
        }
        let yHalf = yAxisRequest.labelStyle.fontSize * 0.6
        PlotLayout.thin(&yTicks, extent: { tick in (tick.pixel + yHalf, tick.pixel - yHalf) }, descending: true)

        xAxis = AxisLayout(ticks: xTicks, title: xAxisRequest.title,
                           titlePosition: Point(x: plot.midX, y: xTitleBaseline), description: xAxisRequest)
        let yTitleX = yTitleLeft + yAxisRequest.titleStyle.fontSize * 0.9
        yAxis = AxisLayout(ticks: yTicks, title: yAxisRequest.title,
                           titlePosition: Point(x: yTitleX, y: plot.midY), description: yAxisRequest)

        // Place the legend.
        legend = nil
        if !entries.isEmpty {
            let anchor = legendSetting.anchor
            var origin: Point
            if inside {
                let inset = 8.0
                let x = anchor.horizontal < 0 ? plot.minX + inset
                    : anchor.horizontal > 0 ? plot.maxX - inset - measured.width : plot.midX - measured.width / 2
                let y = anchor.vertical < 0 ? plot.minY + inset
                    : anchor.vertical > 0 ? plot.maxY - inset - measured.height : plot.midY - measured.height / 2
                origin = Point(x: x, y: y)
            } else if let reserved = legendOrigin {
                if anchor.vertical != 0 {
                    let x = anchor.horizontal < 0 ? plot.minX
                        : anchor.horizontal > 0 ? plot.maxX - measured.width : plot.midX - measured.width / 2
                    origin = Point(x: max(padding.left, x), y: reserved.y)
                } else {
                    origin = Point(x: reserved.x, y: plot.midY - measured.height / 2)
                }
            } else {
                origin = Point(x: plot.minX, y: plot.minY)
            }
            origin.x += legendSetting.displacement.x
            origin.y += legendSetting.displacement.y
            legend = LegendLayout.place(entries, legend: legendSetting, origin: origin, columns: measured.columns,
                                        columnWidths: measured.columnWidths, size: (measured.width, measured.height),
                                        inside: inside)
        }
    }

    /// Hides labels at a regular stride until the shown ones do not overlap.
    private static func thin(_ ticks: inout [AxisLayout.PlacedTick], extent: (AxisLayout.PlacedTick) -> (Double, Double),
                             descending: Bool = false) {
        let shownIndices = ticks.indices.filter { ticks[$0].isLabelShown }
        let extents = shownIndices.map { index -> (Double, Double) in
            let (a, b) = extent(ticks[index])
            return descending ? (-a, -b) : (a, b)
        }
        let stride = AxisLayout.thinningStride(extents: extents, spacing: AxisLayout.minimumLabelSpacing)
        guard stride > 1 else { return }
        for (position, index) in shownIndices.enumerated() where position % stride != 0 {
            ticks[index].isLabelShown = false
        }
    }
}
