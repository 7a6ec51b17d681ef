/// The legend laid out: one entry per value of `foregroundStyle(by:)` (or `symbol(by:)`, or
/// `lineStyle(by:)`), in rows below the plot by default, each a swatch and its label.
struct LegendPlan {
    private let settings: LegendSettings
    private var labels: [String] = []
    private var colors: [Color] = []
    private var symbols: [BasicChartSymbolShape?] = []
    private var dashes: [[Double]?] = []
    private var style = ChartLayoutEngine.legendTextStyle
    private static let swatch = 8.0, swatchGap = 5.0, entryGap = 14.0, rowHeight = 18.0

    init(chart: Chart, resolution: MarkResolution) {
        settings = chart.settings.legend
        style.color = EngineLook(chart.settings.themeStyle).legendText
        guard settings.visibility != .hidden else { return }
        let colorScale = ColorScale(chart.settings.foregroundStyleScale, domain: resolution.colorDomain)
        let symbolShapes = chart.settings.symbolScale ?? BasicChartSymbolShape.allCases
        if !resolution.colorDomain.isEmpty {
            labels = resolution.colorDomain.map(\.description)
            colors = resolution.colorDomain.indices.map { colorScale.paint(at: $0).representativeColor }
            let symbolsFollowColor = resolution.marks.contains { $0.mark.symbolBy != nil && $0.mark.symbolBy?.value == $0.mark.foregroundBy?.value }
            symbols = resolution.colorDomain.indices.map { symbolsFollowColor ? symbolShapes[$0 % symbolShapes.count] : nil }
            dashes = Array(repeating: nil, count: labels.count)
        } else if !resolution.symbolDomain.isEmpty {
            labels = resolution.symbolDomain.map(\.description)
            let color = resolution.marks.first?.mark.foregroundStyle?.representativeColor ?? .blue
            colors = Array(repeating: color, count: labels.count)
            symbols = resolution.symbolDomain.indices.map { symbolShapes[$0 % symbolShapes.count] }
            dashes = Array(repeating: nil, count: labels.count)
        } else if !resolution.lineStyleDomain.isEmpty {
            labels = resolution.lineStyleDomain.map(\.description)
            let color = resolution.marks.first?.mark.foregroundStyle?.representativeColor ?? .blue
            colors = Array(repeating: color, count: labels.count)
            symbols = Array(repeating: nil, count: labels.count)
            dashes = resolution.lineStyleDomain.indices.map { LineStyle.seriesDashPatterns[$0 % LineStyle.seriesDashPatterns.count] }
        }
    }

    private var isVertical: Bool { settings.position == .leading || settings.position == .trailing }

    private func entryWidth(_ index: Int) -> Double {
        Self.swatch + Self.swatchGap + TextMeasure.width(of: labels[index], style: style)
    }

    /// The band of `frame` the legend takes (empty when there is none or it overlays the plot).
    mutating func measure(in frame: Rect) -> Rect {
        guard !labels.isEmpty else { return Rect(x: frame.x, y: frame.maxY, width: 0, height: 0) }
        let spacing = settings.spacing ?? 10
        if isVertical {
            let width = Swift.min(frame.width / 3, (labels.indices.map(entryWidth).max() ?? 0) + spacing)
            let x = settings.position == .leading ? frame.minX : frame.maxX - width
            return Rect(x: x, y: frame.minY, width: width, height: frame.height)
        }
        let rows = rowsOfEntries(width: frame.width)
        let height = Double(rows.count) * Self.rowHeight + spacing
        if settings.position == .overlay { return Rect(x: frame.x, y: frame.y, width: frame.width, height: Double(rows.count) * Self.rowHeight) }
        let y = settings.position == .top ? frame.minY : frame.maxY - height
        return Rect(x: frame.x, y: y, width: frame.width, height: height)
    }

    /// `frame` less the legend's band.
    func remaining(_ frame: Rect, band: Rect) -> Rect {
        guard !labels.isEmpty, settings.position != .overlay else { return frame }
        switch settings.position {
        case .top: return Rect(x: frame.x, y: band.maxY, width: frame.width, height: Swift.max(0, frame.height - band.height))
        case .leading: return Rect(x: band.maxX, y: frame.y, width: Swift.max(0, frame.width - band.width), height: frame.height)
        case .trailing: return Rect(x: frame.x, y: frame.y, width: Swift.max(0, frame.width - band.width), height: frame.height)
        default: return Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.max(0, frame.height - band.height))
        }
    }

    /// Entries in rows that fit `width`.
    private func rowsOfEntries(width: Double) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var used = 0.0
        for index in labels.indices {
            let needed = entryWidth(index) + (rows[rows.count - 1].isEmpty ? 0 : Self.entryGap)
            if used + needed > width, !rows[rows.count - 1].isEmpty {
                rows.append([index]); used = entryWidth(index)
            } else {
                rows[rows.count - 1].append(index); used += needed
            }
        }
        return rows
    }

    /// The legend placed in its band, lined up with the plot.
    func place(in band: Rect, plot: Rect) -> PlacedLegend? {
        guard !labels.isEmpty else { return nil }
        var entries: [PlacedLegend.Entry] = []
        let spacing = settings.spacing ?? 10
        func entry(_ index: Int, x: Double, y: Double) -> PlacedLegend.Entry {
            PlacedLegend.Entry(label: labels[index], color: colors[index], symbol: symbols[index], dash: dashes[index],
                               swatchCenter: Point(x: x + Self.swatch / 2, y: y - style.fontSize * 0.35),
                               textPosition: Point(x: x + Self.swatch + Self.swatchGap, y: y))
        }
        if isVertical {
            let x = settings.position == .leading ? band.minX : band.minX + spacing
            for (row, index) in labels.indices.enumerated() {
                entries.append(entry(index, x: x, y: plot.minY + style.fontSize + Double(row) * Self.rowHeight))
            }
            return PlacedLegend(entries: entries, frame: band, style: style)
        }
        let rows = rowsOfEntries(width: plot.width)
        let alignment = settings.alignment?.horizontal ?? .leading
        let top = settings.position == .top ? band.minY : settings.position == .overlay ? plot.minY + 4 : band.minY + spacing
        for (rowNumber, row) in rows.enumerated() {
            let rowWidth = row.map(entryWidth).reduce(0, +) + Double(Swift.max(row.count - 1, 0)) * Self.entryGap
            var x = alignment == .leading ? plot.minX : alignment == .center ? plot.midX - rowWidth / 2 : plot.maxX - rowWidth
            if settings.position == .overlay {
                switch settings.alignment?.horizontal {
                case .leading?: x = plot.minX + 4
                case .center?: x = plot.midX - rowWidth / 2
                default: x = plot.maxX - rowWidth - 4
                }
            }
            let y = top + style.fontSize + Double(rowNumber) * Self.rowHeight
            for index in row {
                entries.append(entry(index, x: x, y: y))
                x += entryWidth(index) + Self.entryGap
            }
        }
        return PlacedLegend(entries: entries, frame: band, style: style)
    }
}

/// The colours of `foregroundStyle(by:)` values: the chart's range (or mapping) in turn, or
/// Swift Charts' default palette.
struct ColorScale {
    let scale: ForegroundStyleScale
    let domain: [PlottedValue]

    init(_ scale: ForegroundStyleScale, domain: [PlottedValue]) {
        self.scale = scale
        self.domain = domain
    }

    /// The paint of the value at `index` of the domain.
    func paint(at index: Int) -> Paint {
        if let mapping = scale.mapping, index < domain.count, let paint = mapping(domain[index]) { return paint }
        if let range = scale.range, !range.isEmpty { return range[index % range.count] }
        let palette = ForegroundStyleScale.defaultPalette
        return .color(palette[((index % palette.count) + palette.count) % palette.count])
    }
}
