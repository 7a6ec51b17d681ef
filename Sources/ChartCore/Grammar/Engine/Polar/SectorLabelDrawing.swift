/// Draws sector labels: the leader lines of those beside the pie in one path, then the texts,
/// each in its own colour on its sector or the labels' colour beside it.
enum SectorLabelDrawing {
    /// Writes `labels` in `style`, leaders in the theme's axis colour.
    static func draw(_ labels: [PlacedSliceLabel], style: TextStyle, theme: ThemeStyle, writer: inout SVGWriter) {
        var leaders = PathData()
        for label in labels {
            guard let first = label.leader.first else { continue }
            leaders.move(to: first)
            for point in label.leader.dropFirst() { leaders.line(to: point) }
        }
        if !leaders.isEmpty {
            writer.empty("path", [SVGAttribute("class", "leaders"), SVGAttribute("d", leaders.text), SVGAttribute("fill", "none"),
                                  SVGAttribute("stroke-width", 1)] + SVGAttribute.paint("stroke", theme.axisColor))
        }
        writer.start("g", [SVGAttribute("class", "slice-labels")] + TextDrawing.attributes(style, defaultColor: theme.textColor))
        for label in labels {
            var attributes = [SVGAttribute("x", label.position.x), SVGAttribute("y", label.position.y + style.fontSize * 0.35)]
            switch label.alignment {
            case .start: break
            case .middle: attributes.append(SVGAttribute("text-anchor", "middle"))
            case .end: attributes.append(SVGAttribute("text-anchor", "end"))
            }
            if let color = label.textColor { attributes += SVGAttribute.paint("fill", color) }
            attributes.append(SVGAttribute("data-index", label.index))
            writer.element("text", attributes, text: label.text)
        }
        writer.end()
    }
}
