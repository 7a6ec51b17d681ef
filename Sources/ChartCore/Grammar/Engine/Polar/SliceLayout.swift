#if canImport(Glibc)
import Glibc
#endif

/// Where every slice of a pie lies for given values, centre and options (as `BarLayout` is
/// for bars): part of the engine's `PlotGeometry` of a pie, which the SVG writer draws and hit testing reads.
struct SliceLayout: Equatable {
    /// The centre of the pie (before any slice is exploded).
    var center: Point
    /// The outer radius in pixels.
    var outerRadius: Double
    /// The radius of the donut hole in pixels.
    var innerRadius: Double
    /// One slice per value, in data order (zero values give empty slices).
    var slices: [PieSlice]

    /// Lays out one slice per value.
    ///
    /// - Parameters:
    ///   - values: non-negative, finite values (checked by the chart before).
    ///   - startAngle: where the first slice begins, in degrees clockwise from 12 o'clock.
    ///   - holeRatio: the donut hole's radius as a share of the outer radius, clamped to 0 … 0.95.
    ///   - explodedIndex: the slice pulled out of the pie, if any.
    ///   - explodeDistance: how far that slice moves outwards, in pixels.
    init(values: [Double], center: Point, outerRadius: Double, startAngle: Double,
         direction: SliceDirection, holeRatio: Double, explodedIndex: Int?, explodeDistance: Double) {
        self.center = center
        self.outerRadius = max(0, outerRadius)
        let ratio = holeRatio.isFinite ? min(max(holeRatio, 0), 0.95) : 0
        self.innerRadius = self.outerRadius * ratio
        let total = values.reduce(0, +)
        let start = PieAngles.normalized(PieAngles.radians(fromDegrees: startAngle.isFinite ? startAngle : 0))
        let sign: Double = direction == .clockwise ? 1 : -1
        var cumulative = 0.0
        var slices: [PieSlice] = []
        slices.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            let fraction = total > 0 ? value / total : 0
            let sliceStart = PieAngles.normalized(start + sign * cumulative * PieAngles.fullTurn)
            var slice = PieSlice(index: index, value: value, fraction: fraction,
                                 startBearing: sliceStart, sweep: fraction * PieAngles.fullTurn,
                                 direction: direction, center: center,
                                 outerRadius: self.outerRadius, innerRadius: innerRadius)
            if index == explodedIndex, fraction > 0, fraction < 1, explodeDistance > 0 {
                slice.center = PieAngles.point(from: center, bearing: slice.middleBearing,
                                               distance: explodeDistance)
            }
            slices.append(slice)
            cumulative += fraction
        }
        self.slices = slices
    }

    /// The slice drawn under `point`, or nil outside the pie, inside the hole, in the gap
    /// an exploded slice leaves, or over a zero-value slice.
    func slice(at point: Point) -> PieSlice? {
        slices.first { $0.contains(point) }
    }
}
