/// Turns pixel points into path data: straight segments, or a smooth monotone cubic curve.
///
/// The smooth curve is monotone in y between neighbouring points (Fritsch–Carlson tangents,
/// as d3's curveMonotoneX), so it never overshoots the data: peaks stay at the data's peaks.
/// With two points or fewer it is a straight line.
public enum CurvePath {
    /// Appends the line through `points` to `path` (starting with a move).
    public static func append(_ points: [Point], smooth: Bool, to path: inout PathData) {
        guard let first = points.first else { return }
        path.move(to: first)
        guard points.count > 1 else { return }
        guard smooth && points.count > 2 else {
            for point in points.dropFirst() { path.line(to: point) }
            return
        }
        let tangents = monotoneTangents(points)
        for index in 1..<points.count {
            let p0 = points[index - 1], p1 = points[index]
            let third = (p1.x - p0.x) / 3
            path.curve(to: p1, control1: Point(x: p0.x + third, y: p0.y + third * tangents[index - 1]),
                       control2: Point(x: p1.x - third, y: p1.y - third * tangents[index]))
        }
    }

    /// One piece of a line between two neighbouring points: a straight segment (controls nil)
    /// or a cubic curve.
    public struct Piece: Hashable, Sendable {
        /// Where the piece starts.
        public var start: Point
        /// Where it ends.
        public var end: Point
        /// The curve's two control points; nil for a straight segment.
        public var controls: (Point, Point)? {
            guard let first = control1, let second = control2 else { return nil }
            return (first, second)
        }
        var control1: Point?
        var control2: Point?
    }

    /// The pieces of the line through `points`, one per pair of neighbours, the same curve
    /// `append(_:smooth:to:)` draws (so a line drawn piece by piece in several colours keeps
    /// its shape).
    public static func pieces(_ points: [Point], smooth: Bool) -> [Piece] {
        guard points.count > 1 else { return [] }
        guard smooth && points.count > 2 else {
            return zip(points, points.dropFirst()).map { Piece(start: $0, end: $1) }
        }
        let tangents = monotoneTangents(points)
        return (1..<points.count).map { index in
            let p0 = points[index - 1], p1 = points[index]
            let third = (p1.x - p0.x) / 3
            return Piece(start: p0, end: p1, control1: Point(x: p0.x + third, y: p0.y + third * tangents[index - 1]),
                         control2: Point(x: p1.x - third, y: p1.y - third * tangents[index]))
        }
    }

    /// The tangent (dy/dx) at each point, limited so each segment stays monotone.
    static func monotoneTangents(_ points: [Point]) -> [Double] {
        let count = points.count
        var secants = [Double](repeating: 0, count: count - 1)
        for index in 0..<(count - 1) {
            let dx = points[index + 1].x - points[index].x
            secants[index] = dx != 0 ? (points[index + 1].y - points[index].y) / dx : 0
        }
        var tangents = [Double](repeating: 0, count: count)
        tangents[0] = secants[0]
        tangents[count - 1] = secants[count - 2]
        for index in 1..<(count - 1) {
            let before = secants[index - 1], after = secants[index]
            if before * after <= 0 {
                tangents[index] = 0
            } else {
                // Weighted harmonic mean (Fritsch–Butland), never steeper than 3× either secant.
                let h0 = points[index].x - points[index - 1].x, h1 = points[index + 1].x - points[index].x
                let weight0 = 2 * h1 + h0, weight1 = h1 + 2 * h0
                tangents[index] = (weight0 + weight1) / (weight0 / before + weight1 / after)
            }
        }
        for index in 0..<(count - 1) where secants[index] == 0 {
            tangents[index] = 0
            tangents[index + 1] = 0
        }
        return tangents
    }
}
