import ChartCore

/// `interactive(chart, onTouch:, onRelease:)`: shows a chart as a widget that answers hovering
/// with a popup and, when given closures, reports touches to them; `InteractiveChart`, the same
/// view kept in a variable so its chart can be replaced; `ColorEditor`, three sliders that
/// recolour a chart's colour or a `Color` variable live; `Dropdown`, a choice among labels.
enum WidgetBindings {
    static func register(in table: BindingTable) {
        registerColorEditor(table)
        registerInteractiveChart(table)
        registerDropdown(table)
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
            try runtime.widgets.open(chart, report: report, context: context)
            return .void
        }
    }

    private static func registerColorEditor(_ table: BindingTable) {
        let type = table.type("ColorEditor", doc("final class ColorEditor",
            "Seed 003's colour editor: red, green and blue sliders (0 to 1, two decimals, live while dragged) beside a swatch, recolouring the colour it is handed: a chart's colour by key path, shown with the chart redrawn in place, or a Color variable. The variable holds each edit, so the next cell reads it. Built of ipywidgets' own sliders, so JupyterLab, Notebook 7 and VS Code show it as they are.",
            "ColorEditor(graph, \\.lineColor)"))
        type.addInitializer([param(nil, "place"), param(nil, "Any", default: true), param("onChange", "closure", default: true)],
                            doc("init<C: DrawableChart>(_ chart: C, _ keyPath: WritableKeyPath<C, Color?>, onChange: ((Color) -> Void)? = nil)",
                                "An editor of the colour at keyPath in the chart variable (\\.lineColor, \\.barColors[2], \\.sliceColors[0]), or, without a key path, of a Color variable. onChange is called with each new colour after it is written (to redraw an InteractiveChart that shows it, as a dashboard does). Show it as a cell's result or with display(_:).",
                                "ColorEditor(bars, \\.barColors[2])")) { arguments, runtime in
            guard case .native(let box) = try arguments.value(0), let place = box.payload as? Place else {
                throw ScriptError.typeMismatch("ColorEditor edits a variable: pass the variable itself, such as graph or accent")
            }
            var path: KeyPathValue?
            var onChange = arguments.has(2) ? try arguments.function(2) : nil
            // `ColorEditor(accent) { color in … }`: Swift gives a trailing closure to onChange,
            // past the key path (which is never a closure), as its forward scan does.
            if arguments.has(1), onChange == nil, case .function(let closure) = try arguments.value(1) {
                onChange = closure
            } else if arguments.has(1) {
                guard case .keyPath(let keyPath) = try arguments.value(1) else {
                    throw ScriptError.typeMismatch("ColorEditor's second argument is the colour's key path, such as \\.lineColor")
                }
                path = keyPath
            }
            let editor = try ColorEditor(target: ColorEditorTarget(place: place, path: path), onChange: onChange, runtime: runtime)
            return .native(NativeBox(typeName: "ColorEditor", payload: editor))
        }
        type.addProperty("color", type: "Color", doc("var color: Color { get }", "The colour the sliders show now.", "editor.color")) { value in
            .native(NativeBox(typeName: "Color", payload: try type.payload(value, as: ColorEditor.self).color))
        }
        type.describe = { payload in (payload as? ColorEditor)?.summary ?? "ColorEditor" }
    }

    private static func registerInteractiveChart(_ table: BindingTable) {
        let type = table.type(InteractiveChart.self, doc("final class InteractiveChart",
            "A chart shown as a live view, as interactive(_:) shows one, kept in a variable: hovering shows the closest point's label and value in a popup, and setting `chart` puts another chart in every view of it (a dashboard's charts redraw this way, for instance from a Dropdown's onChange). Show it as a cell's result or with display(_:). Elsewhere (nbconvert, GitHub, a saved notebook) each view shows as the chart's picture.",
            "let view = InteractiveChart(bars)"))
        type.addInitializer([param(nil, "Any"), param("onTouch", "closure", default: true), param("onRelease", "closure", default: true)],
                            doc("init(_ chart: any DrawableChart, onTouch: ((Int) -> Void)? = nil, onRelease: ((Int) -> Void)? = nil)",
                                "A live view of the chart, shown when displayed; onTouch and onRelease hear the touched index as with interactive(_:onTouch:onRelease:).",
                                "let trendView = InteractiveChart(trend)")) { arguments, runtime in
            let chart = try chartArgument(try arguments.value(0), callee: "InteractiveChart")
            let report = TouchReport(onTouch: arguments.has(1) ? try arguments.function(1) : nil,
                                     onRelease: arguments.has(2) ? try arguments.function(2) : nil)
            return .bound(InteractiveChart(chart: chart, report: report, runtime: runtime))
        }
        type.addProperty("chart", type: "Any", doc("var chart: any DrawableChart { get set }",
                         "The chart the views show; setting it redraws every view with the new chart.",
                         "trendView.chart = LineGraph([3, 5, 4])"),
                         get: { value in chartValue(try type.payload(value, as: InteractiveChart.self).chart) },
                         set: { value, newValue in
                             try type.payload(value, as: InteractiveChart.self)
                                 .replaceChart(with: try chartArgument(newValue, callee: "InteractiveChart.chart"))
                         })
        type.describe = { payload in (payload as? InteractiveChart)?.summary ?? "InteractiveChart" }
    }

    private static func registerDropdown(_ table: BindingTable) {
        let type = table.type(Dropdown.self, doc("final class Dropdown",
            "ipywidgets' Dropdown: a list of labels to choose one from. onChange is called with the selection when the dropdown is first shown, and again each time it changes, so a dashboard cell that redraws a chart for the selection (an InteractiveChart's `chart`) draws the first one at once. Built of ipywidgets' own models: JupyterLab, Notebook 7, VS Code and Voilà show it as it is.",
            "try Dropdown([\"Math\", \"Art\"], description: \"Subject\") { subject in print(subject) }"))
        type.addInitializer([param(nil, "[String]"), param("selection", "String?", default: true),
                             param("description", "String", default: true), param("onChange", "closure")],
                            doc("init(_ options: [String], selection: String? = nil, description: String = \"\", onChange: @escaping (String) throws -> Void) throws",
                                "A dropdown of the options with `selection` chosen (the first option when nil). Throws a DropdownError when there are no options or the selection is not one of them.",
                                "let picker = try Dropdown(subjects, selection: \"Math\", description: \"Subject\") { subject in view.chart = try chart(for: subject) }")) { arguments, runtime in
            let selection: String? = arguments.has(1) ? try optionalString(arguments.value(1), callee: "Dropdown") : nil
            let dropdown = try Dropdown(options: try arguments.strings(0), selection: selection,
                                        description: arguments.has(2) ? try arguments.string(2) : "",
                                        onChange: try arguments.function(3), runtime: runtime)
            return .bound(dropdown)
        }
        type.addProperty("selection", type: "String", doc("var selection: String { get }", "The label chosen now.", "picker.selection")) { value in
            .string(try type.payload(value, as: Dropdown.self).selection)
        }
        type.addProperty("options", type: "[String]", doc("let options: [String]", "The labels to choose from, in order.", "picker.options")) { value in
            .array(ArrayValue(.strings(try type.payload(value, as: Dropdown.self).options)))
        }
        type.describe = { payload in (payload as? Dropdown)?.summary ?? "Dropdown" }
    }

    /// The chart an argument holds; a type mismatch naming `callee` otherwise.
    private static func chartArgument(_ value: Value, callee: String) throws -> any DrawableChart {
        guard case .native(let box) = value, let chart = box.payload as? any DrawableChart else {
            throw ScriptError.typeMismatch("\(callee) expects a chart (LineGraph, ScatterPlot, BarChart or PieChart), got \(value.typeName)")
        }
        return chart
    }

    /// A chart as a cell value, of its own type's binding (`LineGraph`, `BarChart`, …).
    private static func chartValue(_ chart: any DrawableChart) -> Value {
        .native(NativeBox(typeName: BindingTable.name(of: type(of: chart)), payload: chart))
    }

    /// A `String?` argument's text, nil for `nil`.
    private static func optionalString(_ value: Value, callee: String) throws -> String? {
        switch value {
        case .null: return nil
        case .string(let text): return text
        case .wrapped(.string(let text)): return text
        default: throw ScriptError.typeMismatch("the selection of \(callee) must be a String, not \(value.typeName)")
        }
    }
}
