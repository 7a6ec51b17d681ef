/// Writes text elements with a text style, falling back to a theme colour.
public enum TextDrawing {
    /// The horizontal alignment of text at its anchor point.
    public enum Alignment: String, Sendable {
        /// The anchor is the start of the text (left for left-to-right text).
        case start
        /// The anchor is the middle of the text.
        case middle
        /// The anchor is the end of the text.
        case end
    }

    /// The attributes of a text style: size, colour, weight, family (only when they differ
    /// from the document's defaults).
    public static func attributes(_ style: TextStyle, defaultColor: Color) -> [SVGAttribute] {
        var attributes = [SVGAttribute("font-size", style.fontSize)]
        attributes += SVGAttribute.paint("fill", style.color ?? defaultColor)
        switch style.weight {
        case .regular: break
        case .bold: attributes.append(SVGAttribute("font-weight", "bold"))
        default: attributes.append(SVGAttribute("font-weight", style.weight.cssWeight))
        }
        if let family = style.fontFamily { attributes.append(SVGAttribute("font-family", family)) }
        return attributes
    }

    /// Writes `text` with its baseline anchored at `position`; `rotation` in degrees turns it
    /// around that point.
    /// `halo` draws a thin outline of that colour behind the glyphs, so text over data stays readable.
    public static func draw(_ text: String, at position: Point, alignment: Alignment = .start, style: TextStyle,
                            defaultColor: Color, rotation: Double = 0, cssClass: String? = nil, halo: Color? = nil,
                            writer: inout SVGWriter) {
        var attributes = [SVGAttribute("x", position.x), SVGAttribute("y", position.y)]
        if let halo {
            attributes += SVGAttribute.paint("stroke", halo) + [SVGAttribute("stroke-width", 3),
                                                                 SVGAttribute("stroke-linejoin", "round"),
                                                                 SVGAttribute("paint-order", "stroke")]
        }
        if alignment != .start { attributes.append(SVGAttribute("text-anchor", alignment.rawValue)) }
        if rotation != 0 {
            attributes.append(SVGAttribute("transform", "rotate(\(SVGNumber.format(rotation)) \(SVGNumber.format(position.x)) \(SVGNumber.format(position.y)))"))
        }
        if let cssClass { attributes.insert(SVGAttribute("class", cssClass), at: 0) }
        writer.element("text", attributes + Self.attributes(style, defaultColor: defaultColor), text: text)
    }
}
