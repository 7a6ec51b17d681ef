/// ChartNotebook: the notebook's own functions for a compiled Swift program, so that the
/// code of a notebook's cells runs unchanged outside the kernel.
///
/// In the kernel, `display`, `updateDisplay`, `interactive`, `help` and `clearOutput` show
/// things in the notebook. Here they write to the terminal and to files instead:
///
/// | function | in the notebook | in a compiled program |
/// |---|---|---|
/// | `display(x)`, `display(x, id:)` | shows `x` below the cell | a chart is written as the next SVG file in the output folder; anything else is printed as `print` prints it |
/// | `updateDisplay(x, id:)` | replaces what was shown under `id` | the same as `display(x)`: a new file or a new line (a terminal cannot replace what it printed) |
/// | `interactive(chart, onTouch:, onRelease:)` | a chart that answers the pointer | the chart's SVG file; the closures are never called (no pointer) |
/// | `InteractiveChart(chart)`, `view.chart = other` | the same, kept in a variable; setting `chart` redraws every view | the chart's SVG file when shown; a chart set later is kept, not written (the saved notebook keeps the first picture too) |
/// | `Dropdown(options, onChange:)` | a list to choose from; `onChange` hears the first selection and each change | `onChange` called once with the selection when shown |
/// | `help(topic)` | opens the documentation in the pager | a line on standard error naming the topic and docs/language.md |
/// | `clearOutput(wait:)` | clears the cell's output | nothing (what a terminal printed stays) |
///
/// Charts go to `charts/` in the working directory (`NotebookOutput.directory`, or the
/// `CHART_OUTPUT_DIRECTORY` environment variable), named `chart-001.svg`, `chart-002.svg`, …
/// in the order they are shown; each file written is named on standard error, so standard
/// output holds exactly what the cells printed.
public enum ChartNotebookModule {
    /// The library's version.
    public static let version = "0.1.0"
}
