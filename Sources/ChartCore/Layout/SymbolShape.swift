/// The outlines of plot symbols, as path data around a centre.
public enum SymbolShape {
    /// Path data for `symbol` of `size` pixels (its bounding box) centred on `center`.
    public static func path(_ symbol: PlotSymbol, center: Point, size: Double) -> String {
        let r = size / 2
        let c = center
        var path = PathData()
        switch symbol {
        case .circle:
            path.move(to: Point(x: c.x - r, y: c.y))
            let text = path.text + "a\(SVGNumber.format(r)) \(SVGNumber.format(r)) 0 1 0 \(SVGNumber.format(2 * r)) 0a\(SVGNumber.format(r)) \(SVGNumber.format(r)) 0 1 0 \(SVGNumber.format(-2 * r)) 0Z"
            return text
        case .square:
            path.move(to: Point(x: c.x - r, y: c.y - r))
            path.line(to: Point(x: c.x + r, y: c.y - r))
            path.line(to: Point(x: c.x + r, y: c.y + r))
            path.line(to: Point(x: c.x - r, y: c.y + r))
            path.close()
        case .triangle:
            let h = r * 1.15
            path.move(to: Point(x: c.x, y: c.y - h))
            path.line(to: Point(x: c.x + h, y: c.y + h * 0.75))
            path.line(to: Point(x: c.x - h, y: c.y + h * 0.75))
            path.close()
        case .diamond:
            let h = r * 1.25
            path.move(to: Point(x: c.x, y: c.y - h))
            path.line(to: Point(x: c.x + h, y: c.y))
            path.line(to: Point(x: c.x, y: c.y + h))
            path.line(to: Point(x: c.x - h, y: c.y))
            path.close()
        case .cross:
            path.move(to: Point(x: c.x - r, y: c.y - r))
            path.line(to: Point(x: c.x + r, y: c.y + r))
            path.move(to: Point(x: c.x + r, y: c.y - r))
            path.line(to: Point(x: c.x - r, y: c.y + r))
        }
        return path.text
    }

    /// Fill or stroke attributes: a cross is stroked, the others filled.
    public static func paintAttributes(_ symbol: PlotSymbol, color: Color) -> [SVGAttribute] {
        if symbol == .cross {
            return [SVGAttribute("fill", "none")] + SVGAttribute.paint("stroke", color) + [SVGAttribute("stroke-width", 2)]
        }
        return SVGAttribute.paint("fill", color)
    }
}
