/// A picture of a colour editor as it stands, for readers without live widgets (a saved
/// notebook on GitHub, nbconvert's HTML): the red, green and blue sliders with their handles at
/// the colour's components and their values with two decimals, beside a swatch of the colour
/// and its hex code. The same for a notebook's editor and a compiled program's.
public enum ColorEditorPicture {
    /// The picture's size in pixels.
    public static let width = 440.0
    /// The picture's height in pixels.
    public static let height = 112.0

    /// The SVG picture of an editor showing `color`, for a light page or a dark one.
    public static func svg(of color: Color, appearance: PictureAppearance = .light) -> String {
        let components = [("Red", color.red, Color(red255: 0xE0, green255: 0x44, blue255: 0x3A)),
                          ("Green", color.green, Color(red255: 0x2E, green255: 0x9E, blue255: 0x4F)),
                          ("Blue", color.blue, Color(red255: 0x2F, green255: 0x6F, blue255: 0xD6))]
        let values = components.map { "\($0.0.lowercased()) \(twoDecimals($0.1))" }.joined(separator: ", ")
        let document = SVGDocument(width: width, height: height, title: "Color editor",
                                   summary: "Color editor: \(values) (\(color.hexString))", theme: appearance.style)
        let text = appearance.style.textColor
        return document.render(estimatedBytes: 3000) { writer in
            let trackStart = 64.0, trackEnd = 300.0
            for (row, (name, value, tint)) in components.enumerated() {
                let y = 26.0 + Double(row) * 30
                TextDrawing.draw(name, at: Point(x: 12, y: y + 4.5), style: TextStyle(fontSize: 13), defaultColor: text, writer: &writer)
                let handle = trackStart + (trackEnd - trackStart) * min(max(value, 0), 1)
                writer.empty("line", [SVGAttribute("x1", trackStart), SVGAttribute("y1", y), SVGAttribute("x2", trackEnd),
                                      SVGAttribute("y2", y), SVGAttribute("stroke-width", 4), SVGAttribute("stroke-linecap", "round")]
                             + SVGAttribute.paint("stroke", appearance.trackColor))
                writer.empty("circle", [SVGAttribute("class", "handle"), SVGAttribute("cx", handle), SVGAttribute("cy", y),
                                        SVGAttribute("r", 8)] + SVGAttribute.paint("fill", tint))
                TextDrawing.draw(twoDecimals(value), at: Point(x: 314, y: y + 4.5), style: TextStyle(fontSize: 13),
                                 defaultColor: text, writer: &writer)
            }
            writer.empty("rect", [SVGAttribute("class", "swatch"), SVGAttribute("x", 362), SVGAttribute("y", 14),
                                  SVGAttribute("width", 64), SVGAttribute("height", 64), SVGAttribute("rx", 8)]
                         + SVGAttribute.paint("fill", color) + SVGAttribute.paint("stroke", appearance.swatchOutline))
            TextDrawing.draw(color.hexString, at: Point(x: 394, y: 98), alignment: .middle, style: TextStyle(fontSize: 12),
                             defaultColor: text, writer: &writer)
        }
    }

    /// `value` with two decimals, as the seed's labels read (`%.02f`): 0.5 → "0.50".
    public static func twoDecimals(_ value: Double) -> String {
        NumberFormat.fixed(decimals: 2).string(for: min(max(value.isNaN ? 0 : value, 0), 1))
    }
}
