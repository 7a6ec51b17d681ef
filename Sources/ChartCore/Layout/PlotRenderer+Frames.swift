extension PlotRenderer {
    /// Draws an empty chart: its title, and `text` in the middle of the plot area.
    public func drawNoData(_ text: String, style: TextStyle, writer: inout SVGWriter) {
        drawTitle(&writer)
        let plot = layout.plotArea
        TextDrawing.draw(text, at: Point(x: plot.midX, y: plot.midY), alignment: .middle, style: style,
                         defaultColor: theme.textColor, cssClass: "no-data", writer: &writer)
    }

    /// Defines a clip path of the plot area and returns the attribute that applies it, for
    /// data drawn with a fixed range that may reach beyond the plot.
    public func clipToPlotArea(_ writer: inout SVGWriter) -> [SVGAttribute] {
        let id = writer.makeID("clip")
        let plot = layout.plotArea
        writer.start("defs")
        writer.start("clipPath", [SVGAttribute("id", id)])
        writer.empty("rect", [SVGAttribute("x", plot.x), SVGAttribute("y", plot.y),
                              SVGAttribute("width", plot.width), SVGAttribute("height", plot.height)])
        writer.end()
        writer.end()
        return [SVGAttribute("clip-path", "url(#\(id))")]
    }
}
