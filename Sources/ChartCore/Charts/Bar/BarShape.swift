/// The outline of a bar with its outer end rounded (CorePlot's barCornerRadius).
enum BarShape {
    /// Path data for `bar` with the two corners at its value end rounded by `radius`
    /// (limited to half the bar's thickness and its length); nil when a plain rectangle will do.
    static func roundedPath(for bar: BarSegment, radius: Double, isHorizontal: Bool) -> String? {
        let thickness = isHorizontal ? bar.height : bar.width
        let length = isHorizontal ? bar.width : bar.height
        let r = min(radius, thickness / 2, length)
        guard r > 0.01 else { return nil }
        let forward = bar.endValue >= bar.startValue
        let left = bar.x, right = bar.x + bar.width, top = bar.y, bottom = bar.y + bar.height
        // Which corners are rounded: the two at the bar's value end.
        let roundsTop = !isHorizontal && forward
        let roundsBottom = !isHorizontal && !forward
        let roundsRight = isHorizontal && forward
        let roundsLeft = isHorizontal && !forward
        let topLeft = roundsTop || roundsLeft, topRight = roundsTop || roundsRight
        let bottomRight = roundsBottom || roundsRight, bottomLeft = roundsBottom || roundsLeft
        var path = PathData(capacity: 10)
        path.move(to: Point(x: left + (topLeft ? r : 0), y: top))
        path.line(to: Point(x: right - (topRight ? r : 0), y: top))
        if topRight { path.quadCurve(to: Point(x: right, y: top + r), control: Point(x: right, y: top)) }
        path.line(to: Point(x: right, y: bottom - (bottomRight ? r : 0)))
        if bottomRight { path.quadCurve(to: Point(x: right - r, y: bottom), control: Point(x: right, y: bottom)) }
        path.line(to: Point(x: left + (bottomLeft ? r : 0), y: bottom))
        if bottomLeft { path.quadCurve(to: Point(x: left, y: bottom - r), control: Point(x: left, y: bottom)) }
        path.line(to: Point(x: left, y: top + (topLeft ? r : 0)))
        if topLeft { path.quadCurve(to: Point(x: left + r, y: top), control: Point(x: left, y: top)) }
        path.close()
        return path.text
    }
}
