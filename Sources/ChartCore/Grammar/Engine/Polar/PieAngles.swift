#if canImport(Glibc)
import Glibc
#endif

/// Angles on a pie, measured as bearings: radians clockwise from 12 o'clock, as on a compass.
///
/// SVG's y axis grows downwards, so a bearing θ at distance r from a centre c is
/// (c.x + r·sin θ, c.y − r·cos θ).
enum PieAngles {
    /// A full turn in radians.
    static let fullTurn = 2 * Double.pi

    /// Converts degrees to radians.
    static func radians(fromDegrees degrees: Double) -> Double {
        degrees * .pi / 180
    }

    /// The point at `bearing` radians and `distance` pixels from `center`.
    static func point(from center: Point, bearing: Double, distance: Double) -> Point {
        Point(x: center.x + distance * sin(bearing), y: center.y - distance * cos(bearing))
    }

    /// The bearing of `point` seen from `center`, in 0 ..< 2π.
    static func bearing(of point: Point, from center: Point) -> Double {
        normalized(atan2(point.x - center.x, center.y - point.y))
    }

    /// The distance between two points.
    static func distance(_ a: Point, _ b: Point) -> Double {
        hypot(a.x - b.x, a.y - b.y)
    }

    /// The angle brought into 0 ..< 2π.
    static func normalized(_ angle: Double) -> Double {
        let remainder = angle.truncatingRemainder(dividingBy: fullTurn)
        let positive = remainder < 0 ? remainder + fullTurn : remainder
        return positive >= fullTurn ? 0 : positive
    }
}
