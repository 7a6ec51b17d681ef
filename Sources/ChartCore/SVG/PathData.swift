/// Builds the `d` attribute of an SVG path with numbers in the library's one format.
public struct PathData: Sendable {
    /// The path data so far, such as "M10 20L30 40".
    public private(set) var text: String = ""

    /// An empty path; `capacity` is the expected number of points.
    public init(capacity: Int = 0) {
        text.reserveCapacity(capacity * 14)
    }

    /// True when nothing has been added.
    public var isEmpty: Bool { text.isEmpty }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) {
        text.append("M")
        appendPair(point)
    }

    /// A straight line to `point`.
    public mutating func line(to point: Point) {
        text.append("L")
        appendPair(point)
    }

    /// A quadratic Bézier curve to `point` with one control point.
    public mutating func quadCurve(to point: Point, control: Point) {
        text.append("Q")
        appendPair(control)
        text.append(" ")
        appendPair(point)
    }

    /// A cubic Bézier curve to `point` with two control points.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        text.append("C")
        appendPair(control1)
        text.append(" ")
        appendPair(control2)
        text.append(" ")
        appendPair(point)
    }

    /// Closes the current sub-path.
    public mutating func close() {
        text.append("Z")
    }

    private mutating func appendPair(_ point: Point) {
        SVGNumber.append(point.x, to: &text)
        text.append(" ")
        SVGNumber.append(point.y, to: &text)
    }
}
