extension BarChart: ChartPreset {
    /// The bars as marks: a `BarMark` per category of each series, side by side
    /// (`position(by:)`) or stacked when `isStacked`, horizontal when `isHorizontal`, in
    /// `barColors` (one series) or the series' colours, with `cornerRadius` and value labels
    /// (annotations fitted to the plot).
    public func content(_ selection: PresetValueSelection) -> ChartContentList {
        var marks: [PlottedMark] = []
        let all = allSeries
        let isNamed = all.count > 1
        for series in all {
            for (index, value) in selection.pick(series.values, where: { $1.isFinite && $0 < categories.count }) {
                let category = PlottedEncoding(label: axisOptions.xAxisTitle ?? "Category", value: .category(categories[index]))
                let amount = PlottedEncoding(label: axisOptions.yAxisTitle ?? "Value", value: .number(value))
                var bar = isHorizontal ? PlottedMark.preset(.bar, "BarChart", x: amount, y: category, index: index)
                    : PlottedMark.preset(.bar, "BarChart", x: category, y: amount, index: index)
                if isNamed {
                    bar.foregroundBy = PlottedEncoding(label: "Series", value: .category(series.name))
                    if !isStacked { bar.positionBy = bar.foregroundBy }
                }
                if !isNamed, !barColors.isEmpty { bar.foregroundStyle = .color(barColors[index % barColors.count]) }
                else if let color = series.color { bar.foregroundStyle = .color(color) }
                bar.cornerRadius = cornerRadius
                if isHorizontal { bar.height = .ratio(barWidthRatio) } else { bar.width = .ratio(barWidthRatio) }
                if showsValueLabels {
                    // A label that would leave the plot moves back onto its bar's end.
                    let fit = isHorizontal ? AnnotationOverflowResolution(x: .fit(to: .plot)) : AnnotationOverflowResolution(y: .fit(to: .plot))
                    bar.annotations = [MarkAnnotation(position: isHorizontal ? .trailing : .top, alignment: .center, spacing: 3,
                                                      content: AnnotationLines(texts: [Text(PlottedValue.text(of: value)).font(.caption)]),
                                                      overflowResolution: fit)]
                }
                marks.append(bar)
            }
        }
        return ChartContentList([PresetMarks(marks: marks)])
    }
}
