/// Draws a placed legend: swatches and labels, with a backdrop when it sits over the plot.
public enum LegendRenderer {
    /// Draws `legend` in the theme's colours.
    public static func draw(_ legend: LegendLayout, theme: ThemeStyle, writer: inout SVGWriter) {
        writer.start("g", [SVGAttribute("class", "legend")])
        if legend.isInsidePlotArea {
            let frame = legend.frame
            writer.empty("rect", [SVGAttribute("x", frame.x - 6), SVGAttribute("y", frame.y - 4),
                                  SVGAttribute("width", frame.width + 12), SVGAttribute("height", frame.height + 8),
                                  SVGAttribute("rx", 4)]
                         + SVGAttribute.paint("fill", theme.backgroundColor.withAlpha(0.85))
                         + SVGAttribute.paint("stroke", theme.gridColor))
        }
        if let title = legend.title {
            TextDrawing.draw(title, at: legend.titleOrigin, style: legend.titleStyle, defaultColor: theme.titleColor,
                             cssClass: "legend-title", writer: &writer)
        }
        for item in legend.items {
            drawSwatch(item.entry, in: item.swatch, writer: &writer)
            TextDrawing.draw(item.entry.label, at: item.textOrigin, style: legend.textStyle,
                             defaultColor: theme.textColor, writer: &writer)
        }
        writer.end()
    }

    private static func drawSwatch(_ entry: LegendEntry, in box: Rect, writer: inout SVGWriter) {
        switch entry.swatch {
        case .line(let dashPattern):
            writer.empty("line", [SVGAttribute("x1", box.minX), SVGAttribute("y1", box.midY),
                                  SVGAttribute("x2", box.maxX), SVGAttribute("y2", box.midY)]
                         + SVGAttribute.paint("stroke", entry.color) + [SVGAttribute("stroke-width", 2.5)]
                         + SVGAttribute.dash(dashPattern.map { min($0, 5) }))
        case .square:
            writer.empty("rect", [SVGAttribute("x", box.minX + 3), SVGAttribute("y", box.minY),
                                  SVGAttribute("width", box.height), SVGAttribute("height", box.height), SVGAttribute("rx", 2)]
                         + SVGAttribute.paint("fill", entry.color))
        case .none:
            break
        case .symbol(let symbol):
            let path = SymbolShape.path(symbol, center: Point(x: box.midX, y: box.midY), size: 9)
            writer.empty("path", [SVGAttribute("d", path)] + SymbolShape.paintAttributes(symbol, color: entry.color))
        }
    }
}
