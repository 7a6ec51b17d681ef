/// Draws a scatter plot: connecting lines, then each series' symbols as <use> of one shared
/// definition per symbol.
struct ScatterPlotRenderer {
    let plot: ScatterPlot
    let geometry: ScatterPlotGeometry

    func render() -> String {
        let theme = plot.theme.style
        let document = SVGDocument(width: plot.width, height: plot.height, title: plot.title ?? "Scatter plot",
                                   summary: plot.textSummary, theme: theme)
        let count = geometry.drawnIndices.reduce(0) { $0 + $1.count }
        return document.render(estimatedBytes: 4096 + count * 90) { writer in
            let plotRenderer = PlotRenderer(layout: geometry.layout, theme: theme)
            if geometry.isEmpty {
                plotRenderer.drawTitle(&writer)
                let area = geometry.layout.plotArea
                TextDrawing.draw("No Data", at: Point(x: area.midX, y: area.midY), alignment: .middle,
                                 style: TextStyle(fontSize: 16), defaultColor: theme.textColor, cssClass: "no-data", writer: &writer)
                return
            }
            plotRenderer.drawBackground(&writer)
            var symbolIDs: [PlotSymbol: String] = [:]
            writer.start("defs")
            for seriesIndex in geometry.x.indices {
                let symbol = plot.symbol(ofSeries: seriesIndex)
                guard symbolIDs[symbol] == nil else { continue }
                let id = writer.makeID("symbol-\(symbol.rawValue)")
                symbolIDs[symbol] = id
                writer.empty("path", [SVGAttribute("id", id),
                                      SVGAttribute("d", SymbolShape.path(symbol, center: .zero, size: plot.symbolSize))])
            }
            writer.end()
            var clip: [SVGAttribute] = []
            if plot.xRange != nil || plot.yRange != nil {
                let id = writer.makeID("clip")
                let area = geometry.layout.plotArea
                writer.start("defs")
                writer.start("clipPath", [SVGAttribute("id", id)])
                writer.empty("rect", [SVGAttribute("x", area.x), SVGAttribute("y", area.y),
                                      SVGAttribute("width", area.width), SVGAttribute("height", area.height)])
                writer.end()
                writer.end()
                clip = [SVGAttribute("clip-path", "url(#\(id))")]
            }
            writer.start("g", [SVGAttribute("class", "data")] + clip)
            if plot.connectsPoints {
                for seriesIndex in geometry.x.indices { drawConnectingLine(series: seriesIndex, writer: &writer) }
            }
            for seriesIndex in geometry.x.indices {
                let symbol = plot.symbol(ofSeries: seriesIndex)
                drawSymbols(series: seriesIndex, symbol: symbol, id: symbolIDs[symbol] ?? "", writer: &writer)
            }
            writer.end()
            plotRenderer.drawForeground(&writer)
        }
    }

    private func drawConnectingLine(series: Int, writer: inout SVGWriter) {
        let indices = geometry.drawnIndices[series]
        guard indices.count > 1 else { return }
        var path = PathData(capacity: indices.count)
        CurvePath.append(indices.map { geometry.pixel(series: series, index: $0) }, smooth: false, to: &path)
        writer.empty("path", [SVGAttribute("class", "line"), SVGAttribute("data-series", series), SVGAttribute("d", path: path),
                              SVGAttribute("fill", "none")]
                     + SVGAttribute.paint("stroke", plot.color(ofSeries: series).withAlpha(0.8))
                     + [SVGAttribute("stroke-width", plot.lineWidth), SVGAttribute("stroke-linejoin", "round")])
    }

    private func drawSymbols(series: Int, symbol: PlotSymbol, id: String, writer: inout SVGWriter) {
        let color = plot.color(ofSeries: series).withAlpha(plot.symbolAlpha)
        writer.start("g", [SVGAttribute("class", "points"), SVGAttribute("data-series", series)]
                     + SymbolShape.paintAttributes(symbol, color: color))
        for index in geometry.drawnIndices[series] {
            let point = geometry.pixel(series: series, index: index)
            writer.element("use", [SVGAttribute("xlink:href", "#" + id), SVGAttribute("x", point.x), SVGAttribute("y", point.y),
                                   SVGAttribute("data-index", index), SVGAttribute("data-series", series)],
                           tooltip: geometry.tooltip(series: series, index: index))
        }
        writer.end()
    }
}
