#if canImport(Glibc)
import Glibc
#endif

/// Where one slice of a pie lies on screen: its centre, radii and angles.
///
/// Angles are bearings (radians clockwise from 12 o'clock). A slice runs from
/// `startBearing` over `sweep` radians in `direction`; an exploded slice has its own
/// centre, moved outwards along its middle bearing.
struct PieSlice: Equatable {
    /// The slice's position in the data.
    var index: Int
    /// The data value the slice stands for.
    var value: Double
    /// The slice's share of the total, 0 … 1.
    var fraction: Double
    /// The bearing where the slice begins.
    var startBearing: Double
    /// The slice's angular size in radians, 0 … 2π.
    var sweep: Double
    /// Which way the slice runs from its start.
    var direction: SliceDirection
    /// The centre the slice is drawn around (moved out when the slice is exploded).
    var center: Point
    /// The outer radius in pixels.
    var outerRadius: Double
    /// The radius of the donut hole in pixels (0 for a plain pie).
    var innerRadius: Double

    /// The bearing where the slice ends.
    var endBearing: Double {
        PieAngles.normalized(startBearing + signedSweep)
    }

    /// The bearing through the middle of the slice.
    var middleBearing: Double {
        PieAngles.normalized(startBearing + signedSweep / 2)
    }

    /// The sweep with its sign: positive clockwise, negative counter-clockwise.
    var signedSweep: Double {
        direction == .clockwise ? sweep : -sweep
    }

    /// Whether the slice has no area (a zero value): nothing is drawn and nothing hits it.
    var isEmpty: Bool { sweep <= 0 }

    /// Whether the slice is the whole circle.
    var isFullCircle: Bool { sweep >= PieAngles.fullTurn - 1e-12 }

    /// The point halfway between the inner and outer radius on the middle bearing:
    /// where a popup points and where an inside label goes.
    var centroid: Point {
        let distance = innerRadius > 0 ? (innerRadius + outerRadius) / 2 : outerRadius * 0.62
        if isFullCircle && innerRadius == 0 { return center }
        return PieAngles.point(from: center, bearing: middleBearing, distance: distance)
    }

    /// Whether `point` lies inside the slice's drawn area (between its radii and angles).
    func contains(_ point: Point) -> Bool {
        guard !isEmpty else { return false }
        let distance = PieAngles.distance(point, center)
        guard distance <= outerRadius, distance >= innerRadius else { return false }
        if isFullCircle || distance == 0 { return true }
        let bearing = PieAngles.bearing(of: point, from: center)
        let offset = direction == .clockwise
            ? PieAngles.normalized(bearing - startBearing)
            : PieAngles.normalized(startBearing - bearing)
        return offset <= sweep
    }
}
