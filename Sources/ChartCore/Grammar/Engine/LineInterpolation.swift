/// How lines and areas join their points as SVG path data (Swift Charts' interpolation
/// methods): straight, monotone cubic (never overshoots), Catmull-Rom and cardinal splines,
/// and steps before, at the middle of, or after each point.
enum LineInterpolation {
    /// Appends the line through `points`; a move to the first point unless `startsWithMove` is
    /// false (an area's way back joins its way out with a line).
    static func append(_ points: [Point], method: InterpolationMethod, to path: inout PathData, startsWithMove: Bool = true) {
        guard let first = points.first else { return }
        if startsWithMove { path.move(to: first) } else { path.line(to: first) }
        guard points.count > 1 else { return }
        switch method {
        case .linear:
            for point in points.dropFirst() { path.line(to: point) }
        case .monotone:
            guard points.count > 2, points.isSortedByX else {
                for point in points.dropFirst() { path.line(to: point) }
                return
            }
            let tangents = CurvePath.monotoneTangents(points)
            for index in 1..<points.count {
                let p0 = points[index - 1], p1 = points[index]
                let third = (p1.x - p0.x) / 3
                path.curve(to: p1, control1: Point(x: p0.x + third, y: p0.y + third * tangents[index - 1]),
                           control2: Point(x: p1.x - third, y: p1.y - third * tangents[index]))
            }
        case .catmullRom:
            appendCardinal(points, tension: 0, to: &path)
        case .cardinal(let tension):
            appendCardinal(points, tension: tension.isFinite ? Swift.min(Swift.max(tension, 0), 1) : 0, to: &path)
        case .stepStart:
            for (previous, point) in zip(points, points.dropFirst()) {
                path.line(to: Point(x: previous.x, y: point.y))
                path.line(to: point)
            }
        case .stepCenter:
            for (previous, point) in zip(points, points.dropFirst()) {
                let middle = (previous.x + point.x) / 2
                path.line(to: Point(x: middle, y: previous.y))
                path.line(to: Point(x: middle, y: point.y))
                path.line(to: point)
            }
        case .stepEnd:
            for (previous, point) in zip(points, points.dropFirst()) {
                path.line(to: Point(x: point.x, y: previous.y))
                path.line(to: point)
            }
        }
    }

    /// Cardinal spline segments as cubic Béziers (tension 0 is the Catmull-Rom spline).
    private static func appendCardinal(_ points: [Point], tension: Double, to path: inout PathData) {
        let factor = (1 - tension) / 6
        for index in 1..<points.count {
            let p0 = points[Swift.max(index - 2, 0)], p1 = points[index - 1]
            let p2 = points[index], p3 = points[Swift.min(index + 1, points.count - 1)]
            path.curve(to: p2, control1: Point(x: p1.x + (p2.x - p0.x) * factor, y: p1.y + (p2.y - p0.y) * factor),
                       control2: Point(x: p2.x - (p3.x - p1.x) * factor, y: p2.y - (p3.y - p1.y) * factor))
        }
    }
}

extension Array where Element == Point {
    /// Whether x never decreases.
    var isSortedByX: Bool {
        zip(self, dropFirst()).allSatisfy { $0.x <= $1.x }
    }
}
