/// The sum of each stack, written beyond the stack's outer end when it fits inside the plot.
enum BarStackTotals {
    /// One total label per category whose stack has any value.
    static func place(bars: BarLayout, plot: Rect, style: TextStyle, text: (Double) -> String) -> [BarValueLabel] {
        let fontSize = style.fontSize
        var byCategory = [[BarSegment]](repeating: [], count: bars.categoryCount)
        for bar in bars.segments where !bar.isMissing && bar.index < bars.categoryCount {
            byCategory[bar.index].append(bar)
        }
        var labels: [BarValueLabel] = []
        for (index, segments) in byCategory.enumerated() where !segments.isEmpty {
            let total = segments.reduce(0) { $0 + $1.value }
            let positive = segments.filter { $0.value > 0 }
            let outer = positive.isEmpty
                ? segments.min { $0.endValue < $1.endValue }
                : positive.max { $0.endValue < $1.endValue }
            guard let outer else { continue }
            let label = text(total)
            let width = TextMeasure.width(of: label, style: style)
            let upward = !positive.isEmpty
            let end = outer.endPoint
            let gap = BarValueLabels.gap
            if bars.isHorizontal {
                guard fontSize * 1.1 <= bars.bandWidth else { continue }
                let x = upward ? end.x + gap : end.x - gap
                let fits = upward ? x + width <= plot.maxX : x - width >= plot.minX
                guard fits else { continue }
                labels.append(BarValueLabel(index: index, series: 0, text: label, position: Point(x: x, y: end.y + fontSize * 0.35),
                                            alignment: upward ? .start : .end, isInside: false, isTotal: true))
            } else {
                guard width <= bars.bandWidth - 2 else { continue }
                let baseline = upward ? end.y - gap - fontSize * 0.2 : end.y + gap + fontSize * 0.85
                let fits = upward ? baseline - fontSize * 0.85 >= plot.minY - 1 : baseline + fontSize * 0.25 <= plot.maxY + 1
                guard fits else { continue }
                labels.append(BarValueLabel(index: index, series: 0, text: label, position: Point(x: end.x, y: baseline),
                                            alignment: .middle, isInside: false, isTotal: true))
            }
        }
        return labels
    }
}
