#if canImport(Glibc)
import Glibc
#endif

/// Category labels under a vertical bar chart, turned 45° when they would not fit side by
/// side (as CorePlot's seed turns them), thinned only when even turned they would overlap,
/// and shortened with "…" when too long for the space below the plot.
struct CategoryLabelPlacement: Equatable {
    /// One label to draw.
    struct Label: Equatable {
        /// The category's position in the data.
        var index: Int
        /// The text, possibly shortened.
        var text: String
        /// The end of the text's baseline (the text runs up and to the left from here).
        var anchor: Point
    }

    /// The angle of turned labels, in degrees (negative: rising to the right).
    static let angle = -45.0
    /// The gap between the plot's bottom edge and the labels.
    static let gap = 8.0
    /// sin 45° = cos 45°.
    static let diagonal = 0.5.squareRoot()

    /// The labels to draw (thinned ones left out).
    var labels: [Label]
    /// The height the turned labels take below the plot.
    var blockHeight: Double

    /// The height turned labels need below the plot for the longest label (shortened to at
    /// most `maximumHeight`).
    static func blockHeight(for texts: [String], style: TextStyle, maximumHeight: Double) -> Double {
        let widest = texts.map { TextMeasure.width(of: $0, style: style) }.max() ?? 0
        return min(widest * diagonal + style.fontSize * diagonal + gap + 6, maximumHeight)
    }

    /// How far the first label reaches left of its band's centre.
    static func leftReach(of text: String, style: TextStyle, blockHeight: Double) -> Double {
        min(TextMeasure.width(of: text, style: style), maxTextWidth(blockHeight: blockHeight, style: style)) * diagonal
    }

    /// The longest text that fits the block when turned.
    static func maxTextWidth(blockHeight: Double, style: TextStyle) -> Double {
        max(0, (blockHeight - gap - 6) / diagonal - style.fontSize)
    }

    /// Whether labels of these widths fit side by side in bands of `bandWidth` pixels.
    static func fitsHorizontally(_ texts: [String], style: TextStyle, bandWidth: Double) -> Bool {
        texts.allSatisfy { TextMeasure.width(of: $0, style: style) + AxisLayout.minimumLabelSpacing <= bandWidth }
    }

    /// Places turned labels below the plot's bottom edge `plotBottom`, one per band centre.
    init(texts: [String], centers: [Double], plotBottom: Double, bandWidth: Double, style: TextStyle, blockHeight: Double) {
        self.blockHeight = blockHeight
        let lineHeight = TextMeasure.lineHeight(fontSize: style.fontSize)
        // Neighbouring turned labels are bandWidth·sin 45° apart across their direction.
        let spacing = max(bandWidth * Self.diagonal, 0.001)
        let stride = Int(clamping: (lineHeight / spacing).rounded(.up), to: 1...Int.max)
        let maxWidth = Self.maxTextWidth(blockHeight: blockHeight, style: style)
        var labels: [Label] = []
        for (index, text) in texts.enumerated() where index % stride == 0 && index < centers.count {
            let shortened = Self.shorten(text, toWidth: maxWidth, style: style)
            // The baseline's end sits a little right of the centre so the text's middle
            // line passes under the tick.
            let anchor = Point(x: centers[index] + style.fontSize * 0.3, y: plotBottom + Self.gap + style.fontSize * 0.3)
            labels.append(Label(index: index, text: shortened, anchor: anchor))
        }
        self.labels = labels
    }

    /// `text` cut with a trailing "…" until it fits `width`.
    static func shorten(_ text: String, toWidth width: Double, style: TextStyle) -> String {
        guard TextMeasure.width(of: text, style: style) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty && TextMeasure.width(of: String(characters) + "…", style: style) > width {
            characters.removeLast()
        }
        return String(characters) + "…"
    }
}
