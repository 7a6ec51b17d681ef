#if canImport(Glibc)
import Glibc
#endif

/// One step of a slice's outline, in the terms of an SVG path.
enum SlicePathCommand: Equatable {
    /// Start a new outline at the point (SVG `M`).
    case move(to: Point)
    /// A straight line to the point (SVG `L`).
    case line(to: Point)
    /// A circular arc of `radius` to the point (SVG `A`); `isLarge` and `isClockwise`
    /// are SVG's large-arc and sweep flags.
    case arc(radius: Double, isLarge: Bool, isClockwise: Bool, to: Point)
    /// Close the outline (SVG `Z`).
    case close
}

/// The outline of a pie slice as path commands.
///
/// A zero-value slice has no outline; a slice that is the whole circle is drawn as two
/// half circles (an SVG arc cannot start and end at the same point), with the hole as a
/// second sub-path to be filled with the even-odd rule.
enum SlicePath {
    /// The commands that outline `slice`.
    static func commands(for slice: PieSlice) -> [SlicePathCommand] {
        guard !slice.isEmpty, slice.outerRadius > 0 else { return [] }
        if slice.isFullCircle {
            var commands = circle(center: slice.center, radius: slice.outerRadius)
            if slice.innerRadius > 0 {
                commands += circle(center: slice.center, radius: slice.innerRadius)
            }
            return commands
        }
        let clockwise = slice.direction == .clockwise
        let isLarge = slice.sweep > .pi
        let end = slice.startBearing + slice.signedSweep
        let outerStart = PieAngles.point(from: slice.center, bearing: slice.startBearing, distance: slice.outerRadius)
        let outerEnd = PieAngles.point(from: slice.center, bearing: end, distance: slice.outerRadius)
        var commands: [SlicePathCommand] = [
            .move(to: outerStart),
            .arc(radius: slice.outerRadius, isLarge: isLarge, isClockwise: clockwise, to: outerEnd),
        ]
        if slice.innerRadius > 0 {
            let innerEnd = PieAngles.point(from: slice.center, bearing: end, distance: slice.innerRadius)
            let innerStart = PieAngles.point(from: slice.center, bearing: slice.startBearing, distance: slice.innerRadius)
            commands.append(.line(to: innerEnd))
            commands.append(.arc(radius: slice.innerRadius, isLarge: isLarge, isClockwise: !clockwise, to: innerStart))
        } else {
            commands.append(.line(to: slice.center))
        }
        commands.append(.close)
        return commands
    }

    /// A full circle as two half-circle arcs, starting at 12 o'clock.
    static func circle(center: Point, radius: Double) -> [SlicePathCommand] {
        let top = Point(x: center.x, y: center.y - radius)
        let bottom = Point(x: center.x, y: center.y + radius)
        return [
            .move(to: top),
            .arc(radius: radius, isLarge: true, isClockwise: true, to: bottom),
            .arc(radius: radius, isLarge: true, isClockwise: true, to: top),
            .close,
        ]
    }
}

extension SlicePath {
    /// The commands as an SVG path's `d` attribute, numbers in the library's one format.
    static func pathData(_ commands: [SlicePathCommand]) -> String {
        var text = ""
        text.reserveCapacity(commands.count * 24)
        func append(_ point: Point) {
            SVGNumber.append(point.x, to: &text)
            text.append(" ")
            SVGNumber.append(point.y, to: &text)
        }
        for command in commands {
            switch command {
            case .move(let point):
                text.append("M")
                append(point)
            case .line(let point):
                text.append("L")
                append(point)
            case let .arc(radius, isLarge, isClockwise, point):
                text.append("A")
                SVGNumber.append(radius, to: &text)
                text.append(" ")
                SVGNumber.append(radius, to: &text)
                text.append(isLarge ? " 0 1 " : " 0 0 ")
                text.append(isClockwise ? "1 " : "0 ")
                append(point)
            case .close:
                text.append("Z")
            }
        }
        return text
    }
}
