#if canImport(Glibc)
import Glibc
#endif

/// Places each resolved mark on the plot: bars and rectangles as boxes, lines and areas as one
/// path per series, points as symbols, rules as segments, with their paints, hit anchors and
/// annotations.
struct MarkPlacement {
    let chart: Chart
    let resolution: MarkResolution
    let plot: Rect
    let xScale: AxisScale?
    let yScale: AxisScale?
    var placed: [PlacedMark] = []
    private(set) var anchors: [HitAnchor] = []
    private(set) var annotations: [PlacedAnnotation] = []
    var warnings: [String] = []
    /// The room the scales would need at their ends for what was placed to stay inside the
    /// plot: bars centred at the ends of a continuous scale, annotations that pad the scale.
    var room = PlotRoom()
    /// How far annotations left where they are placed by the chart's choice (overflow
    /// resolution `.automatic`; `.disabled` ones take no room) reach beyond the plot at each end: the layout keeps that much room between
    /// the plot and the frame, as Swift Charts shrinks the plot for them.
    var annotationOverhang = PlotRoom()
    /// How tall the x axis's band below the plot is (its ticks and labels; 0 when the axis is
    /// hidden or on top): an `.automatic` annotation below the plot is placed under it.
    var bottomAxisBand = 0.0
    /// The hit anchors of vectorized plots, one set per series.
    var columnAnchors: [ColumnAnchors] = []
    let colors: ColorScale
    private let symbolShapes: [BasicChartSymbolShape]

    /// Swift Charts' default mark colour.
    static let defaultColor = Color.blue
    /// A point's default area in square points (a circle about 8 points wide).
    static let defaultSymbolArea = 50.0

    init(chart: Chart, resolution: MarkResolution, plot: Rect, xScale: AxisScale?, yScale: AxisScale?) {
        self.chart = chart
        self.resolution = resolution
        self.plot = plot
        self.xScale = xScale
        self.yScale = yScale
        colors = ColorScale(chart.settings.foregroundStyleScale, domain: resolution.colorDomain)
        symbolShapes = chart.settings.symbolScale ?? BasicChartSymbolShape.allCases
    }

    mutating func placeAll() {
        var linesDone = Set<Int>(), areasDone = Set<Int>()
        for (position, resolved) in resolution.marks.enumerated() {
            if let columns = resolved.mark.columns {
                placeColumns(columns, of: resolved)
                continue
            }
            switch resolved.mark.kind {
            case .bar, .rectangle: placeBox(resolved)
            case .point: placePoint(resolved)
            case .rule: placeRule(resolved)
            case .line:
                if linesDone.insert(resolved.seriesIndex).inserted { placeLine(series: resolved.seriesIndex, from: position) }
            case .area:
                if areasDone.insert(resolved.seriesIndex).inserted { placeArea(series: resolved.seriesIndex, from: position) }
            case .sector: break
            }
        }
    }

    // MARK: Paint

    func paint(of resolved: ResolvedMark) -> Paint {
        if let style = resolved.mark.foregroundStyle { return style }
        if let index = resolved.colorIndex { return colors.paint(at: index) }
        return .color(Self.defaultColor)
    }

    func symbol(of resolved: ResolvedMark) -> BasicChartSymbolShape {
        if let symbol = resolved.mark.symbol { return symbol }
        if let index = resolved.symbolIndex { return symbolShapes[index % symbolShapes.count] }
        return BasicChartSymbolShape.circle
    }

    static func tooltip(_ mark: PlottedMark) -> String {
        [mark.x, mark.y, mark.angle, mark.foregroundBy, mark.series]
            .compactMap { $0 }
            .map { encoding in
                let value = encoding.end.map { "\(encoding.value) – \($0)" } ?? encoding.value.description
                return encoding.label.isEmpty ? value : "\(encoding.label): \(value)"
            }
            .joined(separator: ", ")
    }

    // MARK: Positions

    /// The pixels a mark covers along one axis: a band (or slot) for categories, a span for
    /// ranges and stacks, a point for a value; `dimension` sizes bars and cells.
    func span(_ extent: AxisExtent, scale: AxisScale?, isX: Bool, dimension: MarkDimension, slot: (index: Int, count: Int)?,
              isBar: Bool) -> (Double, Double)? {
        let plotStart = isX ? plot.minX : plot.minY, plotEnd = isX ? plot.maxX : plot.maxY
        switch extent {
        case .column:
            return nil  // A vectorized plot is placed by its columns (placeColumns).
        case .fixed(let range):
            guard let range else { return (plotStart, plotEnd) }
            let end = range.upperBound.isInfinite ? plotEnd : plotStart + range.upperBound
            return (plotStart + range.lowerBound, Swift.min(end, plotEnd))
        case let .numbers(start, end):
            guard let scale, let a = scale.pixel(.number(start)), let b = scale.pixel(.number(end)) else { return nil }
            if scale.kind == .temporal, isBar {
                let gap = Swift.min(abs(b - a) * 0.1, 3)
                return (Swift.min(a, b) + gap / 2, Swift.max(a, b) - gap / 2)
            }
            return (Swift.min(a, b), Swift.max(a, b))
        case let .range(start, end):
            guard let scale else { return nil }
            if let bandA = scale.band(start), let bandB = scale.band(end) {
                return (Swift.min(bandA.start, bandB.start), Swift.max(bandA.start + bandA.width, bandB.start + bandB.width))
            }
            guard let a = scale.pixel(start), let b = scale.pixel(end) else { return nil }
            return (Swift.min(a, b), Swift.max(a, b))
        case .value(let value):
            guard let scale else { return nil }
            if var band = scale.band(value) {
                if let slot, slot.count > 1 {
                    let width = band.width / Double(slot.count)
                    band = (band.start + width * Double(slot.index), width)
                }
                let (start, width) = Self.sized(Swift.min(band.start, band.start + band.width), abs(band.width), dimension)
                return (start, start + width)
            }
            guard let center = scale.pixel(value) else { return nil }
            let width: Double
            switch dimension {
            case .fixed(let fixed): width = fixed
            case .ratio(let ratio): width = defaultContinuousWidth(isX: isX) / 0.8 * ratio
            case .inset(let inset): width = Swift.max(1, defaultContinuousWidth(isX: isX) / 0.8 - 2 * inset)
            case .automatic: width = defaultContinuousWidth(isX: isX)
            }
            return (center - width / 2, center + width / 2)
        }
    }

    /// A band's part as `dimension` says: all of it, a fixed width centred, a ratio, an inset.
    static func sized(_ start: Double, _ width: Double, _ dimension: MarkDimension) -> (Double, Double) {
        switch dimension {
        case .automatic: return (start, width)
        case .fixed(let fixed): let size = Swift.min(Swift.max(fixed, 0), width * 4); return (start + (width - size) / 2, size)
        case .ratio(let ratio): let size = width * Swift.min(Swift.max(ratio, 0), 1); return (start + (width - size) / 2, size)
        case .inset(let inset): let size = Swift.max(0, width - 2 * inset); return (start + (width - size) / 2, size)
        }
    }

    /// The width of a bar at a number or date with no unit: 80 % of the smallest gap between
    /// the marks' positions (at most 60 points), 20 points for a single one.
    private func defaultContinuousWidth(isX: Bool) -> Double {
        guard let scale = isX ? xScale : yScale else { return 20 }
        var pixels: [Double] = []
        for resolved in resolution.marks where resolved.mark.kind == .bar || resolved.mark.kind == .rectangle {
            if case .value(let value) = (isX ? resolved.x : resolved.y), let pixel = scale.pixel(value) { pixels.append(pixel) }
        }
        pixels.sort()
        var gap = Double.infinity
        for index in pixels.indices.dropFirst() where pixels[index] - pixels[index - 1] > 0.5 { gap = Swift.min(gap, pixels[index] - pixels[index - 1]) }
        return gap.isFinite ? Swift.min(gap * 0.8, 60) : 20
    }

    func point(_ resolved: ResolvedMark) -> Point? {
        guard let x = center(resolved.x, scale: xScale, isX: true, slot: resolved.slot),
              let y = center(resolved.y, scale: yScale, isX: false, slot: resolved.slot) else { return nil }
        return Point(x: x + resolved.mark.offset.x, y: y + resolved.mark.offset.y)
    }

    private func center(_ extent: AxisExtent, scale: AxisScale?, isX: Bool, slot: (index: Int, count: Int)?) -> Double? {
        switch extent {
        case .value(let value):
            guard let scale else { return nil }
            if let band = scale.band(value) {
                if let slot, slot.count > 1 {
                    let width = band.width / Double(slot.count)
                    return band.start + width * (Double(slot.index) + 0.5)
                }
                return band.start + band.width / 2
            }
            return scale.pixel(value)
        case let .numbers(start, end):
            guard let scale, let a = scale.pixel(.number(start)), let b = scale.pixel(.number(end)) else { return nil }
            return (a + b) / 2
        case .column:
            return nil
        case .range, .fixed:
            guard let (start, end) = span(extent, scale: scale, isX: isX, dimension: .automatic, slot: slot, isBar: false) else { return nil }
            return (start + end) / 2
        }
    }

    // MARK: Marks

    private mutating func placeBox(_ resolved: ResolvedMark) {
        let mark = resolved.mark
        let isBar = mark.kind == .bar
        let xDimension = resolved.isHorizontal ? MarkDimension.automatic : mark.width
        let yDimension = resolved.isHorizontal ? mark.height : (mark.kind == .rectangle ? mark.height : .automatic)
        guard let (x0, x1) = span(resolved.x, scale: xScale, isX: true, dimension: xDimension, slot: resolved.slot, isBar: isBar && !resolved.isHorizontal),
              let (y0, y1) = span(resolved.y, scale: yScale, isX: false, dimension: yDimension, slot: resolved.slot, isBar: isBar && resolved.isHorizontal) else {
            warnings.append("\(mark.origin): a value outside the scale's domain is not drawn")
            return
        }
        // A bar at a number or a date is centred on it: half of it must fit inside the plot.
        if case .value = resolved.x, xScale?.isBand == false { room.fit(x0, x1, within: plot.minX, plot.maxX, isX: true) }
        if case .value = resolved.y, yScale?.isBand == false { room.fit(y0, y1, within: plot.minY, plot.maxY, isX: false) }
        let rect = Rect(x: x0 + mark.offset.x, y: y0 + mark.offset.y, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
        // Beyond a visible stretch's ends: not drawn, not hit, not annotated.
        if xScale?.isWindowed == true, rect.maxX <= plot.minX || rect.minX >= plot.maxX { return }
        if yScale?.isWindowed == true, rect.maxY <= plot.minY || rect.minY >= plot.maxY { return }
        let radius = Swift.min(mark.cornerRadius, Swift.min(rect.width, rect.height) / 2)
        placed.append(PlacedMark(kind: mark.kind, shape: .rect(rect, cornerRadius: radius), paint: paint(of: resolved), opacity: mark.opacity,
                                 stroke: nil, dataIndex: mark.dataIndex, seriesIndex: resolved.seriesIndex,
                                 gradientSpansPlot: mark.alignsStylesWithPlotArea, tooltip: Self.tooltip(mark)))
        let valueEncoding = resolved.isHorizontal ? mark.x : mark.y
        let labelEncoding = resolved.isHorizontal ? mark.y : mark.x
        let anchor = mark.kind == .rectangle ? Point(x: rect.midX, y: rect.midY)
            : resolved.isHorizontal ? Point(x: rect.maxX, y: rect.midY) : Point(x: rect.midX, y: rect.minY)
        anchors.append(HitAnchor(position: anchor, dataIndex: mark.dataIndex, seriesIndex: resolved.seriesIndex,
                                 value: valueEncoding?.value.continuousValue ?? 0, labelValue: labelEncoding?.value))
        let fill = paint(of: resolved).representativeColor
        annotate(mark, box: rect, isHorizontal: resolved.isHorizontal, fill: fill.withAlpha(fill.alpha * Self.unitOpacity(mark.opacity)))
    }

    private mutating func placePoint(_ resolved: ResolvedMark) {
        let mark = resolved.mark
        guard let center = point(resolved) else {
            warnings.append("\(mark.origin): a value outside the scale's domain is not drawn")
            return
        }
        let size = Self.symbolWidth(area: mark.symbolSize ?? Self.defaultSymbolArea)
        placed.append(PlacedMark(kind: .point, shape: .symbol(center, symbol(of: resolved), size: size), paint: paint(of: resolved),
                                 opacity: mark.opacity, stroke: nil, dataIndex: mark.dataIndex, seriesIndex: resolved.seriesIndex,
                                 tooltip: Self.tooltip(mark)))
        anchors.append(HitAnchor(position: center, dataIndex: mark.dataIndex, seriesIndex: resolved.seriesIndex,
                                 value: mark.y?.value.continuousValue ?? mark.x?.value.continuousValue ?? 0,
                                 labelValue: mark.x?.value))
        annotate(mark, box: Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size), isHorizontal: false)
    }

    /// The width of a symbol whose area is `area` square points.
    static func symbolWidth(area: Double) -> Double {
        guard area.isFinite, area > 0 else { return 0 }
        return Swift.min((area * 4 / Double.pi).squareRoot(), 200)
    }

    private mutating func placeRule(_ resolved: ResolvedMark) {
        let mark = resolved.mark
        let vertical = mark.x != nil && mark.xEnd == nil
        let start: Point, end: Point
        if vertical {
            guard let x = center(resolved.x, scale: xScale, isX: true, slot: nil),
                  let (y0, y1) = span(resolved.y, scale: yScale, isX: false, dimension: .automatic, slot: nil, isBar: false) else { return }
            start = Point(x: x, y: y0); end = Point(x: x, y: y1)
        } else {
            guard let y = center(resolved.y, scale: yScale, isX: false, slot: nil),
                  let (x0, x1) = span(resolved.x, scale: xScale, isX: true, dimension: .automatic, slot: nil, isBar: false) else { return }
            start = Point(x: x0, y: y); end = Point(x: x1, y: y)
        }
        let offset = mark.offset
        let a = Point(x: start.x + offset.x, y: start.y + offset.y), b = Point(x: end.x + offset.x, y: end.y + offset.y)
        placed.append(PlacedMark(kind: .rule, shape: .segment(a, b), paint: paint(of: resolved), opacity: mark.opacity,
                                 stroke: mark.lineStyle ?? StrokeStyle(lineWidth: 1), dataIndex: mark.dataIndex,
                                 seriesIndex: resolved.seriesIndex, tooltip: Self.tooltip(mark)))
        let box = Rect(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        annotate(mark, box: box, isHorizontal: !vertical)
    }

    private mutating func placeLine(series: Int, from first: Int) {
        let lead = resolution.marks[first]
        var points: [Point] = []
        var indices: [Int] = []
        for resolved in resolution.marks[first...] where resolved.mark.kind == .line && resolved.seriesIndex == series {
            guard let point = point(resolved) else { continue }
            points.append(point)
            indices.append(resolved.mark.dataIndex)
            anchors.append(HitAnchor(position: point, dataIndex: resolved.mark.dataIndex, seriesIndex: series,
                                     value: resolved.mark.y?.value.continuousValue ?? 0, labelValue: resolved.mark.x?.value))
            if !resolved.mark.annotations.isEmpty { annotate(resolved.mark, box: Rect(x: point.x, y: point.y, width: 0, height: 0), isHorizontal: false) }
        }
        guard !points.isEmpty else { return }
        let drawn = Self.downsampled(points, limit: Swift.max(500, Int(plot.width * 2)), method: lead.mark.interpolation)
        var path = PathData(capacity: drawn.count * 14)
        LineInterpolation.append(drawn, method: lead.mark.interpolation, to: &path)
        var stroke = lead.mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        if let dashIndex = lead.lineStyleIndex, lead.mark.lineStyle == nil {
            stroke.dash = LineStyle.seriesDashPatterns[dashIndex % LineStyle.seriesDashPatterns.count]
        }
        placed.append(PlacedMark(kind: .line, shape: .path(path, isClosed: false), paint: paint(of: lead), opacity: lead.mark.opacity,
                                 stroke: stroke, dataIndex: lead.mark.dataIndex, seriesIndex: series,
                                 gradientSpansPlot: lead.mark.alignsStylesWithPlotArea,
                                 tooltip: lead.seriesKey.map { "\(lead.mark.foregroundBy?.label ?? lead.mark.series?.label ?? "Series"): \($0)" } ?? ""))
        if lead.mark.symbol != nil || lead.mark.symbolBy != nil {
            let size = Self.symbolWidth(area: lead.mark.symbolSize ?? Self.defaultSymbolArea)
            for (point, index) in zip(points, indices) {
                placed.append(PlacedMark(kind: .point, shape: .symbol(point, symbol(of: lead), size: size), paint: paint(of: lead),
                                         opacity: lead.mark.opacity, stroke: nil, dataIndex: index, seriesIndex: series, tooltip: ""))
            }
        }
    }

    private mutating func placeArea(series: Int, from first: Int) {
        let lead = resolution.marks[first]
        var top: [Point] = [], base: [Point] = []
        for resolved in resolution.marks[first...] where resolved.mark.kind == .area && resolved.seriesIndex == series {
            if resolved.isHorizontal {
                guard let y = center(resolved.y, scale: yScale, isX: false, slot: nil),
                      let (x0, x1) = span(resolved.x, scale: xScale, isX: true, dimension: .automatic, slot: nil, isBar: false) else { continue }
                top.append(Point(x: x1, y: y)); base.append(Point(x: x0, y: y))
            } else {
                guard let x = center(resolved.x, scale: xScale, isX: true, slot: nil),
                      let (y0, y1) = span(resolved.y, scale: yScale, isX: false, dimension: .automatic, slot: nil, isBar: false) else { continue }
                top.append(Point(x: x, y: y0)); base.append(Point(x: x, y: y1))
            }
            anchors.append(HitAnchor(position: top[top.count - 1], dataIndex: resolved.mark.dataIndex, seriesIndex: series,
                                     value: resolved.mark.y?.value.continuousValue ?? 0, labelValue: resolved.mark.x?.value))
        }
        guard !top.isEmpty else { return }
        var path = PathData(capacity: top.count * 28)
        LineInterpolation.append(top, method: lead.mark.interpolation, to: &path)
        LineInterpolation.append(base.reversed(), method: lead.mark.interpolation, to: &path, startsWithMove: false)
        path.close()
        placed.append(PlacedMark(kind: .area, shape: .path(path, isClosed: true), paint: paint(of: lead), opacity: lead.mark.opacity,
                                 stroke: nil, dataIndex: lead.mark.dataIndex, seriesIndex: series,
                                 gradientSpansPlot: lead.mark.alignsStylesWithPlotArea,
                                 tooltip: lead.seriesKey.map { "\(lead.mark.foregroundBy?.label ?? lead.mark.series?.label ?? "Series"): \($0)" } ?? ""))
    }

    /// At most `limit` points (largest triangle three buckets) for straight lines; curves keep all.
    static func downsampled(_ points: [Point], limit: Int, method: InterpolationMethod) -> [Point] {
        guard points.count > limit, method == .linear else { return points }
        let kept = Downsampling.largestTriangleThreeBuckets(x: points.map(\.x), y: points.map(\.y), threshold: limit)
        return kept.map { points[$0] }
    }

    // MARK: Annotations

    private mutating func annotate(_ mark: PlottedMark, box: Rect, isHorizontal: Bool, fill: Color? = nil) {
        guard !mark.annotations.isEmpty else { return }
        // A mark whose middle a visible stretch cuts away keeps its annotations out of the picture.
        if xScale?.isWindowed == true, box.midX < plot.minX || box.midX > plot.maxX { return }
        if yScale?.isWindowed == true, box.midY < plot.minY || box.midY > plot.maxY { return }
        let canvas = Rect(x: 0, y: 0, width: chart.width, height: chart.height)
        let backdrop = self.backdrop
        for annotation in mark.annotations {
            let annotation = keptInsideClippedPlot(annotation, box: box)
            var placedAnnotation = AnnotationLayout.place(annotation, box: box, isHorizontal: isHorizontal, plot: plot, canvas: canvas,
                                                          fill: fill, backdrop: backdrop)
            let band = plot.maxY + bottomAxisBand
            if annotation.overflowResolution.y == .automatic, bottomAxisBand > 0, placedAnnotation.bounds.maxY > plot.maxY + 0.5,
               placedAnnotation.bounds.minY < band {
                // Below the plot, over the x axis's labels: moved under them (the layout then
                // makes room for it as for a `.top` one).
                placedAnnotation.moveDown(by: band - placedAnnotation.bounds.minY)
            }
            let bounds = placedAnnotation.bounds
            if annotation.overflowResolution.x == .padScale { room.fit(bounds.minX, bounds.maxX, within: plot.minX, plot.maxX, isX: true) }
            if annotation.overflowResolution.y == .padScale { room.fit(bounds.minY, bounds.maxY, within: plot.minY, plot.maxY, isX: false) }
            if annotation.overflowResolution.x == .automatic { annotationOverhang.fit(bounds.minX, bounds.maxX, within: plot.minX, plot.maxX, isX: true) }
            if annotation.overflowResolution.y == .automatic { annotationOverhang.fit(bounds.minY, bounds.maxY, within: plot.minY, plot.maxY, isX: false) }
            annotations.append(placedAnnotation)
        }
    }

    /// `annotation`, fitted to the plot along each axis where the marks are cut at the plot
    /// (a clipped plot style, or a visible stretch of that axis) and `box` reaches past the
    /// plot's edge, when the chart chooses its overflow resolution there: the label of a bar
    /// cut in half by the edge is moved in, not drawn half outside the plot.
    private func keptInsideClippedPlot(_ annotation: MarkAnnotation, box: Rect) -> MarkAnnotation {
        let clipped = chart.settings.plotStyle.isClipped
        var kept = annotation
        if annotation.overflowResolution.x == .automatic, clipped || xScale?.isWindowed == true,
           Self.isCut(box.minX, box.maxX, by: plot.minX, plot.maxX) {
            kept.overflowResolution.x = .fit
        }
        if annotation.overflowResolution.y == .automatic, clipped || yScale?.isWindowed == true,
           Self.isCut(box.minY, box.maxY, by: plot.minY, plot.maxY) {
            kept.overflowResolution.y = .fit
        }
        return kept
    }

    /// Whether a mark spanning `low…high` reaches past the edges `edgeLow…edgeHigh`, or has its
    /// middle on one of them (a point at the edge: half its label would be outside).
    private static func isCut(_ low: Double, _ high: Double, by edgeLow: Double, _ edgeHigh: Double) -> Bool {
        let middle = (low + high) / 2
        return low < edgeLow - 0.5 || high > edgeHigh + 0.5 || abs(middle - edgeLow) <= 0.5 || abs(middle - edgeHigh) <= 0.5
    }

    /// What shows behind annotations: the theme's canvas, and the plot area's fill over it.
    private var backdrop: AnnotationBackdrop {
        let canvas = chart.theme.style.backgroundColor.withAlpha(1)
        let plotFill = chart.settings.plotStyle.backgroundPaint ?? EngineLook(chart.settings.themeStyle).plotFill
        return AnnotationBackdrop(plot: plotFill.map { $0.representativeColor.composited(over: canvas) } ?? canvas, canvas: canvas)
    }

    /// An opacity kept within 0 … 1 (1 when not finite).
    private static func unitOpacity(_ opacity: Double) -> Double {
        opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 1
    }
}
