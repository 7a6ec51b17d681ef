/// Places a pie chart's legend at its anchor and returns the space left for the pie, so
/// that the legend never covers a slice, even when displaced.
enum PieLegendPlacement {
    /// The gap between the legend and the pie's space.
    static let margin = LegendLayout.margin

    /// The share of the area's shorter side the pie's space keeps: a legend that would leave
    /// less shows only its first entries and "+ n more".
    static let minimumPieShare = 0.35

    /// The placed legend (nil when hidden or empty) and the rectangle left for the pie.
    ///
    /// `.center` has no free side in a pie chart, so it is placed as `.bottom`. The
    /// displacement moves the legend (x to the right, y up, as CorePlot's); the legend is kept
    /// within `bounds` (with a warning when it had to be held back), and the pie's space
    /// shrinks if the legend moved into it. When the whole legend would leave the pie less
    /// than `minimumPieShare`, it lists as many entries as leave the pie that much, then
    /// "+ n more", and a warning says so.
    static func place(_ entries: [LegendEntry], legend setting: Legend, in area: Rect,
                      keptIn bounds: Rect) -> (legend: LegendLayout?, remaining: Rect, warning: String?) {
        let placed = placeListing(entries, legend: setting, in: area, keptIn: bounds)
        return (placed.legend, placed.remaining, placed.warning)
    }

    /// The legend placed as `place` places it, with the number of entries it had to leave out.
    static func placeListing(_ entries: [LegendEntry], legend setting: Legend, in area: Rect,
                             keptIn bounds: Rect) -> PlacedPieLegend {
        let full = placeAll(entries, legend: setting, in: area, keptIn: bounds)
        let wanted = min(area.width, area.height) * minimumPieShare
        guard full.legend != nil, entries.count > 2, min(full.remaining.width, full.remaining.height) < wanted else {
            return PlacedPieLegend(legend: full.legend, remaining: full.remaining, warning: full.warning, setting: setting, leftOut: 0)
        }
        func listing(_ shown: Int) -> (legend: LegendLayout?, remaining: Rect, warning: String?) {
            let more = LegendEntry(label: "+ \(entries.count - shown) more", color: .clear, swatch: .none)
            return placeAll(Array(entries.prefix(shown)) + [more], legend: setting, in: area, keptIn: bounds)
        }
        func fits(_ placed: (legend: LegendLayout?, remaining: Rect, warning: String?)) -> Bool {
            min(placed.remaining.width, placed.remaining.height) >= wanted
        }
        // The most entries that leave the pie its share (at least one): the legend grows
        // with the entries it lists, so a binary search finds it in a few layouts, not one
        // per entry (thousands of slices took minutes).
        var low = 1, high = entries.count - 2
        var best = listing(1)
        if fits(best) {
            while low < high {
                let middle = (low + high + 1) / 2
                let placed = listing(middle)
                if fits(placed) {
                    low = middle
                    best = placed
                } else {
                    high = middle - 1
                }
            }
        }
        let shown = low
        let note = "the legend lists \(shown) of its \(entries.count) entries to leave the pie room; make the chart larger, "
            + "or the legend's text smaller (legend.textStyle.fontSize), to list them all"
        return PlacedPieLegend(legend: best.legend, remaining: best.remaining,
                               warning: [best.warning, note].compactMap { $0 }.joined(separator: "; "),
                               setting: setting, leftOut: entries.count - shown)
    }

    private static func placeAll(_ entries: [LegendEntry], legend setting: Legend, in area: Rect,
                                 keptIn bounds: Rect) -> (legend: LegendLayout?, remaining: Rect, warning: String?) {
        guard setting.isVisible, !entries.isEmpty else { return (nil, area, nil) }
        let anchor = setting.anchor == .center ? LegendAnchor.bottom : setting.anchor
        let isSide = anchor.vertical == 0
        var legend = setting
        let maxWidth = isSide ? area.width / 3 : area.width
        // No entry is wider than the space a column may take: longer names end in "…".
        let longest = max(1, (isSide ? area.width / 2 : area.width) - LegendLayout.swatchWidth - LegendLayout.swatchGap)
        let entries = entries.map { entry in
            var shortened = entry
            shortened.label = TextFitting.shorten(entry.label, toWidth: longest, style: legend.textStyle)
            return shortened
        }
        var measured = LegendLayout.measure(entries, legend: legend, maxWidth: maxWidth, prefersOneColumn: isSide)
        // Columns asked for that do not fit the width are as many as fit instead.
        if legend.columns > 1 && measured.width > (isSide ? area.width / 2 : area.width) {
            legend.columns = 0
            measured = LegendLayout.measure(entries, legend: legend, maxWidth: maxWidth, prefersOneColumn: isSide)
        }
        // A long list beside the pie wraps into more columns rather than running off the canvas.
        if isSide && legend.columns <= 0 {
            // Fewer columns than the rows that fit the height allow cannot fit: start there.
            let rowHeight = TextMeasure.lineHeight(fontSize: legend.textStyle.fontSize)
            let rowsThatFit = max(1, Int(clamping: (area.height + LegendLayout.rowGap) / (rowHeight + LegendLayout.rowGap), to: 1...entries.count))
            var columns = max(1, min(entries.count, (entries.count + rowsThatFit - 1) / rowsThatFit) - 1)
            while measured.height > area.height && columns < entries.count {
                columns += 1
                legend.columns = columns
                measured = LegendLayout.measure(entries, legend: legend, maxWidth: area.width / 2, prefersOneColumn: true)
            }
        }
        let size = (width: min(measured.width, area.width), height: min(measured.height, area.height))
        var origin = Point(x: 0, y: 0)
        var remaining = area
        if isSide {
            origin.y = area.midY - size.height / 2
            if anchor.horizontal < 0 {
                origin.x = area.minX
                remaining = Rect(x: area.minX + size.width + margin, y: area.minY,
                                 width: area.width - size.width - margin, height: area.height)
            } else {
                origin.x = area.maxX - size.width
                remaining = Rect(x: area.minX, y: area.minY, width: area.width - size.width - margin, height: area.height)
            }
        } else {
            origin.x = anchor.horizontal < 0 ? area.minX
                : anchor.horizontal > 0 ? area.maxX - size.width : area.midX - size.width / 2
            if anchor.vertical < 0 {
                origin.y = area.minY
                remaining = Rect(x: area.minX, y: area.minY + size.height + margin,
                                 width: area.width, height: area.height - size.height - margin)
            } else {
                origin.y = area.maxY - size.height
                remaining = Rect(x: area.minX, y: area.minY, width: area.width, height: area.height - size.height - margin)
            }
        }
        let displaced = LegendLayout.displaced(origin, by: legend.displacement, size: size, canvas: bounds)
        origin = displaced.origin
        let frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        if frame.intersects(remaining) {
            remaining = cut(remaining, clearOf: frame, anchor: anchor)
        }
        let placed = LegendLayout.place(entries, legend: legend, origin: origin, columns: measured.columns,
                                        columnWidths: measured.columnWidths, size: size, inside: false)
        return (placed, remaining, displaced.warning)
    }

    /// `rect` shrunk on the anchor's side until it no longer meets `frame`.
    private static func cut(_ rect: Rect, clearOf frame: Rect, anchor: LegendAnchor) -> Rect {
        switch (anchor.vertical, anchor.horizontal) {
        case (-1, _):
            let top = frame.maxY + margin
            return Rect(x: rect.minX, y: top, width: rect.width, height: rect.maxY - top)
        case (1, _):
            return Rect(x: rect.minX, y: rect.minY, width: rect.width, height: frame.minY - margin - rect.minY)
        case (_, -1):
            let left = frame.maxX + margin
            return Rect(x: left, y: rect.minY, width: rect.maxX - left, height: rect.height)
        default:
            return Rect(x: rect.minX, y: rect.minY, width: frame.minX - margin - rect.minX, height: rect.height)
        }
    }
}
