/// A legend placed on the canvas: its box and each entry's swatch and text positions.
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
    /// The entries, row by row.
    public var items: [Item]
    /// The text style.
    public var textStyle: TextStyle
    /// True when drawn inside the plot area (then it gets a backdrop).
    public var isInsidePlotArea: Bool

    static let swatchWidth = 16.0
    static let swatchGap = 6.0
    static let columnGap = 16.0
    static let rowGap = 4.0
    static let margin = 10.0

    /// The size a legend needs, and its column count, for entries laid out within `maxWidth`.
    static func measure(_ entries: [LegendEntry], legend: Legend, maxWidth: Double, prefersOneColumn: Bool)
        -> (width: Double, height: Double, columns: Int, columnWidths: [Double]) {
        guard !entries.isEmpty else { return (0, 0, 0, []) }
        let itemWidths = entries.map { swatchWidth + swatchGap + TextMeasure.width(of: $0.label, style: legend.textStyle) }
        var columns = legend.columns > 0 ? min(legend.columns, entries.count) : (prefersOneColumn ? 1 : entries.count)
        var columnWidths = widths(itemWidths, columns: columns)
        while legend.columns <= 0 && columns > 1 && total(columnWidths) > maxWidth {
            columns -= 1
            columnWidths = widths(itemWidths, columns: columns)
        }
        let rows = (entries.count + columns - 1) / columns
        let rowHeight = TextMeasure.lineHeight(fontSize: legend.textStyle.fontSize)
        return (total(columnWidths), Double(rows) * rowHeight + Double(rows - 1) * rowGap, columns, columnWidths)
    }

    /// Places the entries in a box whose top-left corner is `origin`.
    static func place(_ entries: [LegendEntry], legend: Legend, origin: Point, columns: Int, columnWidths: [Double],
                      size: (width: Double, height: Double), inside: Bool) -> LegendLayout {
        let rowHeight = TextMeasure.lineHeight(fontSize: legend.textStyle.fontSize)
        var items: [Item] = []
        for (offset, entry) in entries.enumerated() {
            let row = offset / max(1, columns), column = offset % max(1, columns)
            let x = origin.x + columnWidths.prefix(column).reduce(0, +) + Double(column) * columnGap
            let y = origin.y + Double(row) * (rowHeight + rowGap)
            let middle = y + rowHeight / 2
            let swatch = Rect(x: x, y: middle - 5, width: swatchWidth, height: 10)
            let baseline = middle + legend.textStyle.fontSize * 0.35
            items.append(Item(entry: entry, swatch: swatch, textOrigin: Point(x: x + swatchWidth + swatchGap, y: baseline)))
        }
        return LegendLayout(frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height),
                            items: items, textStyle: legend.textStyle, isInsidePlotArea: inside)
    }

    private static func widths(_ itemWidths: [Double], columns: Int) -> [Double] {
        var result = [Double](repeating: 0, count: columns)
        for (offset, width) in itemWidths.enumerated() {
            result[offset % columns] = max(result[offset % columns], width)
        }
        return result
    }

    private static func total(_ columnWidths: [Double]) -> Double {
        columnWidths.reduce(0, +) + Double(max(0, columnWidths.count - 1)) * columnGap
    }
}
