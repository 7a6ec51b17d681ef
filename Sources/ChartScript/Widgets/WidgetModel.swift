import ChartCore
import JupyterKernel

/// The ipywidgets message protocol 2.1.0 as an interactive chart speaks it: the anywidget
/// model's state, the comm's open data, the display bundle and the hover answers.
enum WidgetModel {
    /// The comm target of widget models.
    static let modelTarget = "jupyter.widget"
    /// The comm target the widget manager opens on reconnect to ask for every model's state.
    static let controlTarget = "jupyter.widget.control"
    /// The widget message protocol's version, sent in the comm_open metadata.
    static let protocolVersion = "2.1.0"
    /// The mime type of a widget view in display_data.
    static let viewMimeType = "application/vnd.jupyter.widget-view+json"
    /// anywidget's front-end module and model name.
    static let moduleName = "anywidget"
    /// The model class name anywidget registers.
    static let modelName = "AnyModel"
    /// A semver range the installed anywidget 0.11 front end satisfies (as anywidget itself
    /// writes it: `~major.minor.*`).
    static let moduleVersion = "~0.11.*"
    /// Identifies this widget kind to anywidget (for hot reloading and caching of the module).
    static let anywidgetID = "ChartScript.InteractiveChart"

    /// The model's full state: anywidget's fields, the module, the picture and the popup's
    /// affixes.
    static func state(of target: HoverTarget) -> JSONValue {
        .object([
            "_model_module": .string(moduleName),
            "_model_module_version": .string(moduleVersion),
            "_model_name": .string(modelName),
            "_view_module": .string(moduleName),
            "_view_module_version": .string(moduleVersion),
            "_view_name": .string("AnyView"),
            "_view_count": .null,
            "_esm": .string(HoverScript.source),
            "_anywidget_id": .string(anywidgetID),
            "svg": .string(target.svg),
            "width": .double(target.width),
            "height": .double(target.height),
            "popup_prefix": .string(target.valuePrefix),
            "popup_suffix": .string(target.valueSuffix),
        ])
    }

    /// The comm_open data of a new model.
    static func openData(of target: HoverTarget) -> JSONValue {
        .object(["state": state(of: target), "buffer_paths": .array([])])
    }

    /// The comm_open metadata: the protocol version.
    static var openMetadata: JSONValue { .object(["version": .string(protocolVersion)]) }

    /// The display_data bundle showing the model `modelID`, with the chart's picture and
    /// summary beside it: a front end with the widget manager shows the live widget (its
    /// renderer ranks first), and every other reader of the output (nbconvert, GitHub, a
    /// notebook opened without the kernel's widgets) shows the same chart as a static SVG.
    static func viewBundle(modelID: String, of target: HoverTarget) -> MimeBundle {
        MimeBundle(data: [
            viewMimeType: .object(["model_id": .string(modelID), "version_major": .int(2), "version_minor": .int(1)]),
            "image/svg+xml": .string(target.svg),
            "text/plain": .string(target.summary),
        ])
    }

    /// The full-state update answering `request_state`.
    static func update(of target: HoverTarget) -> JSONValue {
        .object(["method": .string("update"), "state": state(of: target), "buffer_paths": .array([])])
    }

    /// The custom message answering a hover: the hit point, or `{type: "none"}`.
    static func hoverAnswer(_ hit: ChartHit?) -> JSONValue {
        guard let hit else { return custom(["type": .string("none")]) }
        return custom([
            "type": .string("hit"), "index": .int(hit.index), "series": .int(hit.series),
            "label": .string(hit.label), "value": hit.value.isFinite ? .double(hit.value) : .null,
            "x": .double(hit.position.x), "y": .double(hit.position.y),
        ])
    }

    /// A custom message telling the front end why its message was not understood.
    static func errorAnswer(_ message: String) -> JSONValue {
        custom(["type": .string("error"), "message": .string(message)])
    }

    /// A `{method: "custom", content}` message.
    static func custom(_ content: [String: JSONValue]) -> JSONValue {
        .object(["method": .string("custom"), "content": .object(content)])
    }
}
