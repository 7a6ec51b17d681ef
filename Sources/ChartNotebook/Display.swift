/// Shows `value`, as a notebook shows it below the cell: a chart (`LineGraph`, `BarChart`,
/// `PieChart`, `ScatterPlot`) is written as the next SVG file in `NotebookOutput.directory`;
/// any other value is printed as `print` prints it (a `String` as its text, a `DataFrame` as the table its
/// description prints); `Void` shows nothing.
///
/// A program exported from a notebook ends each cell whose last line is a bare expression
/// with `display(…)` of it, as the notebook shows that value as the cell's result.
public func display(_ value: Any) {
    NotebookOutput.show(value)
}

/// Shows `value` under a display id. In the notebook, `updateDisplay(_:id:)` later replaces
/// it; in a compiled program, the id is only remembered by the reader: this is `display(value)`.
public func display(_ value: Any, id: String) {
    NotebookOutput.show(value)
}

/// Replaces what was shown under `id` by `value`. A terminal cannot change what it printed,
/// so a compiled program shows `value` again, as `display(value)` does (a chart as a new file).
public func updateDisplay(_ value: Any, id: String) {
    NotebookOutput.show(value)
}
