#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials

extension PlotGeometry {
    /// The value a selection on `axis` takes with the pointer at `point`: the scale's value at
    /// the pointer (a number, a date, or the category whose band holds it), for a pie the
    /// cumulative value at its angle (`angleTotal` for a full turn); nil outside the plot area
    /// (outside the pie), where the chart has no such scale, or for a non-finite point.
    public func selectedValue(_ axis: SelectionAxis, at point: Point, angleTotal: Double) -> PlottedValue? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        switch axis {
        case .x:
            guard !isPolar, point.x >= plot.minX, point.x <= plot.maxX, point.y >= plot.minY, point.y <= plot.maxY else { return nil }
            return xScale.flatMap { Self.value(on: $0, atPixel: point.x) }
        case .y:
            guard !isPolar, point.x >= plot.minX, point.x <= plot.maxX, point.y >= plot.minY, point.y <= plot.maxY else { return nil }
            return yScale.flatMap { Self.value(on: $0, atPixel: point.y) }
        case .angle:
            guard isPolar, angleTotal > 0 else { return nil }
            let dx = point.x - polarCenter.x, dy = point.y - polarCenter.y
            guard (dx * dx + dy * dy).squareRoot() <= polarRadius else { return nil }
            let bearing = atan2(dx, -dy)
            let angle = PieAngles.normalized(polarDirection == .clockwise ? bearing - polarStartBearing : polarStartBearing - bearing)
            return .number(angle / PieAngles.fullTurn * angleTotal)
        }
    }

    /// The value at a pixel of `scale`: the category whose band holds it (the nearest band's
    /// between bands), or the continuous value as a number or a date.
    static func value(on scale: AxisScale, atPixel pixel: Double) -> PlottedValue? {
        switch scale.mapping {
        case let .band(_, categories, _):
            var nearest: (PlottedValue, Double)?
            for category in categories {
                guard let band = scale.band(category) else { continue }
                let start = Swift.min(band.start, band.start + band.width), end = Swift.max(band.start, band.start + band.width)
                if pixel >= start, pixel <= end { return category }
                let distance = Swift.min(abs(pixel - start), abs(pixel - end))
                if nearest.map({ distance < $0.1 }) ?? true { nearest = (category, distance) }
            }
            return nearest?.0
        case .continuous:
            guard let number = scale.value(atPixel: pixel), number.isFinite else { return nil }
            return scale.kind == .temporal ? .date(Date(timeIntervalSince1970: number)) : .number(number)
        }
    }
}
