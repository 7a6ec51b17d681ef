/// Where everything of a scatter plot goes: layout, scales, drawn indices, and for each
/// series whether x is sorted (which makes hit testing a binary search).
public struct ScatterPlotGeometry: ChartGeometry {
    /// The plot layout.
    public let layout: PlotLayout
    /// x value → pixel.
    public let xScale: LinearScale
    /// y value → pixel.
    public let yScale: LinearScale
    /// Each series' x values (full data).
    public let x: [[Double]]
    /// Each series' y values (full data).
    public let y: [[Double]]
    /// Each series' drawn indices, ascending.
    public let drawnIndices: [[Int]]
    /// True when a series' x values are ascending.
    public let isSortedByX: [Bool]
    let names: [String]
    /// Bucket tables for the sorted series (nil for unsorted ones).
    let sortedLookups: [SortedLookup?]

    /// True when no series has a point.
    public var isEmpty: Bool { x.allSatisfy(\.isEmpty) }

    /// Lays out `plot`.
    ///
    /// - Throws: `ChartError` for mismatched lengths, non-finite values, bad formats, or a
    ///   size or range that cannot be drawn.
    init(plot: ScatterPlot) throws(ChartError) {
        guard plot.width > 0, plot.height > 0, plot.width.isFinite, plot.height.isFinite else {
            throw ChartError.invalidSetting(name: "width × height", value: "\(plot.width) × \(plot.height)",
                                            expected: "positive sizes in pixels")
        }
        var xMin = Double.infinity, xMax = -Double.infinity, yMin = Double.infinity, yMax = -Double.infinity
        var sorted: [Bool] = []
        for (seriesIndex, series) in plot.series.enumerated() {
            guard series.x.count == series.y.count else {
                throw ChartError.mismatchedLengths(what: "series \(seriesIndex + 1) ('\(series.name)') x and y",
                                                   expected: series.x.count, got: series.y.count)
            }
            var ascending = true
            for index in series.x.indices {
                let xValue = series.x[index], yValue = series.y[index]
                guard xValue.isFinite else { throw ChartError.nonFiniteValue(what: "x of series '\(series.name)'", index: index) }
                guard yValue.isFinite else { throw ChartError.nonFiniteValue(what: "y of series '\(series.name)'", index: index) }
                if index > 0 && xValue < series.x[index - 1] { ascending = false }
                xMin = min(xMin, xValue); xMax = max(xMax, xValue)
                yMin = min(yMin, yValue); yMax = max(yMax, yValue)
            }
            sorted.append(ascending)
        }
        isSortedByX = sorted
        x = plot.series.map(\.x)
        sortedLookups = zip(plot.series, sorted).map { $1 ? SortedLookup($0.x) : nil }
        y = plot.series.map(\.y)
        names = plot.series.map(\.name)
        let hasData = xMin <= xMax
        let options = plot.axisOptions
        let xFormat = plot.xLabelFormat.isEmpty ? nil : try NumberFormat(plot.xLabelFormat)
        let yFormat = try options.labelFormat()
        try NumericAxis.checked(plot.xRange, name: "xRange")
        let xAxis = NumericAxis(minimum: hasData ? xMin : nil, maximum: hasData ? xMax : nil, fixedRange: plot.xRange, tickCount: 6)
        let yAxis = try options.valueAxis(minimum: hasData ? yMin : nil, maximum: hasData ? yMax : nil)
        var entries: [LegendEntry] = []
        if plot.series.count > 1 {
            entries = plot.series.indices.map {
                LegendEntry(label: plot.series[$0].name, color: plot.color(ofSeries: $0), swatch: .symbol(plot.symbol(ofSeries: $0)))
            }
        }
        let request = PlotLayoutRequest(
            width: plot.width, height: plot.height, padding: plot.padding, title: plot.title, titleStyle: plot.titleStyle,
            xAxis: options.xAxisDescription(ticks: hasData ? xAxis.ticks(labels: xAxis.labels(format: xFormat)) : [],
                                            showsGridLines: options.showsGridLines),
            yAxis: options.valueAxisDescription(yAxis, format: yFormat, hasData: hasData),
            legend: plot.legend, legendEntries: entries, plotAreaPadding: options.plotAreaPadding)
        layout = PlotLayout(request)
        let area = layout.plotArea
        xScale = LinearScale(domain: xAxis.domain, rangeStart: area.minX, rangeEnd: area.maxX)
        yScale = LinearScale(domain: yAxis.domain, rangeStart: area.maxY, rangeEnd: area.minY)

        var drawn: [[Int]] = []
        for seriesIndex in x.indices {
            let count = x[seriesIndex].count
            if let threshold = plot.downsamplingThreshold, count > max(3, threshold) {
                if sorted[seriesIndex] {
                    let budget = min(threshold, Int(clamping: area.width, to: 16...Int.max))
                    drawn.append(Downsampling.largestTriangleThreeBuckets(x: x[seriesIndex], y: y[seriesIndex], threshold: budget))
                } else {
                    drawn.append(ScatterPlotGeometry.onePerCell(x: x[seriesIndex], y: y[seriesIndex], xScale: xScale,
                                                                yScale: yScale, cell: 2))
                }
            } else {
                drawn.append(Array(0..<count))
            }
        }
        drawnIndices = drawn
    }

    /// The first point in each `cell`×`cell` pixel square (for unsorted clouds), ascending.
    static func onePerCell(x: [Double], y: [Double], xScale: LinearScale, yScale: LinearScale, cell: Double) -> [Int] {
        var seen = Set<Int>()
        var kept: [Int] = []
        // Points far off the plot (a fixed range much smaller than the data) share the
        // outermost cells rather than overflowing the cell number.
        let cells = -(1 << 30)...(1 << 30)
        for index in x.indices {
            let column = Int(clamping: (xScale.pixel(for: x[index]) / cell).rounded(.down), to: cells)
            let row = Int(clamping: (yScale.pixel(for: y[index]) / cell).rounded(.down), to: cells)
            if seen.insert(column &* 1_000_003 &+ row).inserted { kept.append(index) }
        }
        return kept
    }

    /// The pixel of point `index` of a series.
    @inline(__always)
    func pixel(series: Int, index: Int) -> Point {
        Point(x: xScale.pixel(for: x[series][index]), y: yScale.pixel(for: y[series][index]))
    }

    /// The tooltip of a point: "Trial A: (1.25, 3.4)".
    func tooltip(series: Int, index: Int) -> String {
        let pair = "(\(ValueText.compact(x[series][index])), \(ValueText.compact(y[series][index])))"
        return x.count > 1 ? "\(names[series]): \(pair)" : pair
    }
}

extension ScatterPlot {
    /// The computed geometry; keep it to hit test many times (binary search on sorted x).
    ///
    /// - Throws: `ChartError.mismatchedLengths` when a series' x and y differ in length,
    ///   `ChartError.nonFiniteValue` for NaN or infinity, `ChartError.invalidNumberFormat`,
    ///   `ChartError.invalidSetting` for a size or range that cannot be drawn.
    public func makeGeometry() throws(ChartError) -> ScatterPlotGeometry {
        try ScatterPlotGeometry(plot: self)
    }
}
