/// Draws a line graph from its geometry: fills, lines, average and reference lines, points.
struct LineGraphRenderer {
    let graph: LineGraph
    let geometry: LineGraphGeometry

    func render() -> String {
        let theme = graph.theme.style
        let document = SVGDocument(width: graph.width, height: graph.height, title: graph.title ?? "Line graph",
                                   summary: graph.textSummary, theme: theme)
        let pointCount = geometry.drawnIndices.reduce(0) { $0 + $1.count }
        return document.render(estimatedBytes: 4096 + pointCount * 16) { writer in
            let animation = EntranceAnimation(speed: graph.animationSpeed, prefix: writer.idPrefix)
            animation.writeStyle(&writer)
            let plotRenderer = PlotRenderer(layout: geometry.layout, theme: theme)
            if geometry.isEmpty {
                plotRenderer.drawTitle(&writer)
                let plot = geometry.layout.plotArea
                TextDrawing.draw(graph.noDataText, at: Point(x: plot.midX, y: plot.midY), alignment: .middle,
                                 style: TextStyle(fontSize: 16, color: graph.labelStyle.color), defaultColor: theme.textColor,
                                 cssClass: "no-data", writer: &writer)
                return
            }
            plotRenderer.drawBackground(&writer)
            var clip: [SVGAttribute] = []
            if graph.yRange != nil {
                let id = writer.makeID("clip")
                let plot = geometry.layout.plotArea
                writer.start("defs")
                writer.start("clipPath", [SVGAttribute("id", id)])
                writer.empty("rect", [SVGAttribute("x", plot.x), SVGAttribute("y", plot.y),
                                      SVGAttribute("width", plot.width), SVGAttribute("height", plot.height)])
                writer.end()
                writer.end()
                clip = [SVGAttribute("clip-path", "url(#\(id))")]
            }
            writer.start("g", [SVGAttribute("class", "data")] + clip)
            let paths = geometry.values.indices.map(linePath)
            for index in paths.indices { drawFills(series: index, path: paths[index], animation: animation, writer: &writer) }
            for index in paths.indices { drawLine(series: index, path: paths[index], animation: animation, writer: &writer) }
            writer.end()
            drawAverageAndReferenceLines(theme: theme, writer: &writer)
            for index in paths.indices { drawPoints(series: index, animation: animation, writer: &writer) }
            plotRenderer.drawForeground(&writer)
        }
    }

    /// The drawn line of a series: its pixel points per segment (NaN values split the line),
    /// the path data, and an upper bound of its length.
    private func linePath(series: Int) -> (segments: [[Point]], data: PathData, length: Double) {
        let segments = geometry.drawnSegments(series: series).map { slice in
            slice.map { geometry.pixel(series: series, index: $0) }
        }
        var data = PathData(capacity: geometry.drawnIndices[series].count * (graph.isSmooth ? 3 : 1))
        var length = 0.0
        for points in segments {
            CurvePath.append(points, smooth: graph.isSmooth, to: &data)
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                length += graph.isSmooth ? abs(dx) + abs(dy) : (dx * dx + dy * dy).squareRoot()
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
            (graph.fillBelowColor, graph.fillBelowAlpha, plot.maxY, true),
            (graph.fillAboveColor, graph.fillAboveAlpha, plot.minY, false),
        ]
        for fill in fills {
            guard let baseColor = fill.color else { continue }
            let color = (series == 0 ? baseColor : graph.color(ofSeries: series)).withAlpha(fill.alpha)
            var data = PathData()
            for points in segments {
                guard let first = points.first, let last = points.last else { continue }
                CurvePath.append(points, smooth: graph.isSmooth, to: &data)
                data.line(to: Point(x: last.x, y: fill.edge))
                data.line(to: Point(x: first.x, y: fill.edge))
                data.close()
            }
            var paint: [SVGAttribute]
            if graph.usesGradientFill {
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
        let dash = graph.dashPattern(ofSeries: series)
        var attributes = dash.isEmpty ? animation.drawAttributes(base: "line", length: path.length)
            : animation.fadeAttributes(base: "line")
        attributes += [SVGAttribute("data-series", series), SVGAttribute("d", path: path.data), SVGAttribute("fill", "none")]
        attributes += SVGAttribute.paint("stroke", graph.color(ofSeries: series).withAlpha(graph.lineAlpha))
        attributes += [SVGAttribute("stroke-width", graph.lineWidth), SVGAttribute("stroke-linejoin", "round"),
                       SVGAttribute("stroke-linecap", "round")]
        attributes += SVGAttribute.dash(dash)
        writer.empty("path", attributes)
    }

    private func drawAverageAndReferenceLines(theme: ThemeStyle, writer: inout SVGWriter) {
        var lines: [(y: Double, label: String?, style: LineStyle, color: Color)] = []
        if let average = geometry.average {
            lines.append((average, "Average: " + geometry.valueText.string(average), graph.averageLineStyle,
                          graph.averageLineStyle.color ?? graph.color(ofSeries: 0)))
        }
        for line in graph.referenceLines where line.y.isFinite {
            lines.append((line.y, line.label, line.style, line.style.color ?? theme.textColor))
        }
        guard !lines.isEmpty else { return }
        let plot = geometry.layout.plotArea
        writer.start("g", [SVGAttribute("class", "reference-lines")])
        for line in lines {
            let y = geometry.yScale.pixel(for: line.y)
            guard y >= plot.minY - 0.5, y <= plot.maxY + 0.5 else { continue }
            writer.empty("line", [SVGAttribute("x1", plot.minX), SVGAttribute("y1", y), SVGAttribute("x2", plot.maxX),
                                  SVGAttribute("y2", y)] + SVGAttribute.stroke(line.style, defaultColor: line.color))
            if let label = line.label, !label.isEmpty {
                let below = y - plot.minY < graph.labelStyle.fontSize + 4
                TextDrawing.draw(label, at: Point(x: plot.maxX - 4, y: below ? y + graph.labelStyle.fontSize + 2 : y - 5),
                                 alignment: .end, style: TextStyle(fontSize: graph.labelStyle.fontSize - 1, color: line.color),
                                 defaultColor: line.color, halo: theme.backgroundColor, writer: &writer)
            }
        }
        writer.end()
    }

    private func drawPoints(series: Int, animation: EntranceAnimation, writer: inout SVGWriter) {
        let plot = geometry.layout.plotArea
        var indices = geometry.drawnIndices[series]
        let visible = graph.showsPoints
        let limit = Int(clamping: visible ? plot.width : plot.width / 4, to: 1...Int.max)
        if !visible && indices.count > limit { return }
        if indices.count > limit {
            let stride = (indices.count + limit - 1) / limit
            indices = Swift.stride(from: 0, to: indices.count, by: stride).map { indices[$0] }
        }
        guard !indices.isEmpty else { return }
        let color = graph.pointColor ?? graph.color(ofSeries: series)
        let radius = max(0.5, graph.pointSize / 2)
        let name: String? = geometry.values.count > 1 ? graph.series[series].name : nil
        var group = (visible ? animation.fadeAttributes(base: "points") : [SVGAttribute("class", "hit-targets")])
            + [SVGAttribute("data-series", series)]
        if visible {
            group += SVGAttribute.paint("fill", color) + SVGAttribute.paint("stroke", graph.theme.style.backgroundColor)
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
