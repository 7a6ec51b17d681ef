/// A chart kind of the seeds whose data and main settings are also the grammar's marks, so
/// it composes with any other mark on one engine: `Chart { graph.content; RuleMark(y:
/// .value("Goal", 30)) }`, or `graph.chart` to carry on with chart modifiers.
///
/// `content` holds the kind's data as marks (lines, bars, sectors, points) with its colours,
/// curve, points, fills, average and reference lines, value labels and stacking; `chart` adds the
/// title, size, axis titles and value range. The kind's own picture (`svg`) keeps the seeds'
/// look (themes, BEMSimpleLineGraph's and CorePlot's settings); `chart.svg` draws the same data
/// as Swift Charts would.
public protocol ChartPreset: DrawableChart {
    /// The chart's data as the grammar's marks, made of the values `selection` picks (the
    /// average and reference lines still measure every value).
    func content(_ selection: PresetValueSelection) -> ChartContentList
}

extension ChartPreset {
    /// The chart's data as the grammar's marks.
    public var content: ChartContentList { content(.all) }

    /// The chart as a grammar chart: its marks, title, size, and (for two-axis charts) axis titles
    /// and value range.
    public var chart: Chart { chart(.all) }

    /// The grammar chart of the values `selection` picks.
    func chart(_ selection: PresetValueSelection) -> Chart {
        var chart = Chart(marks: marksOf(content(selection)))
        chart.title = title
        chart.settings.frameWidth = width.isFinite ? Swift.max(0, Swift.min(width, 100_000)) : nil
        chart.settings.frameHeight = height.isFinite ? Swift.max(0, Swift.min(height, 100_000)) : nil
        if let options = (self as? any XYChart)?.axisOptions {
            if let title = options.xAxisTitle { chart.settings.xAxis.label = Text(title) }
            if let title = options.yAxisTitle { chart.settings.yAxis.label = Text(title) }
            if let range = options.yRange {
                let isHorizontal = (self as? BarChart)?.isHorizontal == true
                var scale = ScaleSettings()
                scale.domain = .range(.number(range.lowerBound), .number(range.upperBound))
                if isHorizontal { chart.settings.xScale = scale } else { chart.settings.yScale = scale }
            }
            if !options.showsGridLines { chart.settings.yAxis.parts = [AxisPart(values: .automatic, position: .automatic, preset: .automatic,
                                                                             components: { _ in [.label(format: nil, text: nil, centered: nil, font: nil, color: nil)] })] }
        }
        if let bars = self as? BarChart, !bars.isHorizontal {
            // Category names that do not fit side by side turn 45°, as the seed's bar chart turns them.
            chart.settings.xAxis.turnsLabelsToFit = true
        }
        if let bars = self as? BarChart {
            // The seed's `xRange` counts category positions from 1: the grammar's window from 0.
            if let range = bars.xRange, range.lowerBound.isFinite, range.upperBound.isFinite {
                let window = (range.lowerBound - 1)...(range.upperBound - 1)
                if bars.isHorizontal { chart.settings.yScale.visibleWindow = window } else { chart.settings.xScale.visibleWindow = window }
            }
            // A fixed range cuts the bars at the plot's edges, as the seed's does.
            if bars.xRange != nil || bars.axisOptions.yRange != nil { chart.settings.plotStyle.isClipped = true }
        }
        if let pie = self as? PieChart, !pie.sliceColors.isEmpty {
            chart.settings.foregroundStyleScale.domain = pie.categories.map { .category($0) }
            chart.settings.foregroundStyleScale.range = pie.sliceColors.map { .color($0) }
        }
        return chart
    }

    private func marksOf(_ content: ChartContentList) -> [PlottedMark] {
        var collection = MarkCollection()
        content.collectMarks(into: &collection)
        return collection.marks
    }
}

extension PlottedMark {
    /// A mark of a preset at x and y.
    static func preset(_ kind: MarkKind, _ origin: String, x: PlottedEncoding, y: PlottedEncoding, index: Int) -> PlottedMark {
        var mark = PlottedMark(kind: kind, origin: origin)
        mark.x = x
        mark.y = y
        mark.dataIndex = index
        return mark
    }
}

/// Marks already made, as content (what presets build).
struct PresetMarks: ChartContent {
    let marks: [PlottedMark]
    var body: EmptyChartContent { EmptyChartContent() }
    func collectMarks(into collection: inout MarkCollection) {
        for mark in marks {
            let index = mark.dataIndex
            collection.collect(SingleMark(mark: mark), dataIndex: index)
        }
    }
}

/// One mark as content.
private struct SingleMark: ChartContent {
    let mark: PlottedMark
    var body: EmptyChartContent { EmptyChartContent() }
    func collectMarks(into collection: inout MarkCollection) { collection.append(mark) }
}

extension ChartPreset {
    /// The data drawn, as the grammar chart of the same data reads it (`Chart.dataTable`), from
    /// the marks of each series' first values: one more than a table holds, so a longer series
    /// still says the table is cut.
    public var dataTable: ChartDataTable { chart(.first(ChartDataTable.rowLimit + 1)).dataTable }

    /// The data as an audio graph's series, as the grammar chart of the same data reads it
    /// (`Chart.audioSeries`), from the marks of the values an audio graph keeps.
    public var audioSeries: [AudioSeries] { chart(.evenlySpaced(AudioSeries.valueLimit)).audioSeries }
}
