/// Placing the x labels (flat or turned) and the legend of a `PlotLayout`.
extension PlotLayout {
    /// The plot's left and right edges moved in so that the first and last x labels stay on
    /// the canvas: half of each flat label, or the reach of turned ones.
    static func keepXLabelsOnCanvas(_ axis: AxisDescription, widths: [Double], turned: TurnedLabels?, longest: Double,
                                    left: Double, right: Double, width: Double, padding: EdgeInsets) -> (Double, Double) {
        var left = left, right = right
        for (tick, measured) in zip(axis.ticks, widths) {
            let labelWidth = min(measured, longest)
            let x = left + tick.fraction * (right - left)
            let (before, after): (Double, Double)
            if let turned {
                let reach = turned.reach(ofWidth: labelWidth)
                (before, after) = turned.degrees > 0 ? (reach, axis.labelStyle.fontSize * 0.5) : (axis.labelStyle.fontSize * 0.5, reach)
            } else {
                (before, after) = (labelWidth / 2, labelWidth / 2)
            }
            if x - before < padding.left / 2 { left += padding.left / 2 - (x - before) }
            if x + after > width - padding.right / 2 { right -= (x + after) - (width - padding.right / 2) }
        }
        return (left, right)
    }

    /// The x ticks placed under `plot`: flat labels centred under their ticks, or turned ones
    /// anchored beside them and shortened to `longest`; labels that would overlap are thinned
    /// at a regular stride. `widths` are the labels' measured widths in the axis's style.
    static func placeXTicks(_ axis: AxisDescription, widths: [Double], turned: TurnedLabels?, longest: Double,
                            plot: Rect) -> [AxisLayout.PlacedTick] {
        let style = axis.labelStyle
        var ticks = zip(axis.ticks, widths).map { tick, measured -> AxisLayout.PlacedTick in
            let pixel = plot.minX + tick.fraction * plot.width
            let label = turned == nil || measured <= longest + 1e-6 ? tick.label : TextFitting.shorten(tick.label, toWidth: longest, style: style)
            let position = turned?.anchor(tickX: pixel, plotBottom: plot.maxY)
                ?? Point(x: pixel, y: plot.maxY + AxisLayout.tickLabelGap + style.fontSize * 0.9)
            return AxisLayout.PlacedTick(pixel: pixel, label: label, labelPosition: position,
                                         isLabelShown: axis.showsLabels && !tick.label.isEmpty)
        }
        if let turned {
            let shown = ticks.indices.filter { ticks[$0].isLabelShown }
            let spacing = zip(shown.dropFirst(), shown).map { abs(ticks[$0].pixel - ticks[$1].pixel) }.min() ?? plot.width
            let widest = shown.map { min(widths[$0], longest) }.max() ?? 0
            let stride = turned.stride(spacing: spacing, widestLabel: widest)
            for (position, index) in shown.enumerated() where position % stride != 0 { ticks[index].isLabelShown = false }
        } else {
            AxisLayout.thin(&ticks, extents: zip(ticks, widths).map { tick, width in (tick.pixel - width / 2, tick.pixel + width / 2) })
        }
        return ticks
    }

    /// The legend placed at its anchor (inside the plot, or in the space reserved for it),
    /// moved by its displacement (x to the right, y up, as CorePlot's `legendDisplacement`)
    /// and kept on the canvas, with a warning when it had to be held back.
    static func placeLegend(_ entries: [LegendEntry], setting: Legend,
                            measured: (width: Double, height: Double, columns: Int, columnWidths: [Double]),
                            inside: Bool, reserved: Point?, plot: Rect, padding: EdgeInsets,
                            canvas: Rect) -> (legend: LegendLayout, warnings: [String]) {
        let anchor = setting.anchor
        var origin: Point
        if inside {
            let inset = 8.0
            let x = anchor.horizontal < 0 ? plot.minX + inset
                : anchor.horizontal > 0 ? plot.maxX - inset - measured.width : plot.midX - measured.width / 2
            let y = anchor.vertical < 0 ? plot.minY + inset
                : anchor.vertical > 0 ? plot.maxY - inset - measured.height : plot.midY - measured.height / 2
            origin = Point(x: x, y: y)
        } else if let reserved {
            if anchor.vertical != 0 {
                let x = anchor.horizontal < 0 ? plot.minX
                    : anchor.horizontal > 0 ? plot.maxX - measured.width : plot.midX - measured.width / 2
                origin = Point(x: max(padding.left, x), y: reserved.y)
            } else {
                origin = Point(x: reserved.x, y: plot.midY - measured.height / 2)
            }
        } else {
            origin = Point(x: plot.minX, y: plot.minY)
        }
        var warnings: [String] = []
        let displaced = LegendLayout.displaced(origin, by: setting.displacement,
                                               size: (measured.width, measured.height), canvas: canvas)
        if let warning = displaced.warning { warnings.append(warning) }
        let legend = LegendLayout.place(entries, legend: setting, origin: displaced.origin, columns: measured.columns,
                                        columnWidths: measured.columnWidths, size: (measured.width, measured.height),
                                        inside: inside)
        return (legend, warnings)
    }
}
