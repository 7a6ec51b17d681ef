#if canImport(Glibc)
import Glibc
#endif

/// A grammar chart laid out: the plot area, the scales, every mark's shape, the axes, the
/// legend and the annotations. The SVG writer draws it and hit testing reads it.
public struct PlotGeometry: ChartGeometry {
    /// The whole picture.
    public var canvas: Rect
    /// The plot area inside the axes (for a pie, the square the pie fills).
    public var plot: Rect
    /// The x scale, nil for a pie or a chart with nothing on x.
    public var xScale: AxisScale?
    /// The y scale.
    public var yScale: AxisScale?
    /// The marks' shapes, in drawing order.
    public var placed: [PlacedMark]
    /// The x axis's ticks; empty when hidden.
    public var xTicks: [AxisTickMark] = []
    /// The y axis's ticks; empty when hidden.
    public var yTicks: [AxisTickMark] = []
    /// Whether y labels sit on the plot's leading (left) side; the default is trailing.
    public var yAxisOnLeading = false
    /// Whether x labels sit above the plot; the default is below.
    public var xAxisOnTop = false
    /// Axis titles and other loose text.
    public var texts: [PlacedText] = []
    /// The legend, nil for none.
    public var legend: PlacedLegend?
    /// Annotations beside marks.
    public var annotations: [PlacedAnnotation] = []
    /// The plot area's background and border.
    public var plotStyle = ChartPlotContent()
    /// Where each datum can be hit, sorted by x.
    public var anchors: [HitAnchor] = []
    /// Where the elements of vectorized plots can be hit, one set per series.
    public var columnAnchors: [ColumnAnchors] = []
    /// What the drawing could not follow exactly.
    public var warnings: [String] = []
    /// Whether the marks are cut at the plot area's edges (a scale showing a visible stretch).
    public var clipsMarksToPlot = false
    /// One line describing the chart.
    public var summary: String = ""
    /// Whether a pie (sectors) is drawn: hits are by angle.
    public var isPolar = false
    /// The pie's centre and outer radius, for polar hit testing.
    public var polarCenter = Point(x: 0, y: 0)
    /// The pie's outer radius.
    public var polarRadius = 0.0
    /// Where the pie's first sector begins, in radians clockwise from 12 o'clock.
    public var polarStartBearing = 0.0
    /// Which way the pie's sectors follow one another.
    public var polarDirection = SliceDirection.clockwise
    /// The pie's sectors as laid out (centres, radii, bearings), in the chart's sector order.
    var sectors = SliceLayout(values: [], center: .zero, outerRadius: 0, startAngle: 0, direction: .clockwise,
                              holeRatio: 0, explodedIndex: nil, explodeDistance: 0)
    /// The sector labels that fit, beside the pie with leader lines or on the sectors.
    var sectorLabels: [PlacedSliceLabel] = []
    /// The panels of small multiples (`facet(by:)`), each with its plot area and axes; empty
    /// for one plot, whose axes are `xTicks` and `yTicks`.
    public var panels: [PlotPanel] = []

    /// True when nothing can be hit.
    var hasNoAnchors: Bool { anchors.isEmpty && columnAnchors.isEmpty }

    /// True when no mark is drawn: the chart shows "No chart data".
    public var isEmpty: Bool { placed.isEmpty }
}

/// One panel of small multiples: its plot area and its axes' ticks.
public struct PlotPanel: Sendable {
    /// The panel's plot area.
    public var plot: Rect
    /// Its x axis's ticks.
    public var xTicks: [AxisTickMark]
    /// Its y axis's ticks.
    public var yTicks: [AxisTickMark]
    /// Whether its y labels are on the leading side.
    public var yAxisOnLeading: Bool
    /// Whether its x labels are above it.
    public var xAxisOnTop: Bool
}

/// One mark's shape, paint and datum.
public struct PlacedMark: Sendable {
    /// The kind written in `data-mark`.
    public var kind: MarkKind
    /// The shape.
    public var shape: PlacedShape
    /// The fill (bars, areas, points, rectangles, sectors) or stroke (lines, rules).
    public var paint: Paint
    /// The opacity.
    public var opacity: Double
    /// The stroke of lines and rules.
    public var stroke: StrokeStyle?
    /// The datum's index (the first point's for a line or area).
    public var dataIndex: Int
    /// The series' number.
    public var seriesIndex: Int
    /// Whether a gradient spans the plot area rather than the shape.
    public var gradientSpansPlot = false
    /// What a tooltip says ("Sales: 30, Month: Jan").
    public var tooltip: String
}

/// The geometry of a placed mark.
public enum PlacedShape: Sendable {
    /// A rectangle with rounded corners.
    case rect(Rect, cornerRadius: Double)
    /// An open path (a line) or a closed one (an area).
    case path(PathData, isClosed: Bool)
    /// A symbol of a shape and size (its bounding box's width) at a centre.
    case symbol(Point, BasicChartSymbolShape, size: Double)
    /// A straight segment.
    case segment(Point, Point)
    /// An annular sector, angles in radians clockwise from the top.
    case sector(center: Point, innerRadius: Double, outerRadius: Double, startAngle: Double, endAngle: Double)

    /// Whether the shape stands for one datum, one a hit can land on (a bar or rectangle, a
    /// point, a sector), rather than a series (a line, an area) or a rule.
    var marksOneDatum: Bool {
        switch self {
        case .rect, .symbol, .sector: return true
        case .path, .segment: return false
        }
    }

    /// The shape's bounding box.
    var bounds: Rect {
        switch self {
        case let .rect(rect, _): return rect
        case let .symbol(center, _, size): return Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
        case let .segment(a, b): return Rect(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        case let .sector(center, inner, outer, start, end):
            let middle = (start + end) / 2, radius = (inner + outer) / 2
            let point = Point(x: center.x + radius * sin(middle), y: center.y - radius * cos(middle))
            return Rect(x: point.x, y: point.y, width: 0, height: 0)
        case .path: return Rect(x: 0, y: 0, width: 0, height: 0)
        }
    }
}

/// Text at a place: an axis title.
public struct PlacedText: Sendable {
    /// The text.
    public var text: String
    /// The baseline anchor.
    public var position: Point
    /// Its alignment at the anchor.
    public var alignment: TextDrawing.Alignment
    /// Its style.
    public var style: TextStyle
    /// Degrees turned (-90 for a y title).
    public var rotation: Double
    /// The CSS class ("axis-label").
    public var cssClass: String
}

/// The legend: entries with swatches, laid out in rows.
public struct PlacedLegend: Sendable {
    /// One entry.
    public struct Entry: Sendable {
        /// The text.
        public var label: String
        /// The swatch's colour.
        public var color: Color
        /// The swatch's symbol, nil for a circle.
        public var symbol: BasicChartSymbolShape?
        /// A dash pattern drawn as a short line swatch, nil for a symbol.
        public var dash: [Double]?
        /// Where the swatch's centre is.
        public var swatchCenter: Point
        /// Where the text's baseline starts.
        public var textPosition: Point
    }
    /// The entries, in domain order.
    public var entries: [Entry]
    /// The box the legend takes.
    public var frame: Rect
    /// The entries' text style.
    public var style: TextStyle
    /// The seeds' arrangement (columns, heading, square swatches, "+ n more", a backdrop over
    /// the plot) the entries were placed in, drawn as such; nil for the grammar's rows.
    var arranged: LegendLayout?
}

/// An annotation placed beside a mark.
public struct PlacedAnnotation: Sendable {
    /// The lines of text with their baselines.
    public var lines: [(text: Text, position: Point, alignment: TextDrawing.Alignment)]
    /// A shape drawn instead of text, nil for none.
    public var shape: (AnnotationShape, Point)?
    /// The box the annotation fills.
    var bounds = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The annotation, its lines, shape and box, `distance` points lower.
    mutating func moveDown(by distance: Double) {
        lines = lines.map { ($0.text, Point(x: $0.position.x, y: $0.position.y + distance), $0.alignment) }
        shape = shape.map { ($0.0, Point(x: $0.1.x, y: $0.1.y + distance)) }
        bounds = Rect(x: bounds.x, y: bounds.y + distance, width: bounds.width, height: bounds.height)
    }
}

/// The places of a vectorized plot's elements (one series), kept as columns: a plot of 1e6
/// points is hit tested without 1e6 values made.
public struct ColumnAnchors: Sendable {
    /// Each kept element's pixel.
    public var points: [Point]
    /// Each kept element's row in the plot's data.
    public var rows: [Int]
    /// The plot's columns.
    public var columns: PlotColumns
    /// The series' number.
    public var seriesIndex: Int
    /// True when the pixels' x never decreases (a series in x order): hit testing is then a
    /// binary search.
    public let isSortedByX: Bool

    /// The places of one series' kept elements.
    public init(points: [Point], rows: [Int], columns: PlotColumns, seriesIndex: Int) {
        self.points = points
        self.rows = rows
        self.columns = columns
        self.seriesIndex = seriesIndex
        isSortedByX = zip(points, points.dropFirst()).allSatisfy { $0.x <= $1.x }
    }

    /// The candidates nearest `x` in a sorted set: the positions whose pixel x is the closest
    /// to `x` (every one within half a point of it, at most 256). All positions when unsorted.
    func candidates(nearX x: Double) -> Range<Int> {
        guard isSortedByX, !points.isEmpty else { return points.indices }
        var low = 0, high = points.count
        while low < high {
            let middle = (low + high) / 2
            if points[middle].x < x { low = middle + 1 } else { high = middle }
        }
        var nearest = low
        if low == points.count || (low > 0 && x - points[low - 1].x <= points[low].x - x) { nearest = low - 1 }
        let nearestX = points[nearest].x
        var start = nearest, end = nearest + 1
        while start > 0, nearest - start < 256, points[start - 1].x >= nearestX - 0.5 { start -= 1 }
        while end < points.count, end - nearest < 256, points[end].x <= nearestX + 0.5 { end += 1 }
        return start..<end
    }

    /// The anchor of kept element `index`.
    func anchor(_ index: Int) -> HitAnchor {
        let row = rows[index]
        return HitAnchor(position: points[index], dataIndex: row, seriesIndex: seriesIndex,
                         value: columns.y.value(at: row).continuousValue ?? 0, labelValue: columns.x.value(at: row))
    }
}

/// A datum hover and hit testing can land on.
public struct HitAnchor: Sendable {
    /// Where a popup points.
    public var position: Point
    /// The datum's index.
    public var dataIndex: Int
    /// The series' number.
    public var seriesIndex: Int
    /// The value shown (y for vertical marks, x for horizontal ones, the angle's value for sectors).
    public var value: Double
    /// The value whose text is the label shown (the other axis's value, or the category);
    /// printed only when the datum is hit.
    public var labelValue: PlottedValue?
    /// The label for a datum with no such value (a sector's angle label).
    public var fallbackLabel: String = ""

    /// An anchor.
    public init(position: Point, dataIndex: Int, seriesIndex: Int, value: Double, labelValue: PlottedValue?, fallbackLabel: String = "") {
        self.position = position
        self.dataIndex = dataIndex
        self.seriesIndex = seriesIndex
        self.value = value
        self.labelValue = labelValue
        self.fallbackLabel = fallbackLabel
    }

    /// The label shown.
    public var label: String { labelValue?.description ?? fallbackLabel }
}

