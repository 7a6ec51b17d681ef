/// One attribute of an SVG element; its value is escaped when written.
public struct SVGAttribute: Sendable {
    /// The attribute name, such as "stroke-width". Names come from code, never from users.
    public var name: String
    /// The value before escaping.
    public var value: String
    /// True for values the library built from numbers and ASCII letters only (path data),
    /// which need no escaping scan.
    let isMarkupFree: Bool

    /// A text attribute (escaped when written).
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
        isMarkupFree = false
    }

    /// A path's `d` attribute; path data holds only numbers, command letters and spaces,
    /// so it is written without an escaping scan.
    public init(_ name: String, path: PathData) {
        self.name = name
        self.value = path.text
        isMarkupFree = true
    }

    /// A number attribute, written with at most two decimals.
    public init(_ name: String, _ number: Double) {
        self.name = name
        self.value = SVGNumber.format(number)
        isMarkupFree = true
    }

    /// An integer attribute.
    public init(_ name: String, _ number: Int) {
        self.name = name
        self.value = String(number)
        isMarkupFree = true
    }

    /// A colour attribute: "#RRGGBB" (opacity goes into a separate attribute; see `paint`).
    public init(_ name: String, _ color: Color) {
        self.name = name
        self.value = color.alpha <= 0 ? "none" : color.hexString
        isMarkupFree = true
    }

    /// The attributes that paint `property` ("fill" or "stroke") with `color`: the colour
    /// and, when it is translucent, "<property>-opacity".
    public static func paint(_ property: String, _ color: Color) -> [SVGAttribute] {
        if color.alpha <= 0 { return [SVGAttribute(property, "none")] }
        if color.alpha >= 1 { return [SVGAttribute(property, color.hexString)] }
        return [SVGAttribute(property, color.hexString), SVGAttribute(property + "-opacity", opacityText(color.alpha))]
    }

    /// A dash pattern as "stroke-dasharray", nothing for solid lines.
    public static func dash(_ pattern: [Double]) -> [SVGAttribute] {
        let lengths = pattern.filter { $0.isFinite && $0 >= 0 }
        guard !lengths.isEmpty, lengths.contains(where: { $0 > 0 }) else { return [] }
        return [SVGAttribute("stroke-dasharray", lengths.map(SVGNumber.format).joined(separator: " "))]
    }

    /// The stroke attributes of a line style, its colour defaulting to `defaultColor`.
    public static func stroke(_ style: LineStyle, defaultColor: Color) -> [SVGAttribute] {
        paint("stroke", style.color ?? defaultColor) + [SVGAttribute("stroke-width", style.width)] + dash(style.dashPattern)
    }

    /// Opacity with up to three decimals (finer than coordinates, coarse enough to stay short).
    static func opacityText(_ alpha: Double) -> String {
        let thousandths = Int(clamping: (alpha * 1000).rounded(), to: 0...1000)
        if thousandths >= 1000 { return "1" }
        var digits = String(thousandths)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return digits.isEmpty ? "0" : "0." + digits
    }
}
