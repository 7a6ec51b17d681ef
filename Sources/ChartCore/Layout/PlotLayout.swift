/// The computed geometry of a two-axis chart: plot area, title, axes and legend.
///
/// Computed once from a `PlotLayoutRequest`; the renderer draws from it and hit testing reads
/// the same plot area, so what is drawn and what is hit never drift apart. Every tick label
/// and title is measured so nothing is clipped at the canvas edges: x labels that do not fit
/// side by side are turned (category names) or thinned (numbers), turned labels get the room
/// they need below the plot while the plot keeps `minimumPlotShare` of the height, and only
/// longer ones are shortened with "…".
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
    /// What the layout had to change from what was asked, in words (a legend kept on the canvas).
    public var warnings: [String] = []

    /// The share of the canvas height the plot area keeps when turned labels need room.
    static let minimumPlotShare = 0.28

    /// Lays out a chart.
    public init(_ request: PlotLayoutRequest) {
        let width = max(1, request.width), height = max(1, request.height)
        let padding = request.padding
        canvas = Rect(x: 0, y: 0, width: width, height: height)
        titleStyle = request.titleStyle
        title = request.title.flatMap { $0.isEmpty ? nil : $0 }

        var top = padding.top, bottom = height - padding.bottom
        var left = padding.left, right = width - padding.right

        if let title {
            // Marks stacked on a letter reach above the line: the title moves down to keep them.
            let marks = TextMeasure.heightOfStackedMarks(in: title, fontSize: titleStyle.fontSize)
            titlePosition = Point(x: width / 2, y: top + marks + titleStyle.fontSize)
            top += TextMeasure.lineHeight(fontSize: titleStyle.fontSize) + marks + 8
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

        // The frame the plot area sits in: the canvas less its padding, title and outside legend.
        let frame = Rect(x: left, y: top, width: right - left, height: bottom - top)

        // Vertical axis: its title and widest label on the left.
        let yAxisRequest = request.yAxis
        var xAxisRequest = request.xAxis
        let yTitleLeft = left
        if let yTitle = yAxisRequest.title, !yTitle.isEmpty {
            left += TextMeasure.lineHeight(fontSize: yAxisRequest.titleStyle.fontSize) + AxisLayout.titleGap - 4
        }
        let yLabelWidth = yAxisRequest.showsLabels
            ? yAxisRequest.ticks.map { TextMeasure.width(of: $0.label, style: yAxisRequest.labelStyle) }.max() ?? 0 : 0
        if yLabelWidth > 0 { left += yLabelWidth + AxisLayout.tickLabelGap }

        // Keep half of the end labels inside the canvas: the top y label here, the end x labels below.
        if yAxisRequest.showsLabels && !yAxisRequest.ticks.isEmpty {
            let halfHeight = yAxisRequest.labelStyle.fontSize * 0.6
            let highest = yAxisRequest.ticks.map(\.fraction).max() ?? 0
            if highest >= 0.999 && top < (title == nil ? padding.top : top) + halfHeight { top += halfHeight }
            if top < halfHeight + 2 { top = halfHeight + 2 }
        }

        // Horizontal axis: its title, then its labels, flat or turned, below the plot.
        var xTitleBaseline = bottom
        if let xTitle = xAxisRequest.title, !xTitle.isEmpty {
            xTitleBaseline = bottom - xAxisRequest.titleStyle.fontSize * 0.25
            bottom -= TextMeasure.lineHeight(fontSize: xAxisRequest.titleStyle.fontSize) + AxisLayout.titleGap - 4
        }
        let xLabelsShown = xAxisRequest.showsLabels && !xAxisRequest.ticks.isEmpty
        // Each x label measured once, in the request's style (widths scale with the font size).
        let requestedStyle = xAxisRequest.labelStyle
        var xLabelWidths = xLabelsShown ? xAxisRequest.ticks.map { TextMeasure.width(of: $0.label, style: requestedStyle) } : []
        let turn = xLabelsShown ? TurnedLabels.resolvedTurn(of: xAxisRequest, plotWidth: right - left, labelWidths: xLabelWidths) : 0
        var turned = turn == 0 ? nil : TurnedLabels(degrees: turn, style: xAxisRequest.labelStyle)
        var longestTurnedLabel = Double.infinity
        if var fitting = turned {
            let room = max(TextMeasure.lineHeight(fontSize: xAxisRequest.labelStyle.fontSize) + TurnedLabels.gap,
                           bottom - top - height * Self.minimumPlotShare)
            // Long names get a slightly smaller font (down to 9 pixels) before any is shortened.
            xAxisRequest.labelStyle = TurnedLabels.fittingStyle(widest: xLabelWidths.max() ?? 0, turn: turn, style: requestedStyle, room: room)
            let shrink = xAxisRequest.labelStyle.fontSize / requestedStyle.fontSize
            if shrink != 1 { xLabelWidths = xLabelWidths.map { $0 * shrink } }
            fitting = TurnedLabels(degrees: turn, style: xAxisRequest.labelStyle)
            turned = fitting
            let widest = xLabelWidths.max() ?? 0
            let block = min(fitting.blockHeight(forWidth: widest), room)
            longestTurnedLabel = fitting.longestWidth(inBlock: block)
            bottom -= block
        } else if xLabelsShown {
            bottom -= TextMeasure.lineHeight(fontSize: xAxisRequest.labelStyle.fontSize) + AxisLayout.tickLabelGap - 2
        }

        if xLabelsShown {
            (left, right) = Self.keepXLabelsOnCanvas(xAxisRequest, widths: xLabelWidths, turned: turned, longest: longestTurnedLabel,
                                                     left: left, right: right, width: width, padding: padding)
        }
        if right - left < 20 { right = left + 20 }
        if bottom - top < 20 { bottom = top + 20 }
        plotArea = Rect(x: left, y: top, width: right - left, height: bottom - top)
        if let fixed = request.plotAreaPadding {
            plotArea = Self.fixedPlotArea(frame: frame, padding: fixed)
            // Turned labels are shortened to the space the fixed padding leaves below the plot.
            if let turned { longestTurnedLabel = turned.longestWidth(inBlock: xTitleBaseline - plotArea.maxY) }
        }

        // Place the ticks.
        let plot = plotArea
        xAxis = AxisLayout(ticks: Self.placeXTicks(xAxisRequest, widths: xLabelWidths, turned: turned, longest: longestTurnedLabel, plot: plot),
                           title: xAxisRequest.title, titlePosition: Point(x: plot.midX, y: xTitleBaseline),
                           description: xAxisRequest, labelTurn: turn)
        var yTicks = yAxisRequest.ticks.map { tick -> AxisLayout.PlacedTick in
            let pixel = plot.maxY - tick.fraction * plot.height
            return AxisLayout.PlacedTick(pixel: pixel, label: tick.label,
                                         labelPosition: Point(x: plot.minX - AxisLayout.tickLabelGap,
                                                              y: pixel + yAxisRequest.labelStyle.fontSize * 0.35),
                                         isLabelShown: yAxisRequest.showsLabels && !tick.label.isEmpty)
        }
        let yHalf = yAxisRequest.labelStyle.fontSize * 0.6
        AxisLayout.thin(&yTicks, extents: yTicks.map { ($0.pixel + yHalf, $0.pixel - yHalf) }, descending: true)
        let yTitleX = request.plotAreaPadding == nil ? yTitleLeft + yAxisRequest.titleStyle.fontSize * 0.9
            : max(yAxisRequest.titleStyle.fontSize, plot.minX - yLabelWidth - AxisLayout.tickLabelGap - yAxisRequest.titleStyle.fontSize * 0.5)
        yAxis = AxisLayout(ticks: yTicks, title: yAxisRequest.title, titlePosition: Point(x: yTitleX, y: plot.midY),
                           description: yAxisRequest)

        // Place the legend.
        legend = nil
        if !entries.isEmpty {
            let placed = Self.placeLegend(entries, setting: legendSetting, measured: measured, inside: inside,
                                          reserved: legendOrigin, plot: plot, padding: padding, canvas: canvas)
            legend = placed.legend
            warnings += placed.warnings
        }
    }

    /// The plot area at fixed distances from the edges of `frame` (at least one pixel square).
    private static func fixedPlotArea(frame: Rect, padding: EdgeInsets) -> Rect {
        func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        let left = min(clean(padding.left), frame.width - 1), top = min(clean(padding.top), frame.height - 1)
        let width = max(1, frame.width - left - clean(padding.right))
        let height = max(1, frame.height - top - clean(padding.bottom))
        return Rect(x: frame.minX + left, y: frame.minY + top, width: width, height: height)
    }
}
