import JupyterEngine
import JupyterWidgets

/// ipywidgets' own control models (`@jupyter-widgets/controls` and `base` 2.0.0, ipywidgets 8),
/// which every widget-capable front end ships: JupyterLab, Notebook 7 and VS Code render them
/// with nothing else installed. Each is a kernel-side `Widget` holding the state its view reads.
extension WidgetKind {
    /// A model and view of `@jupyter-widgets/controls` 2.0.0, such as `FloatSlider`.
    static func control(_ name: String) -> WidgetKind {
        WidgetKind(modelModule: "@jupyter-widgets/controls", modelModuleVersion: "2.0.0", modelName: name + "Model",
                   viewModule: "@jupyter-widgets/controls", viewModuleVersion: "2.0.0", viewName: name + "View")
    }

    /// A style model of `@jupyter-widgets/controls` 2.0.0, drawn by `@jupyter-widgets/base`'s StyleView.
    static func style(_ name: String) -> WidgetKind {
        WidgetKind(modelModule: "@jupyter-widgets/controls", modelModuleVersion: "2.0.0", modelName: name,
                   viewModule: "@jupyter-widgets/base", viewModuleVersion: "2.0.0", viewName: "StyleView")
    }

    /// `@jupyter-widgets/base`'s LayoutModel: a widget's CSS box.
    static let layout = WidgetKind(modelModule: "@jupyter-widgets/base", modelModuleVersion: "2.0.0", modelName: "LayoutModel",
                                   viewModule: "@jupyter-widgets/base", viewModuleVersion: "2.0.0", viewName: "LayoutView")
}

/// A reference to another model in a widget's state, as ipywidgets writes it.
func modelReference(_ comm: Comm) -> JSONValue {
    .string("IPY_MODEL_" + comm.id)
}

/// A model whose state never changes from the kernel's side: a layout or a style.
final class FixedModelWidget: Widget {
    let kind: WidgetKind
    let state: [String: JSONValue]
    var textRepresentation: String { kind.modelName }

    init(kind: WidgetKind, state: [String: JSONValue]) {
        self.kind = kind
        self.state = state
    }
}

/// One ipywidgets `FloatSlider`: a value between `min` and `max` that the front end changes
/// while the handle is dragged (`continuous_update`), read out with two decimals. A change is
/// handed to `onChange`, which decides whether to take it; a value it refuses is sent back.
final class FloatSliderWidget: Widget {
    let kind = WidgetKind.control("FloatSlider")
    /// The slider's name beside it, such as "Red".
    let description: String
    /// The value the kernel holds.
    private(set) var value: Double
    private let layout: Comm
    private let style: Comm
    /// Decides on a value the front end sent: returns the value taken, or nil to refuse it.
    var onChange: (JSONValue, WidgetConnection) -> Double? = { _, _ in nil }

    init(description: String, value: Double, layout: Comm, style: Comm) {
        self.description = description
        self.value = value
        self.layout = layout
        self.style = style
    }

    var state: [String: JSONValue] {
        [
            "value": .double(value), "min": 0.0, "max": 1.0, "step": 0.01, "description": .string(description),
            "description_allow_html": false, "readout": true, "readout_format": ".2f", "continuous_update": true,
            "orientation": "horizontal", "behavior": "drag-tap", "disabled": false, "_dom_classes": .array([]),
            "tabbable": .null, "tooltip": .null, "layout": modelReference(layout), "style": modelReference(style),
        ]
    }

    var textRepresentation: String { "\(description): \(value)" }

    /// A new value: taken when `onChange` accepts it; otherwise the front end is told the value
    /// it still has, so its handle goes back.
    func update(_ changes: [String: JSONValue], from connection: WidgetConnection) {
        guard let sent = changes["value"] else { return }
        if let taken = onChange(sent, connection) {
            value = taken
        } else {
            connection.sendState(["value": .double(value)])
        }
    }

    /// Moves the slider from the kernel's side (without telling `onChange`).
    func set(_ newValue: Double) {
        value = newValue
    }
}

/// One ipywidgets `HTML` widget: a piece of markup the kernel can replace.
final class HTMLWidget: Widget {
    let kind = WidgetKind.control("HTML")
    private(set) var value: String
    private let layout: Comm
    private let style: Comm

    init(value: String, layout: Comm, style: Comm) {
        self.value = value
        self.layout = layout
        self.style = style
    }

    var state: [String: JSONValue] {
        ["value": .string(value), "description": "", "description_allow_html": false, "placeholder": "",
         "_dom_classes": .array([]), "tabbable": .null, "tooltip": .null,
         "layout": modelReference(layout), "style": modelReference(style)]
    }

    var textRepresentation: String { value }

    /// Replaces the markup the kernel holds (send it to the front end separately).
    func set(_ markup: String) {
        value = markup
    }
}

/// An ipywidgets `HBox` or `VBox`: children side by side or one above the other.
final class BoxWidget: Widget {
    let kind: WidgetKind
    private let children: [Comm]
    private let layout: Comm
    private let classes: [String]
    let textRepresentation: String

    init(vertical: Bool, children: [Comm], layout: Comm, classes: [String] = [], text: String) {
        kind = .control(vertical ? "VBox" : "HBox")
        self.children = children
        self.layout = layout
        self.classes = classes
        textRepresentation = text
    }

    var state: [String: JSONValue] {
        ["children": .array(children.map(modelReference)), "box_style": "", "_dom_classes": .array(classes.map { .string($0) }),
         "tabbable": .null, "tooltip": .null, "layout": modelReference(layout)]
    }
}
