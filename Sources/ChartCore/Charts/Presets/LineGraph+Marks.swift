extension LineGraph: ChartPreset {
    /// The graph as marks: a `LineMark` per value of each series (named series coloured by
    /// `foregroundStyle(by:)`), points, the area below, the average line and the reference lines
    /// as `PointMark`s, `AreaMark`s and `RuleMark`s. NaN values are gaps (left out).
    public func content(_ selection: PresetValueSelection) -> ChartContentList {
        var marks: [PlottedMark] = []
        let isNamed = series.count > 1
        for (number, line) in series.enumerated() {
            let color = line.color ?? (number == 0 ? lineColor : nil)
            for (index, value) in selection.pick(line.values, where: { $1.isFinite }) {
                let x: PlottedEncoding = labels.map { labels in
                    PlottedEncoding(label: axisOptions.xAxisTitle ?? "Label", value: .category(index < labels.count ? labels[index] : "\(index + 1)"))
                } ?? PlottedEncoding(label: axisOptions.xAxisTitle ?? "Index", value: .number(Double(index)))
                let y = PlottedEncoding(label: axisOptions.yAxisTitle ?? "Value", value: .number(value))
                var kinds: [MarkKind] = [.line]
                if number == 0, fillBelowColor != nil { kinds.insert(.area, at: 0) }
                if showsPoints { kinds.append(.point) }
                for kind in kinds {
                    var mark = PlottedMark.preset(kind, "LineGraph", x: x, y: y, index: index)
                    if isNamed { mark.foregroundBy = PlottedEncoding(label: "Series", value: .category(line.name)); mark.series = mark.foregroundBy }
                    else { mark.series = PlottedEncoding(label: "Series", value: .category(line.name)) }
                    if kind == .area, let fill = fillBelowColor {
                        mark.foregroundStyle = .color(fill.withAlpha(fill.alpha * fillBelowAlpha))
                        mark.foregroundBy = nil
                    } else if kind == .point, let point = pointColor ?? color {
                        mark.foregroundStyle = .color(point)
                        mark.symbolSize = pointSize * pointSize * Double.pi / 4
                    } else if let color {
                        mark.foregroundStyle = .color(color.withAlpha(color.alpha * lineAlpha))
                    }
                    if kind == .point { mark.symbolSize = pointSize * pointSize * Double.pi / 4 }
                    if isSmooth { mark.interpolation = .monotone }
                    if kind == .line { mark.lineStyle = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round) }
                    marks.append(mark)
                }
            }
        }
        let finite = series.first?.values.filter(\.isFinite) ?? []
        if showsAverageLine, !finite.isEmpty {
            var average = PlottedMark(kind: .rule, origin: "LineGraph average line")
            average.y = PlottedEncoding(label: axisOptions.yAxisTitle ?? "Value", value: .number(finite.reduce(0, +) / Double(finite.count)))
            average.lineStyle = StrokeStyle(lineWidth: averageLineStyle.width, dash: averageLineStyle.dashPattern)
            average.foregroundStyle = .color(averageLineStyle.color ?? .gray)
            average.dataIndex = 0
            marks.append(average)
        }
        for reference in referenceLines {
            var rule = PlottedMark(kind: .rule, origin: "LineGraph reference line")
            rule.y = PlottedEncoding(label: axisOptions.yAxisTitle ?? "Value", value: .number(reference.y))
            rule.lineStyle = StrokeStyle(lineWidth: 1, dash: [6, 4])
            rule.foregroundStyle = .color(.gray)
            if let label = reference.label {
                rule.annotations = [MarkAnnotation(position: .top, alignment: .trailing, spacing: 2, content: AnnotationLines(texts: [Text(label).font(.caption)]))]
            }
            marks.append(rule)
        }
        return ChartContentList([PresetMarks(marks: marks)])
    }
}
