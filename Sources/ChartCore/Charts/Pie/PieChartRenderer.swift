extension PieChart {
    /// The SVG drawn from `geometry`.
    public func render(_ geometry: PieChartGeometry) -> String {
        PieChartRenderer(chart: self, geometry: geometry).render()
    }
}

/// Draws a pie chart from its geometry: slices, leader lines, labels, legend and title.
struct PieChartRenderer: ChartRenderer {
    /// The chart's settings.
    var chart: PieChart
    /// Where everything goes.
    var geometry: PieChartGeometry

    static let untitledName = "Pie chart"

    var estimatedBytes: Int { 2048 + chart.values.count * 300 }

    func draw(theme: ThemeStyle, writer: inout SVGWriter) {
        if let title = geometry.title {
            TextDrawing.draw(title.text, at: title.position, alignment: .middle, style: chart.titleStyle,
                             defaultColor: theme.titleColor, cssClass: "title", writer: &writer)
        }
        if geometry.isEmpty {
            TextDrawing.draw(chart.noDataText, at: Point(x: geometry.center.x, y: geometry.center.y + 5), alignment: .middle,
                             style: TextStyle(fontSize: 16), defaultColor: theme.textColor, cssClass: "no-data",
                             writer: &writer)
            return
        }
        drawSlices(theme: theme, writer: &writer)
        drawLabels(theme: theme, writer: &writer)
        drawCenterText(theme: theme, writer: &writer)
        if let legend = geometry.legend {
            LegendRenderer.draw(legend, theme: theme, writer: &writer)
        }
    }

    /// The tooltip of slice `index`, such as "Math: 31 (25.4%)".
    func tooltip(for index: Int) -> String {
        let category = index < chart.categories.count ? chart.categories[index] : ""
        let value = chart.values[index]
        return "\(category): \(geometry.valueFormat.string(for: value)) (\(PieChartGeometry.percentText(value, total: geometry.total)))"
    }

    private func drawSlices(theme: ThemeStyle, writer: inout SVGWriter) {
        // Slices are outlined in the background colour so neighbours stay apart.
        writer.start("g", [SVGAttribute("class", "slices"), SVGAttribute("stroke-width", 1.5),
                           SVGAttribute("stroke-linejoin", "round")]
                     + SVGAttribute.paint("stroke", theme.backgroundColor))
        for slice in geometry.pie.slices where !slice.isEmpty {
            let commands = SlicePath.commands(for: slice)
            var attributes = [SVGAttribute("d", SlicePath.pathData(commands))]
            if slice.isFullCircle && slice.innerRadius > 0 { attributes.append(SVGAttribute("fill-rule", "evenodd")) }
            attributes += SVGAttribute.paint("fill", chart.sliceColor(at: slice.index))
            attributes += [SVGAttribute("data-series", 0), SVGAttribute("data-index", slice.index)]
            writer.element("path", attributes, tooltip: tooltip(for: slice.index))
        }
        writer.end()
    }

    private func drawCenterText(theme: ThemeStyle, writer: inout SVGWriter) {
        let hole = geometry.pie.innerRadius
        guard let text = chart.centerText, !text.isEmpty, hole > 12 else { return }
        let style = TextStyle(fontSize: min(18, hole / 2.5), isBold: true)
        let fitted = TextFitting.shorten(text, toWidth: hole * 1.7, style: style)
        let center = geometry.pie.center
        TextDrawing.draw(fitted, at: Point(x: center.x, y: center.y + style.fontSize * 0.35), alignment: .middle,
                         style: style, defaultColor: theme.titleColor, cssClass: "center-text", writer: &writer)
    }

    private func drawLabels(theme: ThemeStyle, writer: inout SVGWriter) {
        guard !geometry.labels.isEmpty else { return }
        var leaders = PathData()
        for label in geometry.labels {
            guard let first = label.leader.first else { continue }
            leaders.move(to: first)
            for point in label.leader.dropFirst() { leaders.line(to: point) }
        }
        if !leaders.isEmpty {
            writer.empty("path", [SVGAttribute("class", "leaders"), SVGAttribute("d", leaders.text), SVGAttribute("fill", "none"),
                                  SVGAttribute("stroke-width", 1)] + SVGAttribute.paint("stroke", theme.axisColor))
        }
        let style = chart.sliceLabelTextStyle
        writer.start("g", [SVGAttribute("class", "slice-labels")] + TextDrawing.attributes(style, defaultColor: theme.textColor))
        for label in geometry.labels {
            let baseline = label.position.y + style.fontSize * 0.35
            var attributes = [SVGAttribute("x", label.position.x), SVGAttribute("y", baseline)]
            switch label.alignment {
            case .start: break
            case .middle: attributes.append(SVGAttribute("text-anchor", "middle"))
            case .end: attributes.append(SVGAttribute("text-anchor", "end"))
            }
            if label.leader.isEmpty && style.color == nil {
                let fill = chart.sliceColor(at: label.index)
                attributes += SVGAttribute.paint("fill", fill.composited(over: theme.backgroundColor).textColor(preferring: nil))
            }
            attributes.append(SVGAttribute("data-index", label.index))
            writer.element("text", attributes, text: label.text)
        }
        writer.end()
    }
}
