/// Draws the shared parts of a two-axis chart from its `PlotLayout`: plot background, grid,
/// axes, tick labels, axis titles, title and legend. Charts draw their data in between.
public struct PlotRenderer: Sendable {
    /// The layout to draw.
    public var layout: PlotLayout
    /// The theme's colours.
    public var theme: ThemeStyle

    /// A renderer for a layout.
    public init(layout: PlotLayout, theme: ThemeStyle) {
        self.layout = layout
        self.theme = theme
    }

    /// Draws what lies under the data: the plot area's fill and the grid lines.
    public func drawBackground(_ writer: inout SVGWriter) {
        let plot = layout.plotArea
        if let fill = theme.plotAreaFill {
            let document = SVGDocument(width: layout.canvas.width, height: layout.canvas.height, title: "", summary: "", theme: theme)
            document.drawFill(fill, in: plot, cssClass: "plot-area", writer: &writer)
        }
        var grid = PathData()
        if layout.yAxis.description.showsGridLines {
            for tick in layout.yAxis.ticks where tick.pixel > plot.minY - 0.5 && tick.pixel < plot.maxY - 0.5 {
                grid.move(to: Point(x: plot.minX, y: tick.pixel))
                grid.line(to: Point(x: plot.maxX, y: tick.pixel))
            }
        }
        if layout.xAxis.description.showsGridLines {
            for tick in layout.xAxis.ticks where tick.pixel > plot.minX + 0.5 && tick.pixel <= plot.maxX + 0.5 {
                grid.move(to: Point(x: tick.pixel, y: plot.minY))
                grid.line(to: Point(x: tick.pixel, y: plot.maxY))
            }
        }
        if !grid.isEmpty {
            writer.empty("path", [SVGAttribute("class", "grid"), SVGAttribute("d", path: grid), SVGAttribute("fill", "none")]
                         + SVGAttribute.paint("stroke", theme.gridColor) + [SVGAttribute("stroke-width", 1)])
        }
    }

    /// Draws what lies over the data: axis lines, tick marks, labels, titles and the legend.
    public func drawForeground(_ writer: inout SVGWriter) {
        let plot = layout.plotArea
        var axisPath = PathData()
        axisPath.move(to: Point(x: plot.minX, y: plot.maxY))
        axisPath.line(to: Point(x: plot.maxX, y: plot.maxY))
        for tick in layout.xAxis.ticks where tick.isLabelShown {
            axisPath.move(to: Point(x: tick.pixel, y: plot.maxY))
            axisPath.line(to: Point(x: tick.pixel, y: plot.maxY + 4))
        }
        writer.empty("path", [SVGAttribute("class", "axis"), SVGAttribute("d", axisPath.text), SVGAttribute("fill", "none")]
                     + SVGAttribute.paint("stroke", theme.axisColor) + [SVGAttribute("stroke-width", 1)])

        drawTickLabels(writer: &writer)
        if let title = layout.xAxis.title, !title.isEmpty {
            TextDrawing.draw(title, at: layout.xAxis.titlePosition, alignment: .middle, style: layout.xAxis.description.titleStyle,
                             defaultColor: theme.textColor, cssClass: "axis-title", writer: &writer)
        }
        if let title = layout.yAxis.title, !title.isEmpty {
            TextDrawing.draw(title, at: layout.yAxis.titlePosition, alignment: .middle, style: layout.yAxis.description.titleStyle,
                             defaultColor: theme.textColor, rotation: -90, cssClass: "axis-title", writer: &writer)
        }
        drawTitle(&writer)
        drawLegend(&writer)
    }

    /// Draws the chart title, if any.
    public func drawTitle(_ writer: inout SVGWriter) {
        guard let title = layout.title else { return }
        TextDrawing.draw(title, at: layout.titlePosition, alignment: .middle, style: layout.titleStyle,
                         defaultColor: theme.titleColor, cssClass: "title", writer: &writer)
    }

    /// Draws the legend, if any.
    public func drawLegend(_ writer: inout SVGWriter) {
        guard let legend = layout.legend else { return }
        LegendRenderer.draw(legend, theme: theme, writer: &writer)
    }

    private func drawTickLabels(writer: inout SVGWriter) {
        let xShown = layout.xAxis.ticks.filter(\.isLabelShown)
        let turn = layout.xAxis.labelTurn
        if !xShown.isEmpty {
            let anchor = turn == 0 ? "middle" : (turn > 0 ? "end" : "start")
            writer.start("g", [SVGAttribute("class", "x-labels"), SVGAttribute("text-anchor", anchor)]
                         + TextDrawing.attributes(layout.xAxis.description.labelStyle, defaultColor: theme.textColor))
            let angle = SVGNumber.format(-turn)
            for tick in xShown {
                var attributes = [SVGAttribute("x", tick.labelPosition.x), SVGAttribute("y", tick.labelPosition.y)]
                if turn != 0 {
                    let x = SVGNumber.format(tick.labelPosition.x), y = SVGNumber.format(tick.labelPosition.y)
                    attributes.append(SVGAttribute("transform", "rotate(\(angle) \(x) \(y))"))
                }
                writer.element("text", attributes, text: tick.label)
            }
            writer.end()
        }
        let yShown = layout.yAxis.ticks.filter(\.isLabelShown)
        if !yShown.isEmpty {
            writer.start("g", [SVGAttribute("class", "y-labels"), SVGAttribute("text-anchor", "end")]
                         + TextDrawing.attributes(layout.yAxis.description.labelStyle, defaultColor: theme.textColor))
            for tick in yShown {
                writer.element("text", [SVGAttribute("x", tick.labelPosition.x), SVGAttribute("y", tick.labelPosition.y)], text: tick.label)
            }
            writer.end()
        }
    }
}
