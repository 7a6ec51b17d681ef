import JupyterEngine

/// A value the notebook shows by opening live widgets rather than drawing it once, such as a
/// colour editor: showing it (as a cell's result or with `display(_:)`) opens its models and
/// gives the bundle of its view.
protocol ShownAsWidget: AnyObject {
    /// Opens the widgets through `runtime`'s context and returns the bundle showing them; a
    /// bundle of text alone when there is no context (a quiet evaluation).
    func show(runtime: Runtime?) throws -> MimeBundle
}
