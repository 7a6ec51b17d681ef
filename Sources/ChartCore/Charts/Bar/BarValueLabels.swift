/// A value written at a bar.
struct BarValueLabel: Equatable {
    /// The bar's category index.
    var index: Int
    /// The bar's series.
    var series: Int
    /// The formatted value.
    var text: String
    /// The text's anchor on its baseline.
    var position: Point
    /// How the text sits around `position`.
    var alignment: TextDrawing.Alignment
    /// True when drawn over the bar (so it takes a colour that reads on the fill).
    var isInside: Bool
    /// True for the total written beyond a stack.
    var isTotal = false
}

/// Places value labels beyond each bar's end, inside the bar when beyond would leave the
/// plot, and leaves out labels that fit neither (so no label is clipped or overlaps
/// another bar's). Stacked segments get their label inside, when it fits.
enum BarValueLabels {
    /// Space between a bar's end and its label.
    static let gap = 4.0

    /// The labels for `bars` drawn in `plot`.
    static func place(bars: BarLayout, plot: Rect, isStacked: Bool, seriesCount: Int, style: TextStyle,
                      text: (BarSegment) -> String) -> [BarValueLabel] {
        let fontSize = style.fontSize
        let textHeight = fontSize * 1.1
        let laneCount = isStacked ? 1 : max(1, seriesCount)
        var labels: [BarValueLabel] = []
        for bar in bars.segments where !bar.isMissing {
            let label = text(bar)
            let width = TextMeasure.width(of: label, style: style)
            let thickness = bars.isHorizontal ? bar.height : bar.width
            let length = bars.isHorizontal ? bar.width : bar.height
            // Labels must not spill into the neighbouring bar's lane.
            let room = laneCount > 1 ? thickness + 2 : bars.bandWidth - 2
            let across = bars.isHorizontal ? textHeight : width
            guard across <= room else { continue }
            let along = bars.isHorizontal ? width : textHeight
            let growsForward = bar.endValue >= bar.startValue
            if isStacked {
                guard length >= along + 4 else { continue }
                let center = bar.center
                labels.append(BarValueLabel(index: bar.index, series: bar.series, text: label,
                                            position: Point(x: center.x, y: center.y + fontSize * 0.35),
                                            alignment: .middle, isInside: true))
                continue
            }
            let end = bar.endPoint
            if bars.isHorizontal {
                let sign: Double = growsForward ? 1 : -1
                let outsideEdge = end.x + sign * (gap + width)
                let baseline = end.y + fontSize * 0.35
                if outsideEdge <= plot.maxX && outsideEdge >= plot.minX {
                    labels.append(BarValueLabel(index: bar.index, series: bar.series, text: label,
                                                position: Point(x: end.x + sign * gap, y: baseline),
                                                alignment: growsForward ? .start : .end, isInside: false))
                } else if length >= width + 2 * gap {
                    labels.append(BarValueLabel(index: bar.index, series: bar.series, text: label,
                                                position: Point(x: end.x - sign * gap, y: baseline),
                                                alignment: growsForward ? .end : .start, isInside: true))
                }
            } else {
                // Upward bars have their end at the top (smaller y).
                let upward = growsForward
                let outsideBaseline = upward ? end.y - gap - fontSize * 0.2 : end.y + gap + fontSize * 0.85
                let outsideTop = upward ? outsideBaseline - fontSize * 0.85 : end.y + gap
                let outsideBottom = outsideTop + textHeight
                if outsideTop >= plot.minY - 1 && outsideBottom <= plot.maxY + 1 {
                    labels.append(BarValueLabel(index: bar.index, series: bar.series, text: label,
                                                position: Point(x: end.x, y: outsideBaseline),
                                                alignment: .middle, isInside: false))
                } else if length >= textHeight + 2 * gap {
                    let insideBaseline = upward ? end.y + gap + fontSize * 0.85 : end.y - gap - fontSize * 0.2
                    labels.append(BarValueLabel(index: bar.index, series: bar.series, text: label,
                                                position: Point(x: end.x, y: insideBaseline),
                                                alignment: .middle, isInside: true))
                }
            }
        }
        return labels
    }
}
