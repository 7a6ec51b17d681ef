#if canImport(Glibc)
import Glibc
#endif

/// Lays a grammar chart out: resolves its marks and scales, measures its axes and legend,
/// places the plot area, then places every mark (`MarkPlacement`). One engine for every kind
/// of chart; presets such as `LineGraph` build marks for it.
struct ChartLayoutEngine {
    let chart: Chart

    /// Axis text: 11 points, secondary grey (Swift Charts' axis labels).
    static let axisTextStyle = TextStyle(fontSize: 11, color: Color(red255: 110, green255: 110, blue255: 115))
    /// Legend text: 12 points.
    static let legendTextStyle = TextStyle(fontSize: 12, color: Color(red255: 90, green255: 90, blue255: 95))
    /// Grid lines: a light grey.
    static let gridColor = Color(red255: 220, green255: 220, blue255: 224)

    func layout() throws(ChartError) -> PlotGeometry {
        let settings = chart.settings
        let width = chart.width, height = chart.height
        for (name, value) in [("frame(width:)", settings.frameWidth), ("frame(height:)", settings.frameHeight)] {
            if let value, !(value.isFinite && value >= 0 && value <= 100_000) {
                throw ChartError.invalidSetting(name: name, value: PlottedValue.text(of: value), expected: "a size from 0 to 100000 points")
            }
        }
        for (edge, value) in [("top", settings.padding.top), ("leading", settings.padding.left), ("bottom", settings.padding.bottom),
                              ("trailing", settings.padding.right)] where !(value.isFinite && value >= 0 && value <= 10_000) {
            throw ChartError.invalidSetting(name: "padding (\(edge))", value: PlottedValue.text(of: value), expected: "0 to 10000 points")
        }
        let canvas = Rect(x: 0, y: 0, width: width, height: height)
        var frame = Rect(x: settings.padding.left, y: settings.padding.top,
                         width: Swift.max(0, settings.frameWidth ?? 640), height: Swift.max(0, settings.frameHeight ?? 400))
        var geometry = PlotGeometry(canvas: canvas, plot: frame, placed: [])
        geometry.plotStyle = settings.plotStyle
        geometry.clipsMarksToPlot = settings.plotStyle.isClipped
        if let title = chart.title, !title.isEmpty {
            // Marks stacked on a letter reach above the line: the title moves down to keep them.
            let marks = TextMeasure.heightOfStackedMarks(in: title, fontSize: chart.titleStyle.fontSize)
            let lineHeight = TextMeasure.lineHeight(fontSize: chart.titleStyle.fontSize) + marks
            geometry.texts.append(PlacedText(text: title, position: Point(x: frame.midX, y: frame.minY + marks + chart.titleStyle.fontSize),
                                             alignment: .middle, style: chart.titleStyle, rotation: 0, cssClass: "title"))
            frame = Rect(x: frame.x, y: frame.y + lineHeight + 6, width: frame.width, height: Swift.max(0, frame.height - lineHeight - 6))
        }
        var resolution = try MarkResolution(chart)
        geometry.warnings = resolution.warnings
        if resolution.marks.contains(where: { $0.mark.kind == .sector }) {
            return try PolarLayout(chart: chart, resolution: resolution, frame: frame, geometry: geometry).layout()
        }
        // Legend, measured first: it takes its band of the frame.
        var legendPlan = LegendPlan(chart: chart, resolution: resolution)
        let legendBand = legendPlan.measure(in: frame)
        var inner = legendPlan.remaining(frame, band: legendBand)
        // Domains, shared by every panel, with tick counts from the space left.
        let facets = MarkResolution.domain(resolution.marks.compactMap(\.mark.facetBy?.value), given: nil)
        let columns = Swift.max(1, Swift.min(settings.facetColumns ?? Swift.min(facets.count, 3), Swift.max(facets.count, 1)))
        let rows = facets.isEmpty ? 1 : (facets.count + columns - 1) / columns
        let xDomain = try AxisDomain.resolve("x", marks: resolution.marks, settings: settings.xScale,
                                             tickCount: Swift.max(2, Int(inner.width / Double(columns) / 90)))
        let yDomain = try AxisDomain.resolve("y", marks: resolution.marks, settings: settings.yScale,
                                             tickCount: Swift.max(2, Int(inner.height / Double(rows) / 70)))
        if facets.isEmpty {
            let panel = try placePanel(in: inner, resolution: resolution, xDomain: xDomain, yDomain: yDomain, into: &geometry)
            geometry.plot = panel
            geometry.legend = legendPlan.place(in: legendBand, plot: panel)
        } else {
            // Small multiples: one panel per facet value, on the shared scales, in rows.
            let gap = 16.0, titleHeight = 18.0
            let cellWidth = (inner.width - gap * Double(columns - 1)) / Double(columns)
            let cellHeight = (inner.height - gap * Double(rows - 1)) / Double(rows)
            var panels: [Rect] = []
            for (index, facet) in facets.enumerated() {
                let cell = Rect(x: inner.x + Double(index % columns) * (cellWidth + gap), y: inner.y + Double(index / columns) * (cellHeight + gap),
                                width: Swift.max(1, cellWidth), height: Swift.max(1, cellHeight))
                geometry.texts.append(PlacedText(text: facet.description, position: Point(x: cell.midX, y: cell.minY + 12), alignment: .middle,
                                                 style: TextStyle(fontSize: 12, color: Color(red255: 60, green255: 60, blue255: 67), weight: .semibold),
                                                 rotation: 0, cssClass: "facet-title"))
                let body = Rect(x: cell.x, y: cell.y + titleHeight, width: cell.width, height: Swift.max(1, cell.height - titleHeight))
                let members = resolution.subset { $0.mark.facetBy?.value == facet }
                var panel = PlotGeometry(canvas: geometry.canvas, plot: body, placed: [])
                let plot = try placePanel(in: body, resolution: members, xDomain: xDomain, yDomain: yDomain, into: &panel)
                panels.append(plot)
                geometry.panels.append(PlotPanel(plot: plot, xTicks: panel.xTicks, yTicks: panel.yTicks,
                                                 yAxisOnLeading: panel.yAxisOnLeading, xAxisOnTop: panel.xAxisOnTop))
                geometry.placed += panel.placed
                geometry.anchors += panel.anchors
                geometry.columnAnchors += panel.columnAnchors
                geometry.annotations += panel.annotations
                geometry.texts += panel.texts
                geometry.warnings += panel.warnings
                if index == 0 { geometry.xScale = panel.xScale; geometry.yScale = panel.yScale; geometry.plot = plot }
            }
            geometry.anchors.sort { ($0.position.x, $0.position.y) < ($1.position.x, $1.position.y) }
            let span = panels.dropFirst().reduce(panels[0]) { union, next in
                Rect(x: Swift.min(union.minX, next.minX), y: Swift.min(union.minY, next.minY),
                     width: Swift.max(union.maxX, next.maxX) - Swift.min(union.minX, next.minX),
                     height: Swift.max(union.maxY, next.maxY) - Swift.min(union.minY, next.minY))
            }
            geometry.legend = legendPlan.place(in: legendBand, plot: span)
        }
        geometry.summary = ChartSummary.text(chart: chart, resolution: resolution, x: xDomain, y: yDomain)
            + (facets.isEmpty ? "" : " In \(facets.count) panels by \(resolution.marks.first { $0.mark.facetBy != nil }?.mark.facetBy?.label ?? "facet").")
        resolution.warnings = []
        return geometry
    }

    /// Lays one plot out in `frame` on the domains: its axes, its plot area, its marks.
    /// Returns the plot area.
    private func placePanel(in frame: Rect, resolution: MarkResolution, xDomain: AxisDomain, yDomain: AxisDomain,
                            into geometry: inout PlotGeometry) throws(ChartError) -> Rect {
        let settings = chart.settings
        var inner = frame
        let hasCells = resolution.marks.contains { $0.mark.kind == .rectangle }
        let showX = settings.xAxis.visibility != .hidden && !xDomain.isEmpty
        let showY = settings.yAxis.visibility != .hidden && !yDomain.isEmpty
        func scales(_ area: Rect, room: PlotRoom = .none) -> (AxisScale, AxisScale) {
            let x = xDomain.scale(from: area.minX, to: area.maxX, padding: settings.xScale.padding, room: room.x, isBandForCells: hasCells,
                                  window: xDomain.window(settings.xScale))
            let y = yDomain.kind == .nominal
                ? yDomain.scale(from: area.minY, to: area.maxY, padding: settings.yScale.padding, room: room.y, isBandForCells: hasCells,
                                window: yDomain.window(settings.yScale))
                : yDomain.scale(from: area.maxY, to: area.minY, padding: settings.yScale.padding, room: room.y, isBandForCells: hasCells)
            return (x, y)
        }
        // Axis ticks against a provisional scale (labels do not depend on pixels), then measure.
        let (provisionalX, provisionalY) = scales(inner)
        let xAxis = try AxisPlan(axis: "x", domain: xDomain, settings: settings.xAxis, scale: provisionalX, isShown: showX,
                             desiredCount: Swift.max(2, Int(inner.width / 90)), look: EngineLook(settings.themeStyle))
        let yAxis = try AxisPlan(axis: "y", domain: yDomain, settings: settings.yAxis, scale: provisionalY, isShown: showY,
                             desiredCount: Swift.max(2, Int(inner.height / 70)), look: EngineLook(settings.themeStyle))
        let yWidth = yAxis.thickness, xHeight = xAxis.thickness
        let yOnLeading = yAxis.position == .leading
        let xOnTop = xAxis.position == .top
        let topRoom = showY ? 10.0 : 2.0
        // Room beside the plot for the y labels, and for x labels that would reach out of the frame.
        let overhang = xAxis.overhang(on: provisionalX)
        let leftRoom = Swift.max(yOnLeading ? yWidth : (showX && xDomain.kind == .quantitative ? 12 : 1), overhang.leading > 0 ? Swift.min(overhang.leading + 4, inner.width / 3) : 0)
        let rightRoom = Swift.max(yOnLeading ? (showX && xDomain.kind != .nominal ? 12 : 2) : yWidth, overhang.trailing > 0 ? Swift.min(overhang.trailing + 4, inner.width / 3) : 0)
        inner = Rect(x: inner.x + leftRoom, y: inner.y + (xOnTop ? xHeight : topRoom),
                     width: Swift.max(1, inner.width - leftRoom - rightRoom),
                     height: Swift.max(1, inner.height - xHeight - topRoom))
        if let insets = settings.plotAreaInsets, settings.facetColumns == nil,
           [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 }) {
            // The seeds' fixed plot area: its distance from the frame's edges, whatever the labels need.
            let outer = frame
            inner = Rect(x: outer.x + insets.left, y: outer.y + insets.top, width: Swift.max(1, outer.width - insets.left - insets.right),
                         height: Swift.max(1, outer.height - insets.top - insets.bottom))
        }
        if let fixedWidth = settings.plotStyle.width, fixedWidth.isFinite, fixedWidth > 0, fixedWidth < inner.width {
            inner.width = fixedWidth
        }
        if let fixedHeight = settings.plotStyle.height, fixedHeight.isFinite, fixedHeight > 0, fixedHeight < inner.height {
            inner.y += inner.height - fixedHeight
            inner.height = fixedHeight
        }
        // Marks placed on the scales; again on scales drawn in from their ends while bars at a
        // number or annotations that pad the scale reach out of the plot (a few rounds: each
        // narrows what reaches out; at most a third of the plot at each end).
        func place(in plot: Rect) -> (MarkPlacement, AxisScale, AxisScale) {
            var room = PlotRoom.none
            var (xScale, yScale) = scales(plot)
            var placement = MarkPlacement(chart: chart, resolution: resolution, plot: plot,
                                          xScale: xDomain.isEmpty ? nil : xScale, yScale: yDomain.isEmpty ? nil : yScale)
            placement.bottomAxisBand = showX && !xOnTop ? xHeight : 0
            placement.placeAll()
            for _ in 0..<4 where !placement.room.isNegligible {
                room = room.adding(placement.room, limit: (plot.width / 3, plot.height / 3))
                (xScale, yScale) = scales(plot, room: room)
                placement = MarkPlacement(chart: chart, resolution: resolution, plot: plot,
                                          xScale: xDomain.isEmpty ? nil : xScale, yScale: yDomain.isEmpty ? nil : yScale)
                placement.bottomAxisBand = showX && !xOnTop ? xHeight : 0
                placement.placeAll()
            }
            return (placement, xScale, yScale)
        }
        var (placement, xScale, yScale) = place(in: inner)
        if settings.plotAreaInsets == nil {
            // Annotations left as placed that reach out of the frame (a rule's `.top` label over
            // the full plot height): the plot shrinks to give them the room, as for axis labels.
            let overhang = placement.annotationOverhang
            let top = overhang.y.low - (inner.minY - frame.minY), bottom = overhang.y.high - (frame.maxY - inner.maxY)
            let left = overhang.x.low - (inner.minX - frame.minX), right = overhang.x.high - (frame.maxX - inner.maxX)
            let grow = (top: Swift.min(Swift.max(top, 0), inner.height / 3), bottom: Swift.min(Swift.max(bottom, 0), inner.height / 3),
                        left: Swift.min(Swift.max(left, 0), inner.width / 3), right: Swift.min(Swift.max(right, 0), inner.width / 3))
            if grow.top + grow.bottom + grow.left + grow.right > 0.01 {
                inner = Rect(x: inner.x + grow.left, y: inner.y + grow.top, width: Swift.max(1, inner.width - grow.left - grow.right),
                             height: Swift.max(1, inner.height - grow.top - grow.bottom))
                (placement, xScale, yScale) = place(in: inner)
            }
        }
        geometry.xScale = xDomain.isEmpty ? nil : xScale
        geometry.yScale = yDomain.isEmpty ? nil : yScale
        geometry.yAxisOnLeading = yOnLeading
        geometry.xAxisOnTop = xOnTop
        geometry.xTicks = xAxis.ticks(on: xScale)
        geometry.yTicks = yAxis.ticks(on: yScale)
        geometry.texts += xAxis.title(plot: inner)
        geometry.texts += yAxis.title(plot: inner)
        geometry.placed = placement.placed
        let windowedX = xScale.isWindowed, windowedY = yScale.isWindowed
        geometry.clipsMarksToPlot = geometry.clipsMarksToPlot || windowedX || windowedY
        // A datum cut away by a visible stretch cannot be hit.
        let shown = placement.anchors.filter { anchor in
            (!windowedX || (anchor.position.x >= inner.minX - 0.5 && anchor.position.x <= inner.maxX + 0.5))
                && (!windowedY || (anchor.position.y >= inner.minY - 0.5 && anchor.position.y <= inner.maxY + 0.5))
        }
        geometry.anchors = shown.sorted { ($0.position.x, $0.position.y) < ($1.position.x, $1.position.y) }
        geometry.columnAnchors = placement.columnAnchors
        geometry.annotations = placement.annotations
        geometry.warnings += placement.warnings
        return inner
    }
}
