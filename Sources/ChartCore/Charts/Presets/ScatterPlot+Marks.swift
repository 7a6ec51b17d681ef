extension ScatterPlot: ChartPreset {
    /// The scatter plot as marks: a `PointMark` per point of each series (named series
    /// coloured by `foregroundStyle(by:)` with their own symbols), joined by `LineMark`s when
    /// `connectsPoints`.
    public var content: ChartContentList {
        var marks: [PlottedMark] = []
        let isNamed = series.count > 1
        for (number, points) in series.enumerated() {
            for index in 0..<Swift.min(points.x.count, points.y.count) where points.x[index].isFinite && points.y[index].isFinite {
                let x = PlottedEncoding(label: axisOptions.xAxisTitle ?? "x", value: .number(points.x[index]))
                let y = PlottedEncoding(label: axisOptions.yAxisTitle ?? "y", value: .number(points.y[index]))
                for kind in connectsPoints ? [MarkKind.line, .point] : [.point] {
                    var mark = PlottedMark.preset(kind, "ScatterPlot", x: x, y: y, index: index)
                    let name = PlottedEncoding(label: "Series", value: .category(points.name))
                    mark.series = name
                    if isNamed { mark.foregroundBy = name }
                    if let color = points.color { mark.foregroundStyle = .color(color.withAlpha(symbolAlpha)) }
                    if kind == .point {
                        mark.symbolSize = symbolSize * symbolSize * Double.pi / 4
                        mark.symbol = Self.shape(points.symbol ?? (isNamed ? PlotSymbol.allCases[number % PlotSymbol.allCases.count] : symbol))
                    } else {
                        mark.lineStyle = StrokeStyle(lineWidth: lineWidth)
                    }
                    marks.append(mark)
                }
            }
        }
        return ChartContentList([PresetMarks(marks: marks)])
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
