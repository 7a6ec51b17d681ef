/// Places an annotation's lines of text beside a mark's box: above it (`.top`), below, at either
/// side, or over it, lined up by the annotation's alignment, moved back inside the plot or the
/// chart when its overflow resolution fits it.
enum AnnotationLayout {
    /// The default text style of annotations: 12 points, dark grey.
    static let textStyle = TextStyle(fontSize: 12, color: Color(red255: 60, green255: 60, blue255: 67))

    /// The annotation of the mark whose box is `box` (filled with `fill`, when known, as seen
    /// over the plot), over a chart whose plot area shows `backdrop.plot` and whose canvas
    /// shows `backdrop.canvas`.
    static func place(_ annotation: MarkAnnotation, box: Rect, isHorizontal: Bool, plot: Rect, canvas: Rect? = nil,
                      fill: Color? = nil, backdrop: AnnotationBackdrop = AnnotationBackdrop()) -> PlacedAnnotation {
        var content = annotation.content
        let spacing = annotation.spacing ?? 4
        let styles = content.texts.map { $0.textStyle(over: textStyle) }
        let widths = zip(content.texts, styles).map { TextMeasure.width(of: $0.content, style: $1) }
        let heights = styles.map { TextMeasure.lineHeight(fontSize: $0.fontSize) }
        let shapeSize = content.shape.map { ($0.width, $0.height) } ?? (0, 0)
        let blockWidth = content.isHorizontal ? widths.reduce(0, +) + Double(Swift.max(widths.count - 1, 0)) * 4 : (widths.max() ?? 0)
        let blockHeight = content.isHorizontal ? (heights.max() ?? 0) : heights.reduce(0, +)
        let width = Swift.max(blockWidth, shapeSize.0), height = Swift.max(blockHeight, shapeSize.1)
        var position = annotation.position
        if position == .automatic { position = isHorizontal ? .trailing : .top }
        let alignment = annotation.alignment
        // The block's top-left corner.
        func alongX() -> Double {
            switch alignment.horizontal {
            case .leading: return box.minX
            case .trailing: return box.maxX - width
            case .center: return box.midX - width / 2
            }
        }
        func alongY() -> Double {
            switch alignment.vertical {
            case .top: return box.minY
            case .bottom: return box.maxY - height
            case .center: return box.midY - height / 2
            }
        }
        var origin: Point
        switch position {
        case .top, .automatic: origin = Point(x: alongX(), y: box.minY - spacing - height)
        case .bottom: origin = Point(x: alongX(), y: box.maxY + spacing)
        case .leading: origin = Point(x: box.minX - spacing - width, y: alongY())
        case .trailing: origin = Point(x: box.maxX + spacing, y: alongY())
        case .overlay: origin = Point(x: alongX(), y: alongY())
        case .topLeading: origin = Point(x: box.minX - spacing - width, y: box.minY - spacing - height)
        case .topTrailing: origin = Point(x: box.maxX + spacing, y: box.minY - spacing - height)
        case .bottomLeading: origin = Point(x: box.minX - spacing - width, y: box.maxY + spacing)
        case .bottomTrailing: origin = Point(x: box.maxX + spacing, y: box.maxY + spacing)
        }
        let placed = origin
        origin.x = fitted(origin.x, length: width, strategy: annotation.overflowResolution.x, plot: (plot.minX, plot.maxX),
                          canvas: canvas.map { ($0.minX, $0.maxX) })
        origin.y = fitted(origin.y, length: height, strategy: annotation.overflowResolution.y, plot: (plot.minY, plot.maxY),
                          canvas: canvas.map { ($0.minY, $0.maxY) })
        let block = Rect(x: origin.x, y: origin.y, width: width, height: height)
        if let fill, origin != placed || position == .overlay, block.intersects(box) {
            // Over its own mark (placed there, or moved there): text of no colour of its own
            // reads on what is behind it, the mark's fill when it covers most of the block
            // across the bar's length, else the plot or the canvas.
            let covered = isHorizontal ? overlap(block.minX, block.maxX, box.minX, box.maxX) / Swift.max(block.width, 1e-9)
                                       : overlap(block.minY, block.maxY, box.minY, box.maxY) / Swift.max(block.height, 1e-9)
            let backgroundColor = plot.contains(Point(x: block.midX, y: block.midY)) ? backdrop.plot : backdrop.canvas
            let behind = covered > 0.5 ? fill.composited(over: backdrop.plot) : backgroundColor
            let color = behind.textColor(preferring: textStyle.color)
            content.texts = content.texts.map { $0.color == nil ? $0.foregroundColor(color) : $0 }
        }
        var lines: [(text: Text, position: Point, alignment: TextDrawing.Alignment)] = []
        let textAlignment: TextDrawing.Alignment = content.alignment < 0 ? .start : content.alignment > 0 ? .end : .middle
        let anchorX = textAlignment == .start ? origin.x : textAlignment == .end ? origin.x + width : origin.x + width / 2
        if content.isHorizontal {
            var x = origin.x
            for (index, text) in content.texts.enumerated() {
                lines.append((text, Point(x: x, y: origin.y + height / 2 + styles[index].fontSize * 0.35), .start))
                x += widths[index] + 4
            }
        } else {
            var y = origin.y
            for (index, text) in content.texts.enumerated() {
                y += heights[index]
                lines.append((text, Point(x: anchorX, y: y - heights[index] * 0.25), textAlignment))
            }
        }
        let shape = content.shape.map { ($0, Point(x: origin.x + width / 2, y: origin.y + height / 2)) }
        return PlacedAnnotation(lines: lines, shape: shape, bounds: block)
    }

    /// How long the stretches `low…high` and `otherLow…otherHigh` share.
    private static func overlap(_ low: Double, _ high: Double, _ otherLow: Double, _ otherHigh: Double) -> Double {
        Swift.max(0, Swift.min(high, otherHigh) - Swift.max(low, otherLow))
    }

    /// `start` of a block `length` long, moved inside its boundary when the strategy fits it.
    private static func fitted(_ start: Double, length: Double, strategy: AnnotationOverflowResolution.Strategy,
                               plot: (Double, Double), canvas: (Double, Double)?) -> Double {
        guard case .fitting(let boundary) = strategy else { return start }
        let (low, high) = boundary == .chart ? (canvas ?? plot) : plot
        guard length <= high - low else { return low }
        return Swift.min(Swift.max(start, low), high - length)
    }
}

/// What shows behind an annotation that is not over its mark: the plot area's colour (its
/// background over the canvas) inside the plot, the canvas's outside it. Both opaque.
struct AnnotationBackdrop {
    /// The plot area's colour.
    var plot: Color = .white
    /// The canvas's colour, around the plot.
    var canvas: Color = .white
}
