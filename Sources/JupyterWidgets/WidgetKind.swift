import JupyterEngine

/// Which front-end classes render a widget: its model and view, each a class name in a
/// JavaScript module of a given version (`_model_module`, `_view_name`, … of its state).
public struct WidgetKind: Equatable, Sendable {
    /// The module defining the model class, such as `@jupyter-widgets/controls` or `anywidget`.
    public var modelModule: String
    /// A semver range of that module, such as `2.0.0` or `~0.11.*`.
    public var modelModuleVersion: String
    /// The model class, such as `FloatSliderModel`.
    public var modelName: String
    /// The module defining the view class.
    public var viewModule: String
    /// A semver range of the view's module.
    public var viewModuleVersion: String
    /// The view class, such as `FloatSliderView`.
    public var viewName: String

    /// Creates a kind from its model and view classes.
    public init(modelModule: String, modelModuleVersion: String, modelName: String,
                viewModule: String, viewModuleVersion: String, viewName: String) {
        self.modelModule = modelModule
        self.modelModuleVersion = modelModuleVersion
        self.modelName = modelName
        self.viewModule = viewModule
        self.viewModuleVersion = viewModuleVersion
        self.viewName = viewName
    }

    /// The state fields naming the classes, which every model's state carries.
    public var stateFields: [String: JSONValue] {
        [
            "_model_module": .string(modelModule),
            "_model_module_version": .string(modelModuleVersion),
            "_model_name": .string(modelName),
            "_view_module": .string(viewModule),
            "_view_module_version": .string(viewModuleVersion),
            "_view_name": .string(viewName),
        ]
    }
}
