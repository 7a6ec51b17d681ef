import ChartCore

/// `interactive(chart, onTouch:, onRelease:)`: shows a chart as a widget that answers hovering
/// with a popup and, when given closures, reports touches to them; `ColorEditor`, three sliders
/// that recolour a chart's colour or a `Color` variable live.
enum WidgetBindings {
    static func register(in table: BindingTable) {
        registerColorEditor(table)
        table.addFunction("interactive", [param(nil, "Any"), param("onTouch", "closure", default: true),
                                          param("onRelease", "closure", default: true)],
            doc("func interactive(_ chart: DrawableChart, onTouch: ((Int) -> Void)? = nil, onRelease: ((Int) -> Void)? = nil)",
            "Shows the chart now as an interactive widget: hovering shows the closest point's label and value in a popup. Touch reporting, as in BEMSimpleLineGraph: `onTouch` is called with the closest index each time it changes while the pointer moves over the chart, `onRelease` with the last index when the pointer leaves it (their print goes to the log; use updateDisplay(_:id:) to show a readout). Needs JupyterLab or Notebook 7 with the anywidget package installed; elsewhere (nbconvert, GitHub, a saved notebook) the same chart shows as a static picture.",
            "interactive(graph, onTouch: { index in updateDisplay(\"Point \\(index)\", id: \"readout\") })")) { arguments, runtime in
            let value = try arguments.value(0)
            guard case .native(let box) = value, let chart = box.payload as? any DrawableChart else {
                throw ScriptError.typeMismatch("interactive(_:) expects a chart (LineGraph, ScatterPlot, BarChart or PieChart), got \(value.typeName)")
            }
            let report = TouchReport(onTouch: arguments.has(1) ? try arguments.function(1) : nil,
                                     onRelease: arguments.has(2) ? try arguments.function(2) : nil)
            guard let context = runtime.context else { return .void }
            do { try runtime.widgets.open(chart, report: report, context: context) } catch { throw ScriptError.library(String(describing: error)) }
            return .void
        }
    }

    private static func registerColorEditor(_ table: BindingTable) {
        let type = table.type("ColorEditor", doc("final class ColorEditor",
            "Seed 003's colour editor: red, green and blue sliders (0 to 1, two decimals, live while dragged) beside a swatch, recolouring the colour it is handed: a chart's colour by key path, shown with the chart redrawn in place, or a Color variable. The variable holds each edit, so the next cell reads it. Built of ipywidgets' own sliders, so JupyterLab, Notebook 7 and VS Code show it as they are.",
            "ColorEditor(graph, \\.lineColor)"))
        type.addInitializer([param(nil, "place"), param(nil, "Any", default: true)],
                            doc("init<C: DrawableChart>(_ chart: C, _ keyPath: WritableKeyPath<C, Color?>)",
                                "An editor of the colour at keyPath in the chart variable (\\.lineColor, \\.barColors[2], \\.sliceColors[0]), or, without a key path, of a Color variable. Show it as a cell's result or with display(_:).",
                                "ColorEditor(bars, \\.barColors[2])")) { arguments, runtime in
            guard case .native(let box) = try arguments.value(0), let place = box.payload as? Place else {
                throw ScriptError.typeMismatch("ColorEditor edits a variable: pass the variable itself, such as graph or accent")
            }
            var path: KeyPathValue?
            if arguments.has(1) {
                guard case .keyPath(let keyPath) = try arguments.value(1) else {
                    throw ScriptError.typeMismatch("ColorEditor's second argument is the colour's key path, such as \\.lineColor")
                }
                path = keyPath
            }
            let editor = try ColorEditor(target: ColorEditorTarget(place: place, path: path), runtime: runtime)
            return .native(NativeBox(typeName: "ColorEditor", payload: editor))
        }
        type.addProperty("color", type: "Color", doc("var color: Color { get }", "The colour the sliders show now.", "editor.color")) { value in
            .native(NativeBox(typeName: "Color", payload: try type.payload(value, as: ColorEditor.self).color))
        }
        type.describe = { payload in (payload as? ColorEditor)?.summary ?? "ColorEditor" }
    }
}
