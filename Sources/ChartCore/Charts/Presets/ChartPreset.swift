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
    /// The chart's data as the grammar's marks.
    var content: ChartContentList { get }
}

extension ChartPreset {
    /// The chart as a grammar chart: its marks, title, size, and (for two-axis charts) axis titles
    /// and value range.
    public var chart: Chart {
        var chart = Chart(marks: marksOf(content))
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
    /// The data drawn, as the grammar chart of the same data reads it (`Chart.dataTable`).
    public var dataTable: ChartDataTable { chart.dataTable }

    /// The data as an audio graph's series, as the grammar chart of the same data reads it.
    public var audioSeries: [AudioSeries] {
        // A preset draws a line, an area and points at each value: one tone each.
        var chart = chart
        chart.marks = chart.marks.filter { $0.kind != .area && $0.kind != .point || self is ScatterPlot }
        return chart.audioSeries
    }
}
