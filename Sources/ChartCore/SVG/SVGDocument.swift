/// The frame every chart's SVG shares: the root element, accessible title and description,
/// the theme's background, and a deterministic id prefix.
///
/// The root names itself by its `<title>` (`aria-labelledby`) and describes itself by its
/// `<desc>` (`aria-describedby`), so an assistive technology reads the title, then the summary once.
public struct SVGDocument: Sendable {
    /// The canvas width in pixels.
    public var width: Double
    /// The canvas height in pixels.
    public var height: Double
    /// The accessible name (the chart title, or the chart kind).
    public var title: String
    /// A one-line description of the data, read by screen readers.
    public var summary: String
    /// The theme, for the background.
    public var theme: ThemeStyle

    /// A document frame.
    public init(width: Double, height: Double, title: String, summary: String, theme: ThemeStyle) {
        self.width = width
        self.height = height
        self.title = title
        self.summary = summary
        self.theme = theme
    }

    /// Renders the document: opens the frame, lets `body` draw into the writer, closes it.
    ///
    /// `body` receives the writer with the background already drawn; ids it makes with
    /// `makeID` share the document's prefix.
    public func render<Failure: Error>(
        estimatedBytes: Int = 8192, _ body: (inout SVGWriter) throws(Failure) -> Void
    ) throws(Failure) -> String {
        var writer = SVGWriter(idPrefix: idPrefix)
        writer.reserveCapacity(estimatedBytes)
        let titleID = writer.idPrefix + "-title"
        let descriptionID = writer.idPrefix + "-desc"
        writer.start("svg", [
            SVGAttribute("xmlns", "http://www.w3.org/2000/svg"),
            SVGAttribute("xmlns:xlink", "http://www.w3.org/1999/xlink"),
            SVGAttribute("version", "1.1"),
            SVGAttribute("width", width), SVGAttribute("height", height),
            SVGAttribute("viewBox", "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))"),
            SVGAttribute("role", "img"),
            SVGAttribute("aria-labelledby", titleID),
            SVGAttribute("aria-describedby", descriptionID),
            SVGAttribute("font-family", TextStyle.systemFontStack),
        ])
        writer.element("title", [SVGAttribute("id", titleID)], text: title)
        writer.element("desc", [SVGAttribute("id", descriptionID)], text: summary)
        drawFill(theme.background, in: Rect(x: 0, y: 0, width: width, height: height), cssClass: "background", writer: &writer)
        try body(&writer)
        return writer.finish()
    }

    /// Paints `fill` over `rect`, defining a gradient when the fill needs one.
    public func drawFill(_ fill: Fill, in rect: Rect, cssClass: String, writer: inout SVGWriter) {
        let geometry = [SVGAttribute("class", cssClass), SVGAttribute("x", rect.x), SVGAttribute("y", rect.y),
                        SVGAttribute("width", rect.width), SVGAttribute("height", rect.height)]
        switch fill {
        case .solid(let color):
            guard color.alpha > 0 else { return }
            writer.empty("rect", geometry + SVGAttribute.paint("fill", color))
        case .verticalGradient(let top, let bottom):
            let id = SVGGradient.writeVertical(top: top, bottom: bottom, writer: &writer)
            writer.empty("rect", geometry + [SVGAttribute("fill", "url(#\(id))")])
        }
    }

    /// A short id prefix derived from the document's content (FNV-1a), so the same chart always
    /// gets the same ids and different charts on one page rarely collide.
    var idPrefix: String {
        var hash: UInt32 = 2_166_136_261
        for byte in "\(title)|\(summary)|\(width)|\(height)".utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return "c" + String(hash, radix: 16)
    }
}

/// Shared gradient definitions.
public enum SVGGradient {
    /// Writes a `<linearGradient>` from top to bottom inside its own `<defs>` and returns its id.
    public static func writeVertical(top: Color, bottom: Color, writer: inout SVGWriter) -> String {
        writeLinear(from: top, to: bottom, towardsRight: false, writer: &writer)
    }

    /// Writes a `<linearGradient>` from left to right inside its own `<defs>` and returns its id.
    public static func writeHorizontal(left: Color, right: Color, writer: inout SVGWriter) -> String {
        writeLinear(from: left, to: right, towardsRight: true, writer: &writer)
    }

    /// A gradient across each painted shape's box (objectBoundingBox units), downwards or to the right.
    private static func writeLinear(from start: Color, to end: Color, towardsRight: Bool, writer: inout SVGWriter) -> String {
        let id = writer.makeID("gradient")
        writer.start("defs")
        writer.start("linearGradient", [SVGAttribute("id", id), SVGAttribute("x1", 0), SVGAttribute("y1", 0),
                                         SVGAttribute("x2", towardsRight ? 1 : 0), SVGAttribute("y2", towardsRight ? 0 : 1)])
        writer.empty("stop", [SVGAttribute("offset", 0)] + stopColor(start))
        writer.empty("stop", [SVGAttribute("offset", 1)] + stopColor(end))
        writer.end()
        writer.end()
        return id
    }

    private static func stopColor(_ color: Color) -> [SVGAttribute] {
        var attributes = [SVGAttribute("stop-color", color.hexString)]
        if color.alpha < 1 { attributes.append(SVGAttribute("stop-opacity", SVGAttribute.opacityText(color.alpha))) }
        return attributes
    }
}
