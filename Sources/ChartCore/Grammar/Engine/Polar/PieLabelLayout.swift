#if canImport(Glibc)
import Glibc
#endif

/// A slice label placed on screen.
struct PlacedSliceLabel: Equatable {
    /// Which horizontal edge of the text `position` refers to.
    enum Alignment: Equatable { case start, middle, end }

    /// The slice the label belongs to.
    var index: Int
    /// The text shown.
    var text: String
    /// The point the text is aligned on, vertically at the middle of the text.
    var position: Point
    /// How the text sits horizontally around `position`.
    var alignment: Alignment
    /// The leader line from the slice's edge to the text (empty for inside labels).
    var leader: [Point]
    /// The text's colour when it stands on its slice (one readable there); nil for the labels' own.
    var textColor: Color? = nil
}

/// Places slice labels so that none overlaps another or leaves the bounds; labels that
/// cannot be placed (the smallest slices first), outside labels of slivers and numbers that
/// would have to be cut short are left out.
struct PieLabelLayout {
    /// Length of the leader line from the slice's edge to its bend, in pixels.
    static let leaderLength = 14.0
    /// Horizontal run from the bend to the text, in pixels.
    static let leaderRun = 14.0
    /// Space between the end of the leader line and the text, in pixels.
    static let textGap = 4.0

    /// Space kept between the pie's top or bottom and a label level with it, in pixels.
    static let verticalGap = 4.0

    /// The margin that outside labels need around the pie: horizontally for the widest
    /// label; vertically for a leader and half a line when a labelled slice points up or
    /// down (within 30° of straight), otherwise only for half a line, since labels level
    /// with the pie's top or bottom lead sideways to their slices.
    static func outsideMargin(widestLabel: Double, lineHeight: Double,
                              pointsUpOrDown: Bool) -> (horizontal: Double, vertical: Double) {
        (leaderLength + leaderRun + textGap + widestLabel, (pointsUpOrDown ? leaderLength : verticalGap) + lineHeight / 2)
    }

    /// Whether a slice's middle points within 30° of straight up or down.
    static func pointsUpOrDown(_ slice: PieSlice) -> Bool {
        abs(cos(slice.middleBearing)) > cos(Double.pi / 6)
    }

    /// The height of one label line, in pixels.
    var lineHeight: Double
    /// The smallest and largest y a label's middle may take.
    var verticalBounds: ClosedRange<Double>
    /// Measures a text's width in pixels.
    var width: (String) -> Double
    /// The smallest and largest x a label's text may reach; outside labels that would pass
    /// them are shortened with "…" (or left out when almost nothing fits).
    var horizontalBounds: ClosedRange<Double> = -Double.infinity...Double.infinity
    /// Whether a label too long for its room is shortened with "…"; false leaves it out
    /// instead (a number cut short would be misread).
    var shortensTexts = true

    /// Places one label per non-empty slice; `texts` is indexed like the slices.
    func place(_ texts: [String], on pie: SliceLayout, at position: SliceLabelPosition) -> [PlacedSliceLabel] {
        switch position {
        case .inside: return placeInside(texts, on: pie)
        case .outside: return placeOutside(texts, on: pie)
        }
    }

    private func placeInside(_ texts: [String], on pie: SliceLayout) -> [PlacedSliceLabel] {
        pie.slices.compactMap { slice -> PlacedSliceLabel? in
            guard !slice.isEmpty, slice.index < texts.count else { return nil }
            let text = texts[slice.index]
            let centroid = slice.centroid
            let distance = PieAngles.distance(centroid, slice.center)
            let thickness = slice.outerRadius - slice.innerRadius
            let textWidth = width(text)
            let fits = slice.isFullCircle
                || (slice.sweep * distance >= max(textWidth, lineHeight) * 1.1
                    && thickness >= lineHeight * 1.2
                    && chordFits(textWidth, in: slice, at: distance))
            guard fits else { return nil }
            return PlacedSliceLabel(index: slice.index, text: text, position: centroid,
                                    alignment: .middle, leader: [])
        }
    }

    /// Whether a text of `textWidth` centred at `distance` stays within the slice's radii.
    private func chordFits(_ textWidth: Double, in slice: PieSlice, at distance: Double) -> Bool {
        let half = textWidth / 2
        return (distance * distance + half * half).squareRoot() <= slice.outerRadius - 2
    }

    private func placeOutside(_ texts: [String], on pie: SliceLayout) -> [PlacedSliceLabel] {
        // A sliver thinner at its edge than a third of a line gets no label: its leader would
        // point at nothing a reader can see.
        var candidates = pie.slices.filter {
            !$0.isEmpty && $0.index < texts.count && ($0.isFullCircle || $0.sweep * $0.outerRadius >= lineHeight / 3)
        }
        // No side holds more rows than its height allows: keep only the largest slices that
        // could possibly be labelled, so many tiny slices cost no more than a few.
        let rowsPerSide = Int(clamping: ((verticalBounds.upperBound - verticalBounds.lowerBound) / max(lineHeight, 1)).rounded(.down),
                               to: 0...(Int.max / 4)) + 1
        if candidates.count > 2 * rowsPerSide {
            let kept = Set(candidates.sorted { ($0.value, -$0.index) > ($1.value, -$1.index) }
                .prefix(2 * rowsPerSide).map(\.index))
            candidates.removeAll { !kept.contains($0.index) }
        }
        while true {
            let right = candidates.filter { isOnRight($0) }
            let left = candidates.filter { !isOnRight($0) }
            let rightLabels = stack(right, texts: texts, pie: pie, onRight: true)
            let leftLabels = stack(left, texts: texts, pie: pie, onRight: false)
            if let rightLabels, let leftLabels {
                return (rightLabels + leftLabels).sorted { $0.index < $1.index }
            }
            // Too many labels for the height: leave out the smallest slice on the crowded side.
            let crowded = rightLabels == nil ? right : left
            guard let smallest = crowded.min(by: { ($0.value, -$0.index) < ($1.value, -$1.index) }) else { return [] }
            candidates.removeAll { $0.index == smallest.index }
        }
    }

    private func isOnRight(_ slice: PieSlice) -> Bool {
        sin(slice.middleBearing) >= -1e-9
    }

    /// Stacks one side's labels top to bottom without overlaps, or nil when they do not fit.
    private func stack(_ slices: [PieSlice], texts: [String], pie: SliceLayout, onRight: Bool) -> [PlacedSliceLabel]? {
        let items = slices.map { slice -> (slice: PieSlice, edge: Point, bend: Point) in
            let edge = PieAngles.point(from: slice.center, bearing: slice.middleBearing, distance: slice.outerRadius)
            let bend = PieAngles.point(from: slice.center, bearing: slice.middleBearing,
                                       distance: slice.outerRadius + Self.leaderLength)
            return (slice, edge, bend)
        }.sorted { $0.bend.y < $1.bend.y }
        guard !items.isEmpty else { return [] }
        let available = verticalBounds.upperBound - verticalBounds.lowerBound
        guard Double(items.count - 1) * lineHeight <= available else { return nil }
        var ys = items.map { min(max($0.bend.y, verticalBounds.lowerBound), verticalBounds.upperBound) }
        for i in ys.indices.dropFirst() where ys[i] < ys[i - 1] + lineHeight {
            ys[i] = ys[i - 1] + lineHeight
        }
        if let last = ys.last, last > verticalBounds.upperBound {
            ys[ys.count - 1] = verticalBounds.upperBound
            for i in ys.indices.reversed().dropFirst() where ys[i] > ys[i + 1] - lineHeight {
                ys[i] = ys[i + 1] - lineHeight
            }
        }
        let sign: Double = onRight ? 1 : -1
        let clearance = pie.outerRadius + Self.leaderLength
            + (pie.slices.map { PieAngles.distance($0.center, pie.center) }.max() ?? 0)
        // When labels had to be moved apart, their texts stand in one column clear of the
        // pie (and an exploded slice); otherwise each text follows its own slice.
        let isNudged = zip(items, ys).contains { abs($0.bend.y - $1) > 0.5 }
        let column = pie.center.x + sign * (clearance + Self.leaderRun)
        return zip(items, ys).map { item, y in
            // The leader bends where the label's row meets the clearance circle, then runs
            // level to the column, so leaders keep the labels' order and never cross text.
            let dy = y - pie.center.y
            let extent = (max(0, clearance * clearance - dy * dy)).squareRoot()
            let circleX = pie.center.x + sign * extent
            let elbow = Point(x: onRight ? max(circleX, item.bend.x) : min(circleX, item.bend.x), y: y)
            let runEnd = isNudged
                ? Point(x: onRight ? max(column, elbow.x + 4) : min(column, elbow.x - 4), y: y)
                : Point(x: elbow.x + sign * Self.leaderRun, y: y)
            let text = Point(x: runEnd.x + sign * Self.textGap, y: y)
            let room = onRight ? horizontalBounds.upperBound - text.x : text.x - horizontalBounds.lowerBound
            return PlacedSliceLabel(index: item.slice.index, text: fitted(texts[item.slice.index], into: room),
                                    position: text, alignment: onRight ? .start : .end, leader: [item.edge, elbow, runEnd])
        }.filter { !$0.text.isEmpty }
    }

    /// `text` shortened with "…" to `room` pixels; empty when not even two characters fit,
    /// or when it does not fit and texts are not shortened.
    private func fitted(_ text: String, into room: Double) -> String {
        guard width(text) > room + 0.5 else { return text }
        guard shortensTexts else { return "" }
        var characters = Array(text)
        while characters.count > 1 && width(String(characters) + "…") > room {
            characters.removeLast()
        }
        let shortened = String(characters) + "…"
        return characters.count >= 2 && width(shortened) <= room ? shortened : ""
    }
}
