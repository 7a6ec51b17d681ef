import ChartCore

/// A chart shown as a live view that a program keeps, so that it can put another chart in its
/// place (`view.chart = newChart`). In the notebook, hovering shows the closest point in a
/// popup and every view redraws when `chart` changes. A compiled program has no pointer and no
/// view to redraw: showing it (`display(view)`, or a cell ending in `InteractiveChart(…)`)
/// writes the chart's SVG file, as `display(chart)` does, and a chart set afterwards is kept
/// but not written (the notebook's saved output keeps the picture of the chart as it was
/// shown, too). The closures are never called (no pointer).
public final class InteractiveChart {
    /// The chart the view shows.
    public var chart: any DrawableChart
    /// Called with the touched index in the notebook; never called here.
    public let onTouch: ((Int) -> Void)?
    /// Called with the last touched index when the pointer leaves, in the notebook; never here.
    public let onRelease: ((Int) -> Void)?

    /// A view of `chart`; nothing is written until it is shown.
    public init(_ chart: any DrawableChart, onTouch: ((Int) -> Void)? = nil, onRelease: ((Int) -> Void)? = nil) {
        self.chart = chart
        self.onTouch = onTouch
        self.onRelease = onRelease
    }

    /// Writes the chart, as the notebook opens a view of it.
    func show() {
        NotebookOutput.write(chart)
    }
}
