import ChartCore
import JupyterEngine
import JupyterWidgets

/// The colour editor of seed 003, as a notebook control: three sliders (red, green, blue, from
/// 0 to 1, read out with two decimals, sending their value continuously while dragged) beside
/// a swatch of the colour, recolouring the target it was handed live. When the target is a
/// chart's colour, the chart is shown above the sliders and redrawn in place
/// (`update_display_data` of its display) on every change; the variable holds each new colour,
/// so the next cell reads it. The cell's `onChange` closure, if it gave one, hears each new
/// colour after that (a dashboard's way to redraw an `InteractiveChart`: Voilà shows a cell's
/// outputs once, so only widgets change).
///
/// Built of ipywidgets' own models (two boxes, three `FloatSlider`s and an `HTML` swatch, with
/// their layouts and styles): every widget-capable front end (JupyterLab, Notebook 7, VS Code)
/// renders them without any extra package. Beside the view, the output carries a picture of the
/// editor as it was shown (`ColorEditorPicture`), for readers without widgets.
final class ColorEditor: ShownAsWidget {
    /// The component names, in slider order.
    static let components = ["Red", "Green", "Blue"]
    /// The widget models one view opens: a slider, its layout and style per component; the
    /// swatch with its layout and style; the column and the row, each with its layout.
    static let modelCount = 3 * components.count + 3 + 2 + 2

    let target: ColorEditorTarget
    /// Called with each new colour, after it is written and the chart redrawn: the cell's own
    /// reaction to an edit, such as putting the recoloured chart in an `InteractiveChart`.
    let onChange: FunctionValue?
    /// The colour the sliders show (opacity kept from the target's colour).
    private(set) var color: Color
    /// The display id under which the chart is shown and redrawn.
    let chartDisplayID: String
    private weak var runtime: Runtime?
    /// Every shown view's sliders and swatch, to keep them all in step. The widget manager
    /// keeps the widgets (and their sliders keep the editor) while their comms are open.
    private var views: [View] = []

    /// One shown editor: its widgets, held weakly, and their comms.
    private struct View {
        weak var swatch: HTMLWidget?
        let sliders: [Weak<FloatSliderWidget>]
        let sliderComms: [Comm]
        let swatchComm: Comm
    }

    nonisolated(unsafe) private static var made = 0

    /// An editor of `target`, starting at its colour (or mid-grey, 0.5 each, as the seed's
    /// sliders start, when the colour is nil).
    ///
    /// - Throws: when the target's value is not a colour or its key path does not lead anywhere.
    init(target: ColorEditorTarget, onChange: FunctionValue? = nil, runtime: Runtime) throws {
        self.target = target
        self.onChange = onChange
        self.runtime = runtime
        color = try target.color(runtime: runtime) ?? Color(white: 0.5)
        Self.made += 1
        chartDisplayID = "chartscript-color-editor-\(Self.made)"
    }

    /// "Color editor for graph.lineColor: red 0.50, green 0.50, blue 0.50 (#808080)".
    var summary: String {
        let values = zip(Self.components, components(of: color)).map { "\($0.lowercased()) \(ColorEditorPicture.twoDecimals($1))" }
        return "Color editor for \(target.spelling): \(values.joined(separator: ", ")) (\(color.hexString))"
    }

    /// Shows the chart (when the target is a chart's colour) and opens the editor's widgets.
    func show(runtime: Runtime?) throws -> MimeBundle {
        guard let runtime, let context = runtime.context else { return MimeBundle(plainText: summary) }
        let widgets = runtime.widgets
        try widgets.ensureRoom(for: Self.modelCount)
        if let chart = target.chart() {
            context.display(try chartBundle(chart, runtime: runtime), displayID: chartDisplayID)
        }
        var sliders: [FloatSliderWidget] = [], sliderComms: [Comm] = []
        for (index, name) in Self.components.enumerated() {
            let layout = try widgets.open(FixedModelWidget(kind: .layout, state: ["width": "320px"]), context: context)
            let style = try widgets.open(FixedModelWidget(kind: .style("SliderStyleModel"),
                                                      state: ["description_width": "48px",
                                                              "handle_color": .string(["#E0443A", "#2E9E4F", "#2F6FD6"][index])]),
                                     context: context)
            let slider = FloatSliderWidget(description: name, value: components(of: color)[index], layout: layout, style: style)
            slider.onChange = { value, connection in
                self.change(component: index, to: value, context: connection.context, reportTo: connection)
            }
            sliders.append(slider)
            sliderComms.append(try widgets.open(slider, context: context))
        }
        let swatch = HTMLWidget(value: swatchMarkup, layout: try widgets.open(FixedModelWidget(kind: .layout, state: [:]), context: context),
                                style: try widgets.open(FixedModelWidget(kind: .style("HTMLStyleModel"), state: [:]), context: context))
        let swatchComm = try widgets.open(swatch, context: context)
        let column = try widgets.open(BoxWidget(vertical: true, children: sliderComms,
                                            layout: try widgets.open(FixedModelWidget(kind: .layout, state: [:]), context: context),
                                            text: summary), context: context)
        let row = try widgets.open(BoxWidget(vertical: false, children: [column, swatchComm],
                                         layout: try widgets.open(FixedModelWidget(kind: .layout, state: ["align_items": "center"]),
                                                              context: context),
                                         classes: ["chartscript-color-editor"], text: summary), context: context)
        views.append(View(swatch: swatch, sliders: sliders.map(Weak.init), sliderComms: sliderComms, swatchComm: swatchComm))
        let picture = PictureHTML.themed(light: ColorEditorPicture.svg(of: color), dark: ColorEditorPicture.svg(of: color, appearance: .dark),
                                         alt: summary, width: ColorEditorPicture.width, height: ColorEditorPicture.height)
        return WidgetProtocol.viewBundle(modelID: row.id, text: summary, pictures: ["text/html": .string(picture)])
    }

    /// A slider sent `sent` for component `index`: a number from 0 to 1 is written into the
    /// target, the chart redrawn in place and every view brought in step; anything else is
    /// refused (nil), and the slider goes back.
    private func change(component index: Int, to sent: JSONValue, context: ExecutionContext,
                        reportTo connection: WidgetConnection) -> Double? {
        guard let value = sent.doubleValue, value.isFinite, value >= -1e-9, value <= 1 + 1e-9 else {
            connection.report("\(Self.components[index].lowercased()) must be a number from 0 to 1; \(sent) refused")
            return nil
        }
        let taken = min(max(value, 0), 1)
        var parts = components(of: color)
        parts[index] = taken
        let newColor = Color(red: parts[0], green: parts[1], blue: parts[2], alpha: color.alpha)
        guard let runtime else { return nil }
        var written: Value?
        let finished = runtime.widgets.runInSession(role: "ColorEditor", context: context) { [target] in
            written = try target.write(newColor, runtime: runtime)
        }
        guard finished else { return nil }
        color = newColor
        views.removeAll { $0.swatch == nil }
        for view in views {
            // The same slider of the other views follows the one dragged.
            if view.sliderComms[index] != connection.comm {
                view.sliders[index].object?.set(taken)
                runtime.widgets.sendState(["value": .double(taken)], to: view.sliderComms[index], context: context)
            }
            view.swatch?.set(swatchMarkup)
            runtime.widgets.sendState(["value": .string(swatchMarkup)], to: view.swatchComm, context: context)
        }
        if case .native(let box)? = written, let chart = box.payload as? any DrawableChart,
           let bundle = try? chartBundle(chart, runtime: runtime) {
            context.updateDisplay(bundle, displayID: chartDisplayID)
        }
        if let onChange {
            runtime.widgets.runCallback(onChange, [.native(NativeBox(typeName: "Color", payload: newColor))],
                                        "ColorEditor onChange", context)
        }
        return taken
    }

    /// The chart's rich display (SVG and summary, and a PNG when the session asked for one).
    private func chartBundle(_ chart: any DrawableChart, runtime: Runtime) throws -> MimeBundle {
        let representations = try ChartBindings.bundle(of: chart, runtime: runtime, reportsWarnings: false)
        return MimeBundle(data: representations.mapValues { .string($0) })
    }

    /// The swatch: a square of the colour and its hex code.
    private var swatchMarkup: String {
        let hex = color.hexString
        return "<div class=\"chartscript-swatch\" style=\"display:flex;align-items:center;gap:8px;margin-left:12px\">"
            + "<div class=\"chartscript-swatch-color\" data-color=\"\(hex)\" style=\"width:56px;height:56px;border-radius:8px;"
            + "border:1px solid #8884;background:\(hex)\"></div><code>\(hex)</code></div>"
    }

    private func components(of color: Color) -> [Double] {
        [color.red, color.green, color.blue]
    }
}

/// A weak reference, for lists of objects kept alive elsewhere.
struct Weak<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
