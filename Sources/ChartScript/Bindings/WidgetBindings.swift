import ChartCore

/// `interactive(chart)`: shows a chart as a widget that answers hovering with a popup.
enum WidgetBindings {
    static func register(in table: BindingTable) {
        table.addFunction("interactive", [param(nil, "Chart")], doc("func interactive(_ chart: Chart)",
            "Shows the chart now as an interactive widget: hovering shows the closest point's label and value in a popup. Needs JupyterLab or Notebook 7 with the anywidget package installed; elsewhere the chart's summary is shown.",
            "interactive(graph)")) { arguments, runtime in
            let value = try arguments.value(0)
            guard case .native(let box) = value, let chart = box.payload as? any Chart else {
                throw ScriptError.typeMismatch("interactive(_:) expects a chart (LineGraph, ScatterPlot, BarChart or PieChart), got \(value.typeName)")
            }
            guard let context = runtime.context else { return .void }
            do { try runtime.widgets.open(chart, context: context) } catch { throw ScriptError.library(String(describing: error)) }
            return .void
        }
    }
}
