/// Everything a bar chart draws, computed once: the shared plot layout (title, axes with
/// flat or turned category names, legend), every bar's rectangle, the value labels, and the
/// bars a fixed `yRange` cuts. The renderer draws it and hit testing reads it.
public struct BarChartGeometry: ChartGeometry {
    /// Title, axes, legend and the plot area.
    var plot: PlotLayout
    /// The bars.
    var bars: BarLayout
    /// Every series, the first included.
    var series: [BarSeries]
    /// The pixel of the value bars grow from (x when horizontal, else y).
    var baselinePixel: Double
    /// Values written at the bars.
    var valueLabels: [BarValueLabel]
    /// How values read in labels and tooltips.
    var valueFormat: ValueStyle
    /// The bars (stacks: their outer segments) that reach beyond the value axis's range and
    /// are cut at the plot's edge.
    var clippedBars: [BarSegment]
    /// True when the bars must be clipped to the plot area (a fixed `yRange` or `xRange`).
    var clipsToPlotArea: Bool
    /// True when there is nothing to draw.
    public var isEmpty: Bool
    /// The category names, for hits.
    var categories: [String]
    /// What a reader should know about the drawing: bars cut by `yRange`, a legend held back.
    public var warnings: [String]

    /// Lays out `chart`.
    ///
    /// - Throws: `ChartError` for mismatched lengths, infinite values, bad formats or sizes.
    init(_ chart: BarChart) throws(ChartError) {
        guard chart.width.isFinite, chart.height.isFinite, chart.width >= 60, chart.height >= 60 else {
            throw ChartError.invalidSetting(name: "size", value: "\(chart.width) × \(chart.height)",
                                            expected: "a finite width and height of at least 60 pixels")
        }
        guard chart.categories.count <= ChartError.maximumCategories else {
            throw ChartError.tooManyCategories(chart: "BarChart", axis: "category", count: chart.categories.count)
        }
        let series = chart.allSeries
        for item in series {
            guard item.values.count == chart.categories.count else {
                throw ChartError.mismatchedLengths(what: "values of series '\(item.name)' and categories",
                                                   expected: chart.categories.count, got: item.values.count)
            }
            if let bad = item.values.firstIndex(where: \.isInfinite) {
                throw ChartError.nonFiniteValue(what: "value of series '\(item.name)'", index: bad)
            }
        }
        try NumericAxis.checked(chart.xRange, name: "xRange")
        let options = chart.axisOptions
        let isStacked = chart.isStacked && series.count > 1
        self.series = series
        categories = chart.categories
        valueFormat = try ValueFormatting.format(chart.valueFormat, for: series.flatMap(\.values))
        let axisFormat = try options.labelFormat()
        isEmpty = chart.categories.isEmpty || series.allSatisfy { $0.values.allSatisfy(\.isNaN) }

        var extent = Self.extent(of: series, isStacked: isStacked)
        if chart.showsValueLabels, let range = extent {
            // Headroom beyond the longest bars for the labels written past their ends.
            let room = (max(range.upperBound, 0) - min(range.lowerBound, 0)) * 0.08
            extent = (range.lowerBound < 0 ? range.lowerBound - room : range.lowerBound)...(range.upperBound > 0 ? range.upperBound + room : range.upperBound)
        }
        let valueAxis = try options.valueAxis(minimum: extent?.lowerBound, maximum: extent?.upperBound, includesZero: true)
        let count = chart.categories.count
        let categoryAxis = CategoryAxis(count: count, visible: chart.xRange)
        let valueDescription = options.valueAxisDescription(valueAxis, format: axisFormat)
        let entries: [LegendEntry] = series.count > 1
            ? series.enumerated().map { LegendEntry(label: $1.name, color: Self.color(of: $1, at: $0, theme: chart.theme.style)) }
            : []

        var request = PlotLayoutRequest(width: chart.width, height: chart.height, title: chart.title, titleStyle: chart.titleStyle,
                                        legend: chart.legend, legendEntries: entries, plotAreaPadding: options.plotAreaPadding)
        let visibleTicks = categoryAxis.visibleFractions
        if chart.isHorizontal {
            request.xAxis = valueDescription
            // Names beside the bars take at most 40% of the width, shortened with "…".
            let style = options.xLabelStyle
            let names = chart.categories.map { TextFitting.shorten($0, toWidth: chart.width * 0.4, style: style) }
            // Room for fonts that render a little wider than the measured metrics.
            let widest = names.map { TextMeasure.width(of: $0, style: style) }.max() ?? 0
            request.padding.left += widest * 0.1
            // The first category at the top; the axis lists ticks from the bottom up.
            request.yAxis = AxisDescription(ticks: visibleTicks.map { AxisLabelTick(fraction: 1 - $0.fraction, label: names[$0.index]) }.reversed(),
                                            title: options.xAxisTitle, showsGridLines: false, labelStyle: style,
                                            titleStyle: options.axisTitleStyle)
        } else {
            request.xAxis = AxisDescription(ticks: visibleTicks.map { AxisLabelTick(fraction: $0.fraction, label: chart.categories[$0.index]) },
                                            title: options.xAxisTitle, showsGridLines: false, labelStyle: options.xLabelStyle,
                                            titleStyle: options.axisTitleStyle, labelRotation: options.xLabelRotation,
                                            turnsLabelsToFit: true)
            request.yAxis = valueDescription
        }
        if isEmpty {
            request.xAxis = AxisDescription(showsLabels: false, showsGridLines: false)
            request.yAxis = AxisDescription(showsLabels: false, showsGridLines: false)
        }
        plot = PlotLayout(request)
        warnings = plot.warnings

        let area = plot.plotArea
        let scale = chart.isHorizontal
            ? LinearScale(domain: valueAxis.domain, rangeStart: area.minX, rangeEnd: area.maxX)
            : LinearScale(domain: valueAxis.domain, rangeStart: area.maxY, rangeEnd: area.minY)
        let domain = valueAxis.domain
        let baseline = min(max(0, domain.lowerBound), domain.upperBound)
        baselinePixel = scale.pixel(for: baseline)
        bars = BarLayout(series: series.map(\.values), categoryCount: count,
                         categoryAxis: categoryAxis.pixelSpan(chart.isHorizontal ? area.minY...area.maxY : area.minX...area.maxX),
                         valueAxis: chart.isHorizontal ? area.minX...area.maxX : area.minY...area.maxY,
                         pixel: scale.pixel(for:), baseline: baseline, isHorizontal: chart.isHorizontal,
                         isStacked: isStacked, barWidthRatio: chart.barWidthRatio)
        clippedBars = isEmpty || options.yRange == nil ? [] : Self.cutBars(bars, domain: domain, isStacked: isStacked)
        clipsToPlotArea = chart.xRange != nil || options.yRange != nil
        if !clippedBars.isEmpty {
            warnings.append(Self.clippingWarning(clippedBars, chart: chart, domain: domain, isStacked: isStacked,
                                                 format: valueFormat))
        }
        let format = valueFormat
        valueLabels = chart.showsValueLabels
            ? BarValueLabels.place(bars: bars, plot: area, isStacked: isStacked,
                                   seriesCount: series.count, style: chart.valueLabelStyle,
                                   text: { format.string(for: $0.value) })
            : []
        if chart.showsValueLabels && isStacked {
            valueLabels += BarStackTotals.place(bars: bars, plot: area, style: chart.valueLabelStyle,
                                                text: { format.string(for: $0) })
        }
        if clipsToPlotArea {
            valueLabels = valueLabels.filter { area.contains($0.position) }
        }
    }

    /// The smallest and largest value drawn (stack totals when stacked); nil without data.
    static func extent(of series: [BarSeries], isStacked: Bool) -> ClosedRange<Double>? {
        var low = Double.infinity, high = -Double.infinity
        if isStacked {
            let count = series.map(\.values.count).max() ?? 0
            for index in 0..<count {
                var positive = 0.0, negative = 0.0
                for item in series where index < item.values.count && !item.values[index].isNaN {
                    if item.values[index] >= 0 { positive += item.values[index] } else { negative += item.values[index] }
                }
                low = min(low, negative)
                high = max(high, positive)
            }
        } else {
            for value in series.flatMap(\.values) where !value.isNaN {
                low = min(low, value)
                high = max(high, value)
            }
        }
        return low <= high ? low...high : nil
    }

    /// The fill of a series: its own colour, else the theme's for its position.
    static func color(of series: BarSeries, at index: Int, theme: ThemeStyle) -> Color {
        series.color ?? theme.seriesColor(index)
    }

    /// The fill of one bar: a single series takes `barColors` by category when given.
    func color(of bar: BarSegment, chart: BarChart) -> Color {
        if series.count == 1 && !chart.barColors.isEmpty {
            return Palette.color(at: bar.index, in: chart.barColors)
        }
        guard bar.series < series.count else { return chart.theme.style.seriesColor(bar.series) }
        return Self.color(of: series[bar.series], at: bar.series, theme: chart.theme.style)
    }
}

extension BarChart {
    /// Lays the chart out: plot, bars, category and value labels.
    ///
    /// - Throws: `ChartError` when a series' length differs from the categories', a value
    ///   is infinite, a format is not printf-like, or the size or range cannot be drawn.
    public func makeGeometry() throws(ChartError) -> BarChartGeometry {
        try BarChartGeometry(self)
    }
}
