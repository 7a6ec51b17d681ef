import JupyterEngine
import JupyterWidgets

/// A widget of three sliders (red, green, blue from 0 to 1) as an anywidget, the shape of a
/// colour editor: the view moves a slider and sends `update`; a custom `{type: "reset"}`
/// sets all three to 0 in the kernel and the front end.
final class SlidersWidget: Widget {
    private(set) var values: [String: Double] = ["red": 0.2, "green": 0.4, "blue": 0.6]
    /// Every change the front end reported, in order.
    private(set) var changes: [[String: JSONValue]] = []

    var kind: WidgetKind { AnyWidget.kind }

    var textRepresentation: String { "rgb(\(values["red"] ?? 0), \(values["green"] ?? 0), \(values["blue"] ?? 0))" }

    var state: [String: JSONValue] {
        AnyWidget.moduleState(id: "Tests.Sliders", source: "export default { render() {} };")
            .merging(values.mapValues { .double($0) }) { _, value in value }
    }

    func update(_ changes: [String: JSONValue], from connection: WidgetConnection) {
        self.changes.append(changes)
        for (name, value) in changes where values[name] != nil {
            guard let number = value.doubleValue, (0...1).contains(number) else {
                connection.report("\(name) must be a number from 0 to 1")
                continue
            }
            values[name] = number
        }
    }

    func receiveCustom(_ content: JSONValue, buffers: [[UInt8]], from connection: WidgetConnection) {
        guard content["type"] == "reset" else { return connection.report("unknown custom message") }
        values = values.mapValues { _ in 0 }
        connection.sendState(values.mapValues { .double($0) })
    }
}

/// A widget that only shows its state, with every default of `Widget`.
final class LabelWidget: Widget {
    var kind: WidgetKind {
        WidgetKind(modelModule: "@jupyter-widgets/controls", modelModuleVersion: "2.0.0", modelName: "LabelModel",
                   viewModule: "@jupyter-widgets/controls", viewModuleVersion: "2.0.0", viewName: "LabelView")
    }
    var state: [String: JSONValue] { ["value": "hello"] }
    var textRepresentation: String { "hello" }
}

/// A widget with a picture for readers without the view.
final class PictureWidget: Widget {
    static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"10\" height=\"10\"/></svg>"
    var kind: WidgetKind { LabelWidget().kind }
    var state: [String: JSONValue] { ["value": "a square"] }
    var textRepresentation: String { "a square" }
    var staticRepresentation: [String: JSONValue] { ["image/svg+xml": .string(Self.svg)] }
}
