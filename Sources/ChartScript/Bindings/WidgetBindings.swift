import ChartCore

/// `interactive(chart, onTouch:, onRelease:)`: shows a chart as a widget that answers hovering
/// with a popup and, when given closures, reports touches to them.
enum WidgetBindings {
    static func register(in table: BindingTable) {
        table.addFunction("interactive", [param(nil, "Chart"), param("onTouch", "closure", default: true),
                                          param("onRelease", "closure", default: true)],
            doc("func interactive(_ chart: Chart, onTouch: ((Int) -> Void)? = nil, onRelease: ((Int) -> Void)? = nil)",
            "Shows the chart now as an interactive widget: hovering shows the closest point's label and value in a popup. Touch reporting, as in BEMSimpleLineGraph: `onTouch` is called with the closest index each time it changes while the pointer moves over the chart, `onRelease` with the last index when the pointer leaves it (their print goes to the log; use updateDisplay(_:id:) to show a readout). Needs JupyterLab or Notebook 7 with the anywidget package installed; elsewhere (nbconvert, GitHub, a saved notebook) the same chart shows as a static picture.",
            "interactive(graph, onTouch: { index in updateDisplay(\"Point \\(index)\", id: \"readout\") })")) { arguments, runtime in
            let value = try arguments.value(0)
            guard case .native(let box) = value, let chart = box.payload as? any Chart else {
                throw ScriptError.typeMismatch("interactive(_:) expects a chart (LineGraph, ScatterPlot, BarChart or PieChart), got \(value.typeName)")
            }
            let report = TouchReport(onTouch: arguments.has(1) ? try arguments.function(1) : nil,
                                     onRelease: arguments.has(2) ? try arguments.function(2) : nil)
            guard let context = runtime.context else { return .void }
            do { try runtime.widgets.open(chart, report: report, context: context) } catch { throw ScriptError.library(String(describing: error)) }
            return .void
        }
    }
}
