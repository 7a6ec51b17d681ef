/// A legend placed on the canvas: its box, its heading, and each entry's swatch and text positions.
public struct LegendLayout: Hashable, Sendable {
    /// One placed entry.
    public struct Item: Hashable, Sendable {
        /// The entry.
        public var entry: LegendEntry
        /// The swatch's box.
        public var swatch: Rect
        /// The start of the label's baseline.
        public var textOrigin: Point
    }

    /// The whole legend's box.
    public var frame: Rect
    /// The entries, down each column, then across.
    public var items: [Item]
    /// The text style.
    public var textStyle: TextStyle
    /// True when drawn inside the plot area (then it gets a backdrop).
    public var isInsidePlotArea: Bool
    /// The heading; nil for none.
    public var title: String?
    /// The start of the heading's baseline.
    public var titleOrigin = Point.zero
    /// The heading's style.
    public var titleStyle = TextStyle(fontSize: 12, weight: .bold)

    static let swatchWidth = 16.0
    static let swatchGap = 6.0
    static let columnGap = 16.0
    static let rowGap = 4.0
    static let margin = 10.0
    static let titleGap = 4.0

    /// The size a legend needs, and its column count, for entries laid out within `maxWidth`.
    static func measure(_ entries: [LegendEntry], legend: Legend, maxWidth: Double, prefersOneColumn: Bool)
        -> (width: Double, height: Double, columns: Int, columnWidths: [Double]) {
        guard !entries.isEmpty else { return (0, 0, 0, []) }
        let itemWidths = entries.map { swatchWidth + swatchGap + TextMeasure.width(of: $0.label, style: legend.textStyle) }
        var columns = legend.columns > 0 ? min(legend.columns, entries.count) : (prefersOneColumn ? 1 : entries.count)
        if legend.columns <= 0 && columns > 1 {
            // No more columns fit than the widest entry and the narrowest in all the others
            // allow: start there rather than one column at a time from one per entry.
            let narrowest = itemWidths.min() ?? 0, widest = itemWidths.max() ?? 0
            let fitting = 1 + Int(clamping: max(0, (maxWidth - widest) / (narrowest + columnGap)), to: 0...columns)
            columns = min(columns, fitting)
        }
        columns = usedColumns(entries.count, asked: columns)
        var columnWidths = widths(itemWidths, columns: columns)
        while legend.columns <= 0 && columns > 1 && total(columnWidths) > maxWidth {
            columns = usedColumns(entries.count, asked: columns - 1)
            columnWidths = widths(itemWidths, columns: columns)
        }
        let rows = rowCount(entries.count, columns: columns)
        let rowHeight = TextMeasure.lineHeight(fontSize: legend.textStyle.fontSize)
        var width = total(columnWidths)
        var height = Double(rows) * rowHeight + Double(rows - 1) * rowGap
        if let title = legend.title, !title.isEmpty {
            width = max(width, TextMeasure.width(of: title, style: legend.titleStyle))
            height += TextMeasure.lineHeight(fontSize: legend.titleStyle.fontSize) + titleGap
        }
        return (width, height, columns, columnWidths)
    }

    /// Places the entries in a box whose top-left corner is `origin`, the heading first.
    static func place(_ entries: [LegendEntry], legend: Legend, origin: Point, columns: Int, columnWidths: [Double],
                      size: (width: Double, height: Double), inside: Bool) -> LegendLayout {
        let rowHeight = TextMeasure.lineHeight(fontSize: legend.textStyle.fontSize)
        let rows = rowCount(entries.count, columns: columns)
        var top = origin.y
        var titleOrigin = Point.zero
        let title = legend.title.flatMap { $0.isEmpty ? nil : $0 }
        if title != nil {
            let titleHeight = TextMeasure.lineHeight(fontSize: legend.titleStyle.fontSize)
            titleOrigin = Point(x: origin.x, y: top + titleHeight / 2 + legend.titleStyle.fontSize * 0.35)
            top += titleHeight + titleGap
        }
        var items: [Item] = []
        items.reserveCapacity(entries.count)
        var columnStarts: [Double] = []
        var start = origin.x
        for width in columnWidths {
            columnStarts.append(start)
            start += width + columnGap
        }
        for (offset, entry) in entries.enumerated() {
            let column = offset / rows, row = offset % rows
            let x = column < columnStarts.count ? columnStarts[column] : start + Double(column - columnStarts.count) * columnGap
            let y = top + Double(row) * (rowHeight + rowGap)
            let middle = y + rowHeight / 2
            let swatch = Rect(x: x, y: middle - 5, width: swatchWidth, height: 10)
            let baseline = middle + legend.textStyle.fontSize * 0.35
            items.append(Item(entry: entry, swatch: swatch, textOrigin: Point(x: x + swatchWidth + swatchGap, y: baseline)))
        }
        var layout = LegendLayout(frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height),
                                  items: items, textStyle: legend.textStyle, isInsidePlotArea: inside)
        layout.title = title
        layout.titleOrigin = titleOrigin
        layout.titleStyle = legend.titleStyle
        return layout
    }

    /// `origin` moved by `displacement` (x to the right, y up), kept so that a legend of
    /// `size` stays on `canvas`; a warning says how far it was held back.
    static func displaced(_ origin: Point, by displacement: Point, size: (width: Double, height: Double),
                          canvas: Rect) -> (origin: Point, warning: String?) {
        let dx = displacement.x.isFinite ? displacement.x : 0, dy = displacement.y.isFinite ? displacement.y : 0
        let wanted = Point(x: origin.x + dx, y: origin.y - dy)
        let kept = Point(x: min(max(wanted.x, canvas.minX), max(canvas.minX, canvas.maxX - size.width)),
                         y: min(max(wanted.y, canvas.minY), max(canvas.minY, canvas.maxY - size.height)))
        guard abs(kept.x - wanted.x) > 0.5 || abs(kept.y - wanted.y) > 0.5 else { return (wanted, nil) }
        let asked = "(\(ReadableNumber.plain(dx, decimals: 1)), \(ReadableNumber.plain(dy, decimals: 1)))"
        return (kept, "legend.displacement \(asked) would move the legend off the picture; it is kept at the edge "
                    + "\(ReadableNumber.plain((abs(kept.x - wanted.x) + abs(kept.y - wanted.y)).rounded(), decimals: 0)) pixels short")
    }

    /// The rows `count` entries take in `columns` columns.
    static func rowCount(_ count: Int, columns: Int) -> Int {
        max(1, (count + max(1, columns) - 1) / max(1, columns))
    }

    /// The columns actually filled when entries run down columns of equal length: 5 entries
    /// asked in 4 columns fill 3 (2 + 2 + 1).
    private static func usedColumns(_ count: Int, asked: Int) -> Int {
        let rows = rowCount(count, columns: asked)
        return max(1, (count + rows - 1) / rows)
    }

    private static func widths(_ itemWidths: [Double], columns: Int) -> [Double] {
        let rows = rowCount(itemWidths.count, columns: columns)
        var result = [Double](repeating: 0, count: columns)
        for (offset, width) in itemWidths.enumerated() where offset / rows < columns {
            result[offset / rows] = max(result[offset / rows], width)
        }
        return result
    }

    private static func total(_ columnWidths: [Double]) -> Double {
        columnWidths.reduce(0, +) + Double(max(0, columnWidths.count - 1)) * columnGap
    }
}
