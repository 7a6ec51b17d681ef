/// A picture of a dropdown as it stands, for readers without live widgets (a saved notebook on
/// GitHub, nbconvert's HTML): its description, then a box holding the selected label and a
/// caret, sized to the longest label so the box is as wide as the live list. The same for a
/// notebook's dropdown and a compiled program's.
public enum DropdownPicture {
    /// The picture's height in pixels.
    public static let height = 40.0
    /// The text's size in pixels.
    static let fontSize = 13.0
    /// The box's width around its longest label: padding on the left and room for the caret.
    static let boxPadding = 44.0

    /// The picture's width for a dropdown of `options` described by `description`.
    public static func width(description: String, options: [String]) -> Double {
        let longest = options.map { TextMeasure.width(of: $0, fontSize: fontSize) }.max() ?? 0
        return (boxStart(description: description) + max(120, longest + boxPadding) + 8).rounded(.up)
    }

    /// The SVG picture of a dropdown of `options` described by `description`, showing
    /// `selection`, for a light page or a dark one.
    public static func svg(description: String, options: [String], selection: String, appearance: PictureAppearance = .light) -> String {
        let width = width(description: description, options: options)
        let summary = "Dropdown" + (description.isEmpty ? "" : " \(description)") + ": \(selection) selected, of \(options.count) options"
        let style = appearance.style
        let document = SVGDocument(width: width, height: height, title: "Dropdown", summary: summary, theme: style)
        return document.render(estimatedBytes: 1500) { writer in
            let textStyle = TextStyle(fontSize: fontSize)
            if !description.isEmpty {
                TextDrawing.draw(description, at: Point(x: 12, y: 25), style: textStyle, defaultColor: style.textColor, writer: &writer)
            }
            let left = boxStart(description: description), right = width - 8
            writer.empty("rect", [SVGAttribute("class", "box"), SVGAttribute("x", left), SVGAttribute("y", 6),
                                  SVGAttribute("width", right - left), SVGAttribute("height", 28), SVGAttribute("rx", 4)]
                         + SVGAttribute.paint("fill", appearance.boxFill) + SVGAttribute.paint("stroke", appearance.boxOutline))
            TextDrawing.draw(selection, at: Point(x: left + 10, y: 25), style: textStyle, defaultColor: style.textColor, writer: &writer)
            var caret = PathData(capacity: 3)
            caret.move(to: Point(x: right - 22, y: 17))
            caret.line(to: Point(x: right - 12, y: 17))
            caret.line(to: Point(x: right - 17, y: 23))
            caret.close()
            writer.empty("path", [SVGAttribute("class", "caret"), SVGAttribute("d", path: caret)] + SVGAttribute.paint("fill", style.textColor))
        }
    }

    /// Where the box starts: after the description and a gap, or at the left edge.
    private static func boxStart(description: String) -> Double {
        description.isEmpty ? 8 : (12 + TextMeasure.width(of: description, fontSize: fontSize) + 12).rounded(.up)
    }
}
