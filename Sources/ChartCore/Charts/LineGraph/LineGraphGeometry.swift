/// Where everything of a line graph goes: the shared plot layout, the x (index) and y scales,
/// and which indices of each series are drawn. The renderer draws from it and hit testing
/// reads it, so what is drawn and what is hit are the same.
public struct LineGraphGeometry: ChartGeometry {
    /// The plot layout (plot area, axes, legend).
    public let layout: PlotLayout
    /// Index → x pixel.
    public let xScale: LinearScale
    /// Value → y pixel.
    public let yScale: LinearScale
    /// Each series' values (the full data).
    public let values: [[Double]]
    /// Each series' drawn indices (all of them unless downsampled), ascending.
    public let drawnIndices: [[Int]]
    /// True when a series was downsampled.
    public let isDownsampled: [Bool]
    /// Each series' x labels, for hits.
    let labels: [String]?
    /// The number format of values (nil = compact).
    let valueText: ValueText
    /// The resolved y axis.
    let yAxis: NumericAxis
    /// True for series with NaN values (gaps).
    let hasGaps: [Bool]
    /// The first series' mean, when the average line is shown.
    let average: Double?
    /// The labels of the average and reference lines, placed clear of one another and the data.
    private(set) var lineLabels: [LineLabel] = []

    /// True when no series has a value to draw (empty, or only NaN gaps).
    public let isEmpty: Bool

    /// Lays out `graph`.
    ///
    /// - Throws: `ChartError` for a size that cannot be drawn, an infinite value, a bad
    ///   `yLabelFormat` or a `yRange` that cannot be drawn.
    init(graph: LineGraph) throws(ChartError) {
        guard graph.width > 0, graph.height > 0, graph.width.isFinite, graph.height.isFinite else {
            throw ChartError.invalidSetting(name: "width × height", value: "\(graph.width) × \(graph.height)",
                                            expected: "positive sizes in pixels")
        }
        var minimum = Double.infinity, maximum = -Double.infinity
        var gaps: [Bool] = []
        for (seriesIndex, series) in graph.series.enumerated() {
            var hasGap = false
            for (index, value) in series.values.enumerated() {
                if value.isNaN {  // a gap in the line
                    hasGap = true
                    continue
                }
                guard value.isFinite else {
                    throw ChartError.nonFiniteValue(what: "series \(seriesIndex + 1) ('\(series.name)')", index: index)
                }
                if value < minimum { minimum = value }
                if value > maximum { maximum = value }
            }
            gaps.append(hasGap)
        }
        hasGaps = gaps
        let options = graph.axisOptions
        let format = try options.labelFormat()
        valueText = options.valueText(format: format)
        values = graph.series.map(\.values)
        labels = graph.labels
        let hasData = minimum <= maximum
        isEmpty = !hasData
        var average: Double?
        if hasData && graph.showsAverageLine, let first = values.first, !first.isEmpty {
            let mean = (gaps.first == true ? first.filter { !$0.isNaN } : first).mean
            average = mean.isNaN ? nil : mean
        }
        self.average = average
        for line in graph.referenceLines where line.y.isFinite && hasData {
            minimum = min(minimum, line.y)
            maximum = max(maximum, line.y)
        }
        yAxis = try options.valueAxis(minimum: hasData ? minimum : nil, maximum: hasData ? maximum : nil)

        let count = values.map(\.count).max() ?? 0
        // A little room before the first and after the last point (none for long series).
        let margin = count > 1 && count <= 60 ? 0.25 : 0
        let indexDomain = -margin...(Double(max(0, count - 1)) + margin)
        let xTicks = try LineGraphGeometry.xTicks(graph: graph, count: count, domain: indexDomain)
        var entries: [LegendEntry] = []
        if graph.series.count > 1 {
            entries = graph.series.indices.map {
                LegendEntry(label: graph.series[$0].name, color: graph.color(ofSeries: $0),
                            swatch: .line(dashPattern: graph.dashPattern(ofSeries: $0)))
            }
        }
        let request = PlotLayoutRequest(
            width: graph.width, height: graph.height, padding: graph.padding, title: graph.title, titleStyle: graph.titleStyle,
            xAxis: options.xAxisDescription(ticks: hasData ? xTicks : [], showsLabels: graph.showsXAxisLabels, showsGridLines: false),
            yAxis: options.valueAxisDescription(yAxis, format: format, hasData: hasData, showsLabels: graph.showsYAxisLabels),
            legend: graph.legend, legendEntries: entries, plotAreaPadding: options.plotAreaPadding)
        layout = PlotLayout(request)
        let plot = layout.plotArea
        xScale = LinearScale(domain: count > 1 ? indexDomain : 0...0, rangeStart: plot.minX, rangeEnd: plot.maxX)
        yScale = LinearScale(domain: yAxis.domain, rangeStart: plot.maxY, rangeEnd: plot.minY)

        let pixelBudget = Int(clamping: plot.width * 2, to: 16...Int.max)
        var drawn: [[Int]] = [], downsampled: [Bool] = []
        for (seriesIndex, series) in values.enumerated() {
            if let threshold = graph.downsamplingThreshold, series.count > max(3, threshold) {
                let kept = Downsampling.largestTriangleThreeBuckets(y: series, threshold: min(threshold, pixelBudget))
                drawn.append(gaps[seriesIndex] ? kept.filter { !series[$0].isNaN } : kept)
                downsampled.append(true)
            } else {
                drawn.append(gaps[seriesIndex] ? series.indices.filter { !series[$0].isNaN } : Array(series.indices))
                downsampled.append(false)
            }
        }
        drawnIndices = drawn
        isDownsampled = downsampled
        lineLabels = placeLineLabels(graph)
    }

    /// The average and reference lines' labels, placed in the plot area.
    private func placeLineLabels(_ graph: LineGraph) -> [LineLabel] {
        var lines: [LineLabelPlacement.Line] = []
        if let average {
            lines.append(.init(y: yScale.pixel(for: average), text: "Average: " + valueText.label(average),
                               color: graph.averageLineStyle.color ?? graph.color(ofSeries: 0)))
        }
        let textColor = graph.theme.style.textColor
        for line in graph.referenceLines where line.y.isFinite {
            guard let label = line.label, !label.isEmpty else { continue }
            lines.append(.init(y: yScale.pixel(for: line.y), text: label, color: line.style.color ?? textColor))
        }
        let plot = layout.plotArea
        lines = lines.filter { $0.y >= plot.minY - 0.5 && $0.y <= plot.maxY + 0.5 }
        guard !lines.isEmpty else { return [] }
        let data = drawnIndices.indices.map { series in drawnIndices[series].map { pixel(series: series, index: $0) } }
        return LineLabelPlacement.place(lines, in: plot, style: LineGraphGeometry.lineLabelStyle(graph), avoiding: data)
    }

    /// The style of the line labels: a size smaller than the axis labels.
    static func lineLabelStyle(_ graph: LineGraph) -> TextStyle {
        TextStyle(fontSize: max(8, graph.axisOptions.yLabelStyle.fontSize - 1))
    }

    /// The x ticks: one per index, every (labelGap + 1)-th when a gap is set (the first and
    /// last only when the gap reaches the last index), or nice index ticks for long series.
    ///
    /// - Throws: `ChartError.invalidSetting` for a negative label gap.
    private static func xTicks(graph: LineGraph, count: Int, domain: ClosedRange<Double>) throws(ChartError) -> [AxisLabelTick] {
        guard count > 0 else { return [] }
        let scale = LinearScale(domain: domain, rangeStart: 0, rangeEnd: 1)
        let fraction: (Int) -> Double = { count > 1 ? scale.pixel(for: Double($0)) : 0.5 }
        let tick: (Int) -> AxisLabelTick = { AxisLabelTick(fraction: fraction($0), label: graph.label(at: $0)) }
        if let gap = graph.labelGap {
            guard gap >= 0 else {
                throw ChartError.invalidSetting(name: "labelGap", value: "\(gap)",
                                                expected: "0 (every label) or more labels left out between two shown, or nil to choose")
            }
            if gap >= count - 1 { return count == 1 ? [tick(0)] : [tick(0), tick(count - 1)] }
            return stride(from: 0, to: count, by: gap + 1).map(tick)
        }
        if count <= 400 { return (0..<count).map(tick) }
        // Long series: ticks at nice point numbers (counted from 1, as the labels are).
        let ticks = NiceTicks.ticks(from: 1, to: Double(count), count: 8)
        let grouped = NumberFormat.fixed(decimals: 0, groupsThousands: true)
        return ticks.values.map { number in
            let index = Int(number) - 1
            let label = graph.labels == nil ? grouped.string(for: number) : graph.label(at: index)
            return AxisLabelTick(fraction: fraction(index), label: label)
        }
    }

    /// The drawn indices of a series split where NaN values leave gaps in the line.
    func drawnSegments(series: Int) -> [ArraySlice<Int>] {
        let indices = drawnIndices[series]
        let data = values[series]
        guard hasGaps[series] else { return [indices[...]] }
        var segments: [ArraySlice<Int>] = []
        var start = 0
        for position in indices.indices.dropFirst() {
            let previous = indices[position - 1], current = indices[position]
            if current - previous > 1 && data[(previous + 1)..<current].contains(where: { $0.isNaN }) {
                segments.append(indices[start..<position])
                start = position
            }
        }
        if start < indices.count { segments.append(indices[start...]) }
        return segments
    }

    /// The pixel of point `index` of a series.
    @inline(__always)
    func pixel(series: Int, index: Int) -> Point {
        Point(x: xScale.pixel(for: Double(index)), y: yScale.pixel(for: values[series][index]))
    }

    /// The tooltip of a point: "Mar: 25".
    func tooltip(series: Int, index: Int, seriesName: String?) -> String {
        let value = valueText.string(values[series][index])
        let label = labelText(index)
        if let seriesName { return "\(seriesName) · \(label): \(value)" }
        return "\(label): \(value)"
    }

    /// The x label of an index.
    func labelText(_ index: Int) -> String {
        if let labels, index < labels.count { return labels[index] }
        return String(index + 1)
    }
}

extension LineGraph {
    /// The graph's geometry (layout, scales, drawn indices). Keep it to hit test many times
    /// without recomputing: `geometry.hitTest(_:)` is O(series count).
    ///
    /// - Throws: `ChartError.nonFiniteValue` for an infinite value (NaN is a gap),
    ///   `ChartError.invalidNumberFormat` for a bad `yLabelFormat`,
    ///   `ChartError.invalidSetting` for a size or y range that cannot be drawn.
    public func makeGeometry() throws(ChartError) -> LineGraphGeometry {
        try LineGraphGeometry(graph: self)
    }
}
