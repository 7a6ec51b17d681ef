/// Builds the `d` attribute of an SVG path with numbers in the library's one format.
public struct PathData: Sendable {
    /// The path data so far as UTF-8 bytes (ASCII only).
    private var bytes: [UInt8] = []

    /// The path data so far, such as "M10 20L30 40".
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// An empty path; `capacity` is the expected number of points.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity * 14)
    }

    /// True when nothing has been added.
    public var isEmpty: Bool { bytes.isEmpty }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) {
        bytes.append(77)
        appendPair(point)
    }

    /// A straight line to `point`.
    public mutating func line(to point: Point) {
        bytes.append(76)
        appendPair(point)
    }

    /// A quadratic Bézier curve to `point` with one control point.
    public mutating func quadCurve(to point: Point, control: Point) {
        bytes.append(81)
        appendPair(control)
        bytes.append(32)
        appendPair(point)
    }

    /// A cubic Bézier curve to `point` with two control points.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        bytes.append(67)
        appendPair(control1)
        bytes.append(32)
        appendPair(control2)
        bytes.append(32)
        appendPair(point)
    }

    /// A circular arc of `radius` to `point` (SVG's `A` command): the larger of the two arcs
    /// when `isLarge`, drawn clockwise on the screen when `clockwise`.
    public mutating func arc(radius: Double, to point: Point, isLarge: Bool, clockwise: Bool) {
        bytes.append(65)
        appendPair(Point(x: radius, y: radius))
        bytes.append(contentsOf: isLarge ? [32, 48, 32, 49, 32] : [32, 48, 32, 48, 32])
        bytes.append(clockwise ? 49 : 48)
        bytes.append(32)
        appendPair(point)
    }

    /// Closes the current sub-path.
    public mutating func close() {
        bytes.append(90)
    }

    private mutating func appendPair(_ point: Point) {
        SVGNumber.append(point.x, toBytes: &bytes)
        bytes.append(32)
        SVGNumber.append(point.y, toBytes: &bytes)
    }
}
