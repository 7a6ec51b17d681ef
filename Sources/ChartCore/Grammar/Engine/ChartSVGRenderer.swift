#if canImport(Glibc)
import Glibc
#endif

/// Draws a grammar chart's geometry inside the shared SVG frame (`SVGDocument`, the one place
/// the document's root, title, description and background are written): the plot area, grid
/// lines, every mark with its `data-mark`, the axes, annotations and the legend. Marks that
/// stand for one datum (bars and rectangles, points, sectors) also carry `data-series` and
/// `data-index`, the series and index hit testing reports for them.
struct ChartSVGRenderer {
    let chart: Chart
    let geometry: PlotGeometry
    private var look: EngineLook { EngineLook(chart.settings.themeStyle) }

    func render() -> String {
        let theme = chart.theme.style
        let document = SVGDocument(width: chart.width, height: chart.height, title: chart.title ?? (geometry.isPolar ? "Pie chart" : "Chart"),
                                   summary: geometry.summary, theme: theme)
        return document.render(estimatedBytes: 2048 + geometry.placed.count * 96) { writer in
            draw(theme: theme, writer: &writer)
        }
    }

    private func draw(theme: ThemeStyle, writer: inout SVGWriter) {
        let plot = geometry.plot
        if let background = geometry.plotStyle.backgroundPaint ?? (geometry.isPolar ? nil : look.plotFill) {
            writer.empty("rect", [SVGAttribute("class", "plot-area"), SVGAttribute("x", plot.x), SVGAttribute("y", plot.y),
                                  SVGAttribute("width", plot.width), SVGAttribute("height", plot.height)]
                         + paintAttributes(background, "fill", box: plot, writer: &writer))
        }
        if geometry.panels.isEmpty {
            drawGrid(plot: plot, xTicks: geometry.xTicks, yTicks: geometry.yTicks, writer: &writer)
        } else {
            for panel in geometry.panels { drawGrid(plot: panel.plot, xTicks: panel.xTicks, yTicks: panel.yTicks, writer: &writer) }
        }
        if geometry.placed.isEmpty {
            TextDrawing.draw(chart.settings.noDataText ?? "No chart data", at: Point(x: plot.midX, y: plot.midY), alignment: .middle,
                             style: TextStyle(fontSize: 14), defaultColor: theme.textColor, cssClass: "no-data", writer: &writer)
        }
        writer.start("g", [SVGAttribute("class", "marks")] + sectorOutline(theme: theme) + plotClip(writer: &writer))
        for mark in geometry.placed { drawMark(mark, writer: &writer) }
        writer.end()
        if let border = geometry.plotStyle.borderColor {
            writer.empty("rect", [SVGAttribute("class", "plot-border"), SVGAttribute("x", plot.x), SVGAttribute("y", plot.y),
                                  SVGAttribute("width", plot.width), SVGAttribute("height", plot.height), SVGAttribute("fill", "none")]
                         + SVGAttribute.paint("stroke", border) + [SVGAttribute("stroke-width", geometry.plotStyle.borderWidth)])
        }
        if geometry.panels.isEmpty {
            drawAxes(plot: plot, xTicks: geometry.xTicks, yTicks: geometry.yTicks, yOnLeading: geometry.yAxisOnLeading,
                     xOnTop: geometry.xAxisOnTop, writer: &writer)
        } else {
            for panel in geometry.panels {
                drawAxes(plot: panel.plot, xTicks: panel.xTicks, yTicks: panel.yTicks, yOnLeading: panel.yAxisOnLeading,
                         xOnTop: panel.xAxisOnTop, writer: &writer)
            }
        }
        for text in geometry.texts {
            TextDrawing.draw(text.text, at: text.position, alignment: text.alignment, style: text.style, defaultColor: theme.textColor,
                             rotation: text.rotation, cssClass: text.cssClass, writer: &writer)
        }
        if !geometry.sectorLabels.isEmpty {
            SectorLabelDrawing.draw(geometry.sectorLabels, style: chart.settings.polar.labels?.style ?? AnnotationLayout.textStyle,
                                    theme: theme, writer: &writer)
        }
        drawAnnotations(theme: theme, writer: &writer)
        drawLegend(theme: theme, writer: &writer)
    }

    /// The clip path that cuts marks at the plot area's edges, when the geometry asks for it.
    private func plotClip(writer: inout SVGWriter) -> [SVGAttribute] {
        guard geometry.clipsMarksToPlot else { return [] }
        let plot = geometry.plot
        let id = writer.makeID("clip")
        writer.start("defs")
        writer.start("clipPath", [SVGAttribute("id", id)])
        writer.empty("rect", [SVGAttribute("x", plot.x), SVGAttribute("y", plot.y), SVGAttribute("width", plot.width),
                              SVGAttribute("height", plot.height)])
        writer.end()
        writer.end()
        return [SVGAttribute("clip-path", "url(#\(id))")]
    }

    /// Sectors are outlined in the background's colour so that neighbours stay apart, thinner
    /// when there are so many that a 1.5-point outline would cover them (none at all below a
    /// quarter point): a pie of 2,000 slivers stays a pie, not a white disc.
    private func sectorOutline(theme: ThemeStyle) -> [SVGAttribute] {
        guard geometry.isPolar, !geometry.placed.isEmpty else { return [] }
        let share = 2 * Double.pi * geometry.polarRadius / Double(geometry.placed.count)
        let width = Swift.min(1.5, share / 3)
        guard width >= 0.25 else { return [] }
        return SVGAttribute.paint("stroke", theme.backgroundColor)
            + [SVGAttribute("stroke-width", (width * 100).rounded() / 100), SVGAttribute("stroke-linejoin", "round")]
    }

    // MARK: Grid and axes

    private func drawGrid(plot: Rect, xTicks: [AxisTickMark], yTicks: [AxisTickMark], writer: inout SVGWriter) {
        guard !xTicks.isEmpty || !yTicks.isEmpty else { return }
        writer.start("g", [SVGAttribute("class", "grid")])
        for tick in yTicks where tick.hasGridLine {
            writer.empty("line", [SVGAttribute("x1", plot.minX), SVGAttribute("y1", tick.pixel), SVGAttribute("x2", plot.maxX),
                                  SVGAttribute("y2", tick.pixel)] + gridStroke(tick))
        }
        for tick in xTicks where tick.hasGridLine {
            writer.empty("line", [SVGAttribute("x1", tick.pixel), SVGAttribute("y1", plot.minY), SVGAttribute("x2", tick.pixel),
                                  SVGAttribute("y2", plot.maxY)] + gridStroke(tick))
        }
        writer.end()
    }

    private func gridStroke(_ tick: AxisTickMark) -> [SVGAttribute] {
        let stroke = tick.gridStroke ?? StrokeStyle(lineWidth: 1)
        return SVGAttribute.paint("stroke", tick.gridColor ?? look.grid) + [SVGAttribute("stroke-width", stroke.lineWidth)]
            + SVGAttribute.dash(stroke.dash)
    }

    private func drawAxes(plot: Rect, xTicks: [AxisTickMark], yTicks: [AxisTickMark], yOnLeading: Bool, xOnTop: Bool,
                          writer: inout SVGWriter) {
        var style = ChartLayoutEngine.axisTextStyle
        let look = self.look
        style.color = look.axisText
        if let line = look.axisLine, !xTicks.isEmpty || !yTicks.isEmpty {
            // The seeds' axis lines: along the bottom (or top) and the leading (or trailing) edge.
            writer.start("g", [SVGAttribute("class", "axis-lines")] + SVGAttribute.paint("stroke", line) + [SVGAttribute("stroke-width", 1)])
            if !xTicks.isEmpty {
                let y = xOnTop ? plot.minY : plot.maxY
                writer.empty("line", [SVGAttribute("x1", plot.minX), SVGAttribute("y1", y), SVGAttribute("x2", plot.maxX), SVGAttribute("y2", y)])
            }
            if !yTicks.isEmpty {
                let x = yOnLeading ? plot.minX : plot.maxX
                writer.empty("line", [SVGAttribute("x1", x), SVGAttribute("y1", plot.minY), SVGAttribute("x2", x), SVGAttribute("y2", plot.maxY)])
            }
            writer.end()
        }
        if !xTicks.isEmpty {
            writer.start("g", [SVGAttribute("class", "axis x")])
            let top = xOnTop
            let edge = top ? plot.minY : plot.maxY
            for tick in xTicks {
                if let length = tick.tickLength {
                    writer.empty("line", [SVGAttribute("x1", tick.pixel), SVGAttribute("y1", edge), SVGAttribute("x2", tick.pixel),
                                          SVGAttribute("y2", edge + (top ? -length : length))]
                                 + SVGAttribute.paint("stroke", look.tick))
                }
                guard !tick.label.isEmpty else { continue }
                let labelStyle = labelStyle(tick, base: style)
                if tick.labelTurn != 0, !top {
                    let turned = TurnedLabels(degrees: tick.labelTurn, style: labelStyle)
                    TextDrawing.draw(tick.label, at: turned.anchor(tickX: tick.labelPixel, plotBottom: edge + (tick.tickLength ?? 0)),
                                     alignment: tick.labelTurn > 0 ? .end : .start, style: labelStyle, defaultColor: style.color ?? .gray,
                                     rotation: -tick.labelTurn, writer: &writer)
                    continue
                }
                let offset = (tick.tickLength ?? 0) + 4
                let y = top ? edge - offset - 2 : edge + offset + labelStyle.fontSize
                let alignment: TextDrawing.Alignment = tick.labelStartsAtTick ? .start : .middle
                let x = tick.labelStartsAtTick ? tick.labelPixel + 2 : tick.labelPixel
                TextDrawing.draw(tick.label, at: Point(x: x, y: y), alignment: alignment, style: labelStyle,
                                 defaultColor: style.color ?? .gray, writer: &writer)
            }
            writer.end()
        }
        if !yTicks.isEmpty {
            writer.start("g", [SVGAttribute("class", "axis y")])
            let leading = yOnLeading
            for tick in yTicks where !tick.label.isEmpty {
                let labelStyle = labelStyle(tick, base: style)
                let x = leading ? plot.minX - 6 : plot.maxX + 6
                TextDrawing.draw(tick.label, at: Point(x: x, y: tick.labelPixel + labelStyle.fontSize * 0.35),
                                 alignment: leading ? .end : .start, style: labelStyle, defaultColor: style.color ?? .gray, writer: &writer)
            }
            writer.end()
        }
    }

    private func labelStyle(_ tick: AxisTickMark, base: TextStyle) -> TextStyle {
        var style = base
        if let font = tick.labelFont { style.fontSize = font.size; style.weight = font.weight }
        if let color = tick.labelColor { style.color = color }
        return style
    }

    // MARK: Marks

    private func drawMark(_ mark: PlacedMark, writer: inout SVGWriter) {
        var attributes = [SVGAttribute("data-mark", mark.kind.rawValue)]
        if mark.shape.marksOneDatum {
            // The numbering hit testing reports: the hover widget's keyboard steps through these.
            attributes += [SVGAttribute("data-series", mark.seriesIndex), SVGAttribute("data-index", mark.dataIndex)]
        }
        let spanning = mark.gradientSpansPlot ? geometry.plot : nil
        switch mark.shape {
        case let .rect(rect, radius):
            attributes += [SVGAttribute("x", rect.x), SVGAttribute("y", rect.y), SVGAttribute("width", rect.width),
                           SVGAttribute("height", rect.height)]
            if radius > 0 { attributes += [SVGAttribute("rx", radius), SVGAttribute("ry", radius)] }
            attributes += paintAttributes(mark.paint, "fill", box: spanning, writer: &writer) + opacity(mark.opacity)
            write("rect", attributes, tooltip: mark.tooltip, writer: &writer)
        case let .path(path, isClosed):
            attributes.append(SVGAttribute("d", path: path))
            if isClosed {
                attributes += paintAttributes(mark.paint, "fill", box: spanning, writer: &writer) + opacity(mark.opacity)
            } else {
                attributes.append(SVGAttribute("fill", "none"))
                attributes += paintAttributes(mark.paint, "stroke", box: spanning ?? geometry.plot, writer: &writer) + stroke(mark.stroke) + opacity(mark.opacity)
            }
            write("path", attributes, tooltip: mark.tooltip, writer: &writer)
        case let .symbol(center, shape, size):
            if shape == BasicChartSymbolShape.circle {
                attributes += [SVGAttribute("cx", center.x), SVGAttribute("cy", center.y), SVGAttribute("r", size / 2)]
                attributes += paintAttributes(mark.paint, "fill", box: spanning, writer: &writer) + opacity(mark.opacity)
                write("circle", attributes, tooltip: mark.tooltip, writer: &writer)
            } else {
                attributes.append(SVGAttribute("d", SymbolPaths.path(shape, center: center, size: size)))
                if SymbolPaths.isStroked(shape) {
                    attributes.append(SVGAttribute("fill", "none"))
                    attributes += paintAttributes(mark.paint, "stroke", box: spanning, writer: &writer) + [SVGAttribute("stroke-width", 2)]
                } else {
                    attributes += paintAttributes(mark.paint, "fill", box: spanning, writer: &writer)
                }
                attributes += opacity(mark.opacity)
                write("path", attributes, tooltip: mark.tooltip, writer: &writer)
            }
        case let .segment(a, b):
            attributes += [SVGAttribute("x1", a.x), SVGAttribute("y1", a.y), SVGAttribute("x2", b.x), SVGAttribute("y2", b.y)]
            attributes += paintAttributes(mark.paint, "stroke", box: geometry.plot, writer: &writer) + stroke(mark.stroke) + opacity(mark.opacity)
            write("line", attributes, tooltip: mark.tooltip, writer: &writer)
        case let .sector(center, inner, outer, start, end):
            attributes.append(SVGAttribute("d", path: SectorPath.path(center: center, inner: inner, outer: outer, start: start, end: end)))
            attributes += paintAttributes(mark.paint, "fill", box: spanning, writer: &writer) + opacity(mark.opacity)
            write("path", attributes, tooltip: mark.tooltip, writer: &writer)
        }
    }

    private func write(_ name: String, _ attributes: [SVGAttribute], tooltip: String, writer: inout SVGWriter) {
        if tooltip.isEmpty { writer.empty(name, attributes) } else { writer.element(name, attributes, tooltip: tooltip) }
    }

    private func opacity(_ value: Double) -> [SVGAttribute] {
        value < 1 ? [SVGAttribute("opacity", SVGAttribute.opacityText(Swift.max(value, 0)))] : []
    }

    private func stroke(_ style: StrokeStyle?) -> [SVGAttribute] {
        let style = style ?? StrokeStyle(lineWidth: 2)
        var attributes = [SVGAttribute("stroke-width", style.lineWidth.isFinite ? Swift.max(style.lineWidth, 0) : 1)]
        if style.lineCap != .butt { attributes.append(SVGAttribute("stroke-linecap", style.lineCap.rawValue)) }
        if style.lineJoin != .miter { attributes.append(SVGAttribute("stroke-linejoin", style.lineJoin.rawValue)) }
        return attributes + SVGAttribute.dash(style.dash)
    }

    /// The attributes that paint `property` with `paint`; a gradient is defined first, across
    /// the shape's box, or across `box` in the picture's coordinates when given.
    private func paintAttributes(_ paint: Paint, _ property: String, box: Rect?, writer: inout SVGWriter) -> [SVGAttribute] {
        switch paint {
        case .color(let color):
            return SVGAttribute.paint(property, color)
        case let .linearGradient(stops, start, end):
            // Marks of one gradient across their own boxes share one definition.
            let key = "\(stops)|\(start)|\(end)|\(box.map { "\($0)" } ?? "own box")"
            let id = writer.sharedID("gradient", key: key) { writer, id in
                writer.start("defs")
                var attributes = [SVGAttribute("id", id)]
                if let box {
                    attributes += [SVGAttribute("gradientUnits", "userSpaceOnUse"),
                                   SVGAttribute("x1", box.x + box.width * start.x), SVGAttribute("y1", box.y + box.height * start.y),
                                   SVGAttribute("x2", box.x + box.width * end.x), SVGAttribute("y2", box.y + box.height * end.y)]
                } else {
                    attributes += [SVGAttribute("x1", start.x), SVGAttribute("y1", start.y), SVGAttribute("x2", end.x), SVGAttribute("y2", end.y)]
                }
                writer.start("linearGradient", attributes)
                for stop in stops {
                    var stopAttributes = [SVGAttribute("offset", stop.location), SVGAttribute("stop-color", stop.color.hexString)]
                    if stop.color.alpha < 1 { stopAttributes.append(SVGAttribute("stop-opacity", SVGAttribute.opacityText(stop.color.alpha))) }
                    writer.empty("stop", stopAttributes)
                }
                writer.end()
                writer.end()
            }
            return [SVGAttribute(property, "url(#\(id))")]
        }
    }

    // MARK: Annotations and legend

    private func drawAnnotations(theme: ThemeStyle, writer: inout SVGWriter) {
        guard !geometry.annotations.isEmpty else { return }
        writer.start("g", [SVGAttribute("class", "annotations")])
        for annotation in geometry.annotations {
            if let (shape, center) = annotation.shape {
                if shape.isCircle {
                    writer.empty("circle", [SVGAttribute("cx", center.x), SVGAttribute("cy", center.y), SVGAttribute("r", shape.width / 2)]
                                 + SVGAttribute.paint("fill", shape.color))
                } else {
                    writer.empty("rect", [SVGAttribute("x", center.x - shape.width / 2), SVGAttribute("y", center.y - shape.height / 2),
                                          SVGAttribute("width", shape.width), SVGAttribute("height", shape.height)]
                                 + SVGAttribute.paint("fill", shape.color))
                }
            }
            for line in annotation.lines {
                TextDrawing.draw(line.text.content, at: line.position, alignment: line.alignment,
                                 style: line.text.textStyle(over: AnnotationLayout.textStyle), defaultColor: theme.textColor, writer: &writer)
            }
        }
        writer.end()
    }

    private func drawLegend(theme: ThemeStyle, writer: inout SVGWriter) {
        guard let legend = geometry.legend else { return }
        if let arranged = legend.arranged {
            LegendRenderer.draw(arranged, theme: theme, writer: &writer)
            return
        }
        writer.start("g", [SVGAttribute("class", "legend")])
        for entry in legend.entries {
            let center = entry.swatchCenter
            if let dash = entry.dash {
                writer.empty("line", [SVGAttribute("x1", center.x - 7), SVGAttribute("y1", center.y), SVGAttribute("x2", center.x + 7),
                                      SVGAttribute("y2", center.y), SVGAttribute("stroke-width", 2)]
                             + SVGAttribute.paint("stroke", entry.color) + SVGAttribute.dash(dash))
            } else if let symbol = entry.symbol, symbol != BasicChartSymbolShape.circle {
                writer.empty("path", [SVGAttribute("d", SymbolPaths.path(symbol, center: center, size: 8))]
                             + (SymbolPaths.isStroked(symbol) ? [SVGAttribute("fill", "none")] + SVGAttribute.paint("stroke", entry.color)
                                                                : SVGAttribute.paint("fill", entry.color)))
            } else {
                writer.empty("circle", [SVGAttribute("cx", center.x), SVGAttribute("cy", center.y), SVGAttribute("r", 4)]
                             + SVGAttribute.paint("fill", entry.color))
            }
            TextDrawing.draw(entry.label, at: entry.textPosition, style: legend.style, defaultColor: legend.style.color ?? .gray, writer: &writer)
        }
        writer.end()
    }
}

/// Path data of an annular sector, angles clockwise from the top.
enum SectorPath {
    static func path(center: Point, inner: Double, outer: Double, start: Double, end: Double) -> PathData {
        func point(_ radius: Double, _ angle: Double) -> Point {
            Point(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle))
        }
        var path = PathData(capacity: 6)
        let sweep = end - start
        if sweep >= 2 * Double.pi - 1e-9 {
            // A whole ring: two half arcs outside (and inside, the other way round).
            path.move(to: point(outer, 0))
            path.arc(radius: outer, to: point(outer, Double.pi), isLarge: false, clockwise: true)
            path.arc(radius: outer, to: point(outer, 2 * Double.pi), isLarge: false, clockwise: true)
            path.close()
            if inner > 0 {
                path.move(to: point(inner, 0))
                path.arc(radius: inner, to: point(inner, Double.pi), isLarge: false, clockwise: false)
                path.arc(radius: inner, to: point(inner, 2 * Double.pi), isLarge: false, clockwise: false)
                path.close()
            }
            return path
        }
        path.move(to: point(outer, start))
        path.arc(radius: outer, to: point(outer, end), isLarge: sweep > Double.pi, clockwise: true)
        if inner > 0 {
            path.line(to: point(inner, end))
            path.arc(radius: inner, to: point(inner, start), isLarge: sweep > Double.pi, clockwise: false)
        } else {
            path.line(to: center)
        }
        path.close()
        return path
    }
}

/// The outlines of Swift Charts' symbols.
enum SymbolPaths {
    /// Whether the symbol is drawn as strokes (plus, cross, asterisk).
    static func isStroked(_ shape: BasicChartSymbolShape) -> Bool {
        shape == BasicChartSymbolShape.plus || shape == BasicChartSymbolShape.cross || shape == BasicChartSymbolShape.asterisk
    }

    static func path(_ shape: BasicChartSymbolShape, center c: Point, size: Double) -> String {
        let r = size / 2
        switch shape.name {
        case "circle": return SymbolShape.path(.circle, center: c, size: size)
        case "square": return SymbolShape.path(.square, center: c, size: size * 0.9)
        case "triangle": return SymbolShape.path(.triangle, center: c, size: size)
        case "diamond": return SymbolShape.path(.diamond, center: c, size: size)
        case "cross": return SymbolShape.path(.cross, center: c, size: size * 0.8)
        case "pentagon":
            var path = PathData()
            for corner in 0..<5 {
                let angle = Double(corner) * 2 * Double.pi / 5
                let point = Point(x: c.x + r * 1.1 * sin(angle), y: c.y - r * 1.1 * cos(angle))
                if corner == 0 { path.move(to: point) } else { path.line(to: point) }
            }
            path.close()
            return path.text
        case "plus":
            var path = PathData()
            path.move(to: Point(x: c.x - r, y: c.y)); path.line(to: Point(x: c.x + r, y: c.y))
            path.move(to: Point(x: c.x, y: c.y - r)); path.line(to: Point(x: c.x, y: c.y + r))
            return path.text
        default:
            var path = PathData()
            for spoke in 0..<3 {
                let angle = Double(spoke) * Double.pi / 3
                path.move(to: Point(x: c.x - r * sin(angle), y: c.y - r * cos(angle)))
                path.line(to: Point(x: c.x + r * sin(angle), y: c.y + r * cos(angle)))
            }
            return path.text
        }
    }
}
