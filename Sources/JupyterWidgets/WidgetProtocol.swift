import JupyterEngine

/// The names and versions of the Jupyter widget message protocol 2.1.0 (ipywidgets 8) that a
/// kernel speaks: comm targets, the view's mime type and the protocol version.
public enum WidgetProtocol {
    /// The comm target of widget models.
    public static let modelTarget = "jupyter.widget"
    /// The comm target the widget manager opens on reconnect to ask for every model's state.
    public static let controlTarget = "jupyter.widget.control"
    /// The protocol's version, sent in every model's comm_open metadata.
    public static let version = "2.1.0"
    /// The mime type of a widget view in display_data.
    public static let viewMimeType = "application/vnd.jupyter.widget-view+json"

    /// The comm_open metadata of a new model: the protocol version.
    public static var openMetadata: JSONValue { .object(["version": .string(version)]) }

    /// The display bundle showing the model `modelID`, with `text` and `pictures` (by mime
    /// type) for readers without widgets. A front end with the widget manager ranks the view
    /// first and shows it; the others show the picture, else the text.
    public static func viewBundle(modelID: String, text: String, pictures: [String: JSONValue] = [:]) -> MimeBundle {
        var data = pictures
        data[viewMimeType] = .object(["model_id": .string(modelID), "version_major": .int(2), "version_minor": .int(1)])
        data["text/plain"] = .string(text)
        return MimeBundle(data: data)
    }
}
