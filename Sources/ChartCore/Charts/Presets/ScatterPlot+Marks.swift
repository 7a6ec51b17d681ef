extension ScatterPlot: ChartPreset {
    /// The scatter plot as marks: a vectorized `PointPlot` per series (named series coloured
    /// and shaped by `foregroundStyle(by:)` and `symbol(by:)`), joined by a `LinePlot` when
    /// `connectsPoints`. Every point is kept whatever `selection` says: the plots hold the
    /// values as columns, not a mark each, and an audio graph orders them by x before it
    /// samples them.
    public func content(_ selection: PresetValueSelection) -> ChartContentList {
        ChartContentList([PresetMarks(marks: marks(colors: { series[$0].color }))])
    }

    /// The marks, each series coloured `colors(number)` (nil for the chart's palette).
    private func marks(colors: (Int) -> Color?) -> [PlottedMark] {
        var marks: [PlottedMark] = []
        let isNamed = series.count > 1
        let xLabel = axisOptions.xAxisTitle ?? "x", yLabel = axisOptions.yAxisTitle ?? "y"
        for (number, points) in series.enumerated() {
            let count = Swift.min(points.x.count, points.y.count)
            let columns = PlotColumns(x: .numbers(count == points.x.count ? points.x : Array(points.x.prefix(count))),
                                      y: .numbers(count == points.y.count ? points.y : Array(points.y.prefix(count))),
                                      series: nil, xLabel: xLabel, yLabel: yLabel, seriesLabel: nil)
            let name = PlottedEncoding(label: "Series", value: .category(points.name))
            for kind in connectsPoints ? [MarkKind.line, .point] : [.point] {
                var mark = PlottedMark.vectorized(columns, kind: kind, origin: "ScatterPlot")
                mark.series = name
                if isNamed {
                    mark.foregroundBy = name
                    if kind == .point { mark.symbolBy = name }
                }
                if let color = colors(number), !isNamed || points.color != nil { mark.foregroundStyle = .color(color) }
                if kind == .point {
                    mark.symbolSize = symbolSize * symbolSize * Double.pi / 4
                    mark.symbol = Self.shape(symbol(ofSeries: number))
                    mark.opacity = symbolAlpha
                } else {
                    mark.lineStyle = StrokeStyle(lineWidth: lineWidth, lineJoin: .round)
                    mark.opacity = 0.8
                }
                marks.append(mark)
            }
        }
        return marks
    }

    /// The scatter plot as the engine draws it in the seeds' look: its theme, canvas, title and
    /// legend, y labels on the left with the axis options' range, ticks, format, prefix and
    /// suffix, x ticks from the data or `xRange` (turned by `xLabelRotation`), the plot area
    /// at `plotAreaPadding` when set.
    ///
    /// - Throws: `ChartError` for mismatched lengths, non-finite values, a bad format, or a
    ///   size or range that cannot be drawn.
    func seedChart() throws(ChartError) -> Chart {
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            throw ChartError.invalidSetting(name: "width × height", value: "\(width) × \(height)", expected: "positive sizes in pixels")
        }
        var xMin = Double.infinity, xMax = -Double.infinity, yMin = Double.infinity, yMax = -Double.infinity
        for (number, points) in series.enumerated() {
            guard points.x.count == points.y.count else {
                throw ChartError.mismatchedLengths(what: "series \(number + 1) ('\(points.name)') x and y",
                                                   expected: points.x.count, got: points.y.count)
            }
            for index in points.x.indices {
                let x = points.x[index], y = points.y[index]
                guard x.isFinite else { throw ChartError.nonFiniteValue(what: "x of series '\(points.name)'", index: index) }
                guard y.isFinite else { throw ChartError.nonFiniteValue(what: "y of series '\(points.name)'", index: index) }
                xMin = Swift.min(xMin, x); xMax = Swift.max(xMax, x)
                yMin = Swift.min(yMin, y); yMax = Swift.max(yMax, y)
            }
        }
        let hasData = xMin <= xMax
        let options = axisOptions
        let xFormat = xLabelFormat.isEmpty ? nil : try NumberFormat(xLabelFormat)
        let yFormat = try options.labelFormat()
        try NumericAxis.checked(xRange, name: "xRange")
        let xAxis = NumericAxis(minimum: hasData ? xMin : nil, maximum: hasData ? xMax : nil, fixedRange: xRange, tickCount: 6)
        let yAxis = try options.valueAxis(minimum: hasData ? yMin : nil, maximum: hasData ? yMax : nil)

        var chart = Chart(marks: marks(colors: { color(ofSeries: $0) }))
        SeedLook.apply(self, padding: padding, to: &chart, showsLegend: series.count > 1)
        chart.settings.foregroundStyleScale.domain = series.map { .category($0.name) }
        chart.settings.foregroundStyleScale.range = series.indices.map { .color(color(ofSeries: $0)) }
        chart.settings.symbolScale = series.indices.map { Self.shape(symbol(ofSeries: $0)) }
        chart.settings.pointThinningThreshold = downsamplingThreshold
        chart.settings.plotAreaInsets = options.plotAreaPadding
        chart.settings.xAxis.labelTurn = options.xLabelRotation?.degrees
        chart.settings.xAxis.label = SeedLook.title(options.xAxisTitle, style: options.axisTitleStyle)
        chart.settings.yAxis.label = SeedLook.title(options.yAxisTitle, style: options.axisTitleStyle)
        if hasData {
            chart.settings.xScale.domain = .range(.number(xAxis.domain.lowerBound), .number(xAxis.domain.upperBound))
            chart.settings.yScale.domain = .range(.number(yAxis.domain.lowerBound), .number(yAxis.domain.upperBound))
            chart.settings.xAxis.parts = [SeedLook.axisPart(xAxis, labels: xAxis.labels(format: xFormat), position: .bottom,
                                                            showsGridLines: options.showsGridLines, labelStyle: options.xLabelStyle,
                                                            hasTicks: true)]
            chart.settings.yAxis.parts = [SeedLook.axisPart(yAxis, labels: yAxis.labels(format: yFormat, prefix: options.yLabelPrefix,
                                                                                         suffix: options.yLabelSuffix),
                                                            position: .leading, showsGridLines: options.showsGridLines,
                                                            labelStyle: options.yLabelStyle, hasTicks: false)]
        }
        return chart
    }

    private static func shape(_ symbol: PlotSymbol) -> BasicChartSymbolShape {
        switch symbol {
        case .circle: return .circle
        case .square: return .square
        case .triangle: return .triangle
        case .diamond: return .diamond
        case .cross: return .cross
        }
    }
}

extension ScatterPlot {
    /// The laid-out plot, on the one engine: keep it to hit test many times (the datum with the
    /// nearest x, then the nearest y).
    ///
    /// - Throws: `ChartError.mismatchedLengths` when a series' x and y differ in length,
    ///   `ChartError.nonFiniteValue` for NaN or infinity, `ChartError.invalidNumberFormat`,
    ///   `ChartError.invalidSetting` for a size or range that cannot be drawn.
    public func makeGeometry() throws(ChartError) -> PlotGeometry {
        var geometry = try seedChart().makeGeometry()
        geometry.summary = textSummary
        return geometry
    }

    /// The SVG drawn from `geometry` by the engine's renderer.
    public func render(_ geometry: PlotGeometry) -> String {
        guard let chart = try? seedChart() else { return "" }
        return chart.render(geometry)
    }
}
