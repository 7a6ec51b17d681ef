#if canImport(Glibc)
import Glibc
#endif

/// A grammar chart is drawn like every chart kind: laid out once into a `PlotGeometry`, drawn
/// by the one SVG renderer, hit tested on the same geometry.
extension Chart: DrawableChart {
    /// The title's style (the protocol's; a grammar chart has a title only when set).
    public var textSummary: String {
        (try? makeGeometry())?.summary ?? "A chart that cannot be drawn."
    }

    /// Nothing before a popup's value.
    public var valuePrefix: String { "" }
    /// Nothing after a popup's value.
    public var valueSuffix: String { "" }

    /// Lays the chart out.
    ///
    /// - Throws: `ChartError.markCannotBeDrawn` naming the mark and modifier when the marks
    ///   cannot share the scales (numbers and categories on one axis, a log scale of zero, a
    ///   sector beside a bar), `ChartError.invalidSetting` for a negative or huge frame.
    public func makeGeometry() throws(ChartError) -> PlotGeometry {
        try ChartLayoutEngine(chart: self).layout()
    }

    /// The SVG document of `geometry`.
    public func render(_ geometry: PlotGeometry) -> String {
        ChartSVGRenderer(chart: self, geometry: geometry).render()
    }
}

extension PlotGeometry {
    /// The datum under or nearest a pixel: for a pie, the sector the pixel falls in; otherwise
    /// the datum whose x is nearest (ties to the nearest y, then the first), as the line
    /// graph's hover does.
    public func hitTest(_ point: Point) -> ChartHit? {
        guard !hasNoAnchors else { return nil }
        if isPolar {
            for mark in placed {
                guard case let .sector(center, inner, outer, start, end) = mark.shape else { continue }
                let dx = point.x - center.x, dy = point.y - center.y
                let distance = (dx * dx + dy * dy).squareRoot()
                guard distance >= inner, distance <= outer else { continue }
                // Angles may run past a full turn or below zero (a start angle, counter-clockwise
                // sectors): the pointer's angle is measured from the sector's start.
                let offset = PieAngles.normalized(atan2(dx, -dy) - start)
                let sweep = end - start
                if offset <= sweep || sweep >= PieAngles.fullTurn - 1e-9 || distance == 0,
                   let anchor = anchors.first(where: { $0.dataIndex == mark.dataIndex }) {
                    return hit(anchor)
                }
            }
            return nil
        }
        var best: HitAnchor?
        var bestDistance = (Double.infinity, Double.infinity)
        for anchor in anchors {
            let distance = (abs(anchor.position.x - point.x), abs(anchor.position.y - point.y))
            if distance.0 < bestDistance.0 - 0.5 || (abs(distance.0 - bestDistance.0) <= 0.5 && distance.1 < bestDistance.1) {
                best = anchor
                bestDistance = distance
            }
        }
        for set in columnAnchors {
            for index in set.candidates(nearX: point.x) {
                let position = set.points[index]
                let distance = (abs(position.x - point.x), abs(position.y - point.y))
                if distance.0 < bestDistance.0 - 0.5 || (abs(distance.0 - bestDistance.0) <= 0.5 && distance.1 < bestDistance.1) {
                    best = set.anchor(index)
                    bestDistance = distance
                }
            }
        }
        return best.map(hit)
    }

    private func hit(_ anchor: HitAnchor) -> ChartHit {
        ChartHit(series: anchor.seriesIndex, index: anchor.dataIndex, value: anchor.value, label: anchor.label, position: anchor.position)
    }

    /// Where a popup for datum `index` of series `series` points, nil when there is none.
    public func position(index: Int, series: Int) -> Point? {
        if isPolar { return anchors.first { $0.dataIndex == index && $0.seriesIndex == series }?.position }
        if let anchor = anchors.first(where: { $0.dataIndex == index && $0.seriesIndex == series }) ?? anchors.first(where: { $0.dataIndex == index }) {
            return anchor.position
        }
        for set in columnAnchors where set.seriesIndex == series || columnAnchors.count == 1 {
            if let found = set.rows.firstIndex(of: index) { return set.points[found] }
        }
        return nil
    }
}

