import JupyterEngine

/// The data of the comm messages a kernel sends in the widget protocol.
enum WidgetMessages {
    /// A model's full state: the fields naming its classes, the base widget's `_view_count`,
    /// and the widget's own fields.
    static func fullState(of widget: Widget) -> [String: JSONValue] {
        var state = widget.kind.stateFields
        state["_view_count"] = .null
        state.merge(widget.state) { _, own in own }
        return state
    }

    /// The comm_open data of a new model.
    static func openData(state: [String: JSONValue]) -> JSONValue {
        .object(["state": .object(state), "buffer_paths": .array([])])
    }

    /// `{method: "update", state}`: the kernel changes the front end's state.
    static func update(_ state: [String: JSONValue]) -> JSONValue {
        .object(["method": "update", "state": .object(state), "buffer_paths": .array([])])
    }

    /// `update_states` for the control comm: every model's classes and full state, by model id.
    static func allStates(_ widgets: [String: Widget]) -> JSONValue {
        var states: [String: JSONValue] = [:]
        for (id, widget) in widgets {
            states[id] = .object([
                "model_name": .string(widget.kind.modelName), "model_module": .string(widget.kind.modelModule),
                "model_module_version": .string(widget.kind.modelModuleVersion), "state": .object(fullState(of: widget)),
            ])
        }
        return .object(["method": "update_states", "states": .object(states), "buffer_paths": .array([])])
    }
}
