extension BarChart: ChartPreset {
    /// The bars as marks: a `BarMark` per category of each series, side by side
    /// (`position(by:)`) or stacked when `isStacked`, horizontal when `isHorizontal`, in
    /// `barColors` (one series) or the series' colours (a gradient from a light tint at the
    /// base to the colour at the value end when `usesGradientFill`), with `cornerRadius` and
    /// value labels: beyond each bar's end (fitted back onto it at the plot's edge), or, stacked,
    /// over each segment with the stack's total in bold beyond the stack.
    public func content(_ selection: PresetValueSelection) -> ChartContentList {
        var marks: [PlottedMark] = []
        let all = allSeries
        let isNamed = all.count > 1
        let stacks = isStacked && isNamed
        let outermost = stacks ? outermostSegments() : [:]
        for (number, series) in all.enumerated() {
            for (index, value) in selection.pick(series.values, where: { $1.isFinite && $0 < categories.count }) {
                let category = PlottedEncoding(label: axisOptions.xAxisTitle ?? "Category", value: .category(categories[index]))
                let amount = PlottedEncoding(label: axisOptions.yAxisTitle ?? "Value", value: .number(value))
                var bar = isHorizontal ? PlottedMark.preset(.bar, "BarChart", x: amount, y: category, index: index)
                    : PlottedMark.preset(.bar, "BarChart", x: category, y: amount, index: index)
                if isNamed {
                    bar.foregroundBy = PlottedEncoding(label: "Series", value: .category(series.name))
                    if !isStacked { bar.positionBy = bar.foregroundBy }
                }
                let color = !isNamed && !barColors.isEmpty ? barColors[index % barColors.count] : series.color
                if usesGradientFill {
                    let fill = color ?? ForegroundStyleScale.defaultPalette[number % ForegroundStyleScale.defaultPalette.count]
                    bar.foregroundStyle = Self.gradient(fill, growsForward: value >= 0, isHorizontal: isHorizontal)
                } else if let color {
                    bar.foregroundStyle = .color(color)
                }
                bar.cornerRadius = cornerRadius
                if isHorizontal { bar.height = .ratio(barWidthRatio) } else { bar.width = .ratio(barWidthRatio) }
                if showsValueLabels {
                    bar.annotations = stacks ? [valueLabel(value, position: .overlay)] : [valueLabel(value, position: isHorizontal ? .trailing : .top)]
                    if let total = outermost[index], total.series == number {
                        bar.annotations.append(valueLabel(total.sum, position: total.sum >= 0 ? (isHorizontal ? .trailing : .top)
                                                                                             : (isHorizontal ? .leading : .bottom), isBold: true))
                    }
                }
                marks.append(bar)
            }
        }
        return ChartContentList([PresetMarks(marks: marks)])
    }

    /// A value label at `position`: beyond a bar, moved back onto it when it would leave the
    /// plot; a stack's total (bold) makes room for itself, the scale drawn in until it fits.
    private func valueLabel(_ value: Double, position: AnnotationPosition, isBold: Bool = false) -> MarkAnnotation {
        let strategy: AnnotationOverflowResolution.Strategy = isBold ? .padScale : .fit(to: .plot)
        let fit = isHorizontal ? AnnotationOverflowResolution(x: strategy) : AnnotationOverflowResolution(y: strategy)
        var text = Text(PlottedValue.text(of: value)).font(.caption)
        if isBold { text = text.bold() }
        return MarkAnnotation(position: position, alignment: .center, spacing: 3, content: AnnotationLines(texts: [text]),
                              overflowResolution: position == .overlay ? AnnotationOverflowResolution() : fit)
    }

    /// For each category with a stack, the series whose segment ends the stack (the last
    /// positive one, or the last negative one for a stack below zero) and the stack's sum.
    private func outermostSegments() -> [Int: (series: Int, sum: Double)] {
        var result: [Int: (series: Int, sum: Double)] = [:]
        let all = allSeries
        for index in categories.indices {
            var sum = 0.0, lastPositive: Int?, lastNegative: Int?
            for (number, series) in all.enumerated() where index < series.values.count && series.values[index].isFinite {
                let value = series.values[index]
                sum += value
                if value > 0 { lastPositive = number } else if value < 0 { lastNegative = number }
            }
            if let outer = lastPositive ?? lastNegative { result[index] = (outer, sum) }
        }
        return result
    }

    /// The seed's gradient fill: `color` at the bar's value end, a light tint of it at the base.
    static func gradient(_ color: Color, growsForward: Bool, isHorizontal: Bool) -> Paint {
        let tint = color.mixed(with: .white, amount: 0.6)
        let base: UnitPoint = isHorizontal ? (growsForward ? .leading : .trailing) : (growsForward ? .bottom : .top)
        let end: UnitPoint = isHorizontal ? (growsForward ? .trailing : .leading) : (growsForward ? .top : .bottom)
        return .linearGradient(stops: [Gradient.Stop(color: tint, location: 0), Gradient.Stop(color: color, location: 1)], start: base, end: end)
    }
}
