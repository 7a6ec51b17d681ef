import ChartCore

/// Shows `chart` as an interactive chart. In the notebook, hovering shows the closest point in
/// a popup and `onTouch` and `onRelease` hear the touched index; a compiled program has no
/// pointer, so it writes the chart's SVG file (as `display(chart)`) and never calls the closures.
public func interactive(_ chart: any DrawableChart, onTouch: ((Int) -> Void)? = nil, onRelease: ((Int) -> Void)? = nil) {
    NotebookOutput.write(chart)
}
