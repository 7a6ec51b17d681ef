/// A label of a horizontal line across the plot (the average line, a reference line), placed.
struct LineLabel: Hashable, Sendable {
    /// The text, such as "Average: 26.4".
    var text: String
    /// The anchor of the text's baseline.
    var position: Point
    /// How the text sits around its anchor.
    var alignment: TextDrawing.Alignment
    /// The text's colour (the line's).
    var color: Color
    /// The box the text covers.
    var box: Rect
    /// Whether the data passes through the box or near it (within a point's radius): the
    /// label is then drawn on a plate of the plot's colour, over the data.
    var meetsData = false
}

/// Places the labels of horizontal lines (the average line, reference lines) where they
/// cover neither one another nor the data: above or below their line, at its right end, its
/// left end or places between, whichever meets the fewest other labels and data segments.
///
/// Lines are placed from the top down; each label keeps inside the plot area.
enum LineLabelPlacement {
    /// How near the data (a point's radius and a little) a label counts as meeting it.
    static let dataMargin = 4.0

    /// One labelled line to place.
    struct Line {
        var y: Double
        var text: String
        var color: Color
    }

    /// The placed labels of `lines` in `plot`, avoiding the polylines `data` (pixel points).
    static func place(_ lines: [Line], in plot: Rect, style: TextStyle, avoiding data: [[Point]]) -> [LineLabel] {
        let height = style.fontSize
        var placed: [LineLabel] = []
        for line in lines.sorted(by: { $0.y < $1.y }) {
            let width = TextMeasure.width(of: line.text, style: style)
            var best: (score: Double, label: LineLabel)?
            for (order, candidate) in candidates(y: line.y, width: width, height: height, plot: plot).enumerated() {
                var score = Double(order) * 0.01
                for other in placed where other.box.intersects(candidate.box) { score += 100 + overlap(other.box, candidate.box) }
                score += 10 * Double(crossings(of: candidate.box, with: data))
                let label = LineLabel(text: line.text, position: candidate.position, alignment: candidate.alignment,
                                      color: line.color, box: candidate.box)
                if best == nil || score < best!.score { best = (score, label) }
                if score < 0.5 { break }
            }
            if var label = best?.label {
                let near = EdgeInsets(all: -dataMargin)
                label.meetsData = crossings(of: label.box.inset(by: near), with: data) > 0
                placed.append(label)
            }
        }
        return placed
    }

    /// Where a label may go: above, then below its line, at the right end, the left end and
    /// the middle; only places inside the plot area.
    private static func candidates(y: Double, width: Double, height: Double, plot: Rect)
        -> [(position: Point, alignment: TextDrawing.Alignment, box: Rect)] {
        let inset = 4.0, gap = 3.0
        var result: [(Point, TextDrawing.Alignment, Rect)] = []
        var xs: [(Double, TextDrawing.Alignment, Double)] = [
            (plot.maxX - inset, .end, plot.maxX - inset - width),
            (plot.minX + inset, .start, plot.minX + inset),
        ]
        // Then places between the ends, from the right, for data that leaves the ends no gap.
        for share in [0.75, 0.5, 0.25, 0.875, 0.625, 0.375, 0.125] {
            let middle = plot.minX + plot.width * share
            let left = min(max(middle - width / 2, plot.minX + inset), plot.maxX - inset - width)
            xs.append((left + width / 2, .middle, left))
        }
        for (x, alignment, left) in xs {
            for above in [true, false] {
                let baseline = above ? y - gap - height * 0.2 : y + gap + height * 0.85
                let box = Rect(x: left, y: baseline - height * 0.85, width: width, height: height * 1.05)
                guard box.minY >= plot.minY - 0.5, box.maxY <= plot.maxY + 0.5, box.minX >= plot.minX - 0.5,
                      box.maxX <= plot.maxX + 0.5 else { continue }
                result.append((Point(x: x, y: baseline), alignment, box))
            }
        }
        if result.isEmpty {
            let baseline = max(plot.minY + height * 0.85, min(y - gap, plot.maxY))
            result.append((Point(x: plot.maxX - inset, y: baseline), .end,
                           Rect(x: plot.maxX - inset - width, y: baseline - height * 0.85, width: width, height: height)))
        }
        return result
    }

    /// The area two boxes share.
    private static func overlap(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// How many segments of the polylines pass through `box`.
    static func crossings(of box: Rect, with polylines: [[Point]]) -> Int {
        var count = 0
        for points in polylines {
            if points.count == 1, let only = points.first, box.contains(only) { count += 1 }
            for (a, b) in zip(points, points.dropFirst()) where segment(a, b, meets: box) { count += 1 }
        }
        return count
    }

    /// Whether the segment from `a` to `b` meets `box` (Liang–Barsky clipping).
    static func segment(_ a: Point, _ b: Point, meets box: Rect) -> Bool {
        if max(a.x, b.x) < box.minX || min(a.x, b.x) > box.maxX || max(a.y, b.y) < box.minY || min(a.y, b.y) > box.maxY {
            return false
        }
        let dx = b.x - a.x, dy = b.y - a.y
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low > high { return false }
            }
        }
        return true
    }
}
