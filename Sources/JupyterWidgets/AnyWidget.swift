import JupyterEngine

/// anywidget: a widget whose front end is an ES module sent in its own state, so a kernel can
/// ship a custom view without a JavaScript package (the front end needs the anywidget package).
public enum AnyWidget {
    /// anywidget's model and view classes, at a version range the anywidget 0.11 front end
    /// satisfies (as anywidget itself writes it: `~major.minor.*`).
    public static let kind = WidgetKind(modelModule: "anywidget", modelModuleVersion: "~0.11.*", modelName: "AnyModel",
                                        viewModule: "anywidget", viewModuleVersion: "~0.11.*", viewName: "AnyView")

    /// The state fields that carry the front end: the module's `source` (`_esm`, exporting a
    /// `render({model, el})`) and an `id` naming the widget kind (`_anywidget_id`, for caching
    /// and hot reloading of the module).
    public static func moduleState(id: String, source: String) -> [String: JSONValue] {
        ["_esm": .string(source), "_anywidget_id": .string(id)]
    }
}
