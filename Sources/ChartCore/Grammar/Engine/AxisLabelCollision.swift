/// Keeps an axis's value labels from overlapping, the way its `AxisValueLabel` asks
/// (`collisionResolution:`): evenly thinned (automatic), first come first drawn (greedy),
/// shortened to their room (truncate), or left as they are (disabled).
struct AxisLabelCollision {
    /// "x" or "y".
    let axis: String
    /// What to do with labels that would overlap.
    let resolution: AxisValueLabelCollisionResolution
    /// The x labels' turn, when they are turned below the plot.
    let turned: TurnedLabels?
    /// The axis's label style (a tick's own font overrides its size).
    let style: TextStyle

    /// Applies the resolution to `ticks` (in axis order), emptying or shortening labels.
    func resolve(_ ticks: inout [AxisTickMark]) {
        let labelled = ticks.indices.filter { !ticks[$0].label.isEmpty }
        guard labelled.count > 1, resolution != .disabled else { return }
        // Labels in pixel order, whichever way the axis runs.
        let ordered = labelled.sorted { ticks[$0].labelPixel < ticks[$1].labelPixel }
        switch resolution {
        case .disabled:
            return
        case .truncate where axis == "x" && turned == nil:
            truncate(&ticks, ordered: ordered)
        case .greedy:
            var lastEnd = -Double.infinity
            for index in ordered {
                let extent = self.extent(of: ticks[index])
                if extent.start >= lastEnd + AxisLayout.minimumLabelSpacing { lastEnd = extent.end } else { ticks[index].label = "" }
            }
        case .automatic, .truncate:
            let extents = ordered.map { index -> (Double, Double) in
                let extent = self.extent(of: ticks[index])
                return (extent.start, extent.end)
            }
            let stride = AxisLayout.thinningStride(extents: extents, spacing: AxisLayout.minimumLabelSpacing)
            guard stride > 1 else { return }
            // Keep the first label in the axis's own order, and every stride-th after it.
            let keepsFromEnd = (ticks.first?.labelPixel ?? 0) > (ticks.last?.labelPixel ?? 0)
            for (position, index) in ordered.enumerated() {
                let counted = keepsFromEnd ? ordered.count - 1 - position : position
                if counted % stride != 0 { ticks[index].label = "" }
            }
        }
    }

    /// The stretch of the axis a tick's label covers, in pixels along it.
    func extent(of tick: AxisTickMark) -> (start: Double, end: Double) {
        var style = self.style
        if let font = tick.labelFont { style.fontSize = font.size }
        let lineHeight = TextMeasure.lineHeight(fontSize: style.fontSize)
        if axis != "x" { return (tick.labelPixel - lineHeight / 2, tick.labelPixel + lineHeight / 2) }
        let width = TextMeasure.width(of: tick.label, style: style)
        if let turned {
            // Turned labels are parallel: neighbours need a line's height across them.
            var along = lineHeight / Swift.max(turned.sine, 0.001)
            if turned.sine < 0.5 { along = Swift.max(along, width * turned.cosine) }
            return (tick.labelPixel - along / 2, tick.labelPixel + along / 2)
        }
        if tick.labelStartsAtTick { return (tick.labelPixel + 2, tick.labelPixel + 2 + width) }
        return (tick.labelPixel - width / 2, tick.labelPixel + width / 2)
    }

    /// Shortens each flat x label with "…" to the room halfway to its neighbours.
    private func truncate(_ ticks: inout [AxisTickMark], ordered: [Int]) {
        let pixels = ordered.map { ticks[$0].labelPixel }
        for (position, index) in ordered.enumerated() {
            let before = position > 0 ? pixels[position] - pixels[position - 1] : .infinity
            let after = position + 1 < pixels.count ? pixels[position + 1] - pixels[position] : .infinity
            let room = Swift.min(before, after) - AxisLayout.minimumLabelSpacing
            guard room.isFinite else { continue }
            var style = self.style
            if let font = ticks[index].labelFont { style.fontSize = font.size }
            ticks[index].label = TextFitting.shorten(ticks[index].label, toWidth: Swift.max(room, 0), style: style)
        }
    }
}
