extension BarChart {
    /// The SVG drawn from `geometry`.
    public func render(_ geometry: BarChartGeometry) -> String {
        BarChartRenderer(chart: self, geometry: geometry).render()
    }
}

/// Draws a bar chart from its geometry: the shared frame, axes and legend from the plot
/// pipeline, then the bars, their value labels and turned category labels.
struct BarChartRenderer: ChartRenderer {
    /// The chart's settings.
    var chart: BarChart
    /// Where everything goes.
    var geometry: BarChartGeometry
    static let untitledName = "Bar chart"

    var estimatedBytes: Int { 2048 + geometry.bars.segments.count * 160 }

    func draw(theme: ThemeStyle, writer: inout SVGWriter) {
        let plotRenderer = PlotRenderer(layout: geometry.plot, theme: theme)
        if geometry.isEmpty {
            plotRenderer.drawNoData(chart.noDataText, style: TextStyle(fontSize: 16), writer: &writer)
            return
        }
        plotRenderer.drawBackground(&writer)
        drawBars(theme: theme, writer: &writer)
        drawBaseline(theme: theme, writer: &writer)
        drawValueLabels(theme: theme, writer: &writer)
        plotRenderer.drawForeground(&writer)
        drawTurnedLabels(theme: theme, writer: &writer)
    }

    private func tooltip(for bar: BarSegment) -> String {
        let category = bar.index < chart.categories.count ? chart.categories[bar.index] : ""
        let value = geometry.valueFormat.string(for: bar.value)
        if geometry.series.count > 1 {
            return "\(category), \(geometry.series[bar.series].name): \(value)"
        }
        return "\(category): \(value)"
    }

    private func drawBars(theme: ThemeStyle, writer: inout SVGWriter) {
        let outermost = outermostSegments()
        // Fills are resolved once per colour, not once per bar.
        let usesBarColors = geometry.series.count == 1 && !chart.barColors.isEmpty
        let fills = usesBarColors
            ? chart.barColors.map { SVGAttribute.paint("fill", $0) }
            : geometry.series.indices.map { SVGAttribute.paint("fill", BarChartGeometry.color(of: geometry.series[$0], at: $0, theme: theme)) }
        writer.start("g", [SVGAttribute("class", "bars")])
        for bar in geometry.bars.segments where !bar.isMissing {
            let fill = fills[(usesBarColors ? bar.index : bar.series) % fills.count]
            let data = [SVGAttribute("data-series", bar.series), SVGAttribute("data-index", bar.index)]
            let isOuter = outermost.contains(bar.series * geometry.bars.categoryCount + bar.index)
            if isOuter, chart.cornerRadius > 0,
               let path = BarShape.roundedPath(for: bar, radius: chart.cornerRadius, isHorizontal: geometry.bars.isHorizontal) {
                writer.element("path", [SVGAttribute("d", path)] + fill + data, tooltip: tooltip(for: bar))
            } else {
                writer.element("rect", [SVGAttribute("x", bar.x), SVGAttribute("y", bar.y),
                                        SVGAttribute("width", bar.width), SVGAttribute("height", bar.height)]
                               + fill + data, tooltip: tooltip(for: bar))
            }
        }
        writer.end()
    }

    /// The bars whose end is the outer end of their stack (every bar when not stacked),
    /// as `series * categoryCount + index`.
    private func outermostSegments() -> Set<Int> {
        let bars = geometry.bars
        var outer: [Int: Int] = [:]   // category * 2 + (negative ? 1 : 0) → position
        for (position, bar) in bars.segments.enumerated() where !bar.isMissing && bar.value != 0 {
            outer[bar.index * 2 + (bar.value < 0 ? 1 : 0)] = position
        }
        let stacked = chart.isStacked && geometry.series.count > 1
        return stacked ? Set(outer.values) : Set(bars.segments.indices)
    }

    /// The zero line the bars grow from, when it is not the plot's own edge.
    private func drawBaseline(theme: ThemeStyle, writer: inout SVGWriter) {
        let area = geometry.plot.plotArea
        let base = geometry.baselinePixel
        let horizontal = geometry.bars.isHorizontal
        let inside = horizontal ? (base > area.minX + 0.5 && base < area.maxX - 0.5)
                                : (base > area.minY + 0.5 && base < area.maxY - 0.5)
        guard inside else { return }
        let from = horizontal ? Point(x: base, y: area.minY) : Point(x: area.minX, y: base)
        let to = horizontal ? Point(x: base, y: area.maxY) : Point(x: area.maxX, y: base)
        writer.empty("line", [SVGAttribute("class", "baseline"), SVGAttribute("x1", from.x), SVGAttribute("y1", from.y),
                              SVGAttribute("x2", to.x), SVGAttribute("y2", to.y)]
                     + SVGAttribute.paint("stroke", theme.axisColor) + [SVGAttribute("stroke-width", 1)])
    }

    private func drawValueLabels(theme: ThemeStyle, writer: inout SVGWriter) {
        guard !geometry.valueLabels.isEmpty else { return }
        let style = chart.valueLabelStyle
        writer.start("g", [SVGAttribute("class", "value-labels")] + TextDrawing.attributes(style, defaultColor: theme.textColor))
        for label in geometry.valueLabels {
            var attributes = [SVGAttribute("x", label.position.x), SVGAttribute("y", label.position.y)]
            if label.alignment != .start { attributes.append(SVGAttribute("text-anchor", label.alignment.rawValue)) }
            if label.isTotal { attributes.append(SVGAttribute("font-weight", "bold")) }
            if label.isInside, !label.isTotal, let bar = geometry.bars.segment(index: label.index, series: label.series) {
                let fill = geometry.color(of: bar, chart: chart)
                attributes += SVGAttribute.paint("fill", fill.readableTextColor)
            }
            writer.element("text", attributes, text: label.text)
        }
        writer.end()
    }

    private func drawTurnedLabels(theme: ThemeStyle, writer: inout SVGWriter) {
        guard let turned = geometry.turnedLabels else { return }
        let style = chart.categoryLabelStyle
        // A short tick under each labelled band ties the turned text to its bar.
        let bottom = geometry.plot.plotArea.maxY
        var ticks = PathData(capacity: turned.labels.count * 2)
        for label in turned.labels {
            let x = label.anchor.x - style.fontSize * 0.3
            ticks.move(to: Point(x: x, y: bottom))
            ticks.line(to: Point(x: x, y: bottom + 4))
        }
        writer.empty("path", [SVGAttribute("class", "ticks"), SVGAttribute("d", ticks.text), SVGAttribute("fill", "none"),
                              SVGAttribute("stroke-width", 1)] + SVGAttribute.paint("stroke", theme.axisColor))
        writer.start("g", [SVGAttribute("class", "x-labels"), SVGAttribute("text-anchor", "end")]
                     + TextDrawing.attributes(style, defaultColor: theme.textColor))
        let angle = SVGNumber.format(CategoryLabelPlacement.angle)
        for label in turned.labels {
            let x = SVGNumber.format(label.anchor.x), y = SVGNumber.format(label.anchor.y)
            writer.element("text", [SVGAttribute("x", label.anchor.x), SVGAttribute("y", label.anchor.y),
                                    SVGAttribute("transform", "rotate(\(angle) \(x) \(y))")], text: label.text)
        }
        writer.end()
        if let title = geometry.turnedAxisTitle {
            TextDrawing.draw(title.text, at: title.position, alignment: .middle, style: AxisDescription().titleStyle,
                             defaultColor: theme.textColor, cssClass: "axis-title", writer: &writer)
        }
    }
}
