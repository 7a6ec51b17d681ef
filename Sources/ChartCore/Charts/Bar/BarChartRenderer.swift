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
        let clip = geometry.clipsToPlotArea ? plotRenderer.clipToPlotArea(&writer) : []
        drawBars(theme: theme, clip: clip, writer: &writer)
        drawBaseline(theme: theme, writer: &writer)
        drawCutMarks(theme: theme, writer: &writer)
        drawValueLabels(theme: theme, writer: &writer)
        plotRenderer.drawForeground(&writer)
    }

    private func tooltip(for bar: BarSegment) -> String {
        let category = bar.index < chart.categories.count ? chart.categories[bar.index] : ""
        let value = geometry.valueFormat.string(for: bar.value)
        if geometry.series.count > 1 {
            return "\(category), \(geometry.series[bar.series].name): \(value)"
        }
        return "\(category): \(value)"
    }

    private func drawBars(theme: ThemeStyle, clip: [SVGAttribute], writer: inout SVGWriter) {
        let outermost = outermostSegments()
        // Fills are resolved once per colour, not once per bar.
        let usesBarColors = geometry.series.count == 1 && !chart.barColors.isEmpty
        let colors = usesBarColors
            ? chart.barColors
            : geometry.series.indices.map { BarChartGeometry.color(of: geometry.series[$0], at: $0, theme: theme) }
        let fills = chart.usesGradientFill ? gradientFills(colors, writer: &writer) : colors.map { (SVGAttribute.paint("fill", $0), SVGAttribute.paint("fill", $0)) }
        writer.start("g", [SVGAttribute("class", "bars")] + clip)
        for bar in geometry.bars.segments where !bar.isMissing {
            let paint = fills[(usesBarColors ? bar.index : bar.series) % fills.count]
            let fill = bar.endValue >= bar.startValue ? paint.forward : paint.backward
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

    /// One gradient per colour and direction: the colour at the bar's value end, a light tint
    /// at its base (bars growing forward, and bars growing backward from zero).
    private func gradientFills(_ colors: [Color], writer: inout SVGWriter) -> [(forward: [SVGAttribute], backward: [SVGAttribute])] {
        let horizontal = geometry.bars.isHorizontal
        return colors.map { color in
            let tint = color.mixed(with: .white, amount: 0.6)
            // Upward bars end at the top; rightward bars end at the right.
            let forward = horizontal ? SVGGradient.writeHorizontal(left: tint, right: color, writer: &writer)
                : SVGGradient.writeVertical(top: color, bottom: tint, writer: &writer)
            let backward = horizontal ? SVGGradient.writeHorizontal(left: color, right: tint, writer: &writer)
                : SVGGradient.writeVertical(top: tint, bottom: color, writer: &writer)
            return ([SVGAttribute("fill", "url(#\(forward))")], [SVGAttribute("fill", "url(#\(backward))")])
        }
    }

    /// Two short slanted strokes across each bar the value range cuts, at the plot's edge,
    /// the usual mark of a broken bar, so a cut bar never reads as a bar of that length.
    private func drawCutMarks(theme: ThemeStyle, writer: inout SVGWriter) {
        guard !geometry.clippedBars.isEmpty else { return }
        let area = geometry.plot.plotArea
        let horizontal = geometry.bars.isHorizontal
        var marks = PathData(capacity: geometry.clippedBars.count * 4)
        for bar in geometry.clippedBars {
            let forward = bar.endValue >= bar.startValue
            if horizontal {
                let edge = forward ? area.maxX - 9 : area.minX + 9
                for offset in [-2.5, 2.5] {
                    marks.move(to: Point(x: edge + offset - 3, y: bar.y + bar.height + 1))
                    marks.line(to: Point(x: edge + offset + 3, y: bar.y - 1))
                }
            } else {
                let edge = forward ? area.minY + 9 : area.maxY - 9
                for offset in [-2.5, 2.5] {
                    marks.move(to: Point(x: bar.x - 1, y: edge + offset + 3))
                    marks.line(to: Point(x: bar.x + bar.width + 1, y: edge + offset - 3))
                }
            }
        }
        writer.empty("path", [SVGAttribute("class", "cut-marks"), SVGAttribute("d", marks.text), SVGAttribute("fill", "none"),
                              SVGAttribute("stroke-width", 2)] + SVGAttribute.paint("stroke", theme.backgroundColor))
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
                attributes += SVGAttribute.paint("fill", fill.composited(over: theme.backgroundColor).textColor(preferring: nil))
            }
            writer.element("text", attributes, text: label.text)
        }
        writer.end()
    }
}
