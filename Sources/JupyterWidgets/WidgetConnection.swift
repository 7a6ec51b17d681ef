import JupyterEngine

/// A widget's line to its front end while it handles a message: its comm and the context of
/// the request that brought the message (outputs made here appear under it).
public struct WidgetConnection {
    /// The widget's comm; its id is the model id.
    public let comm: Comm
    /// Where outputs, displays and comm messages go while the widget handles the message.
    public let context: ExecutionContext
    /// Where problems with the front end's messages are reported.
    let log: (String) -> Void

    /// Sends a custom message (`{method: "custom", content}`) to the widget's views.
    public func sendCustom(_ content: JSONValue, buffers: [[UInt8]] = []) {
        context.send(.object(["method": "custom", "content": content]), on: comm, metadata: .object([:]), buffers: buffers)
    }

    /// Changes fields of the front end's state (`{method: "update", state}`); views redraw.
    public func sendState(_ changes: [String: JSONValue]) {
        context.send(WidgetMessages.update(changes), on: comm, metadata: .object([:]), buffers: [])
    }

    /// Reports a problem with a message from the front end (logged with the comm's id; the
    /// front end is not told unless the widget answers it).
    public func report(_ problem: String) {
        log("comm \(comm.id): \(problem)")
    }
}
