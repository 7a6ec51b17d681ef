extension LineGraph {
    /// The SVG drawn from `geometry`.
    public func render(_ geometry: LineGraphGeometry) -> String {
        LineGraphRenderer(chart: self, geometry: geometry).render()
    }
}

/// Draws a line graph from its geometry: fills, lines, average and reference lines, points.
struct LineGraphRenderer: ChartRenderer {
    let chart: LineGraph
    let geometry: LineGraphGeometry
    static let untitledName = "Line graph"

    var estimatedBytes: Int { 4096 + geometry.drawnIndices.reduce(0) { $0 + $1.count } * 16 }

    func draw(theme: ThemeStyle, writer: inout SVGWriter) {
        let animation = EntranceAnimation(speed: chart.animationSpeed, prefix: writer.idPrefix)
        animation.writeStyle(&writer)
        let plotRenderer = PlotRenderer(layout: geometry.layout, theme: theme)
        if geometry.isEmpty {
            plotRenderer.drawNoData(chart.noDataText, style: TextStyle(fontSize: 16, color: chart.axisOptions.yLabelStyle.color),
                                    writer: &writer)
            return
        }
        plotRenderer.drawBackground(&writer)
        let clip = chart.yRange != nil ? plotRenderer.clipToPlotArea(&writer) : []
        writer.start("g", [SVGAttribute("class", "data")] + clip)
        let paths = geometry.values.indices.map(linePath)
        for index in paths.indices { drawFills(series: index, path: paths[index], animation: animation, writer: &writer) }
        for index in paths.indices { drawLine(series: index, path: paths[index], animation: animation, writer: &writer) }
        writer.end()
        drawAverageAndReferenceLines(theme: theme, writer: &writer)
        for index in paths.indices { drawPoints(series: index, animation: animation, writer: &writer) }
        drawLineLabels(theme: theme, writer: &writer)
        plotRenderer.drawForeground(&writer)
    }

    /// The drawn line of a series: its pixel points per segment (NaN values split the line),
    /// the path data, and an upper bound of its length.
    private func linePath(series: Int) -> (segments: [[Point]], data: PathData, length: Double) {
        let segments = geometry.drawnSegments(series: series).map { slice in
            slice.map { geometry.pixel(series: series, index: $0) }
        }
        var data = PathData(capacity: geometry.drawnIndices[series].count * (chart.isSmooth ? 3 : 1))
        var length = 0.0
        for points in segments {
            CurvePath.append(points, smooth: chart.isSmooth, to: &data)
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                length += chart.isSmooth ? abs(dx) + abs(dy) : (dx * dx + dy * dy).squareRoot()
            }
        }
        return (segments, data, length)
    }

    private func drawFills(series: Int, path: (segments: [[Point]], data: PathData, length: Double),
                           animation: EntranceAnimation, writer: inout SVGWriter) {
        let segments = path.segments.filter { $0.count > 1 }
        guard !segments.isEmpty else { return }
        let plot = geometry.layout.plotArea
        let fills: [(color: Color?, alpha: Double, edge: Double, towardBottom: Bool)] = [
            (chart.fillBelowColor, chart.fillBelowAlpha, plot.maxY, true),
            (chart.fillAboveColor, chart.fillAboveAlpha, plot.minY, false),
        ]
        for fill in fills {
            guard let baseColor = fill.color else { continue }
            let color = (series == 0 ? baseColor : chart.color(ofSeries: series)).withAlpha(fill.alpha)
            var data = PathData()
            for points in segments {
                guard let first = points.first, let last = points.last else { continue }
                CurvePath.append(points, smooth: chart.isSmooth, to: &data)
                data.line(to: Point(x: last.x, y: fill.edge))
                data.line(to: Point(x: first.x, y: fill.edge))
                data.close()
            }
            var paint: [SVGAttribute]
            if chart.usesGradientFill {
                let near = color, far = color.withAlpha(fill.alpha * 0.05)
                let id = SVGGradient.writeVertical(top: fill.towardBottom ? near : far, bottom: fill.towardBottom ? far : near,
                                                   writer: &writer)
                paint = [SVGAttribute("fill", "url(#\(id))")]
            } else {
                paint = SVGAttribute.paint("fill", color)
            }
            writer.empty("path", animation.fadeAttributes(base: fill.towardBottom ? "fill-below" : "fill-above")
                         + [SVGAttribute("data-series", series), SVGAttribute("d", path: data)]
                         + paint + [SVGAttribute("stroke", "none")])
        }
    }

    private func drawLine(series: Int, path: (segments: [[Point]], data: PathData, length: Double),
                          animation: EntranceAnimation, writer: inout SVGWriter) {
        guard path.segments.contains(where: { $0.count > 1 }) else { return }
        if series == 0 && chart.hasSegmentStyles {
            return drawStyledSegments(animation: animation, writer: &writer)
        }
        let dash = chart.dashPattern(ofSeries: series)
        var attributes = dash.isEmpty ? animation.drawAttributes(base: "line", length: path.length)
            : animation.fadeAttributes(base: "line")
        attributes += [SVGAttribute("data-series", series), SVGAttribute("d", path: path.data), SVGAttribute("fill", "none")]
        attributes += SVGAttribute.paint("stroke", chart.color(ofSeries: series).withAlpha(chart.lineAlpha))
        attributes += [SVGAttribute("stroke-width", chart.lineWidth), SVGAttribute("stroke-linejoin", "round"),
                       SVGAttribute("stroke-linecap", "round")]
        attributes += SVGAttribute.dash(dash)
        writer.empty("path", attributes)
    }

    /// The first line drawn segment by segment in the colours and opacities of
    /// `segmentColors` and `segmentAlphas`: one path per run of segments that look the same.
    private func drawStyledSegments(animation: EntranceAnimation, writer: inout SVGWriter) {
        writer.start("g", animation.fadeAttributes(base: "line") + [SVGAttribute("data-series", 0), SVGAttribute("fill", "none"),
                                                                    SVGAttribute("stroke-width", chart.lineWidth),
                                                                    SVGAttribute("stroke-linejoin", "round"),
                                                                    SVGAttribute("stroke-linecap", "round")])
        for run in LineSegmentRuns.runs(of: geometry, chart: chart) {
            writer.empty("path", [SVGAttribute("d", path: run.data)] + SVGAttribute.paint("stroke", run.color))
        }
        writer.end()
    }

    private func drawAverageAndReferenceLines(theme: ThemeStyle, writer: inout SVGWriter) {
        var lines: [(y: Double, style: LineStyle, color: Color)] = []
        if let average = geometry.average {
            lines.append((average, chart.averageLineStyle, chart.averageLineStyle.color ?? chart.color(ofSeries: 0)))
        }
        for line in chart.referenceLines where line.y.isFinite {
            lines.append((line.y, line.style, line.style.color ?? theme.textColor))
        }
        guard !lines.isEmpty else { return }
        let plot = geometry.layout.plotArea
        writer.start("g", [SVGAttribute("class", "reference-lines")])
        for line in lines {
            let y = geometry.yScale.pixel(for: line.y)
            guard y >= plot.minY - 0.5, y <= plot.maxY + 0.5 else { continue }
            writer.empty("line", [SVGAttribute("x1", plot.minX), SVGAttribute("y1", y), SVGAttribute("x2", plot.maxX),
                                  SVGAttribute("y2", y)] + SVGAttribute.stroke(line.style, defaultColor: line.color))
        }
        writer.end()
    }

    /// The labels of the average and reference lines, over the data and its points: a label
    /// the data passes through sits on a plate of the plot's colour, so it stays readable.
    private func drawLineLabels(theme: ThemeStyle, writer: inout SVGWriter) {
        guard !geometry.lineLabels.isEmpty else { return }
        let style = LineGraphGeometry.lineLabelStyle(chart)
        let plate = theme.plotAreaFill?.averageColor ?? theme.backgroundColor
        writer.start("g", [SVGAttribute("class", "line-labels"), SVGAttribute("pointer-events", "none")])
        for label in geometry.lineLabels {
            if label.meetsData {
                let box = label.box.inset(by: EdgeInsets(top: -1, left: -3, bottom: -1, right: -3))
                writer.empty("rect", [SVGAttribute("class", "label-plate"), SVGAttribute("x", box.minX), SVGAttribute("y", box.minY),
                                      SVGAttribute("width", box.width), SVGAttribute("height", box.height),
                                      SVGAttribute("rx", 3)]
                             + SVGAttribute.paint("fill", plate.withAlpha(0.85)))
            }
            TextDrawing.draw(label.text, at: label.position, alignment: label.alignment,
                             style: TextStyle(fontSize: style.fontSize, color: label.color), defaultColor: label.color,
                             halo: plate, writer: &writer)
        }
        writer.end()
    }

    private func drawPoints(series: Int, animation: EntranceAnimation, writer: inout SVGWriter) {
        let plot = geometry.layout.plotArea
        var indices = geometry.drawnIndices[series]
        let visible = chart.showsPoints
        let limit = Int(clamping: visible ? plot.width : plot.width / 4, to: 1...Int.max)
        if !visible && indices.count > limit { return }
        if indices.count > limit {
            let stride = (indices.count + limit - 1) / limit
            indices = Swift.stride(from: 0, to: indices.count, by: stride).map { indices[$0] }
        }
        guard !indices.isEmpty else { return }
        let color = chart.pointColor ?? chart.color(ofSeries: series)
        let radius = max(0.5, chart.pointSize / 2)
        let name: String? = geometry.values.count > 1 ? chart.series[series].name : nil
        var group = (visible ? animation.fadeAttributes(base: "points") : [SVGAttribute("class", "hit-targets")])
            + [SVGAttribute("data-series", series)]
        if visible {
            group += SVGAttribute.paint("fill", color) + SVGAttribute.paint("stroke", chart.theme.style.backgroundColor)
                + [SVGAttribute("stroke-width", radius > 2 ? 1.5 : 0.5)]
        } else {
            group += [SVGAttribute("fill", "#000000"), SVGAttribute("fill-opacity", "0")]
        }
        writer.start("g", group)
        for index in indices {
            let point = geometry.pixel(series: series, index: index)
            writer.element("circle", [SVGAttribute("cx", point.x), SVGAttribute("cy", point.y),
                                      SVGAttribute("r", visible ? radius : max(radius, 5)), SVGAttribute("data-index", index),
                                      SVGAttribute("data-series", series)],
                           tooltip: geometry.tooltip(series: series, index: index, seriesName: name))
        }
        writer.end()
    }
}
