/// The colours the engine draws the axes, grid, legend and plot area with: Swift Charts' own,
/// or a theme's when `chartTheme(_:)` set one (how the seeds' chart kinds keep their look on
/// the one engine).
struct EngineLook {
    /// Axis labels and titles.
    let axisText: Color
    /// Legend entries.
    let legendText: Color
    /// Grid lines.
    let grid: Color
    /// Tick marks.
    let tick: Color
    /// The plot area's fill under the grid; nil for none.
    let plotFill: Paint?
    /// The axis lines along the plot's leading and bottom edges; nil draws none (Swift Charts).
    let axisLine: Color?

    init(_ style: ThemeStyle?) {
        guard let style else {
            axisText = ChartLayoutEngine.axisTextStyle.color ?? .gray
            legendText = ChartLayoutEngine.legendTextStyle.color ?? .gray
            grid = ChartLayoutEngine.gridColor
            tick = ChartLayoutEngine.gridColor.mixed(with: .black, amount: 0.15)
            plotFill = nil
            axisLine = nil
            return
        }
        axisText = style.textColor
        legendText = style.textColor
        grid = style.gridColor
        tick = style.axisColor
        axisLine = style.axisColor
        switch style.plotAreaFill {
        case .none: plotFill = nil
        case .solid(let color): plotFill = .color(color)
        case let .verticalGradient(top, bottom):
            plotFill = .linearGradient(stops: [Gradient.Stop(color: top, location: 0), Gradient.Stop(color: bottom, location: 1)],
                                       start: .top, end: .bottom)
        }
    }
}
