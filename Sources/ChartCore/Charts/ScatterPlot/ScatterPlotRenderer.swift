extension ScatterPlot {
    /// The SVG drawn from `geometry`.
    public func render(_ geometry: ScatterPlotGeometry) -> String {
        ScatterPlotRenderer(chart: self, geometry: geometry).render()
    }
}

/// Draws a scatter plot: connecting lines, then each series' symbols as <use> of one shared
/// definition per symbol.
struct ScatterPlotRenderer: ChartRenderer {
    let chart: ScatterPlot
    let geometry: ScatterPlotGeometry
    static let untitledName = "Scatter plot"

    var estimatedBytes: Int { 4096 + geometry.drawnIndices.reduce(0) { $0 + $1.count } * 90 }

    func draw(theme: ThemeStyle, writer: inout SVGWriter) {
        let plotRenderer = PlotRenderer(layout: geometry.layout, theme: theme)
        if geometry.isEmpty {
            plotRenderer.drawNoData("No Data", style: TextStyle(fontSize: 16), writer: &writer)
            return
        }
        plotRenderer.drawBackground(&writer)
        var symbolIDs: [PlotSymbol: String] = [:]
        writer.start("defs")
        for seriesIndex in geometry.x.indices {
            let symbol = chart.symbol(ofSeries: seriesIndex)
            guard symbolIDs[symbol] == nil else { continue }
            let id = writer.makeID("symbol-\(symbol.rawValue)")
            symbolIDs[symbol] = id
            writer.empty("path", [SVGAttribute("id", id),
                                  SVGAttribute("d", SymbolShape.path(symbol, center: .zero, size: chart.symbolSize))])
        }
        writer.end()
        let clip = chart.xRange != nil || chart.yRange != nil ? plotRenderer.clipToPlotArea(&writer) : []
        writer.start("g", [SVGAttribute("class", "data")] + clip)
        if chart.connectsPoints {
            for seriesIndex in geometry.x.indices { drawConnectingLine(series: seriesIndex, writer: &writer) }
        }
        for seriesIndex in geometry.x.indices {
            let symbol = chart.symbol(ofSeries: seriesIndex)
            drawSymbols(series: seriesIndex, symbol: symbol, id: symbolIDs[symbol] ?? "", writer: &writer)
        }
        writer.end()
        plotRenderer.drawForeground(&writer)
    }

    private func drawConnectingLine(series: Int, writer: inout SVGWriter) {
        let indices = geometry.drawnIndices[series]
        guard indices.count > 1 else { return }
        var path = PathData(capacity: indices.count)
        CurvePath.append(indices.map { geometry.pixel(series: series, index: $0) }, smooth: false, to: &path)
        writer.empty("path", [SVGAttribute("class", "line"), SVGAttribute("data-series", series), SVGAttribute("d", path: path),
                              SVGAttribute("fill", "none")]
                     + SVGAttribute.paint("stroke", chart.color(ofSeries: series).withAlpha(0.8))
                     + [SVGAttribute("stroke-width", chart.lineWidth), SVGAttribute("stroke-linejoin", "round")])
    }

    private func drawSymbols(series: Int, symbol: PlotSymbol, id: String, writer: inout SVGWriter) {
        let color = chart.color(ofSeries: series).withAlpha(chart.symbolAlpha)
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
