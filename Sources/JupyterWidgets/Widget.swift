import JupyterEngine

/// A kernel-side widget: the model its front-end view mirrors, and what it does with the
/// messages the view sends. `WidgetManager` opens its comm, shows its view, answers the
/// protocol's own requests (`request_state`, the control comm's `request_states`) and hands
/// it the rest.
///
/// A new kind of widget gives its `kind` (an ipywidgets class, or `AnyWidget.kind` with its
/// own ES module in `state`), its `state`, and handles what its view sends: state changes in
/// `update(_:from:)` (a slider moved) and custom messages in `receiveCustom(_:buffers:from:)`.
/// It can change the front end's state or send custom messages through the connection.
public protocol Widget: AnyObject {
    /// The front-end model and view classes.
    var kind: WidgetKind { get }
    /// The model's state besides the class fields: what the view reads (`value`, `svg`, …).
    /// Sent when the model opens, on `request_state` and in `update_states`.
    var state: [String: JSONValue] { get }
    /// What front ends without widget support show instead of the view.
    var textRepresentation: String { get }
    /// Pictures shown instead of the view, beside `textRepresentation`, by every reader without
    /// the live view (nbconvert's HTML, GitHub, a saved notebook opened again), by mime type:
    /// `["text/html": .string(html)]`. Front ends with the widget manager show the view.
    var staticRepresentation: [String: JSONValue] { get }

    /// The front end changed part of the state (`update`): `changes` maps each changed field to
    /// its new value. Front ends also report their own fields, such as `_view_count`.
    func update(_ changes: [String: JSONValue], from connection: WidgetConnection)

    /// The view sent a custom message (`{method: "custom", content}`).
    func receiveCustom(_ content: JSONValue, buffers: [[UInt8]], from connection: WidgetConnection)
}

extension Widget {
    /// No picture: readers without the live view show the text.
    public var staticRepresentation: [String: JSONValue] { [:] }

    /// Ignores state changes: a widget whose view only reads its state needs nothing more.
    public func update(_ changes: [String: JSONValue], from connection: WidgetConnection) {}

    /// Reports a custom message the widget does not expect.
    public func receiveCustom(_ content: JSONValue, buffers: [[UInt8]], from connection: WidgetConnection) {
        connection.report("custom message ignored: this widget expects none")
    }
}
